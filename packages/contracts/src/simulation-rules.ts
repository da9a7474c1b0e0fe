/** Simulation constants and labels (zod-free: safe for the browser's first bundle). */

/** Spec section 4: introduction 60 s, then simulation 420 s, then grading. */
export const INTRODUCTION_SECONDS = 60;
export const SIMULATION_SECONDS = 420;

/** Thread lifecycle (spec section 4): start -> running <-> paused -> ended -> corrected. */
export const THREAD_STATUSES = ["start", "running", "paused", "ended", "corrected"] as const;
export type ThreadStatus = (typeof THREAD_STATUSES)[number];

export const SIMULATION_STEPS = ["introduction", "simulation", "grading"] as const;
export type SimulationStep = (typeof SIMULATION_STEPS)[number];

/** Modes played against the examiner (a chat with the evaluator) rather than only the patient. */
export const EXAMINER_MODES = ["prise-en-charge", "diagnostic", "collaboration", "information", "education", "urgence"];

export const MESSAGE_MAX_LENGTH = 2000;
export const OBSERVATION_MAX_LENGTH = 2000;
export const REVIEW_COMMENTARY_MAX = 512;
export const REPORT_PREVIEW_LENGTH = 80;
export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 2;
export const ZOOM_STEP = 0.1;
/** Last-attempt wording is relative up to this many days (spec section 9). */
export const LAST_TRY_RELATIVE_DAYS = 7;

const THREE_WAY = [
  { value: "oui", label: "Oui" },
  { value: "moyen", label: "Moyen" },
  { value: "non", label: "Non" },
] as const;

/** Feedback questionnaire (spec section 3): the question wording is ours (the spec does not show it). */
export const REVIEW_QUESTIONS = {
  progress: {
    label: "Cette station t'a-t-elle aidé(e) à progresser ?",
    options: THREE_WAY,
  },
  simulation: {
    label: "La simulation était-elle réaliste ?",
    options: THREE_WAY,
  },
  grading: {
    label: "La correction t'a-t-elle semblé juste ?",
    options: [
      { value: "oui", label: "Oui" },
      { value: "non", label: "Non" },
      { value: "pas lue", label: "Pas lue" },
    ],
  },
} as const;

export const AMELIORATIONS = [
  { value: "context", label: "Le contexte de la station" },
  { value: "ia", label: "Les réponses de l'IA" },
  { value: "grading_accuracy", label: "La justesse de la correction" },
  { value: "grading_quality", label: "La qualité des explications" },
  { value: "visuals", label: "Les visuels" },
  { value: "nothing", label: "Rien à améliorer" },
] as const;
export type Amelioration = (typeof AMELIORATIONS)[number]["value"];

/** The 20 tips shown while a station is being graded (spec section 2 and 9). */
export const WAIT_TIPS = [
  "Présente-toi toujours au patient : nom, fonction, et le but de la consultation.",
  "Une question ouverte au début laisse le patient raconter : « Qu'est-ce qui vous amène ? »",
  "Caractérise une douleur avec PQRSTU : provocation, qualité, région, sévérité, temps, évolution.",
  "Les antécédents, traitements et allergies valent souvent des points faciles : ne les oublie pas.",
  "Reformule ce que dit le patient : il se sent écouté et tu vérifies ta compréhension.",
  "Cherche les signes de gravité avant tout : ils changent la prise en charge.",
  "Annonce un diagnostic avec des mots simples, sans jargon, puis vérifie la compréhension.",
  "Termine par une synthèse et demande au patient s'il a des questions.",
  "Devant une dyspnée, pense à la saturation, la fréquence respiratoire et les signes de lutte.",
  "Un ECG se lit toujours dans le même ordre : rythme, fréquence, axe, PR, QRS, ST, T, QT.",
  "Devant un gaz du sang : pH, puis PaCO2 et bicarbonates, puis trou anionique et compensation.",
  "L'empathie se dit : « Je comprends que ce soit inquiétant pour vous. »",
  "Demande toujours l'observance du traitement : c'est souvent la clé de la décompensation.",
  "Les facteurs de risque cardiovasculaire : âge, sexe, tabac, HTA, diabète, dyslipidémie, hérédité.",
  "À l'examen clinique, commence par les constantes : elles orientent tout le reste.",
  "Pense aux diagnostics qui tuent avant les plus fréquents, puis élimine-les.",
  "Une prescription se justifie : dis pourquoi tu demandes chaque examen.",
  "Gère ton temps : à mi-parcours, vérifie que tu as couvert antécédents, histoire et signes associés.",
  "Le mode de vie compte : tabac, alcool, profession, activité physique, entourage.",
  "Après la station, relis la fiche de révision liée pour ancrer ce que tu as appris.",
] as const;

/** XP for a grade: the case's reward scaled by grade / 20, rounded (docs/decisions.md). */
export function xpForGrade(reward: number, grade: number): number {
  const clamped = Math.min(20, Math.max(0, grade));
  return Math.round((reward * clamped) / 20);
}

/** Abbreviations whose full stop ends no sentence (« examinez M. Roussel », « appelez le Dr. Martin »). */
const TITLE_ABBREVIATIONS = /(?:^|\s)(?:M|MM|Mme|Mmes|Mlle|Dr|Pr|cf|ex)$/;

/**
 * Splits instructions on ". " into paragraphs (spec section 2), keeping each sentence's full stop; the
 * full stop of « M. », « Dr. »… is no sentence's end.
 */
export function splitInstructions(text: string): string[] {
  const sentences: string[] = [];
  for (const part of text.split(". ")) {
    const last = sentences.length - 1;
    if (last >= 0 && TITLE_ABBREVIATIONS.test(sentences[last] ?? "")) sentences[last] = `${sentences[last]}. ${part}`;
    else sentences.push(part);
  }
  return sentences
    .map((part, index, parts) => (index < parts.length - 1 ? `${part}.` : part).trim())
    .filter((part) => part.length > 0);
}
