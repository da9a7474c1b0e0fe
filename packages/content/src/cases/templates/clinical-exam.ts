import type { ClinicalCaseInput } from "../schema";
import { SELF_INTRODUCTION } from "../shared-concepts";

/**
 * MODÈLE « Examen clinique » (clinical_exam) : une station vide mais valide, à copier.
 *
 * 1. Copier ce fichier dans `src/cases/stations/station-NNN.ts` (NNN = le numéro suivant), renommer
 *    l'export `templateClinicalExam` en `stationNNN`, l'enregistrer dans `src/cases/stations/index.ts`.
 * 2. Remplacer chaque « À compléter » ; garder la structure. Les commentaires disent ce que le moteur fait
 *    de chaque champ ; le format complet est dans `src/cases/schema.ts`.
 * 3. `npm run content:check -- station-NNN` puis `npm run play -- NNN` (docs/content-authoring.md).
 * Un test (test/templates.test.ts) valide ce modèle à chaque changement du format : il reste à jour.
 */
export const templateClinicalExam: ClinicalCaseInput = {
  id: "station-999",
  // Numéro et intitulé officiels de la situation de départ (src/sdd/official-list.ts : sddTitle(n)).
  sdd: { number: 67, title: "Douleurs articulaires" },
  // Une des 20 catégories (packages/contracts/src/catalog.ts).
  categoryId: "rheumatology",
  modeId: "clinical_exam",
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
    "Vous êtes interne aux urgences. Réalisez l'examen clinique ciblé du patient. Annoncez-lui votre hypothèse diagnostique.",
  // Lu pendant l'introduction de 60 secondes : lieu, constantes, ce que l'étudiant sait déjà. Sans la réponse.
  context: "À compléter : lieu, heure, constantes (PA, FC, FR, SpO2, température), accompagnant.",
  // Les 13 champs affichés d'emblée à l'étudiant (ce qu'il voit en entrant dans le box).
  staticBlock: {
    first_name: "Prénom",
    last_name: "Nom",
    age: "50 ans",
    sex: "Féminin",
    consultation_reason: "À compléter : motif de consultation",
    patient_position: "À compléter : position du patient",
    outfit: "À compléter : tenue",
    general_attitude: "À compléter : attitude générale",
    skin_colour: "À compléter : coloration",
    skin_aspect: "À compléter : aspect de la peau",
    visible_equipment: "Aucun",
    spontaneous_language: "À compléter : langage spontané",
    fever: "Apyrétique",
  },
  // Identifiants du catalogue d'examens (src/exams/catalogue) ; tout examen non listé ici rend son résultat
  // normal du catalogue : surcharger chaque examen dont le résultat normal contredirait le cas.
  examResults: {
    "cheville-pied-inspection": "À compléter : ce que montre l'inspection dans ce cas.",
    "cheville-pied-palpation": "À compléter : ce que montre la palpation.",
  },
  // Les examens attendus (au moins 3) et ceux qui sont hors sujet (comptent comme examens non pertinents).
  relevantExams: ["cheville-pied-inspection", "cheville-pied-palpation", "cheville-pied-mobilite", "temperature"],
  irrelevantExams: ["reflexes-osteotendineux", "oculomotricite"],
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
  sheetId: 67,
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
      id: "examen-1",
      name: "À compléter : réalise l'examen pertinent n° 1",
      explanation: "À compléter : ce que cet examen cherche dans ce cas.",
      evidence: { type: "exam", examIds: ["cheville-pied-inspection"] },
    },
    {
      id: "examen-2",
      name: "À compléter : réalise l'examen pertinent n° 2",
      explanation: "À compléter : ce que cet examen cherche dans ce cas.",
      evidence: { type: "exam", examIds: ["cheville-pied-palpation"] },
    },
    {
      id: "examen-3",
      name: "À compléter : réalise l'examen pertinent n° 3",
      explanation: "À compléter : ce que cet examen cherche dans ce cas.",
      evidence: { type: "exam", examIds: ["cheville-pied-mobilite"] },
    },
    {
      id: "examen-4",
      name: "À compléter : réalise l'examen pertinent n° 4",
      explanation: "À compléter : ce que cet examen cherche dans ce cas.",
      evidence: { type: "exam", examIds: ["temperature"] },
    },
    {
      id: "examen-5",
      name: "À compléter : réalise l'examen pertinent n° 5",
      explanation: "À compléter : ce que cet examen cherche dans ce cas.",
      evidence: { type: "exam", examIds: ["inspection-cutanee"] },
    },
    {
      id: "examen-6",
      name: "À compléter : réalise l'examen pertinent n° 6",
      explanation: "À compléter : ce que cet examen cherche dans ce cas.",
      evidence: { type: "exam", examIds: ["evaluation-douleur"] },
    },
    {
      id: "interroge-7",
      name: "À compléter : recherche l'élément d'interrogatoire n° 7",
      explanation: "À compléter : pourquoi cet élément compte, et quand le point est acquis.",
      evidence: { type: "asked", labels: ["hx.allergies"] },
    },
    {
      id: "interroge-8",
      name: "À compléter : recherche l'élément d'interrogatoire n° 8",
      explanation: "À compléter : pourquoi cet élément compte, et quand le point est acquis.",
      evidence: { type: "asked", labels: ["life.tobacco"] },
    },
    {
      id: "explique-9",
      name: "À compléter : explique l'élément de prise en charge n° 9",
      explanation: "À compléter : ce que l'étudiant doit dire ; les synonymes couvrent les mots des étudiants.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "concept-9",
            label: "À compléter : le concept",
            synonyms: ["à compléter 9", "synonyme 9", "abréviation 9"],
          },
        ],
      },
    },
    {
      id: "explique-10",
      name: "À compléter : explique l'élément de prise en charge n° 10",
      explanation: "À compléter : ce que l'étudiant doit dire ; les synonymes couvrent les mots des étudiants.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "concept-10",
            label: "À compléter : le concept",
            synonyms: ["à compléter 10", "synonyme 10", "abréviation 10"],
          },
        ],
      },
    },
    {
      id: "comprehension",
      name: "Vérifie la compréhension du patient",
      explanation: "Faire reformuler ou demander ce qui reste flou évite les malentendus.",
      evidence: { type: "act", labels: ["act.check_understanding"] },
    },
    {
      id: "diagnostic",
      name: "Retient le bon diagnostic",
      explanation: "À compléter : les arguments qui font retenir ce diagnostic.",
      evidence: { type: "diagnosis" },
    },
  ],
};
