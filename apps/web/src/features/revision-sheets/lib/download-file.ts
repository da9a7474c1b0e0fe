/**
 * Saves a file the browser can fetch under `fileName`: fetched as a blob, then an object URL clicked
 * through a temporary <a download>. Throws when the fetch fails or answers an error.
 */
export async function downloadFile(url: string, fileName: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Download of ${url} failed: HTTP ${response.status}`);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = objectUrl;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The click has handed the blob to the browser's download; free it once that has started.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 1_000);
  }
}
