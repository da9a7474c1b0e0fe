import type { ExamDefinition } from "../categories";

/** Vital signs and bedside measurements: plausible normal adult values. */
export const CONSTANTES_EXAMS: readonly ExamDefinition[] = [
  {
    id: "pression-arterielle",
    name: "Pression artérielle aux deux bras",
    categoryId: "constantes",
    defaultResult:
      "Pression artérielle 124/78 mmHg au bras droit et 122/76 mmHg au bras gauche, mesurée au repos en position assise, sans asymétrie significative.",
    variants: [
      {
        maxAge: 11,
        result: "Pression artérielle 100/60 mmHg au repos, brassard adapté au bras de l'enfant (normale pour l'âge).",
      },
    ],
    keywords: ["pa", "ta", "tension", "tension arterielle", "pression arterielle", "brassard", "tensiometre"],
  },
  {
    id: "hypotension-orthostatique",
    name: "Recherche d'une hypotension orthostatique",
    categoryId: "constantes",
    defaultResult:
      "Après 5 minutes en décubitus : 126/78 mmHg et 70 bpm ; debout : 124/80 mmHg et 76 bpm à 1 minute, 122/78 mmHg et 78 bpm à 3 minutes, sans symptôme : pas d'hypotension orthostatique.",
    keywords: ["hypotension orthostatique", "ho", "pa couche debout", "tension couche debout", "orthostatisme"],
  },
  {
    id: "frequence-cardiaque",
    name: "Fréquence cardiaque",
    categoryId: "constantes",
    defaultResult: "Fréquence cardiaque 72 battements par minute, pouls régulier.",
    variants: [
      { maxAge: 1, result: "Fréquence cardiaque 130 battements par minute, pouls régulier (normale pour l'âge)." },
      {
        minAge: 2,
        maxAge: 11,
        result: "Fréquence cardiaque 95 battements par minute, pouls régulier (normale pour l'âge).",
      },
    ],
    keywords: ["fc", "pouls", "bpm", "rythme cardiaque", "frequence cardiaque"],
  },
  {
    id: "frequence-respiratoire",
    name: "Fréquence respiratoire",
    categoryId: "constantes",
    defaultResult: "Fréquence respiratoire 16 cycles par minute, respiration régulière et ample.",
    variants: [
      {
        maxAge: 1,
        result:
          "Fréquence respiratoire 36 cycles par minute, respiration régulière, sans signe de lutte (normale pour l'âge).",
      },
      {
        minAge: 2,
        maxAge: 11,
        result: "Fréquence respiratoire 22 cycles par minute, respiration régulière et ample (normale pour l'âge).",
      },
    ],
    keywords: ["fr", "frequence respiratoire", "polypnee", "cycles respiratoires"],
  },
  {
    id: "saturation-oxygene",
    name: "Saturation en oxygène (SpO2)",
    categoryId: "constantes",
    defaultResult: "SpO2 98 % en air ambiant, avec un signal de pouls de bonne qualité sur l'oxymètre.",
    keywords: ["spo2", "sat", "saturation", "oxymetre", "saturometre", "oxygene"],
  },
  {
    id: "temperature",
    name: "Température",
    categoryId: "constantes",
    defaultResult: "Température 36,8 °C, mesurée par voie tympanique.",
    keywords: ["temperature", "temp", "fievre", "thermometre", "hyperthermie"],
  },
  {
    id: "glycemie-capillaire",
    name: "Glycémie capillaire",
    categoryId: "constantes",
    defaultResult: "Glycémie capillaire 1,05 g/L (5,8 mmol/L).",
    keywords: ["glycemie", "dextro", "hgt", "glycemie capillaire", "sucre"],
  },
  {
    id: "poids-taille-imc",
    name: "Poids, taille et IMC",
    categoryId: "constantes",
    defaultResult: "Poids 70 kg, taille 1,75 m, soit un IMC de 22,9 kg/m².",
    keywords: ["poids", "taille", "imc", "indice de masse corporelle", "pesee"],
  },
  {
    id: "evaluation-douleur",
    name: "Évaluation de la douleur (EVA)",
    categoryId: "constantes",
    defaultResult: "Douleur cotée à 0/10 sur l'échelle visuelle analogique, au repos comme à la mobilisation.",
    keywords: ["eva", "echelle numerique", "douleur", "intensite de la douleur"],
  },
];

/** General examination: what the examiner sees before any organ-specific exam. */
export const GENERAL_EXAMS: readonly ExamDefinition[] = [
  {
    id: "etat-general",
    name: "État général",
    categoryId: "general",
    defaultResult:
      "Bon état général, faciès non altéré, pas de signe d'asthénie ni d'amaigrissement visible ; autonomie complète (OMS 0).",
    keywords: ["etat general", "aeg", "asthenie", "oms", "performance status", "facies"],
  },
  {
    id: "morphologie-etat-nutritionnel",
    name: "Morphologie et état nutritionnel",
    categoryId: "general",
    defaultResult:
      "Morphotype normal, masses musculaires et pannicule adipeux conservés, pas de signe de dénutrition ni de répartition anormale des graisses.",
    keywords: ["morphologie", "habitus", "denutrition", "cachexie", "amaigrissement", "obesite"],
  },
  {
    id: "etat-hydratation",
    name: "État d'hydratation",
    categoryId: "general",
    defaultResult:
      "Muqueuses buccales humides, pas de pli cutané persistant, globes oculaires normotoniques : pas de signe de déshydratation extracellulaire ni intracellulaire.",
    keywords: ["hydratation", "deshydratation", "pli cutane", "muqueuses", "dec", "dic"],
  },
  {
    id: "conscience-comportement",
    name: "Conscience et comportement",
    categoryId: "general",
    defaultResult:
      "Vigilance normale, contact adapté, discours cohérent, attitude calme et coopérante, sans agitation ni somnolence.",
    keywords: ["conscience", "comportement", "vigilance", "contact", "agitation", "somnolence"],
  },
  {
    id: "coloration-cutaneo-muqueuse",
    name: "Coloration cutanéo-muqueuse",
    categoryId: "general",
    defaultResult:
      "Téguments et conjonctives normalement colorés : pas de pâleur, pas d'ictère, pas de cyanose, pas d'érythrose.",
    keywords: ["paleur", "ictere", "jaunisse", "cyanose", "conjonctives", "teint", "coloration"],
  },
  {
    id: "perfusion-peripherique",
    name: "Recherche de signes de choc (perfusion périphérique)",
    categoryId: "general",
    defaultResult:
      "Extrémités chaudes et bien perfusées, temps de recoloration cutanée inférieur à 3 secondes, pas de marbrures, pas de sueurs.",
    keywords: ["trc", "temps de recoloration", "marbrures", "choc", "extremites froides", "perfusion"],
  },
  {
    id: "aires-ganglionnaires",
    name: "Palpation des aires ganglionnaires",
    categoryId: "general",
    defaultResult:
      "Aucune adénopathie palpable dans les aires cervicales, sus-claviculaires, axillaires, épitrochléennes et inguinales.",
    keywords: ["ganglions", "adenopathie", "adp", "aires ganglionnaires", "lymphadenopathie"],
  },
];
