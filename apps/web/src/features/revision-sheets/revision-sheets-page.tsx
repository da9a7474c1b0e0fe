import { Placeholder } from "@/features/placeholders/placeholder";

export function RevisionSheetsPage() {
  return <Placeholder title="Support Pédagogique">Les fiches de révision arrivent bientôt.</Placeholder>;
}
