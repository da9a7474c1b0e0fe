import { RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A screen or list that could not be loaded: what failed, and a retry button (the inbox, the audit log, the AI page). */
export function LoadErrorAlert({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="font-medium">{message}. Vérifie ta connexion puis réessaie.</p>
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        {retrying ? null : <RotateCw className="h-4 w-4" aria-hidden="true" />}
        Réessayer
      </Button>
    </div>
  );
}
