import type { ExamDefinition } from "../categories";

export const CARDIO_VASCULAIRE_EXAMS: readonly ExamDefinition[] = [
  {
    id: "inspection-cardiovasculaire",
    name: "Inspection cardiovasculaire",
    categoryId: "cardio-vasculaire",
    defaultResult:
      "Pas de cicatrice de sternotomie ni de boîtier de stimulateur visible, pas de déformation thoracique, pas de battement anormal visible au précordium ni au cou.",
    keywords: ["inspection cardio", "cicatrice", "sternotomie", "pacemaker", "precordium"],
  },
  {
    id: "choc-de-pointe",
    name: "Palpation du choc de pointe",
    categoryId: "cardio-vasculaire",
    defaultResult:
      "Choc de pointe perçu au 5e espace intercostal gauche sur la ligne médioclaviculaire, non dévié et non étalé ; pas de frémissement palpable.",
    keywords: ["choc de pointe", "palpation cardiaque", "fremissement", "thrill", "precordium"],
  },
  {
    id: "auscultation-cardiaque",
    name: "Auscultation cardiaque",
    categoryId: "cardio-vasculaire",
    defaultResult:
      "Bruits du cœur réguliers, B1 et B2 bien perçus dans les quatre foyers, pas de souffle, pas de bruit surajouté (ni galop ni frottement péricardique).",
    keywords: ["auscultation coeur", "bruits du coeur", "bdc", "souffle", "galop", "frottement pericardique"],
  },
  {
    id: "pouls-peripheriques",
    name: "Palpation des pouls périphériques",
    categoryId: "cardio-vasculaire",
    defaultResult:
      "Pouls carotidiens, radiaux, fémoraux, poplités, tibiaux postérieurs et pédieux perçus, bien frappés et symétriques.",
    keywords: ["pouls", "pouls peripheriques", "pedieux", "femoraux", "radial", "pouls distaux"],
  },
  {
    id: "signes-insuffisance-cardiaque-droite",
    name: "Turgescence jugulaire et reflux hépato-jugulaire",
    categoryId: "cardio-vasculaire",
    defaultResult:
      "Pas de turgescence jugulaire en position demi-assise à 45°, reflux hépato-jugulaire absent, foie non palpable.",
    keywords: ["tj", "rhj", "turgescence jugulaire", "reflux hepatojugulaire", "insuffisance cardiaque droite", "icd"],
  },
  {
    id: "oedemes-membres-inferieurs",
    name: "Recherche d'œdèmes des membres inférieurs",
    categoryId: "cardio-vasculaire",
    defaultResult:
      "Pas d'œdème des membres inférieurs : signe du godet négatif aux chevilles et en prétibial, pas d'œdème des lombes.",
    keywords: ["omi", "oedeme", "oedemes", "godet", "jambes gonflees"],
  },
  {
    id: "palpation-mollets",
    name: "Palpation des mollets (recherche de thrombose veineuse)",
    categoryId: "cardio-vasculaire",
    defaultResult:
      "Mollets souples et indolores, ballant conservé, sans augmentation de volume ni asymétrie de circonférence, pas de chaleur locale ni de cordon veineux induré.",
    keywords: ["tvp", "phlebite", "mollet", "thrombose veineuse", "homans"],
  },
  {
    id: "souffles-vasculaires",
    name: "Auscultation des trajets vasculaires",
    categoryId: "cardio-vasculaire",
    defaultResult:
      "Pas de souffle carotidien, pas de souffle abdominal aortique ou para-ombilical, pas de souffle fémoral.",
    keywords: ["souffle carotidien", "souffle vasculaire", "carotides", "souffle femoral", "souffle abdominal"],
  },
  {
    id: "index-pression-systolique",
    name: "Index de pression systolique (IPS)",
    categoryId: "cardio-vasculaire",
    defaultResult:
      "IPS à 1,10 à droite et 1,12 à gauche : pas d'argument pour une artériopathie oblitérante des membres inférieurs.",
    keywords: ["ips", "index de pression systolique", "index cheville bras", "doppler", "aomi"],
  },
  {
    id: "palpation-aorte-abdominale",
    name: "Palpation de l'aorte abdominale",
    categoryId: "cardio-vasculaire",
    defaultResult: "Pas de masse battante et expansive palpable en région épigastrique ni péri-ombilicale.",
    keywords: ["aorte", "anevrisme", "aaa", "masse battante", "masse pulsatile"],
  },
  {
    id: "examen-trophique-membres-inferieurs",
    name: "Examen trophique des membres inférieurs",
    categoryId: "cardio-vasculaire",
    defaultResult:
      "Membres inférieurs chauds et normalement colorés, pilosité conservée, pas de varice, pas de dermite ocre, pas d'ulcère ni de nécrose.",
    keywords: ["troubles trophiques", "ulcere", "varices", "insuffisance veineuse", "ischemie", "necrose"],
  },
];

export const RESPIRATOIRE_EXAMS: readonly ExamDefinition[] = [
  {
    id: "inspection-thoracique",
    name: "Inspection thoracique",
    categoryId: "respiratoire",
    defaultResult:
      "Thorax de morphologie normale, sans distension ni déformation, ampliation symétrique des deux hémithorax, pas de cicatrice.",
    keywords: ["inspection thorax", "ampliation", "distension", "thorax en tonneau", "deformation thoracique"],
  },
  {
    id: "signes-de-lutte-respiratoire",
    name: "Recherche de signes de lutte respiratoire",
    categoryId: "respiratoire",
    defaultResult:
      "Pas de tirage sus-claviculaire, intercostal ni sus-sternal, pas de balancement thoraco-abdominal, pas de battement des ailes du nez, pas de cyanose ; parole fluide en phrases complètes.",
    keywords: ["tirage", "detresse respiratoire", "signes de lutte", "balancement thoraco-abdominal", "cyanose", "sdr"],
  },
  {
    id: "palpation-thoracique",
    name: "Palpation thoracique (vibrations vocales)",
    categoryId: "respiratoire",
    defaultResult:
      "Vibrations vocales bien transmises et symétriques, pas d'emphysème sous-cutané, palpation pariétale indolore.",
    keywords: ["vibrations vocales", "vv", "33", "palpation thorax", "emphyseme sous-cutane"],
  },
  {
    id: "percussion-thoracique",
    name: "Percussion thoracique",
    categoryId: "respiratoire",
    defaultResult: "Sonorité normale et symétrique des deux champs pulmonaires, pas de matité ni de tympanisme.",
    keywords: ["percussion", "matite", "tympanisme", "sonorite", "percussion thorax"],
  },
  {
    id: "auscultation-pulmonaire",
    name: "Auscultation pulmonaire",
    categoryId: "respiratoire",
    defaultResult:
      "Murmure vésiculaire bien perçu et symétrique, pas de bruit surajouté : ni crépitants, ni sibilants, ni ronchi, pas de frottement pleural.",
    keywords: ["auscultation poumons", "mv", "murmure vesiculaire", "crepitants", "sibilants", "ronchi"],
  },
  {
    id: "hippocratisme-digital",
    name: "Recherche d'un hippocratisme digital",
    categoryId: "respiratoire",
    defaultResult:
      "Pas d'hippocratisme digital : angle unguéal conservé, signe de Schamroth négatif (fenêtre losangique préservée).",
    keywords: ["hippocratisme", "doigts en baguette de tambour", "clubbing", "schamroth"],
  },
  {
    id: "debit-expiratoire-pointe",
    name: "Débit expiratoire de pointe (peak-flow)",
    categoryId: "respiratoire",
    defaultResult: "DEP à 480 L/min (meilleure de trois mesures), soit 95 % de la valeur théorique.",
    keywords: ["dep", "peak flow", "peak-flow", "debit expiratoire de pointe", "debitmetre"],
  },
];
