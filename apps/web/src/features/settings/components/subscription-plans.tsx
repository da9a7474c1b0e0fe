import { Check, Sparkles } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { showComingSoon } from "@/lib/coming-soon";

interface Plan {
  id: "freemium" | "monthly" | "annual" | "intensive";
  name: string;
  price: string;
  subtext: string;
  features: readonly string[];
  popular?: boolean;
}

/** The spec's plans (section 9); the plan held is fixed to Freemium. */
export const PLANS: readonly Plan[] = [
  {
    id: "freemium",
    name: "Freemium",
    price: "Gratuit",
    subtext: "Pour découvrir la plateforme",
    features: ["5 cas cliniques gratuits", "Suivi de ta progression"],
  },
  {
    id: "monthly",
    name: "Mensuel",
    price: "20 €/mois",
    subtext: "Sans engagement",
    features: ["Tous les cas cliniques", "Correction détaillée", "Fiches de révision"],
    popular: true,
  },
  {
    id: "annual",
    name: "Annuel",
    price: "180 €",
    subtext: "Engagement 12 mois, soit 15 €/mois : 60 € économisés",
    features: ["Tous les cas cliniques", "Correction détaillée", "Fiches de révision"],
  },
  {
    id: "intensive",
    name: "ECOS Intensif",
    price: "17 €/mois",
    subtext: "Engagement 6 mois, soit 102 €",
    features: ["Tous les cas cliniques", "Correction détaillée", "Idéal pour la dernière ligne droite"],
  },
];
export const CURRENT_PLAN_ID: Plan["id"] = "freemium";

export function SubscriptionPlans() {
  return (
    <Card title="Abonnement" description="Choisis la formule qui correspond à ta préparation.">
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {PLANS.map((plan) => {
          const current = plan.id === CURRENT_PLAN_ID;
          return (
            <li
              key={plan.id}
              className={cn(
                "flex flex-col rounded-xl border p-4",
                plan.popular ? "border-brand-700 ring-1 ring-brand-700" : "border-slate-200",
              )}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="font-bold text-ink">{plan.name}</h3>
                {plan.popular ? (
                  <Badge>
                    <Sparkles className="h-3 w-3" aria-hidden="true" />
                    Populaire
                  </Badge>
                ) : null}
              </div>
              <p className="mt-2 text-2xl font-extrabold text-ink">{plan.price}</p>
              <p className="text-sm text-slate-600">{plan.subtext}</p>
              <ul className="mt-3 flex-1 space-y-1.5 text-sm text-slate-700">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              <Button
                variant={current ? "secondary" : "primary"}
                size="sm"
                className="mt-4 w-full"
                disabled={current}
                onClick={showComingSoon}
              >
                {current ? "Ton offre actuelle" : "Choisir"}
              </Button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
