import type { ClinicalCaseInput } from "../schema";
import { SELF_INTRODUCTION } from "../shared-concepts";

/**
 * MODÈLE « Information au patient » (information) : une station vide mais valide, à copier.
 *
 * 1. Copier ce fichier dans `src/cases/stations/station-NNN.ts` (NNN = le numéro suivant), renommer
 *    l'export `templateInformation` en `stationNNN`, l'enregistrer dans `src/cases/stations/index.ts`.
 * 2. Remplacer chaque « À compléter » ; garder la structure. Les commentaires disent ce que le moteur fait
 *    de chaque champ ; le format complet est dans `src/cases/schema.ts` et `src/modes/information`.
 * 3. `npm run content:check -- station-NNN` puis `npm run play -- NNN` (docs/content-authoring.md).
 * Un test (test/templates.test.ts) valide ce modèle à chaque changement du format : il reste à jour.
 */
export const templateInformation: ClinicalCaseInput = {
  id: "station-999",
  // Numéro et intitulé officiels de la situation de départ (src/sdd/official-list.ts : sddTitle(n)).
  sdd: { number: 327, title: "Annonce d'un diagnostic de maladie grave au patient et/ou à sa famille" },
  // Une des 20 catégories (packages/contracts/src/catalog.ts).
  categoryId: "oncology",
  modeId: "information",
  rewardXp: 80,
  beta: true,
  patient: {
    firstName: "Prénom",
    lastName: "Nom",
    age: 50,
    sex: "F",
    // Qui est le patient : métier, famille, caractère, ce qu'il sait de sa maladie. Sert au jeu de rôle.
    persona: "À compléter : métier, famille, caractère, ce que le patient sait et craint.",
    // Registre, vocabulaire, longueur des phrases ; jamais de jargon médical qu'il ne connaîtrait pas.
    speakingStyle: "À compléter : français courant, phrases courtes, aucun terme médical.",
    emotionalState: "À compléter : inquiet, douloureux, pressé…",
  },
  // La carte du cas : l'âge, le sexe, le lieu et le motif, SANS le diagnostic.
  situation: "À compléter : une femme de 50 ans consulte aux urgences pour …",
  // Les consignes, phrases séparées par « . » (l'interface les affiche une par ligne).
  instructions:
    "Vous êtes interne en consultation. Annoncez au patient le résultat de son examen. Répondez à ses questions.",
  // Lu pendant l'introduction de 60 secondes : lieu, constantes, ce que l'étudiant sait déjà. Sans la réponse.
  context: "À compléter : lieu, heure, constantes (PA, FC, FR, SpO2, température), accompagnant.",
  opening: "À compléter : Bonjour docteur, je viens pour les résultats…",
  // Par label de l'ontologie (src/ontology/anamnesis-topics.json), ce que le patient répond QUAND on le lui
  // demande, en mots simples, à la 1re personne. Un tableau = des variantes (jamais deux fois la même de suite).
  // Tout ce que le patient a est scripté ; un label non scripté reçoit un « unscriptedDefault ».
  script: {
    "act.greeting": "À compléter : réponse du patient (act.greeting).",
    "act.empathy": [
      "À compléter : réaction à l'empathie (variante 1).",
      "À compléter : réaction à l'empathie (variante 2).",
    ],
    "act.check_understanding": "À compléter : réponse du patient (act.check_understanding).",
    motif: "À compléter : réponse du patient (motif).",
    "hdm.onset": "À compléter : réponse du patient (hdm.onset).",
    "hx.medical": "À compléter : réponse du patient (hx.medical).",
    "tx.current": "À compléter : réponse du patient (tx.current).",
    "hx.allergies": "À compléter : réponse du patient (hx.allergies).",
  },
  // Le mode « information » (src/modes/information : chaque champ y est commenté).
  modeData: {
    mode: "information",
    // La nouvelle elle-même, dans les mots qui la disent : le moment de l'annonce.
    announcement: {
      id: "annonce",
      label: "À compléter : la nouvelle annoncée",
      synonyms: ["à compléter nouvelle", "mot de l'annonce"],
    },
    // Les états émotionnels : le premier est l'état de départ (sans déclencheur) ; les autres s'ouvrent sur un
    // concept dit par l'étudiant ou un acte (act.empathy), avec la réaction du patient.
    emotions: [
      { id: "attente", label: "Attente inquiète", description: "À compléter : ce que l'étudiant voit." },
      {
        id: "choc",
        label: "Sidération",
        description: "À compléter : il se fige, le regard dans le vide.",
        concepts: [{ id: "annonce-choc", label: "À compléter : la nouvelle", synonyms: ["à compléter nouvelle"] }],
        reaction: "À compléter : … Vous êtes sûr ?",
        silence: "À compléter : (silence)… Je ne m'attendais pas à ça.",
      },
      {
        id: "apaisement",
        label: "Apaisement",
        description: "À compléter : il respire, se redresse.",
        acts: ["act.empathy"],
        from: ["choc"],
        repeatable: true,
        reaction: "À compléter : Merci… Qu'est-ce qu'on fait maintenant ?",
      },
    ],
    // Les questions que le patient pose de lui-même, à un moment donné, et ce qui y répond.
    spontaneousQuestions: [
      {
        id: "question-1",
        question: "À compléter : Est-ce que je vais pouvoir continuer à … ?",
        afterEmotion: "choc",
        answers: [{ id: "reponse-1", label: "À compléter : ce qui répond", synonyms: ["à compléter réponse"] }],
      },
    ],
    // Les mots que le patient ne comprend pas, et les mots simples qui les expliquent.
    jargon: [
      { id: "jargon-1", term: "À compléter : terme technique", synonyms: ["terme technique"], plain: ["mots simples"] },
    ],
    silenceReplies: ["À compléter : (il se tait, les yeux baissés)", "À compléter : … Continuez, docteur."],
    // Ce que l'étudiant demande ou fait pendant l'entretien (le cadre, ce que le patient sait, ce qu'il veut savoir).
    probes: [
      {
        id: "ce-que-sait-le-patient",
        label: "Demande ce que le patient sait déjà",
        synonyms: ["ce que vous savez", "qu'est-ce qu'on vous a dit", "ce qu'on vous a expliqué"],
        labels: ["pt.ideas"],
        reply: "À compléter : On m'a juste dit qu'il fallait attendre les résultats.",
      },
    ],
    // Les étapes d'une annonce structurée (SPIKES, HAS 2008), dans l'ordre, et les critères qui les couvrent.
    steps: [
      { id: "preparer", label: "Cadre et ce que sait le patient", criteria: ["presentation", "sonde-connaissances"] },
      { id: "annoncer", label: "Annonce et émotions", criteria: ["empathie", "silence"] },
      { id: "suite", label: "Questions et suite", criteria: ["questions-spontanees", "mots-simples"] },
    ],
  },
  // Ce que dit le patient pour un label non scripté : des négatifs plausibles (scriptez les négatifs importants).
  unscriptedDefault: ["Non, pas que je sache.", "Non, je n'ai rien remarqué de ce côté-là."],
  // Le diagnostic différentiel proposé à la fin ; des distracteurs plausibles ; `correct` en fait partie.
  diagnosis: {
    options: [
      "À compléter : diagnostic attendu",
      "Distracteur plausible 1",
      "Distracteur plausible 2",
      "Distracteur plausible 3",
    ],
    correct: "À compléter : diagnostic attendu",
  },
  // La fiche de révision de la situation de départ (src/sheets/sheet-<SDD>.ts), obligatoire.
  sheetId: 327,
  // D'où vient la médecine du cas : recommandation HAS (année), référentiel du collège, sociétés savantes.
  sources: [
    "À compléter : HAS, « titre de la recommandation » (année)",
    "À compléter : Collège des enseignants de …, référentiel EDN (année)",
  ],
  // 12 à 20 critères d'un point, comme les grilles officielles : un nom, une explication, une preuve.
  // Types de preuve : asked (labels questionnés), act (actes de communication act.*), stated (concepts dits
  // par l'étudiant, avec synonymes), exam, finding, answer, diagnosis ; pour les modes à mécanique : action,
  // order, mode (une règle du mode). Note = (points − pénalités) / critères × 20.
  grid: [
    {
      id: "presentation",
      name: "Se présente (nom, fonction)",
      explanation: "Se présenter installe la relation de confiance.",
      evidence: { type: "act", labels: ["act.greeting"], mentions: [SELF_INTRODUCTION] },
    },
    {
      id: "sonde-connaissances",
      name: "Demande ce que le patient sait avant d'annoncer",
      explanation: "À compléter : ce que la règle « probe » vérifie et pourquoi.",
      evidence: { type: "mode", rule: "probe", params: { probe: "ce-que-sait-le-patient", beforeAnnouncement: true } },
    },
    {
      id: "empathie",
      name: "Reconnaît l'émotion du patient",
      explanation: "Nommer l'émotion et la légitimer permet au patient d'entendre la suite.",
      evidence: { type: "act", labels: ["act.empathy"] },
    },
    {
      id: "silence",
      name: "Respecte un silence après l'annonce",
      explanation: "À compléter : ce que la règle « respects-silence » vérifie et pourquoi.",
      evidence: { type: "mode", rule: "respects-silence", params: {} },
    },
    {
      id: "questions-spontanees",
      name: "Répond aux questions du patient",
      explanation: "À compléter : ce que la règle « answers-spontaneous-questions » vérifie et pourquoi.",
      evidence: { type: "mode", rule: "answers-spontaneous-questions", params: {} },
    },
    {
      id: "mots-simples",
      name: "Parle en mots simples (pas de jargon inexpliqué)",
      explanation: "À compléter : ce que la règle « plain-words » vérifie et pourquoi.",
      evidence: { type: "mode", rule: "plain-words", params: {} },
    },
    {
      id: "comprehension",
      name: "Vérifie la compréhension du patient",
      explanation: "Faire reformuler ou demander ce qui reste flou évite les malentendus.",
      evidence: { type: "act", labels: ["act.check_understanding"] },
    },
    {
      id: "explique-1",
      name: "À compléter : explique l'élément de prise en charge n° 1",
      explanation: "À compléter : ce que l'étudiant doit dire ; les synonymes couvrent les mots des étudiants.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "concept-1",
            label: "À compléter : le concept",
            synonyms: ["à compléter 1", "synonyme 1", "abréviation 1"],
          },
        ],
      },
    },
    {
      id: "explique-2",
      name: "À compléter : explique l'élément de prise en charge n° 2",
      explanation: "À compléter : ce que l'étudiant doit dire ; les synonymes couvrent les mots des étudiants.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "concept-2",
            label: "À compléter : le concept",
            synonyms: ["à compléter 2", "synonyme 2", "abréviation 2"],
          },
        ],
      },
    },
    {
      id: "explique-3",
      name: "À compléter : explique l'élément de prise en charge n° 3",
      explanation: "À compléter : ce que l'étudiant doit dire ; les synonymes couvrent les mots des étudiants.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "concept-3",
            label: "À compléter : le concept",
            synonyms: ["à compléter 3", "synonyme 3", "abréviation 3"],
          },
        ],
      },
    },
    {
      id: "explique-4",
      name: "À compléter : explique l'élément de prise en charge n° 4",
      explanation: "À compléter : ce que l'étudiant doit dire ; les synonymes couvrent les mots des étudiants.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "concept-4",
            label: "À compléter : le concept",
            synonyms: ["à compléter 4", "synonyme 4", "abréviation 4"],
          },
        ],
      },
    },
    {
      id: "explique-5",
      name: "À compléter : explique l'élément de prise en charge n° 5",
      explanation: "À compléter : ce que l'étudiant doit dire ; les synonymes couvrent les mots des étudiants.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "concept-5",
            label: "À compléter : le concept",
            synonyms: ["à compléter 5", "synonyme 5", "abréviation 5"],
          },
        ],
      },
    },
    {
      id: "explique-6",
      name: "À compléter : explique l'élément de prise en charge n° 6",
      explanation: "À compléter : ce que l'étudiant doit dire ; les synonymes couvrent les mots des étudiants.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "concept-6",
            label: "À compléter : le concept",
            synonyms: ["à compléter 6", "synonyme 6", "abréviation 6"],
          },
        ],
      },
    },
  ],
};
