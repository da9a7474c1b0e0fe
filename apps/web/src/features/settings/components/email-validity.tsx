import { CircleCheck, TriangleAlert } from "lucide-react";

/** Green check or orange warning next to a changed e-mail. */
export function EmailValidity({ valid }: { valid: boolean }) {
  return valid ? (
    <CircleCheck role="img" aria-label="Adresse e-mail valide" className="h-5 w-5 text-green-600" />
  ) : (
    <TriangleAlert role="img" aria-label="Adresse e-mail invalide" className="h-5 w-5 text-orange-600" />
  );
}
