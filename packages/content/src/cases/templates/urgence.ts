import type { ClinicalCaseInput } from "../schema";
import { SELF_INTRODUCTION } from "../shared-concepts";

/**
 * MODÈLE « Urgence vitale » (urgence) : une station vide mais valide, à copier.
 *
 * 1. Copier ce fichier dans `src/cases/stations/station-NNN.ts` (NNN = le numéro suivant), renommer
 *    l'export `templateUrgence` en `stationNNN`, l'enregistrer dans `src/cases/stations/index.ts`.
 * 2. Remplacer chaque « À compléter » ; garder la structure. Les commentaires disent ce que le moteur fait
 *    de chaque champ ; le format complet est dans `src/cases/schema.ts` et `src/modes/urgence`.
 * 3. `npm run content:check -- station-NNN` puis `npm run play -- NNN` (docs/content-authoring.md).
 * Un test (test/templates.test.ts) valide ce modèle à chaque changement du format : il reste à jour.
 */
export const templateUrgence: ClinicalCaseInput = {
  id: "station-999",
  // Numéro et intitulé officiels de la situation de départ (src/sdd/official-list.ts : sddTitle(n)).
  sdd: { number: 162, title: "Dyspnée" },
  // Une des 20 catégories (packages/contracts/src/catalog.ts).
  categoryId: "emergency",
  modeId: "urgence",
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
    "Vous êtes interne aux urgences. Prenez en charge le patient avec l'infirmière. Vos actions s'affichent sur le scope.",
  // Lu pendant l'introduction de 60 secondes : lieu, constantes, ce que l'étudiant sait déjà. Sans la réponse.
  context: "À compléter : lieu, heure, constantes (PA, FC, FR, SpO2, température), accompagnant.",
  // L'infirmière (l'interlocutrice) : le chat est le sien ; le script répond à ce qu'on lui demande.
  interlocutor: { name: "À compléter : Prénom Nom", role: "Infirmière" },
  opening: "À compléter : Docteur, venez vite, le patient …",
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
  // Le mode « urgence vitale » (src/modes/urgence : chaque champ y est commenté). Le scope est calculé à partir
  // de l'horloge et des actions : les mêmes actions aux mêmes moments donnent toujours la même évolution.
  modeData: {
    mode: "urgence",
    baseline: { hr: 120, sbp: 90, dbp: 50, spo2: 90, rr: 28, temp: 37.5, gcs: 15 },
    rhythm: "sinus_tachycardia",
    // La dérive par minute sans traitement.
    trajectory: { sbp: -3, spo2: -1 },
    // Le panneau d'actions (au moins 6, dont au moins 2 non indiquées ici) : dose, voies, réponse de l'infirmière.
    actions: [
      {
        id: "oxygene",
        label: "Oxygène",
        category: "breathing",
        key: "oxygene",
        reply: "À compléter : Je mets l'oxygène.",
        synonyms: ["oxygène"],
        routes: ["masque-hc", "lunettes"],
      },
      {
        id: "voie-veineuse",
        label: "Voie veineuse",
        category: "circulation",
        key: "voie-veineuse",
        reply: "À compléter : La voie est posée.",
        synonyms: ["voie veineuse"],
      },
      {
        id: "remplissage",
        label: "Remplissage",
        category: "circulation",
        key: "remplissage",
        reply: "À compléter : Le remplissage passe.",
        synonyms: ["remplissage"],
        dose: { unit: "mL", min: 100, max: 2000, step: 50 },
        routes: ["iv"],
      },
      {
        id: "traitement-specifique",
        label: "À compléter : traitement spécifique",
        category: "drugs",
        key: "traitement-specifique",
        reply: "À compléter : C'est fait.",
        synonyms: ["traitement"],
        dose: { unit: "mg", min: 0.1, max: 10, step: 0.1 },
        routes: ["iv", "im"],
      },
      {
        id: "bilan",
        label: "Bilan sanguin",
        category: "other",
        key: "bilan",
        reply: "À compléter : Les tubes partent au labo.",
        synonyms: ["bilan"],
      },
      {
        id: "distracteur-1",
        label: "À compléter : action non indiquée 1",
        category: "drugs",
        key: "distracteur-1",
        reply: "À compléter : C'est fait.",
        synonyms: ["distracteur un"],
        inappropriate: true,
      },
      {
        id: "distracteur-2",
        label: "À compléter : action non indiquée 2",
        category: "other",
        key: "distracteur-2",
        reply: "À compléter : C'est fait.",
        synonyms: ["distracteur deux"],
        inappropriate: true,
      },
    ],
    // Ce que fait une bonne action (la bonne dose, la bonne voie) sur le scope, à partir de la minute suivante.
    effects: [
      {
        action: "traitement-specifique",
        dose: { min: 0.5, max: 1 },
        routes: ["im"],
        vitals: { sbp: 20, spo2: 4 },
        stopDrift: true,
        reply: "À compléter : La tension remonte.",
      },
    ],
    // Une action critique manquée à son délai aggrave le patient à partir de ce moment.
    deadlines: [
      {
        id: "traitement-a-temps",
        label: "À compléter : le traitement spécifique dans les 3 minutes",
        keys: ["traitement-specifique"],
        withinSeconds: 180,
        worsen: { vitals: { sbp: -15, spo2: -5 } },
        alarm: "À compléter : PA basse",
      },
    ],
    patientReplies: ["À compléter : J'ai du mal à respirer…"],
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
  sheetId: 162,
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
      id: "traitement-rapide",
      name: "Donne le traitement spécifique dans les 3 premières minutes",
      explanation: "À compléter : pourquoi le délai compte.",
      evidence: { type: "action", ids: ["traitement-specifique"], withinSeconds: 180 },
    },
    {
      id: "oxygene-rapide",
      name: "Met l'oxygène dans la première minute",
      explanation: "À compléter : pourquoi.",
      evidence: { type: "action", ids: ["oxygene"], withinSeconds: 60 },
    },
    {
      id: "voie-veineuse",
      name: "Pose une voie veineuse",
      explanation: "À compléter : pourquoi.",
      evidence: { type: "action", ids: ["voie-veineuse"] },
    },
    {
      id: "remplissage",
      name: "Prescrit un remplissage",
      explanation: "À compléter : pourquoi.",
      evidence: { type: "action", ids: ["remplissage"] },
    },
    {
      id: "bilan",
      name: "Prélève le bilan",
      explanation: "À compléter : pourquoi.",
      evidence: { type: "action", ids: ["bilan"] },
    },
    {
      id: "interroge-1",
      name: "À compléter : recherche l'élément d'interrogatoire n° 1",
      explanation: "À compléter : pourquoi cet élément compte, et quand le point est acquis.",
      evidence: { type: "asked", labels: ["hdm.onset"] },
    },
    {
      id: "interroge-2",
      name: "À compléter : recherche l'élément d'interrogatoire n° 2",
      explanation: "À compléter : pourquoi cet élément compte, et quand le point est acquis.",
      evidence: { type: "asked", labels: ["hdm.evolution"] },
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
    {
      id: "explique-7",
      name: "À compléter : explique l'élément de prise en charge n° 7",
      explanation: "À compléter : ce que l'étudiant doit dire ; les synonymes couvrent les mots des étudiants.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "concept-7",
            label: "À compléter : le concept",
            synonyms: ["à compléter 7", "synonyme 7", "abréviation 7"],
          },
        ],
      },
    },
  ],
};
