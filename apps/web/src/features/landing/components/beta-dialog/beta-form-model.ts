import type {
  ACADEMIC_YEARS,
  BetaSignupRequest,
  NB_CASES_CHOICES,
  PASSED_ECOS,
  REFERRAL_SOURCES,
} from "@ecos/contracts";
import { isValidEmail } from "@ecos/contracts/constants";

export type AcademicYear = (typeof ACADEMIC_YEARS)[number];
export type PassedEcos = (typeof PASSED_ECOS)[number]["value"];
export type NbCases = (typeof NB_CASES_CHOICES)[number];
export type ReferralSource = (typeof REFERRAL_SOURCES)[number];
export type YesNo = "oui" | "non";

/** What the form holds; "" means "not answered yet". */
export interface BetaFormValues {
  first_name: string;
  last_name: string;
  email: string;
  academic_year: AcademicYear | "";
  passed_ecos: PassedEcos | "";
  trial_reason: string;
  nb_cases: NbCases | "";
  wants_discord: YesNo | "";
  consent_interview: YesNo | "";
  referral_source: ReferralSource | "";
  notify_launch: YesNo | "";
}

/** Every answer except the optional reason, in the order they appear on screen. */
export const REQUIRED_FIELDS = [
  "first_name",
  "last_name",
  "email",
  "academic_year",
  "passed_ecos",
  "nb_cases",
  "wants_discord",
  "consent_interview",
  "referral_source",
  "notify_launch",
] as const;
export type BetaField = (typeof REQUIRED_FIELDS)[number];

export const EMPTY_BETA_FORM: BetaFormValues = {
  first_name: "",
  last_name: "",
  email: "",
  academic_year: "",
  passed_ecos: "",
  trial_reason: "",
  nb_cases: "",
  wants_discord: "",
  consent_interview: "",
  referral_source: "",
  notify_launch: "",
};

export const YES_NO_OPTIONS = [
  { value: "oui", label: "Oui" },
  { value: "non", label: "Non" },
] as const;

export function isBetaField(name: string): name is BetaField {
  return (REQUIRED_FIELDS as readonly string[]).includes(name);
}

export type BetaFormResult = { ok: true; body: BetaSignupRequest } | { ok: false; invalid: BetaField[] };

/** Checks the answers (missing ones, and an e-mail that breaks the spec's rule) and builds the request. */
export function parseBetaForm(values: BetaFormValues): BetaFormResult {
  const first_name = values.first_name.trim();
  const last_name = values.last_name.trim();
  const email = values.email.trim();
  const trial_reason = values.trial_reason.trim();
  const { academic_year, passed_ecos, nb_cases, wants_discord, consent_interview, referral_source, notify_launch } =
    values;

  const invalid = REQUIRED_FIELDS.filter((field) =>
    field === "email" ? !isValidEmail(email) : values[field].trim() === "",
  );

  if (
    invalid.length > 0 ||
    academic_year === "" ||
    passed_ecos === "" ||
    nb_cases === "" ||
    wants_discord === "" ||
    consent_interview === "" ||
    referral_source === "" ||
    notify_launch === ""
  ) {
    return { ok: false, invalid };
  }

  return {
    ok: true,
    body: {
      first_name,
      last_name,
      email,
      academic_year,
      passed_ecos,
      ...(trial_reason ? { trial_reason } : {}),
      nb_cases,
      wants_discord: wants_discord === "oui",
      consent_interview: consent_interview === "oui",
      notify_launch: notify_launch === "oui",
      referral_source,
    },
  };
}
