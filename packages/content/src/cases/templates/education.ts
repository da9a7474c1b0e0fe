import type { ClinicalCaseInput } from "../schema";
import { SELF_INTRODUCTION } from "../shared-concepts";

/**
 * MODÈLE « Éducation / prévention » (education) : une station vide mais valide, à copier.
 *
 * 1. Copier ce fichier dans `src/cases/stations/station-NNN.ts` (NNN = le numéro suivant), renommer
 *    l'export `templateEducation` en `stationNNN`, l'enregistrer dans `src/cases/stations/index.ts`.
 * 2. Remplacer chaque « À compléter » ; garder la structure. Les commentaires disent ce que le moteur fait
 *    de chaque champ ; le format complet est dans `src/cases/schema.ts` et `src/modes/education`.
 * 3. `npm run content:check -- station-NNN` puis `npm run play -- NNN` (docs/content-authoring.md).
 * Un test (test/templates.test.ts) valide ce modèle à chaque changement du format : il reste à jour.
 */
export const templateEducation: ClinicalCaseInput = {
  id: "station-999",
  // Numéro et intitulé officiels de la situation de départ (src/sdd/official-list.ts : sddTitle(n)).
  sdd: { number: 162, title: "Dyspnée" },
  // Une des 20 catégories (packages/contracts/src/catalog.ts).
  categoryId: "pneumology",
  modeId: "education",
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
    "Vous êtes médecin généraliste. Réalisez une séance d'éducation thérapeutique avec le patient. Vérifiez ce qu'il a compris.",
  // Lu pendant l'introduction de 60 secondes : lieu, constantes, ce que l'étudiant sait déjà. Sans la réponse.
  context: "À compléter : lieu, heure, constantes (PA, FC, FR, SpO2, température), accompagnant.",
  opening: "À compléter : Bonjour docteur, on m'a dit de revenir pour parler de mon traitement.",
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
  // Le mode « éducation » (src/modes/education : chaque champ y est commenté).
  modeData: {
    mode: "education",
    topic: "À compléter : ce que la séance enseigne",
    // Les croyances et les obstacles, dits seulement quand une question les explore (labels ou concepts),
    // ce qui y répond, et le soulagement du patient une fois la réponse donnée.
    beliefs: [
      {
        id: "croyance-1",
        label: "À compléter : la croyance, nommée neutrement",
        statement: "À compléter : ce que le patient croit, à la 1re personne.",
        triggers: { labels: ["pt.ideas", "pt.concerns"] },
        addressedBy: [
          {
            id: "reponse-croyance-1",
            label: "À compléter : ce qui répond à la croyance",
            synonyms: ["à compléter réponse croyance"],
          },
        ],
        relief: "À compléter : Ah, je ne savais pas, ça me rassure.",
      },
    ],
    barriers: [
      {
        id: "obstacle-1",
        label: "À compléter : l'obstacle, nommé neutrement",
        statement: "À compléter : ce qui l'empêche de suivre le traitement.",
        triggers: { labels: ["tx.adherence", "pt.impact"] },
        addressedBy: [
          {
            id: "reponse-obstacle-1",
            label: "À compléter : ce qui lève l'obstacle",
            synonyms: ["à compléter réponse obstacle"],
          },
        ],
        relief: "À compléter : D'accord, je peux faire comme ça.",
      },
    ],
    // Les étapes clés : expliquées par l'étudiant (synonymes), redites par le patient (recall), ou l'erreur
    // que sa croyance lui fait commettre quand elles ne l'ont pas été.
    teachBack: {
      intro: "Alors, si j'ai bien compris…",
      steps: [
        {
          id: "etape-1",
          label: "À compléter : étape 1",
          synonyms: ["à compléter étape un"],
          recall: "À compléter : je fais ceci.",
          error: "À compléter : je fais l'erreur 1.",
        },
        {
          id: "etape-2",
          label: "À compléter : étape 2",
          synonyms: ["à compléter étape deux"],
          recall: "À compléter : puis cela.",
          error: "À compléter : je fais l'erreur 2.",
        },
        {
          id: "etape-3",
          label: "À compléter : étape 3",
          synonyms: ["à compléter étape trois"],
          recall: "À compléter : et enfin ceci.",
          error: "À compléter : je fais l'erreur 3.",
        },
      ],
      outro: "C'est bien ça ?",
    },
    // Les mots que le patient ne comprend pas (il ne les emploie jamais lui-même).
    jargon: [
      { id: "jargon-1", terms: ["posologie"] },
      { id: "jargon-2", terms: ["observance"] },
      { id: "jargon-3", terms: ["effets indésirables"] },
    ],
    // Les documents que l'étudiant peut remettre (action « give-document ») ; les non pertinents coûtent des points.
    documents: [
      { id: "fiche-pertinente", title: "À compléter : la fiche d'information adaptée", relevant: true },
      { id: "fiche-hors-sujet", title: "À compléter : un document hors sujet", relevant: false },
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
      id: "decouvre-croyance",
      name: "Fait émerger la croyance du patient",
      explanation: "À compléter : ce que la règle « uncovers-belief » vérifie et pourquoi.",
      evidence: { type: "mode", rule: "uncovers-belief", params: { belief: "croyance-1" } },
    },
    {
      id: "decouvre-obstacle",
      name: "Fait émerger l'obstacle",
      explanation: "À compléter : ce que la règle « uncovers-belief » vérifie et pourquoi.",
      evidence: { type: "mode", rule: "uncovers-belief", params: { belief: "obstacle-1" } },
    },
    {
      id: "repond-croyance",
      name: "Répond à la croyance",
      explanation: "À compléter : ce que la règle « addresses-belief » vérifie et pourquoi.",
      evidence: { type: "mode", rule: "addresses-belief", params: { belief: "croyance-1" } },
    },
    {
      id: "reformulation",
      name: "Fait reformuler le patient (teach-back)",
      explanation: "À compléter : ce que la règle « teach-back » vérifie et pourquoi.",
      evidence: { type: "mode", rule: "teach-back", params: { min: 3 } },
    },
    {
      id: "questions-ouvertes",
      name: "Pose des questions ouvertes",
      explanation: "À compléter : ce que la règle « open-questions » vérifie et pourquoi.",
      evidence: { type: "mode", rule: "open-questions", params: { min: 2 } },
    },
    {
      id: "pas-de-cours",
      name: "Ne fait pas de cours magistral",
      explanation: "À compléter : ce que la règle « no-lecturing » vérifie et pourquoi.",
      evidence: { type: "mode", rule: "no-lecturing", params: {} },
    },
    {
      id: "document",
      name: "Remet le document adapté",
      explanation: "Un support écrit aide le patient à retrouver les consignes chez lui.",
      evidence: { type: "action", ids: ["document:fiche-pertinente"] },
    },
    {
      id: "empathie",
      name: "Reconnaît l'émotion du patient",
      explanation: "Nommer l'émotion et la légitimer permet au patient d'entendre la suite.",
      evidence: { type: "act", labels: ["act.empathy"] },
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
  ],
};
