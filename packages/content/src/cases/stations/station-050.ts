import type { ClinicalCaseInput } from "../schema";
import { SELF_INTRODUCTION } from "../shared-concepts";

/**
 * SDD 47 « Ictère » : ictère cholestatique nu, progressif et indolore, avec prurit, amaigrissement et diabète récent
 * chez un homme de 68 ans ancien fumeur : obstacle biliaire, suspicion de cancer de la tête du pancréas, au cabinet.
 */
export const station050: ClinicalCaseInput = {
  id: "station-050",
  sdd: { number: 47, title: "Ictère" },
  categoryId: "hepato-gastroenterology",
  modeId: "interrogation",
  rewardXp: 80,
  beta: true,
  patient: {
    firstName: "Bernard",
    lastName: "Tessier",
    age: 68,
    sex: "M",
    persona:
      "Ancien conducteur de travaux dans le bâtiment, retraité depuis six ans, marié, deux enfants. Il vit avec sa femme dans une maison à la campagne et s'occupe de ses petits-enfants le mercredi. Ancien fumeur, il aime les bons repas et boit deux verres de vin par jour. On lui a découvert un diabète il y a six mois. C'est sa fille, venue déjeuner dimanche il y a deux semaines, qui lui a dit qu'il avait les yeux jaunes.",
    speakingStyle:
      "Français courant, direct, un peu bourru ; il répond précisément mais brièvement et n'aime pas « aller chez le médecin pour rien ». Aucun terme médical, sauf « diabète » et « jaunisse ».",
    emotionalState:
      "Il fait bonne figure, mais il est inquiet : il a maigri sans le vouloir, et sa fille lui a parlé d'un ami « devenu jaune » qui était très malade. Il veut savoir, mais redoute une mauvaise nouvelle.",
  },
  situation: "Un homme de 68 ans consulte son médecin généraliste parce que sa fille lui a trouvé le teint jaune.",
  instructions:
    "Vous êtes médecin généraliste au cabinet. Menez l'interrogatoire du patient. Annoncez-lui votre hypothèse diagnostique principale avec prudence et en termes simples, et expliquez-lui les examens complémentaires que vous prescrivez. Vous n'avez pas à examiner le patient.",
  context:
    "M. Bernard Tessier, 68 ans, consulte un lundi matin au cabinet ; vous le connaissez peu, il vient surtout pour renouveler ses ordonnances. Il entre seul. Constantes prises à l'accueil : PA 132/78 mmHg, FC 76/min, température 36,8 °C, poids 76 kg pour 1,76 m.",
  opening: "Bonjour docteur. C'est ma fille qui m'envoie : elle trouve que j'ai les yeux jaunes.",
  script: {
    "act.greeting": "Bonjour docteur.",
    "act.identity_check": "Bernard Tessier, né le 21 septembre 1958.",
    "act.empathy": [
      "Merci, docteur. Je ne le montre pas, mais je me fais du souci.",
      "C'est gentil. Ma femme est inquiète aussi, elle ne dort plus bien.",
    ],
    "act.summary": "Oui, c'est ça. Et je maigris sans faire de régime.",
    "act.check_understanding":
      "Si j'ai bien compris : la bile ne s'écoule pas bien, quelque chose la bloque, et il faut faire une prise de sang, une échographie et un scanner pour savoir quoi. C'est ça ?",
    "act.invite_questions": [
      "Est-ce que c'est grave, docteur ? Dites-le-moi franchement.",
      "Vous pensez à un cancer ? Mon ami Jacques était devenu jaune comme ça…",
    ],
    "act.closing": "Merci, docteur. Je fais la prise de sang demain matin.",
    "id.name": "Tessier, Bernard.",
    "id.age": "J'ai 68 ans, je suis né le 21 septembre 1958.",
    "id.job":
      "J'étais conducteur de travaux dans le bâtiment, je suis à la retraite depuis six ans. Je n'ai jamais travaillé avec des produits particuliers, à part la poussière des chantiers.",
    "id.living":
      "Je vis avec ma femme, dans une maison à la campagne. Nos deux enfants sont grands. Je garde mes petits-enfants le mercredi.",
    motif: [
      "Ma fille trouve que j'ai les yeux jaunes, et la peau aussi. Et ça me gratte partout. Moi, je n'avais rien remarqué au début.",
      "C'est ce jaune, docteur : les yeux, la peau. Ma fille a insisté pour que je vienne.",
    ],
    "hdm.onset": [
      "Ma fille l'a remarqué il y a deux semaines, un dimanche. Depuis, c'est de plus en plus jaune, petit à petit. Ce n'est pas venu d'un coup.",
      "Il y a deux semaines environ. Ça s'est installé doucement, et ça augmente.",
    ],
    "hdm.circumstances":
      "Il ne s'est rien passé de spécial. Pas de repas de fête, pas de voyage, pas de maladie avant. Ça s'est installé tout seul.",
    "hdm.evolution": [
      "Ça s'aggrave : je suis plus jaune qu'il y a quinze jours, et ça gratte de plus en plus.",
      "C'est de pire en pire, doucement. Ma femme dit que je suis jaune comme un citron maintenant.",
    ],
    "hdm.previous_episodes": "Non, jamais. Je n'ai jamais été jaune de ma vie.",
    "hdm.consultations":
      "Non, je n'ai vu personne pour ça. Ma dernière prise de sang, c'était il y a six mois, pour le diabète : on ne m'a rien dit pour le foie.",
    "tx.self_medication":
      "Rien. J'ai mis de la crème hydratante pour les démangeaisons, ça ne fait rien. Pas de Doliprane, pas de tisane, pas de plante.",
    "sx.jaundice": [
      "Depuis deux semaines, c'est ma fille qui l'a remarqué : les yeux d'abord, puis la peau, de plus en plus jaunes. Et les urines sont très foncées, comme du Coca. Les selles, elles, sont devenues toutes claires, presque blanches, comme du mastic. Je n'avais jamais été jaune avant.",
      "Les urines sont brunes, foncées, et les selles sont décolorées, grisâtres, presque blanches. Ça a commencé en même temps que le jaune.",
    ],
    "sx.urinary": [
      "Les urines sont très foncées depuis deux semaines, couleur Coca. Ça ne brûle pas, je n'ai pas plus envie d'uriner que d'habitude.",
      "Urines foncées, comme de la bière brune. Pas de brûlure, pas de sang.",
    ],
    "sx.bowel": [
      "Les selles sont devenues très claires, presque blanches, comme du mastic. Elles collent à la cuvette, un peu grasses. Pas de diarrhée franche, pas de constipation.",
      "Depuis deux semaines, des selles toutes décolorées, grises. Pas de sang, pas de selles noires.",
    ],
    "sx.gi_bleeding": "Non, pas de sang dans les selles, pas de selles noires, je n'ai pas vomi de sang.",
    "sx.skin": [
      "Ça me gratte partout, le dos, les bras, les jambes, surtout le soir et la nuit. Ça a commencé à peu près en même temps que le jaune. Je me gratte jusqu'au sang. Pas de boutons, ça gratte sans rien.",
      "Des démangeaisons de partout, oui, surtout la nuit. Je n'ai pas de plaques ni de boutons, juste les traces de grattage.",
    ],
    "sx.abdominal_pain": [
      "Non, pas de douleur au ventre. Pas de crise où ça serre sous les côtes. Peut-être une petite gêne en haut du ventre après les gros repas, mais rien de franc.",
      "Non, je n'ai pas mal au ventre. Jamais eu de coliques, jamais eu de crise de foie.",
    ],
    "pain.location": "Je n'ai mal nulle part, justement. Pas au ventre, pas dans le dos.",
    "pain.intensity": "Je n'ai pas de douleur, zéro sur dix.",
    "pain.character": "Je n'ai pas de douleur. C'est la démangeaison qui me gêne.",
    "pain.radiation": "Non, pas de douleur qui irradie.",
    "pain.timing": "Je n'ai pas de douleur. Ce sont les démangeaisons, surtout le soir.",
    "pain.aggravating": "Rien ne me fait mal. Les démangeaisons, c'est pire au lit, avec la chaleur.",
    "pain.relieving": "Je n'ai pas de douleur à soulager.",
    "sx.fever": [
      "Non, pas de fièvre, pas de frissons. Je n'ai pas pris ma température, mais je n'ai jamais eu chaud ni froid.",
      "Non, aucun frisson, pas de fièvre.",
    ],
    "sx.weight": [
      "J'ai perdu six kilos en deux mois, sans faire de régime : j'étais à 82, je suis à 76. Mes pantalons sont trop grands.",
      "Oui, six kilos depuis deux mois. Je n'ai rien changé à mon alimentation.",
    ],
    "sx.appetite": [
      "L'appétit n'est plus là depuis deux mois. Je mange moins, et la viande me dégoûte. Je suis vite calé.",
      "J'ai moins faim, je laisse la moitié de l'assiette. La viande ne me dit plus rien.",
    ],
    "sx.fatigue": "Oui, je suis plus fatigué depuis un ou deux mois. Je fais la sieste, ce que je ne faisais jamais.",
    "sx.nausea_vomiting": "Un peu mal au cœur après les repas, parfois. Je n'ai pas vomi.",
    "sx.night_sweats": "Non, pas de sueurs la nuit. Je me réveille pour me gratter, c'est tout.",
    "sx.sleep": "Je dors mal à cause des démangeaisons. Je me réveille deux ou trois fois pour me gratter.",
    "sx.polyuria_polydipsia": "J'ai un peu plus soif ces temps-ci, mais je ne sais pas si c'est le diabète.",
    "sx.edema": "Non, les jambes ne gonflent pas.",
    "sx.bleeding": "Non, je ne saigne pas du nez ni des gencives. Pas plus de bleus que d'habitude.",
    "sx.dyspnea": "Non, je respire bien.",
    "sx.cough": "Non, je ne tousse pas.",
    "sx.chest_pain": "Non, pas de douleur dans la poitrine.",
    "sx.joint": "Non, pas de douleurs dans les articulations.",
    "sx.mood": "Le moral… Je fais le fort, mais je cogite. Maigrir comme ça, ce n'est pas normal.",
    "sx.neuro": "Non, rien de ce côté-là. J'ai toute ma tête.",
    "hx.medical": [
      "Un peu de tension depuis dix ans, et le diabète qu'on m'a trouvé il y a six mois. À part ça, rien : pas de maladie du foie, pas de calculs, pas de pancréatite.",
      "La tension et le diabète, depuis six mois pour le diabète. Jamais de problème de foie ni de vésicule.",
    ],
    "hx.diabetes": [
      "Oui, on me l'a découvert il y a six mois, sur une prise de sang. Je n'en avais jamais eu avant, et personne n'est diabétique dans ma famille. Le médecin m'a donné de la metformine.",
      "C'est récent, six mois. On m'a dit que c'était un diabète de l'âge, je prends de la metformine. Avant, la glycémie était toujours normale.",
    ],
    "hx.hypertension": "Oui, de la tension depuis dix ans, bien équilibrée avec l'amlodipine.",
    "hx.dyslipidemia": "Un peu de cholestérol, je fais attention, je n'ai pas de médicament pour ça.",
    "hx.surgical":
      "On m'a opéré d'une hernie inguinale il y a quinze ans. C'est tout. On ne m'a jamais enlevé la vésicule.",
    "hx.hospitalizations": "Une seule fois, pour la hernie. Et je n'ai jamais été transfusé.",
    "hx.family": [
      "Mon père est mort d'un infarctus à 72 ans, ma mère d'un cancer du sein à 80 ans. Pas de maladie du foie ni du pancréas dans la famille, à ma connaissance. Pas de diabète non plus.",
      "Un infarctus pour mon père, un cancer du sein pour ma mère. Personne n'a eu de jaunisse ni de maladie du foie.",
    ],
    "hx.allergies":
      "Pas d'allergie connue. Jamais eu de problème avec les produits de contraste, j'ai déjà eu un scanner du genou.",
    "hx.vaccines":
      "Je crois que je suis à jour pour le tétanos et la grippe. Pour l'hépatite B, je ne sais pas, je ne crois pas.",
    "hx.regular_doctor": "C'est le cabinet, ici. Je viens tous les trois mois pour le diabète et la tension.",
    "tx.current": [
      "La metformine, 1000 milligrammes matin et soir, depuis six mois, et l'amlodipine le matin pour la tension, depuis des années. Rien d'autre : pas d'antibiotique récemment, pas d'anti-inflammatoire, pas de plantes, pas de compléments.",
      "Metformine et amlodipine, c'est tout. Rien de nouveau ces derniers mois à part la metformine. Pas d'antibiotiques, pas de Doliprane en grande quantité.",
    ],
    "tx.adherence": "Je les prends tous les jours, ma femme y veille.",
    "life.tobacco": [
      "J'ai fumé un paquet par jour pendant trente ans. J'ai arrêté il y a huit ans, après une bronchite qui traînait.",
      "Un paquet par jour de 20 à 50 ans, à peu près. Plus rien depuis huit ans.",
    ],
    "life.alcohol": [
      "Deux verres de vin par jour, aux repas. Un apéritif le dimanche. Jamais plus. Depuis que j'ai moins faim, je bois moins aussi.",
      "Deux verres de rouge par jour, midi et soir. Je n'ai jamais été un gros buveur.",
    ],
    "life.drugs": "Non, jamais de drogue, ni fumée ni piquée.",
    "life.sexual": "Je suis marié depuis quarante ans, pas d'autre partenaire.",
    "life.travel": "Non, pas de voyage depuis deux ans. Pas à l'étranger, pas de fruits de mer crus.",
    "life.diet":
      "Je mangeais bien, plutôt trop. Depuis deux mois, je mange moins, la viande me dégoûte. Pas de champignons cueillis, pas de coquillages.",
    "life.exposure":
      "Sur les chantiers, la poussière. Pas de produits chimiques particuliers, pas de solvants que je sache.",
    "life.contacts": "Non, personne de jaune ou de malade autour de moi. Mes petits-enfants vont bien.",
    "life.physical_activity": "Je jardine, je marche. Moins ces temps-ci, je suis fatigué.",
    "life.animals": "Un chien de chasse.",
    "life.last_meal":
      "Ce matin, juste un café. Hier soir, une soupe. Rien d'inhabituel ces derniers temps : pas de champignons cueillis, pas de coquillages.",
    "pt.ideas": [
      "Je pensais que c'était le foie, avec le vin. Mais je ne bois pas tant que ça…",
      "Le foie, sûrement. Ou les médicaments du diabète ?",
    ],
    "pt.concerns": [
      "Ce qui me fait peur, c'est d'avoir maigri comme ça. Mon ami Jacques était devenu jaune, et c'était un cancer. Il est parti en six mois.",
      "J'ai peur que ce soit grave. Maigrir sans raison, ce n'est jamais bon signe.",
    ],
    "pt.expectations": "Savoir ce que j'ai, et vite. Et que ça arrête de gratter.",
    "pt.impact":
      "Je dors mal à cause des démangeaisons, je suis fatigué, je ne fais plus grand-chose au jardin. Et je n'ose plus garder les petits-enfants, je suis trop crevé.",
  },
  announcementReaction: [
    "Un blocage ? Qu'est-ce qui peut bloquer comme ça ? C'est grave ?",
    "Vous pensez que c'est un cancer, c'est ça ? Dites-le-moi franchement, docteur.",
    "Et ça se soigne ? Il faudra m'opérer ?",
  ],
  unscriptedDefault: ["Non, pas du tout.", "Non, je n'ai pas remarqué ça.", "Non, rien de ce côté-là."],
  diagnosis: {
    options: [
      "Ictère cholestatique par obstacle : suspicion de cancer de la tête du pancréas",
      "Lithiase de la voie biliaire principale",
      "Angiocholite aiguë",
      "Hépatite virale aiguë",
      "Hépatite alcoolique aiguë",
      "Hépatite médicamenteuse",
      "Syndrome de Gilbert",
    ],
    correct: "Ictère cholestatique par obstacle : suspicion de cancer de la tête du pancréas",
  },
  grid: [
    {
      id: "presentation",
      name: "Se présente au patient (nom, fonction)",
      explanation: "Se présenter installe la relation de confiance avec un patient que le médecin connaît peu.",
      evidence: { type: "act", labels: ["act.greeting"], mentions: [SELF_INTRODUCTION] },
    },
    {
      id: "debut-evolution",
      name: "Précise la date de début et le mode d'installation de l'ictère (brutal ou progressif)",
      explanation:
        "Un ictère d'installation progressive, qui s'aggrave sans douleur ni fièvre, oriente vers un obstacle tumoral ; un ictère brutal douloureux et fébrile vers une lithiase.",
      evidence: {
        type: "asked",
        labels: ["hdm.onset", "hdm.evolution", "sx.jaundice", "motif"],
        mentions: [
          {
            id: "debut-ictere",
            label: "le début ou l'évolution",
            synonyms: [
              "quand",
              "depuis quand",
              "depuis combien de temps",
              "combien de temps",
              "depuis",
              "commencé",
              "commence",
              "début",
              "debut",
              "apparu",
              "apparition",
              "brutal",
              "brutalement",
              "progressif",
              "progressive",
              "progressivement",
              "petit à petit",
              "petit a petit",
              "d'un coup",
              "évolué",
              "evolue",
              "évolution",
              "evolution",
              "aggravé",
              "aggrave",
              "augmente",
            ],
          },
        ],
      },
    },
    {
      id: "urines-selles",
      name: "Recherche la couleur des urines et des selles (urines foncées, selles décolorées)",
      explanation:
        "Des urines foncées et des selles décolorées signent un ictère à bilirubine conjuguée (cholestase), ce qui oriente l'enquête vers le foie et les voies biliaires.",
      evidence: {
        type: "asked",
        labels: ["sx.jaundice", "sx.urinary", "sx.bowel"],
        mentions: [
          {
            id: "couleur-urines-selles",
            label: "la couleur des urines ou des selles",
            synonyms: [
              "couleur",
              "couleurs",
              "foncé",
              "fonce",
              "foncée",
              "foncee",
              "foncées",
              "foncees",
              "sombre",
              "sombres",
              "claire",
              "claires",
              "clair",
              "décolorées",
              "decolorees",
              "décolorée",
              "decoloree",
              "décoloration",
              "decoloration",
              "pâles",
              "pales",
              "pâle",
              "blanches",
              "blanchâtres",
              "mastic",
              "aspect",
              "urines",
              "urine",
              "pipi",
              "selles",
            ],
          },
        ],
      },
    },
    {
      id: "prurit",
      name: "Recherche un prurit (démangeaisons)",
      explanation: "Le prurit généralisé, souvent nocturne, accompagne la cholestase et précède parfois l'ictère.",
      evidence: { type: "asked", labels: ["sx.skin"] },
    },
    {
      id: "douleur",
      name: "Recherche une douleur abdominale (colique hépatique)",
      explanation:
        "Une colique hépatique (douleur de l'hypocondre droit ou épigastrique, brutale, inhibant l'inspiration) oriente vers une lithiase ; un ictère indolore fait craindre un obstacle tumoral.",
      evidence: { type: "asked", labels: ["sx.abdominal_pain", "pain.location"] },
    },
    {
      id: "fievre",
      name: "Recherche une fièvre ou des frissons (angiocholite)",
      explanation:
        "Douleur, puis fièvre avec frissons, puis ictère : la triade de Charcot de l'angiocholite est une urgence ; son absence compte dans le raisonnement.",
      evidence: { type: "asked", labels: ["sx.fever"] },
    },
    {
      id: "etat-general",
      name: "Recherche une altération de l'état général (amaigrissement, appétit)",
      explanation:
        "Un amaigrissement de plus de 5 % en deux mois avec anorexie, chez un homme de 68 ans, oriente vers une cause tumorale.",
      evidence: { type: "asked", labels: ["sx.weight", "sx.appetite"] },
    },
    {
      id: "diabete",
      name: "Recherche un diabète, et son caractère récent",
      explanation:
        "Un diabète apparu récemment après 50 ans, sans antécédent familial, peut être la première manifestation d'un cancer du pancréas.",
      evidence: { type: "asked", labels: ["hx.diabetes"] },
    },
    {
      id: "alcool-tabac",
      name: "Recherche les consommations d'alcool et de tabac",
      explanation:
        "L'alcool oriente vers une hépatopathie alcoolique ou une pancréatite chronique ; le tabac est le principal facteur de risque du cancer du pancréas. Le point demande les deux.",
      evidence: { type: "asked", labels: ["life.alcohol", "life.tobacco"], match: "all" },
    },
    {
      id: "medicaments",
      name: "Recherche les médicaments pris (traitement habituel, prise récente, automédication, plantes)",
      explanation:
        "Une hépatite médicamenteuse ou une cholestase d'origine médicamenteuse (antibiotiques, anti-inflammatoires, paracétamol à forte dose, phytothérapie) est une cause fréquente d'ictère.",
      evidence: { type: "asked", labels: ["tx.current", "tx.self_medication"] },
    },
    {
      id: "risque-viral",
      name: "Recherche des facteurs de risque d'hépatite virale (voyage, drogues, transfusion, rapports à risque)",
      explanation:
        "Un voyage en zone d'endémie, la consommation de coquillages, un usage de drogues, une transfusion ou des rapports non protégés orientent vers une hépatite virale A, B, C ou E.",
      evidence: {
        type: "asked",
        labels: ["life.travel", "life.drugs", "life.sexual", "life.contacts", "hx.vaccines"],
      },
    },
    {
      id: "antecedents-familiaux",
      name: "Recherche des antécédents familiaux (cancers digestifs, maladies du foie)",
      explanation:
        "Des antécédents familiaux de cancer du pancréas, de cancer digestif ou de maladie héréditaire du foie orientent l'enquête.",
      evidence: { type: "asked", labels: ["hx.family"] },
    },
    {
      id: "annonce-hypothese",
      name: "Annonce avec prudence l'hypothèse d'un ictère par obstacle sur les voies biliaires",
      explanation:
        "Le patient doit comprendre, sans annonce prématurée de cancer, que la bile ne s'écoule plus normalement, probablement à cause d'un obstacle sur le canal biliaire qu'il faut rechercher rapidement.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "obstacle-biliaire",
            label: "Obstacle sur les voies biliaires (cholestase)",
            synonyms: [
              "obstacle",
              "obstruction",
              "bouchon",
              "canal bouché",
              "canal bouche",
              "canaux bouchés",
              "blocage",
              "bloqué",
              "bloque la bile",
              "compression",
              "rétrécissement",
              "retrecissement",
              "voies biliaires",
              "voie biliaire",
              "canal biliaire",
              "canal de la bile",
              "canaux de la bile",
              "canal cholédoque",
              "canal choledoque",
              "cholédoque",
              "choledoque",
              "cholestase",
              "cholestatique",
              "bile ne s'écoule",
              "bile ne s'ecoule",
              "bile qui ne s'écoule",
              "bile qui ne s'ecoule",
              "écoulement de la bile",
              "ecoulement de la bile",
              "rétention de bile",
              "retention de bile",
            ],
          },
        ],
      },
    },
    {
      id: "bilan-biologique",
      name: "Prescrit un bilan biologique (bilan hépatique, lipase, numération, hémostase)",
      explanation:
        "Bilirubine libre et conjuguée, phosphatases alcalines, gamma-GT, transaminases, lipase, hémogramme et taux de prothrombine confirment la cholestase et en évaluent le retentissement.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "bilan-hepatique",
            label: "Bilan biologique hépatique",
            synonyms: [
              "bilan hépatique",
              "bilan hepatique",
              "bilan du foie",
              "prise de sang",
              "analyse de sang",
              "analyses de sang",
              "bilan sanguin",
              "bilirubine",
              "transaminases",
              "gamma gt",
              "gamma-gt",
              "ggt",
              "phosphatases alcalines",
              "lipase",
              "lipasémie",
              "lipasemie",
              "nfs",
              "numération",
              "numeration",
              "tp",
              "taux de prothrombine",
              "bilan de coagulation",
              "hémostase",
              "hemostase",
            ],
          },
        ],
      },
    },
    {
      id: "imagerie",
      name: "Prescrit une échographie abdominale puis un scanner abdominal",
      explanation:
        "L'échographie montre la dilatation des voies biliaires (obstacle) ; le scanner thoraco-abdomino-pelvien injecté recherche la cause (tumeur de la tête du pancréas) et son extension.",
      evidence: {
        type: "stated",
        match: "all",
        concepts: [
          {
            id: "echographie",
            label: "Échographie abdominale",
            synonyms: [
              "échographie",
              "echographie",
              "écho",
              "echo",
              "échographie abdominale",
              "echographie abdominale",
              "échographie du foie",
              "echographie du foie",
            ],
          },
          {
            id: "scanner",
            label: "Scanner abdominal",
            synonyms: [
              "scanner",
              "scanner abdominal",
              "scanner thoraco-abdomino-pelvien",
              "scanner du ventre",
              "scanner de l'abdomen",
              "tdm",
              "tomodensitométrie",
              "tomodensitometrie",
              "scanographie",
              "irm",
              "bili-irm",
              "cholangio-irm",
              "écho-endoscopie",
              "echo-endoscopie",
              "échoendoscopie",
              "echoendoscopie",
            ],
          },
        ],
      },
    },
    {
      id: "empathie",
      name: "Prend en compte l'inquiétude du patient et le rassure sans mentir",
      explanation:
        "Le patient redoute un cancer (son ami est décédé d'une maladie qui avait commencé par un ictère) : reconnaître son inquiétude, sans fausse réassurance, prépare une éventuelle annonce.",
      evidence: { type: "act", labels: ["act.empathy"] },
    },
    {
      id: "comprehension",
      name: "Vérifie la compréhension du patient et l'invite à poser ses questions",
      explanation:
        "S'assurer que le patient a compris la nécessité d'examens rapides favorise leur réalisation dans les délais.",
      evidence: { type: "act", labels: ["act.check_understanding", "act.invite_questions"] },
    },
    {
      id: "diagnostic",
      name: "Retient un ictère cholestatique par obstacle, suspect d'un cancer de la tête du pancréas",
      explanation:
        "Ictère progressif indolore et apyrétique, avec urines foncées, selles décolorées, prurit, amaigrissement et diabète récent, chez un ancien fumeur de 68 ans : obstacle biliaire, cancer de la tête du pancréas jusqu'à preuve du contraire.",
      evidence: { type: "diagnosis" },
    },
  ],
  sheetId: 47,
  sources: [
    "Collège des universitaires en hépato-gastro-entérologie (CDU-HGE), Hépato-gastro-entérologie et chirurgie digestive, référentiel pour la préparation des EDN (Elsevier Masson) : ictère (démarche diagnostique, cholestase extra-hépatique) et tumeurs du pancréas.",
    "Thésaurus national de cancérologie digestive (TNCD), chapitre « Cancer du pancréas » (SNFGE, FFCD, GERCOR, UNICANCER, SFCD, SFED, SFRO, ACHBT), version en vigueur : bilan initial par scanner thoraco-abdomino-pelvien, place de l'écho-endoscopie, CA 19-9 non diagnostique.",
    "Haute Autorité de santé (HAS) et Institut national du cancer (INCa), guide affection de longue durée « Cancer du pancréas » (ALD 30), 2010 : signes d'appel (ictère, amaigrissement, diabète récent) et examens de première intention.",
  ],
};
