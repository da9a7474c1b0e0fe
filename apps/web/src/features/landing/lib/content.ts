/** Figures of the beta and early-access programmes (product spec, section 1). */
export const BETA = {
  places: 80,
  signupDeadline: "15 juin",
  period: "du 15 juin au 15 juillet 2025",
  cases: 10,
} as const;

export const EARLY_ACCESS = {
  period: "du 15 juillet au 31 août",
  cases: 100,
  price: "25 € TTC",
  maxUsers: 300,
} as const;

/** The full catalogue announced on the landing page (second reading of the spec's claims). */
export const CATALOGUE_CASES = "plus de 300 cas cliniques";

export const CONTACT_EMAIL = "contact@ecos-academy.fr";

/** Section anchors used by the nav bar and the hero buttons. */
export const SECTION_IDS = {
  main: "contenu",
  features: "fonctionnalites",
  forWhom: "pour-qui",
  diagnostic: "diagnostic",
  about: "qui-sommes-nous",
  faq: "faq",
  contact: "contact",
} as const;
