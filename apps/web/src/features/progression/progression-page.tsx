import { Placeholder } from "@/features/placeholders/placeholder";

export function ProgressionPage() {
  return <Placeholder title="Progression">Tes statistiques apparaîtront ici après tes premières stations.</Placeholder>;
}
