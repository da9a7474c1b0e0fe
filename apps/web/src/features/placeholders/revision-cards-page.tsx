import { Placeholder } from "./placeholder";

export function RevisionCardsPage() {
  return <Placeholder title="Support Pédagogique">Les fiches de révision arrivent bientôt.</Placeholder>;
}
