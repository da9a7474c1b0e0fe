/**
 * Anamnesis habits (issue 15): for each domain a station's grid can ask for (allergies, treatments,
 * empathy…), how often the student covers it when it counts. The domains of the criteria themselves
 * are decided in @ecos/content (src/habits). No zod here: safe for the browser's initial bundle.
 */

/**
 * The habit domains, in the order of an interview. `forgotten` completes « Tu oublies … dans 60 % des
 * stations ».
 */
export const HABIT_DOMAINS = [
  {
    id: "presentation",
    name: "Présentation et identité",
    forgotten: "de te présenter ou de vérifier l'identité",
  },
  { id: "vecu", name: "Vécu du patient", forgotten: "d'explorer le vécu du patient" },
  { id: "douleur", name: "Caractérisation de la douleur", forgotten: "de caractériser la douleur" },
  { id: "signes-gravite", name: "Signes de gravité", forgotten: "les signes de gravité" },
  { id: "antecedents", name: "Antécédents personnels", forgotten: "les antécédents personnels" },
  { id: "antecedents-familiaux", name: "Antécédents familiaux", forgotten: "les antécédents familiaux" },
  { id: "allergies", name: "Allergies", forgotten: "les allergies" },
  { id: "traitements", name: "Traitements en cours", forgotten: "les traitements en cours" },
  { id: "toxiques", name: "Tabac, alcool et toxiques", forgotten: "le tabac, l'alcool et les toxiques" },
  {
    id: "mode-de-vie",
    name: "Mode de vie, profession et expositions",
    forgotten: "le mode de vie et les expositions",
  },
  {
    id: "gynecologie",
    name: "Règles, grossesse et contraception",
    forgotten: "les règles, la grossesse et la contraception",
  },
  { id: "empathie", name: "Empathie", forgotten: "de montrer de l'empathie" },
  { id: "comprehension", name: "Vérification de la compréhension", forgotten: "de vérifier la compréhension" },
  { id: "consignes", name: "Quand reconsulter", forgotten: "de dire quand reconsulter" },
] as const;

export type HabitDomainId = (typeof HABIT_DOMAINS)[number]["id"];
export type HabitDomain = (typeof HABIT_DOMAINS)[number];

export const HABIT_DOMAIN_IDS = HABIT_DOMAINS.map((domain) => domain.id) as readonly HabitDomainId[];

export const habitDomain = (id: HabitDomainId): HabitDomain =>
  HABIT_DOMAINS.find((domain) => domain.id === id) as HabitDomain;

/** Below this many graded stations where a domain counted, its share is not shown. */
export const HABIT_MIN_STATIONS = 2;

/**
 * The trend compares the most recent stations where the domain counted (half of them, at most this
 * many) with the ones before.
 */
export const HABIT_TREND_WINDOW = 5;

/** A trend needs two stations on each side. */
export const HABIT_TREND_MIN_STATIONS = 4;

/** A trend whose change is smaller than this (in percentage points) is « stable ». */
export const HABIT_TREND_THRESHOLD = 10;

/** A domain covered in fewer than this share (%) of its stations gets « Tu oublies … ». */
export const HABIT_WEAK_BELOW = 70;

export type HabitTrendDirection = "up" | "down" | "stable";

export interface HabitTrend {
  /** Share (%, rounded) of the `recent_stations` most recent stations where the domain was covered. */
  recent: number;
  recent_stations: number;
  /** Share (%, rounded) of the stations before them. */
  earlier: number;
  earlier_stations: number;
  direction: HabitTrendDirection;
}

/** One domain of GET /api/simulation/statistics/habits. */
export interface HabitStatistic {
  domain: HabitDomainId;
  /** Graded stations whose grid asked for the domain (repeats included). */
  stations: number;
  /** Among them, the stations where every criterion of the domain earned its point. */
  covered: number;
  /** covered / stations in %, rounded; null below HABIT_MIN_STATIONS stations. */
  coverage: number | null;
  /** Recent stations against the earlier ones; null until there are two of each. */
  trend: HabitTrend | null;
  /** A playable station whose grid asks for the domain, the least recently played first; null if none. */
  practice: { scenario_id: string; number: number } | null;
}

/** GET /api/simulation/statistics/habits: every domain, in HABIT_DOMAINS order. */
export interface HabitsResponse {
  habits: HabitStatistic[];
}
