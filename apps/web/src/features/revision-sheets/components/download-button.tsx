import type { SheetSummary } from "@ecos/contracts";
import { Download } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { downloadFile } from "../lib/download-file";

/** "Télécharger": saves the sheet's PNG under its file name, with a spinner while it downloads. */
export function DownloadButton({ sheet }: { sheet: Pick<SheetSummary, "image_url" | "file_name"> }) {
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      await downloadFile(sheet.image_url, sheet.file_name);
    } catch (error) {
      console.error("Error when downloading the revision sheet", error);
      toast.error("Le téléchargement a échoué. Réessaie dans un instant.");
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Button loading={downloading} loadingLabel="Téléchargement en cours" onClick={() => void download()}>
      {downloading ? null : <Download className="h-4 w-4" aria-hidden="true" />}
      Télécharger
    </Button>
  );
}
