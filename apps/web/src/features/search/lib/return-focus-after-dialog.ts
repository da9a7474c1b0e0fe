/**
 * Calls `refocus` once the modal dialog about to open (here the station launcher's start dialog) has
 * opened and closed again, if the focus was left on <body>. Radix's modal dialog gives the focus back
 * only to its own Dialog.Trigger and the launcher's dialog has none, so without this a keyboard user
 * would land at the top of the page. Returns a function that stops watching (on unmount).
 */
export function returnFocusAfterDialog(refocus: () => void): () => void {
  let opened = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver(() => {
    if (document.querySelector('[role="dialog"]')) {
      opened = true;
      return;
    }
    if (!opened) return;
    observer.disconnect();
    // After Radix's own focus handling on close (a timeout too), and only if the focus went nowhere.
    timer = setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) refocus();
    }, 0);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}
