import type { ExamDefinition } from "../categories";

export const DIGESTIF_HEPATIQUE_EXAMS: readonly ExamDefinition[] = [
  {
    id: "inspection-abdominale",
    name: "Inspection abdominale",
    categoryId: "digestif-hepatique",
    defaultResult:
      "Abdomen plat, symétrique, mobile avec la respiration, sans cicatrice, sans voussure ni ondulation péristaltique visible.",
    keywords: ["inspection abdomen", "ventre", "cicatrice", "distension abdominale", "voussure"],
  },
  {
    id: "palpation-abdominale",
    name: "Palpation abdominale",
    categoryId: "digestif-hepatique",
    defaultResult:
      "Abdomen souple, dépressible et indolore dans les quatre quadrants, sans défense ni contracture, pas de masse palpable.",
    keywords: ["palpation abdomen", "ventre", "defense", "contracture", "masse abdominale", "douleur abdominale"],
  },
  {
    id: "percussion-abdominale",
    name: "Percussion abdominale",
    categoryId: "digestif-hepatique",
    defaultResult: "Sonorité abdominale normale, sans tympanisme excessif ni matité anormale.",
    keywords: ["percussion abdomen", "tympanisme", "meteorisme", "matite"],
  },
  {
    id: "auscultation-abdominale",
    name: "Auscultation abdominale",
    categoryId: "digestif-hepatique",
    defaultResult:
      "Bruits hydro-aériques présents et d'intensité normale, sans silence auscultatoire ni bruits de lutte.",
    keywords: ["auscultation abdomen", "bruits hydro-aeriques", "bha", "transit", "silence auscultatoire"],
  },
  {
    id: "palpation-foie",
    name: "Palpation du foie (recherche d'hépatomégalie)",
    categoryId: "digestif-hepatique",
    defaultResult:
      "Foie non palpable sous le rebord costal droit, flèche hépatique à 10 cm sur la ligne médioclaviculaire, hypochondre droit indolore.",
    keywords: ["foie", "hepatomegalie", "fleche hepatique", "bord inferieur du foie", "palpation hepatique"],
  },
  {
    id: "palpation-rate",
    name: "Palpation de la rate (recherche de splénomégalie)",
    categoryId: "digestif-hepatique",
    defaultResult:
      "Rate non palpable, y compris en décubitus latéral droit et en inspiration profonde ; pas de matité de l'espace de Traube.",
    keywords: ["rate", "splenomegalie", "palpation rate", "traube"],
  },
  {
    id: "signe-de-murphy",
    name: "Signe de Murphy",
    categoryId: "digestif-hepatique",
    defaultResult:
      "Signe de Murphy négatif : pas de douleur ni d'arrêt de l'inspiration à la palpation profonde de l'hypochondre droit.",
    keywords: ["murphy", "cholecystite", "vesicule", "hypochondre droit"],
  },
  {
    id: "point-de-mcburney",
    name: "Palpation de la fosse iliaque droite (point de McBurney)",
    categoryId: "digestif-hepatique",
    defaultResult:
      "Point de McBurney indolore, pas de défense en fosse iliaque droite, signes de Blumberg et de Rovsing négatifs, pas de psoïtis.",
    keywords: ["mcburney", "mac burney", "appendicite", "fosse iliaque droite", "fid", "blumberg", "psoitis"],
  },
  {
    id: "recherche-ascite",
    name: "Recherche d'une ascite",
    categoryId: "digestif-hepatique",
    defaultResult:
      "Pas de matité déclive et mobile des flancs, signe du flot négatif : pas d'ascite cliniquement décelable.",
    keywords: ["ascite", "matite declive", "flot", "epanchement peritoneal"],
  },
  {
    id: "signes-insuffisance-hepatocellulaire",
    name: "Recherche de signes d'insuffisance hépatocellulaire",
    categoryId: "digestif-hepatique",
    defaultResult:
      "Pas d'ictère, pas d'angiome stellaire, pas d'érythrose palmaire, pas d'ongles blancs, pas d'astérixis (flapping tremor).",
    keywords: [
      "ihc",
      "insuffisance hepatocellulaire",
      "angiomes stellaires",
      "erythrose palmaire",
      "flapping",
      "cirrhose",
    ],
  },
  {
    id: "signes-hypertension-portale",
    name: "Recherche de signes d'hypertension portale",
    categoryId: "digestif-hepatique",
    defaultResult: "Pas de circulation veineuse collatérale abdominale, pas de splénomégalie, pas d'ascite.",
    keywords: ["htp", "hypertension portale", "circulation veineuse collaterale", "cvc", "cirrhose"],
  },
  {
    id: "orifices-herniaires",
    name: "Palpation des orifices herniaires",
    categoryId: "digestif-hepatique",
    defaultResult:
      "Orifices herniaires inguinaux, cruraux et ombilical libres, sans tuméfaction impulsive à la toux, en décubitus comme en position debout.",
    keywords: ["hernie", "orifices herniaires", "hernie inguinale", "hernie ombilicale", "eventration"],
  },
  {
    id: "toucher-rectal",
    name: "Toucher rectal",
    categoryId: "digestif-hepatique",
    defaultResult:
      "Marge anale sans fissure, fistule ni thrombose hémorroïdaire. Toucher rectal indolore : tonus sphinctérien normal, ampoule rectale vide, pas de masse palpable, cul-de-sac de Douglas indolore, doigtier revenant sans sang ni méléna.",
    keywords: ["tr", "toucher rectal", "marge anale", "melena", "rectorragie", "hemorroides"],
  },
];

export const GYNECO_URO_GENITAL_EXAMS: readonly ExamDefinition[] = [
  {
    id: "fosses-lombaires",
    name: "Examen des fosses lombaires (contact, ébranlement)",
    categoryId: "gyneco-uro-genital",
    defaultResult: "Fosses lombaires libres : pas de contact lombaire, ébranlement lombaire indolore des deux côtés.",
    keywords: ["ebranlement", "fosses lombaires", "contact lombaire", "pyelonephrite", "colique nephretique"],
  },
  {
    id: "globe-vesical",
    name: "Recherche d'un globe vésical",
    categoryId: "gyneco-uro-genital",
    defaultResult:
      "Pas de globe vésical : pas de matité hypogastrique convexe vers le haut, région sus-pubienne souple et indolore.",
    keywords: ["globe", "globe vesical", "retention urinaire", "vessie", "hypogastre"],
  },
  {
    id: "bandelette-urinaire",
    name: "Bandelette urinaire",
    categoryId: "gyneco-uro-genital",
    defaultResult:
      "Bandelette urinaire négative : pas de leucocytes, de nitrites, de sang, de protéines, de glucose ni de corps cétoniques.",
    keywords: ["bu", "bandelette", "leucocytes nitrites", "hematurie", "proteinurie", "glycosurie"],
  },
  {
    id: "examen-seins",
    name: "Examen des seins",
    categoryId: "gyneco-uro-genital",
    defaultResult:
      "Seins symétriques, sans rétraction cutanée ni mamelonnaire, pas d'écoulement mamelonnaire, pas de nodule palpable dans les quatre quadrants ni dans les prolongements axillaires ; aires axillaires et sus-claviculaires libres.",
    variants: [
      {
        sex: "M",
        result:
          "Pas de gynécomastie, pas de nodule palpable, mamelons et aréoles normaux, pas d'adénopathie axillaire.",
      },
    ],
    keywords: ["seins", "palpation mammaire", "nodule du sein", "mamelon", "examen mammaire"],
  },
  {
    id: "inspection-vulve-perinee",
    name: "Inspection de la vulve et du périnée",
    categoryId: "gyneco-uro-genital",
    defaultResult:
      "Vulve et périnée d'aspect normal, sans lésion ni ulcération, pas de leucorrhée anormale, pas de prolapsus visible y compris à l'effort de poussée.",
    variants: [{ sex: "M", result: "Examen sans objet : le patient est un homme." }],
    keywords: ["vulve", "perinee", "organes genitaux externes", "oge", "prolapsus"],
  },
  {
    id: "examen-speculum",
    name: "Examen au spéculum",
    categoryId: "gyneco-uro-genital",
    defaultResult:
      "Parois vaginales et col utérin d'aspect normal, sans lésion ni ectropion saignant, pas de saignement provenant de l'orifice cervical, leucorrhées d'aspect physiologique.",
    variants: [{ sex: "M", result: "Examen sans objet : le patient est un homme." }],
    keywords: ["speculum", "col uterin", "leucorrhees", "metrorragies", "vagin"],
  },
  {
    id: "toucher-vaginal",
    name: "Toucher vaginal",
    categoryId: "gyneco-uro-genital",
    defaultResult:
      "Col utérin de consistance normale et fermé, mobilisation utérine indolore ; utérus de taille normale, mobile et indolore ; culs-de-sac vaginaux souples et indolores, pas de masse latéro-utérine palpable.",
    variants: [{ sex: "M", result: "Examen sans objet : le patient est un homme." }],
    keywords: ["tv", "toucher vaginal", "uterus", "annexes", "masse latero-uterine"],
  },
  {
    id: "inspection-organes-genitaux-masculins",
    name: "Inspection des organes génitaux externes masculins",
    categoryId: "gyneco-uro-genital",
    defaultResult:
      "Verge et méat urétral d'aspect normal, prépuce décalotté sans difficulté, pas d'écoulement urétral, pas d'ulcération ni de lésion cutanéo-muqueuse.",
    variants: [{ sex: "F", result: "Examen sans objet : la patiente est une femme." }],
    keywords: ["verge", "penis", "meat", "ecoulement uretral", "oge", "prepuce"],
  },
  {
    id: "palpation-bourses-testicules",
    name: "Palpation des bourses et des testicules",
    categoryId: "gyneco-uro-genital",
    defaultResult:
      "Deux testicules en place dans les bourses, de taille et de consistance normales et indolores, épididymes souples et indolores, pas de masse ni de varicocèle ; réflexe crémastérien présent des deux côtés.",
    variants: [{ sex: "F", result: "Examen sans objet : la patiente est une femme." }],
    keywords: ["testicules", "bourses", "scrotum", "torsion", "epididyme", "cremasterien", "varicocele"],
  },
  {
    id: "toucher-rectal-prostate",
    name: "Toucher rectal (examen de la prostate)",
    categoryId: "gyneco-uro-genital",
    defaultResult:
      "Prostate de taille normale, souple, homogène, régulière, bien limitée et indolore, sillon médian perçu.",
    variants: [{ sex: "F", result: "Examen sans objet : la patiente est une femme." }],
    keywords: ["prostate", "tr", "toucher rectal", "hbp", "adenome prostatique"],
  },
];
