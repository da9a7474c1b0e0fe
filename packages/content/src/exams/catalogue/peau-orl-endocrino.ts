import type { ExamDefinition } from "../categories";

export const DERMATOLOGIE_EXAMS: readonly ExamDefinition[] = [
  {
    id: "inspection-cutanee",
    name: "Inspection cutanée globale",
    categoryId: "dermatologie",
    defaultResult:
      "Revêtement cutané d'aspect normal sur l'ensemble du corps : pas d'éruption ni de lésion élémentaire (macule, papule, vésicule, bulle, pustule).",
    keywords: ["peau", "eruption", "lesion cutanee", "rash", "exantheme", "inspection cutanee"],
  },
  {
    id: "examen-naevus",
    name: "Examen des nævus (règle ABCDE)",
    categoryId: "dermatologie",
    defaultResult:
      "Nævus peu nombreux, de petite taille, réguliers et homogènes, sans critère ABCDE (asymétrie, bords irréguliers, couleur inhomogène, diamètre supérieur à 6 mm, évolution) ni « vilain petit canard ».",
    keywords: ["naevus", "grain de beaute", "abcde", "melanome", "dermatoscopie"],
  },
  {
    id: "recherche-purpura",
    name: "Recherche d'un purpura (vitropression)",
    categoryId: "dermatologie",
    defaultResult:
      "Pas de purpura : aucune lésion pétéchiale ou ecchymotique ne persistant à la vitropression, notamment aux membres inférieurs.",
    keywords: ["purpura", "vitropression", "petechies", "ecchymoses", "purpura fulminans"],
  },
  {
    id: "points-appui-escarres",
    name: "Examen des points d'appui (escarres)",
    categoryId: "dermatologie",
    defaultResult:
      "Points d'appui (sacrum, talons, trochanters, ischions) sans érythème persistant à la pression ni escarre constituée.",
    keywords: ["escarre", "points d'appui", "sacrum", "talons", "ulcere de pression"],
  },
  {
    id: "examen-phaneres",
    name: "Examen des phanères (ongles, cheveux, poils)",
    categoryId: "dermatologie",
    defaultResult:
      "Ongles, cheveux et pilosité d'aspect normal : pas d'onychodystrophie, pas d'alopécie, pas d'hirsutisme.",
    keywords: ["phaneres", "ongles", "cheveux", "alopecie", "hirsutisme", "onychomycose"],
  },
  {
    id: "porte-entree-cutanee",
    name: "Recherche d'une porte d'entrée cutanée",
    categoryId: "dermatologie",
    defaultResult:
      "Pas de plaie, d'ulcération, d'intertrigo interorteil ni de lésion de grattage pouvant constituer une porte d'entrée infectieuse.",
    keywords: ["porte d'entree", "intertrigo", "plaie", "erysipele", "dermohypodermite"],
  },
];

export const OPHTALMO_ORL_EXAMS: readonly ExamDefinition[] = [
  {
    id: "acuite-visuelle",
    name: "Acuité visuelle",
    categoryId: "ophtalmo-orl",
    defaultResult:
      "Acuité visuelle de loin à 10/10 à chaque œil sur l'échelle de Monoyer, de près à Parinaud 2, avec la correction habituelle.",
    keywords: ["acuite visuelle", "av", "monoyer", "parinaud", "vision", "baisse d'acuite"],
  },
  {
    id: "pupilles-reflexes-photomoteurs",
    name: "Pupilles et réflexes photomoteurs",
    categoryId: "ophtalmo-orl",
    defaultResult:
      "Pupilles rondes, symétriques et réactives : réflexes photomoteurs direct et consensuel présents des deux côtés, pas de déficit pupillaire afférent relatif.",
    keywords: ["pupilles", "rpm", "reflexe photomoteur", "mydriase", "myosis", "anisocorie"],
  },
  {
    id: "inspection-oculaire",
    name: "Inspection des yeux et des paupières",
    categoryId: "ophtalmo-orl",
    defaultResult:
      "Paupières et conjonctives d'aspect normal, pas de rougeur oculaire ni d'écoulement, cornée claire, pas d'exophtalmie.",
    keywords: ["oeil rouge", "conjonctives", "paupieres", "conjonctivite", "yeux"],
  },
  {
    id: "otoscopie",
    name: "Otoscopie",
    categoryId: "ophtalmo-orl",
    defaultResult:
      "Conduits auditifs externes libres, tympans nacrés, translucides et non bombants des deux côtés, triangle lumineux visible.",
    keywords: ["otoscopie", "oreilles", "tympan", "otite", "conduit auditif", "cae"],
  },
  {
    id: "acoumetrie-weber-rinne",
    name: "Acoumétrie (Weber et Rinne)",
    categoryId: "ophtalmo-orl",
    defaultResult:
      "Weber indifférent, Rinne positif des deux côtés : pas d'argument pour une surdité de transmission ni de perception.",
    keywords: ["weber", "rinne", "acoumetrie", "audition", "surdite", "diapason"],
  },
  {
    id: "cavite-buccale-oropharynx",
    name: "Examen de la cavité buccale et de l'oropharynx",
    categoryId: "ophtalmo-orl",
    defaultResult:
      "Muqueuse buccale rose et humide, bon état bucco-dentaire, langue normale ; oropharynx non inflammatoire, amygdales de taille normale sans exsudat ni dépôt, luette médiane.",
    keywords: ["gorge", "amygdales", "angine", "oropharynx", "bouche", "dents", "pharynx"],
  },
  {
    id: "aires-ganglionnaires-cervicales",
    name: "Palpation des aires ganglionnaires cervicales",
    categoryId: "ophtalmo-orl",
    defaultResult:
      "Pas d'adénopathie palpable dans les aires sous-mentales, sous-mandibulaires, jugulo-carotidiennes, spinales, sus-claviculaires, pré- et rétro-auriculaires et occipitales.",
    keywords: ["ganglions cervicaux", "adenopathie cervicale", "adp", "cou", "aires ganglionnaires"],
  },
  {
    id: "manoeuvre-dix-hallpike",
    name: "Manœuvre de Dix-Hallpike",
    categoryId: "ophtalmo-orl",
    defaultResult:
      "Manœuvre de Dix-Hallpike négative des deux côtés : ni vertige ni nystagmus déclenchés lors du passage rapide en décubitus, tête tournée à 45° et en légère extension.",
    keywords: ["dix-hallpike", "dix hallpike", "vppb", "vertige positionnel", "nystagmus"],
  },
];

export const ENDOCRINO_EXAMS: readonly ExamDefinition[] = [
  {
    id: "palpation-thyroidienne",
    name: "Palpation thyroïdienne",
    categoryId: "endocrino",
    defaultResult:
      "Thyroïde de volume normal, souple, homogène, mobile à la déglutition et indolore, sans nodule palpable ; pas de souffle à l'auscultation.",
    keywords: ["thyroide", "goitre", "nodule thyroidien", "palpation cervicale", "cou"],
  },
  {
    id: "signes-hyperthyroidie",
    name: "Recherche de signes d'hyperthyroïdie",
    categoryId: "endocrino",
    defaultResult:
      "Pas de tachycardie, pas de tremblement fin des extrémités, mains sèches et tièdes, pas de rétraction palpébrale ni d'exophtalmie, pas d'amyotrophie proximale.",
    keywords: ["hyperthyroidie", "thyrotoxicose", "basedow", "exophtalmie", "tremblement"],
  },
  {
    id: "signes-hypothyroidie",
    name: "Recherche de signes d'hypothyroïdie",
    categoryId: "endocrino",
    defaultResult:
      "Pas de bradycardie, pas d'infiltration cutanéo-muqueuse ni de peau sèche, pas de dépilation, réflexes achilléens à décontraction normale.",
    keywords: ["hypothyroidie", "myxoedeme", "infiltration", "bradycardie", "peau seche"],
  },
  {
    id: "examen-pieds-diabetique",
    name: "Examen des pieds du diabétique (monofilament)",
    categoryId: "endocrino",
    defaultResult:
      "Pieds sans déformation, plaie, hyperkératose ni mycose ; monofilament de 10 g perçu sur les trois sites testés de chaque pied ; pouls pédieux et tibiaux postérieurs perçus.",
    keywords: ["pied diabetique", "monofilament", "neuropathie", "mal perforant", "podologie"],
  },
  {
    id: "sites-injection-insuline",
    name: "Examen des sites d'injection d'insuline",
    categoryId: "endocrino",
    defaultResult:
      "Sites d'injection de l'abdomen et des cuisses souples, sans lipohypertrophie, lipoatrophie, hématome ni signe d'infection.",
    keywords: ["sites d'injection", "lipodystrophie", "lipohypertrophie", "insuline", "stylo"],
  },
  {
    id: "signes-hypercorticisme",
    name: "Recherche de signes d'hypercorticisme (Cushing)",
    categoryId: "endocrino",
    defaultResult:
      "Pas d'obésité facio-tronculaire, pas de vergetures pourpres larges, pas d'amyotrophie proximale, pas d'ecchymoses spontanées ni de bosse de bison.",
    keywords: ["cushing", "hypercorticisme", "vergetures", "obesite facio-tronculaire", "corticoides"],
  },
];
