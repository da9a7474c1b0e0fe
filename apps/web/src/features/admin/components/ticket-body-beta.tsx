import type { TicketEntry } from "@ecos/contracts";
import { PASSED_ECOS } from "@ecos/contracts/constants";
import { boolField, textField } from "../lib/tickets";
import { DetailList, Missing, yesNo } from "./detail-list";

/** passed_ecos as the form shows it; the ticket view also reads "oui" as national (spec section 3). */
export function passedEcosLabel(value: string | null) {
  if (value === null) return <Missing />;
  const key = value === "oui" ? "national" : value;
  return PASSED_ECOS.find((option) => option.value === key)?.label ?? value;
}

/** A beta application: every answer of the signup form. */
export function BetaTicketBody({ entry }: { entry: TicketEntry }) {
  const reason = textField(entry, "trial_reason")?.trim();
  const text = (key: string) => textField(entry, key) ?? <Missing />;
  return (
    <DetailList
      columns
      details={[
        { term: "Année en 2024-2025", value: text("academic_year") },
        { term: "ECOS déjà passés", value: passedEcosLabel(textField(entry, "passed_ecos")) },
        { term: "Cas prévus pendant la bêta", value: text("nb_cases") },
        { term: "Rejoindre le Discord", value: yesNo(boolField(entry, "wants_discord")) },
        { term: "Entretien de 20 minutes", value: yesNo(boolField(entry, "consent_interview")) },
        { term: "Prévenir au lancement", value: yesNo(boolField(entry, "notify_launch")) },
        { term: "Connu par", value: text("referral_source") },
        { term: "Pourquoi tester", value: reason ? reason : <Missing />, long: true },
      ]}
    />
  );
}
