import { Placeholder } from "@/features/placeholders/placeholder";

export function AboutEcosPage() {
  return <Placeholder title="À propos des ECOS">Le guide des ECOS arrive bientôt.</Placeholder>;
}
