import type { ClinicalCaseInput } from "../schema";
import { SELF_INTRODUCTION } from "../shared-concepts";

/**
 * MODÈLE « Collaboration interprofessionnelle » (collaboration) : une station vide mais valide, à copier.
 *
 * 1. Copier ce fichier dans `src/cases/stations/station-NNN.ts` (NNN = le numéro suivant), renommer
 *    l'export `templateCollaboration` en `stationNNN`, l'enregistrer dans `src/cases/stations/index.ts`.
 * 2. Remplacer chaque « À compléter » ; garder la structure. Les commentaires disent ce que le moteur fait
 *    de chaque champ ; le format complet est dans `src/cases/schema.ts` et `src/modes/collaboration`.
 * 3. `npm run content:check -- station-NNN` puis `npm run play -- NNN` (docs/content-authoring.md).
 * Un test (test/templates.test.ts) valide ce modèle à chaque changement du format : il reste à jour.
 */
export const templateCollaboration: ClinicalCaseInput = {
  id: "station-999",
  // Numéro et intitulé officiels de la situation de départ (src/sdd/official-list.ts : sddTitle(n)).
  sdd: { number: 201, title: "Dyskaliémie" },
  // Une des 20 catégories (packages/contracts/src/catalog.ts).
  categoryId: "emergency",
  modeId: "collaboration",
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
    "Vous êtes interne de garde. L'infirmière vous appelle au sujet d'un patient. Prenez les décisions nécessaires et tracez-les.",
  // Lu pendant l'introduction de 60 secondes : lieu, constantes, ce que l'étudiant sait déjà. Sans la réponse.
  context: "À compléter : lieu, heure, constantes (PA, FC, FR, SpO2, température), accompagnant.",
  // Le collègue au bout du fil (infirmière, médecin traitant, pharmacien) : le script est le sien.
  interlocutor: { name: "À compléter : Prénom Nom", role: "Infirmière" },
  opening: "À compléter : Allô docteur, c'est l'infirmière de nuit, je vous appelle pour M. …",
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
  // Le mode « collaboration » (src/modes/collaboration : chaque champ y est commenté).
  modeData: {
    mode: "collaboration",
    // incoming : le collègue appelle l'étudiant ; outgoing : l'étudiant appelle (la grille note alors l'ordre SBAR).
    direction: "incoming",
    sbar: {
      situation: {
        guidance: "Qui appelle, pour qui, pourquoi",
        concepts: [
          {
            id: "situation-concept",
            label: "À compléter : ce qui montre la partie situation",
            synonyms: ["à compléter situation"],
          },
        ],
      },
      background: {
        guidance: "Le contexte du patient",
        concepts: [
          {
            id: "background-concept",
            label: "À compléter : ce qui montre la partie background",
            synonyms: ["à compléter background"],
          },
        ],
      },
      assessment: {
        guidance: "Ce que vous en pensez",
        concepts: [
          {
            id: "assessment-concept",
            label: "À compléter : ce qui montre la partie assessment",
            synonyms: ["à compléter assessment"],
          },
        ],
      },
      recommendation: {
        guidance: "Ce que vous demandez ou décidez",
        concepts: [
          {
            id: "recommendation-concept",
            label: "À compléter : ce qui montre la partie recommendation",
            synonyms: ["à compléter recommendation"],
          },
        ],
      },
    },
    // Ce que le collègue sait ; `withheld` : donné seulement sur une question précise (au moins une).
    facts: [
      {
        id: "info-1",
        label: "À compléter : une information",
        ask: ["à compléter mot de la question"],
        reply: "À compléter : la réponse du collègue.",
        withheld: true,
      },
    ],
    // Les consignes attendues (au moins trois quand le collègue appelle), relues sur demande.
    orders: [
      { id: "consigne-1", label: "À compléter : la consigne 1 telle que relue", synonyms: ["à compléter consigne 1"] },
      { id: "consigne-2", label: "À compléter : la consigne 2 telle que relue", synonyms: ["à compléter consigne 2"] },
      { id: "consigne-3", label: "À compléter : la consigne 3 telle que relue", synonyms: ["à compléter consigne 3"] },
    ],
    wrongOrders: [
      {
        id: "consigne-dangereuse",
        label: "À compléter : une consigne dangereuse ici",
        synonyms: ["à compléter dangereux"],
        reason: "À compléter : pourquoi.",
      },
    ],
    // Le désaccord scripté du collègue : ce qui le déclenche, ce qu'il objecte, ce qui le convainc.
    objection: {
      trigger: ["à compléter consigne un"],
      text: "À compléter : Vous êtes sûr ? D'habitude on …",
      insist: "À compléter : Je préfère que vous m'expliquiez pourquoi.",
      resolution: "À compléter : D'accord, je comprends, je m'en occupe.",
      arguments: [{ id: "argument", label: "À compléter : l'argument", synonyms: ["à compléter argument"] }],
      compromise: [
        { id: "compromis", label: "À compléter : le compromis ou le recours", synonyms: ["à compléter compromis"] },
      ],
    },
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
  sheetId: 201,
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
      id: "boucle-fermee",
      name: "Fait relire les consignes (boucle fermée)",
      explanation: "À compléter : ce que la règle « closed-loop » vérifie et pourquoi.",
      evidence: { type: "mode", rule: "closed-loop", params: { kind: "read-back" } },
    },
    {
      id: "desaccord",
      name: "Gère le désaccord en argumentant",
      explanation: "À compléter : ce que la règle « disagreement-handled » vérifie et pourquoi.",
      evidence: { type: "mode", rule: "disagreement-handled", params: {} },
    },
    {
      id: "tracabilite",
      name: "Trace la décision dans le dossier",
      explanation: "À compléter : ce que la règle « traceability » vérifie et pourquoi.",
      evidence: { type: "mode", rule: "traceability", params: {} },
    },
    {
      id: "consignes",
      name: "Donne les consignes attendues",
      explanation: "À compléter : ce que la règle « order-given » vérifie et pourquoi.",
      evidence: {
        type: "mode",
        rule: "order-given",
        params: { orders: ["consigne-1", "consigne-2", "consigne-3"], match: "all" },
      },
    },
    {
      id: "information-demandee",
      name: "Obtient l'information qui n'est pas donnée spontanément",
      explanation: "À compléter : ce que la règle « fact-obtained » vérifie et pourquoi.",
      evidence: { type: "mode", rule: "fact-obtained", params: { facts: ["info-1"], match: "all" } },
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
      id: "interroge-3",
      name: "À compléter : recherche l'élément d'interrogatoire n° 3",
      explanation: "À compléter : pourquoi cet élément compte, et quand le point est acquis.",
      evidence: { type: "asked", labels: ["pain.location"] },
    },
    {
      id: "interroge-4",
      name: "À compléter : recherche l'élément d'interrogatoire n° 4",
      explanation: "À compléter : pourquoi cet élément compte, et quand le point est acquis.",
      evidence: { type: "asked", labels: ["pain.character"] },
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
