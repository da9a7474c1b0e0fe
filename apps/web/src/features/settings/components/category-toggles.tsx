import { useState } from "react";
import { Card } from "@/components/ui/card";
import { SwitchField } from "@/components/ui/switch";

/** The 12 categories of the settings toggles (a different list from the category routes). */
export const SETTINGS_CATEGORIES = [
  "Cardiologie",
  "Pneumologie",
  "Hépato-gastroentérologie",
  "Neurologie",
  "Urgences",
  "Appareil locomoteur",
  "Dermatologie",
  "Cas généraux",
  "Pédiatrie",
  "Organes des sens",
  "Uro-néphrologie",
  "Gynécologie",
] as const;

/** Clinical categories to train on; local state only (no save call in the spec). */
export function CategoryToggles() {
  const [enabled, setEnabled] = useState<ReadonlySet<string>>(() => new Set(SETTINGS_CATEGORIES));

  function toggle(name: string, on: boolean) {
    setEnabled((current) => {
      const next = new Set(current);
      if (on) next.add(name);
      else next.delete(name);
      return next;
    });
  }

  return (
    <Card title="Catégories cliniques" description="Choisis les spécialités sur lesquelles tu veux t'entraîner.">
      <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
        {SETTINGS_CATEGORIES.map((name) => (
          <li key={name}>
            <SwitchField label={name} checked={enabled.has(name)} onCheckedChange={(on) => toggle(name, on)} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
