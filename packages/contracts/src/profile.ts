/** Beta flags (spec section 1): both fixed to true. */
export const BETA_VERSION = true;
export const AVATAR_ACTIVATED = true;

/** Avatars 1 to 10 with the spec's distribution of "sexe". */
export const AVATARS = [
  { id: 1, sexe: "male" },
  { id: 2, sexe: "female" },
  { id: 3, sexe: "androgynous" },
  { id: 4, sexe: "male" },
  { id: 5, sexe: "male" },
  { id: 6, sexe: "female" },
  { id: 7, sexe: "male" },
  { id: 8, sexe: "female" },
  { id: 9, sexe: "male" },
  { id: 10, sexe: "androgynous" },
] as const;
export const AVATAR_IDS = AVATARS.map((a) => a.id);

/** Academic years offered in the profile (spec section 9). */
export const COLLEGE_YEARS = ["FGSM2", "FGSM3", "DFASM1", "DFASM2", "DFASM3", "Interne", "Médecin"] as const;
export type CollegeYear = (typeof COLLEGE_YEARS)[number];

/** 33 options ending with "Autre" (the spec does not list them: these are France's medical faculties). */
export const UNIVERSITIES = [
  "Aix-Marseille Université",
  "Université d'Angers",
  "Université de Bordeaux",
  "Université de Bourgogne (Dijon)",
  "Université de Bretagne Occidentale (Brest)",
  "Université de Caen Normandie",
  "Université Clermont Auvergne",
  "Université Côte d'Azur (Nice)",
  "Université de Franche-Comté (Besançon)",
  "Université Grenoble Alpes",
  "Université de Lille",
  "Université Catholique de Lille",
  "Université de Limoges",
  "Université de Lorraine (Nancy)",
  "Université Claude Bernard Lyon 1",
  "Université de Montpellier",
  "Nantes Université",
  "Université Paris Cité",
  "Sorbonne Université",
  "Université Paris-Saclay",
  "Université Paris-Est Créteil",
  "Université Sorbonne Paris Nord",
  "Université de Versailles Saint-Quentin-en-Yvelines",
  "Université Picardie Jules Verne (Amiens)",
  "Université de Poitiers",
  "Université de Reims Champagne-Ardenne",
  "Université de Rennes",
  "Université de Rouen Normandie",
  "Université Jean Monnet (Saint-Étienne)",
  "Université de Strasbourg",
  "Université Toulouse III - Paul Sabatier",
  "Université de Tours",
  "Autre",
] as const;

/** Target grade ("objectif") on the /20 scale; the spec's initial 94 is a bug (docs/decisions.md). */
export const TARGET_GRADE_MIN = 0;
export const TARGET_GRADE_MAX = 20;
export const DEFAULT_TARGET_GRADE = 14;

export const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
