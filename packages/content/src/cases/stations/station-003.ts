import type { ClinicalCaseInput } from "../schema";
import { SELF_INTRODUCTION, SUICIDAL_IDEATION } from "../shared-concepts";

export const station003: ClinicalCaseInput = {
  id: "station-003",
  sdd: { number: 21, title: "Asthénie" },
  categoryId: "endocrinology",
  modeId: "interrogation",
  rewardXp: 80,
  beta: true,
  patient: {
    firstName: "Nathalie",
    lastName: "Garnier",
    age: 45,
    sex: "F",
    persona:
      "Professeure des écoles en CE2 depuis vingt ans, mariée, mère de deux enfants de 14 et 11 ans. Consciencieuse et habituellement dynamique, elle ne se reconnaît plus depuis la rentrée. Elle a longtemps mis sa fatigue sur le compte du travail avant de se décider à consulter.",
    speakingStyle:
      "Phrases simples et posées, vocabulaire courant d'une enseignante, parle volontiers de sa classe et de sa famille. Ne connaît pas le jargon médical, répond précisément quand la question est claire.",
    emotionalState:
      "Lasse et un peu découragée, inquiète qu'on lui dise que « c'est dans la tête » ou qu'on découvre quelque chose de grave ; soulagée quand on la prend au sérieux.",
  },
  situation: "Une femme de 45 ans consulte son médecin généraliste pour une fatigue qui dure depuis plusieurs mois.",
  instructions:
    "Vous êtes médecin généraliste au cabinet. Menez l'interrogatoire de cette patiente. Annoncez-lui votre hypothèse diagnostique principale en termes simples. Proposez-lui les examens complémentaires de première intention et le suivi. Vous n'avez pas à examiner la patiente.",
  context:
    "Mme Nathalie Garnier, 45 ans, consulte au cabinet un jeudi de janvier en fin de journée. Elle vient pour une fatigue et vous ne la voyez que rarement. Constantes prises par l'assistante : PA 125/80 mmHg, FC 58/min, température 36,4 °C, poids 68 kg pour 1,65 m.",
  opening:
    "Bonjour docteur… Je viens parce que je suis épuisée depuis des mois, je n'arrive plus à suivre, et ça ne passe pas.",
  script: {
    "id.name": "Nathalie Garnier, Garnier avec deux « r ».",
    "id.age": "J'ai 45 ans, je suis née le 3 mars 1980.",
    "id.job": [
      "Je suis professeure des écoles, j'ai une classe de CE2 avec vingt-cinq élèves.",
      "Je suis institutrice, en CE2, ça fait vingt ans que j'enseigne.",
    ],
    "id.living":
      "Je vis avec mon mari et nos deux enfants, qui ont 14 et 11 ans, dans une maison en périphérie. Tout le monde va bien à la maison.",
    motif: [
      "Je suis fatiguée tout le temps, depuis des mois. Je dors et je me réveille aussi fatiguée, je n'ai plus d'énergie pour rien.",
      "C'est cette fatigue, docteur. Je me traîne du matin au soir, j'ai l'impression de fonctionner au ralenti.",
    ],
    "hdm.onset": [
      "Ça a commencé doucement vers la rentrée de septembre, donc ça fait à peu près quatre mois.",
      "Je dirais depuis septembre, quatre mois environ. Ce n'est pas venu d'un coup, ça s'est installé petit à petit.",
    ],
    "hdm.circumstances":
      "Il ne s'est rien passé de particulier. Pas de maladie, pas de grippe, pas de deuil. La rentrée n'était pas plus difficile que d'habitude.",
    "hdm.evolution": [
      "Ça s'aggrave petit à petit. En octobre je tenais encore, maintenant je suis à plat tous les soirs.",
      "C'est de pire en pire, doucement. Rien ne s'améliore, même pendant les vacances de Noël.",
    ],
    "hdm.previous_episodes": "Non, je n'ai jamais été fatiguée comme ça. J'ai toujours été quelqu'un d'énergique.",
    "hdm.consultations":
      "Je n'ai vu personne, à part la pharmacienne qui m'a conseillé des vitamines. Ma dernière prise de sang date d'il y a deux ans, pour un bilan, et tout allait bien sauf le cholestérol un peu limite.",
    "tx.self_medication":
      "J'ai pris une cure de magnésium et de vitamine C de la pharmacie pendant un mois, ça n'a rien changé. Je ne prends rien d'autre.",
    "sx.fatigue": [
      "Je suis fatiguée dès le réveil, et c'est encore pire le soir. Le repos n'y change rien, même après une grosse nuit.",
      "C'est une fatigue du corps et de la tête : j'ai du mal à me concentrer, j'oublie des choses, je me sens lente. Le week-end je fais la sieste et ça ne suffit pas.",
    ],
    "sx.weight": [
      "J'ai pris cinq kilos en quatre mois, je suis passée de 63 à 68, alors que je mange plutôt moins qu'avant. Je ne comprends pas.",
      "Oui, j'ai grossi, cinq kilos depuis septembre, sans rien changer, au contraire je mange moins.",
    ],
    "sx.appetite": "J'ai moins d'appétit qu'avant, je mange de plus petites portions. Et pourtant je prends du poids.",
    "sx.fever": [
      "Non, pas de fièvre. Au contraire, j'ai tout le temps froid : je garde mon gilet en classe quand les collègues sont en tee-shirt.",
      "Pas de fièvre, non. Je suis plutôt frileuse ces temps-ci, j'ai les mains et les pieds glacés, ça ne me ressemble pas.",
    ],
    "sx.night_sweats": "Non, pas de sueurs la nuit. J'ai plutôt froid, je dors avec une couverture en plus.",
    "sx.sleep": [
      "Je dors beaucoup, neuf heures par nuit, et je m'endors devant la télé dès 21 heures. Mais je me réveille quand même fatiguée.",
      "Je m'endors sans problème, je dors même plus qu'avant. Mon mari dit que je ronfle un peu, mais il n'a jamais remarqué que j'arrêtais de respirer. Je ne m'endors pas au volant.",
    ],
    "sx.mood": [
      "Le moral n'est pas terrible, je me sens un peu à plat, sans entrain. Mais j'aime toujours ma classe et mes enfants, c'est juste que je n'ai plus l'énergie.",
      "Je suis un peu découragée, parfois j'ai les larmes aux yeux parce que je n'y arrive plus. Mais non, je n'ai jamais eu d'idées noires, je n'ai pas envie d'en finir, pas du tout.",
    ],
    "sx.bowel": [
      "Je suis constipée, alors que je ne l'étais jamais : je vais à la selle tous les trois ou quatre jours maintenant. Pas de sang, c'est juste dur et rare.",
      "Côté transit, ça traîne : constipation depuis quelques mois. Pas de diarrhée, pas de sang, les selles sont normales à part ça.",
    ],
    "sx.skin": [
      "J'ai la peau très sèche, surtout sur les jambes et les coudes, même avec de la crème. Et je perds mes cheveux, j'en retrouve plein dans la brosse.",
      "Ma peau est sèche, ça tire, ça gratte un peu. Pas de boutons ni de taches. Et mes cheveux tombent, ils sont plus fins, mes ongles cassent aussi.",
    ],
    "gyn.lmp": [
      "Mes dernières règles ont commencé il y a deux semaines. Mes cycles sont toujours réguliers, tous les 28 jours, mais depuis quelques mois elles sont beaucoup plus abondantes et durent sept jours au lieu de cinq.",
      "Les règles sont devenues plus fortes : je dois changer de protection toutes les deux heures les premiers jours, parfois avec des caillots. Le cycle, lui, reste régulier. Pas de bouffées de chaleur.",
    ],
    "gyn.pregnancy":
      "Non, je ne peux pas être enceinte, mon mari s'est fait faire une vasectomie il y a cinq ans. J'ai eu deux grossesses normales, deux accouchements sans problème.",
    "gyn.contraception":
      "Je n'ai plus de contraception depuis que mon mari a eu sa vasectomie. Avant j'avais la pilule.",
    "hx.medical":
      "Je n'ai pas de maladie connue. Juste le cholestérol un peu limite il y a deux ans, on m'a dit de faire attention à l'alimentation.",
    "hx.surgical": "On m'a enlevé l'appendice à 12 ans, c'est tout.",
    "hx.hospitalizations": "Seulement pour mes deux accouchements et pour l'appendicite quand j'étais petite.",
    "hx.family": [
      "Ma mère a un problème de thyroïde, elle prend un comprimé tous les matins depuis des années. Mon père a de la tension.",
      "Du côté de ma mère, il y a la thyroïde : elle est soignée pour ça depuis ses 50 ans. Mon père a de l'hypertension. Pas de cancer dans la famille, à ma connaissance.",
    ],
    "hx.hypertension": "Non, ma tension a toujours été normale.",
    "hx.diabetes": "Non, pas de diabète. La glycémie était normale à la prise de sang d'il y a deux ans.",
    "hx.dyslipidemia":
      "Le cholestérol était un peu limite il y a deux ans, mais on ne m'a pas donné de traitement, juste des conseils.",
    "hx.allergies": "Pas d'allergie connue.",
    "hx.vaccines": "Je suis à jour, j'ai fait le rappel il y a quelques années avec l'école.",
    "tx.current": [
      "Je ne prends aucun médicament. Juste du paracétamol de temps en temps pour un mal de tête, rarement.",
      "Aucun traitement régulier. Pas de somnifères, pas d'antidépresseurs, rien.",
    ],
    "tx.adherence": "Je ne prends pas de traitement régulier, donc pas de souci de ce côté-là.",
    "life.tobacco": "Je ne fume pas, je n'ai jamais fumé.",
    "life.alcohol": [
      "Un verre de vin le samedi soir, pas plus. Et ces temps-ci je n'en ai même pas envie.",
      "Très peu, un verre le week-end au repas. Jamais en semaine.",
    ],
    "life.drugs": "Non, jamais.",
    "life.physical_activity":
      "Je faisais de la zumba une fois par semaine et je marchais beaucoup. J'ai tout arrêté il y a deux mois, je n'avais plus la force.",
    "life.diet":
      "Je mange équilibré, je cuisine à la maison, je ne suis pas au régime, je ne suis pas végétarienne. Je mange même moins qu'avant.",
    "life.travel": "Non, pas de voyage. Les vacances de la Toussaint et de Noël, on est restés à la maison.",
    "life.animals": "On a un chat, depuis des années.",
    "life.sexual": "Avec mon mari ça va, même si j'ai moins envie en ce moment, je suis trop fatiguée.",
    "life.exposure": "Non, rien de particulier, je travaille en école. Pas de produits toxiques.",
    "life.contacts":
      "Les enfants de ma classe ont les rhumes habituels de l'hiver, mais personne autour de moi n'a une fatigue comme la mienne.",
    "pt.ideas": [
      "Je me suis dit que c'était le travail, ou peut-être le début de la ménopause, à mon âge… Je ne sais pas trop.",
      "Au début je pensais au surmenage. Mais là, avec les kilos et le froid, je me dis qu'il y a peut-être autre chose.",
    ],
    "pt.concerns": [
      "J'ai peur que ce soit quelque chose de grave. Une collègue a eu un cancer et ça avait commencé par une grosse fatigue.",
      "Ce qui m'inquiète, c'est qu'on me dise que c'est dans ma tête, alors que je sens bien que mon corps ne va pas.",
    ],
    "pt.expectations":
      "J'aimerais comprendre ce que j'ai, faire une prise de sang peut-être, et surtout retrouver de l'énergie pour ma classe et mes enfants.",
    "pt.impact": [
      "C'est dur au travail : je finis la journée épuisée, je corrige les cahiers à moitié endormie. Le week-end je ne fais plus rien avec mes enfants.",
      "J'ai arrêté la zumba, je ne vois plus mes amies, je me couche à 21 heures. J'ai même pensé à demander un arrêt, mais je n'ose pas.",
    ],
    "pain.location":
      "Je n'ai pas vraiment de douleur. Parfois des crampes dans les mollets et des courbatures, mais rien de précis.",
    "sx.joint":
      "Des courbatures, des crampes dans les mollets la nuit parfois, mais mes articulations ne sont pas gonflées.",
    "sx.neuro":
      "Pas de faiblesse ni de paralysie. Parfois des fourmis dans les doigts la nuit, et je me sens lente dans ma tête, j'oublie des choses.",
    "sx.edema": "Les chevilles, non. Par contre j'ai souvent les paupières un peu gonflées le matin.",
    "sx.dyspnea":
      "Je suis un peu plus essoufflée dans les escaliers de l'école, mais je pensais que c'était à cause des kilos. Au repos, non.",
    "sx.orthopnea": "Non, je dors à plat sans problème, un seul oreiller.",
    "sx.palpitations": "Non, je ne sens pas mon cœur taper, au contraire j'ai l'impression que tout est au ralenti.",
    "sx.chest_pain": "Non, aucune douleur dans la poitrine.",
    "sx.cough": "Non, je ne tousse pas.",
    "sx.syncope": "Non, je n'ai jamais fait de malaise, pas de perte de connaissance.",
    "sx.dizziness": "Non, pas de vertiges, même quand je me lève vite.",
    "sx.headache": "Quelques maux de tête en fin de journée de classe, comme tout le monde, rien de nouveau.",
    "sx.nausea_vomiting": "Non, pas de nausées, pas de vomissements.",
    "sx.abdominal_pain": "Non, pas mal au ventre. Un peu ballonnée avec la constipation, c'est tout.",
    "sx.gi_bleeding": "Non, je n'ai jamais vu de sang dans les selles, et elles ne sont pas noires.",
    "sx.urinary": "Non, rien de ce côté-là. Je n'urine pas plus que d'habitude et je n'ai pas particulièrement soif.",
    "sx.bleeding":
      "Pas de saignement de nez ni des gencives, pas de bleus. Seulement les règles qui sont plus abondantes.",
    "sx.cold_intolerance": [
      "Oui, je suis devenue très frileuse. Je garde mon gilet en classe quand les collègues sont en tee-shirt, et j'ai les mains et les pieds glacés. Ça ne me ressemble pas.",
      "J'ai tout le temps froid, depuis l'automne. Je monte le chauffage à la maison et mon mari se plaint qu'il fait trop chaud. Avant, c'était plutôt moi qui avais chaud.",
    ],
    "sx.hair_loss": [
      "Oui, je perds mes cheveux : j'en retrouve plein dans la brosse et sur l'oreiller. Ils sont devenus fins et secs. Et mes ongles cassent tout le temps.",
      "Mes cheveux tombent beaucoup depuis quelques mois, ma queue de cheval est deux fois moins épaisse. Mes ongles sont devenus cassants aussi.",
    ],
    "sx.snoring":
      "Mon mari dit que je ronfle un peu depuis quelque temps, mais il n'a jamais remarqué que j'arrêtais de respirer. Je m'endors devant la télé le soir, mais jamais au volant.",
    "sx.polyuria_polydipsia": "Non, je n'ai pas plus soif que d'habitude, et je n'urine pas plus.",
    "sx.calf_pain":
      "J'ai parfois des crampes dans les mollets la nuit, des deux côtés. Mais je n'ai jamais eu un mollet gonflé ni rouge.",
    "sx.jaundice": "Non, pas de jaunisse. Les urines et les selles ont une couleur normale.",
    "sx.neck_stiffness": "Non, pas de raideur dans la nuque. La lumière ne me gêne pas.",
    "sx.seizure": "Non, jamais.",
    "gyn.heavy_periods": [
      "Oui, depuis quelques mois mes règles sont beaucoup plus abondantes : elles durent sept jours au lieu de cinq, je change de protection toutes les deux heures les premiers jours, avec des caillots. Je ne saigne pas entre les règles.",
      "Elles sont devenues très fortes, avec des caillots, et plus longues qu'avant, une semaine entière. En dehors des règles, je ne saigne pas.",
    ],
    "life.last_meal":
      "À midi, à la cantine avec mes élèves : une salade et un peu de poisson. Puis un thé vers 16 heures, c'est tout.",
    "hx.regular_doctor":
      "C'est vous, docteur ! Mais je ne viens presque jamais. La dernière fois, c'était il y a deux ans, pour la prise de sang.",
  },
  announcementReaction: [
    "Ah… Et ça se soigne ? C'est grave ?",
    "Donc ce n'est pas dans ma tête… Ça me soulage, presque. Je vais retrouver mon énergie ?",
    "Est-ce que je vais devoir m'arrêter de travailler ? Je ne veux pas laisser ma classe en plein milieu de l'année.",
  ],
  unscriptedDefault: [
    "Non, pas du tout.",
    "Non, je n'ai pas remarqué ça.",
    "Non, je ne crois pas. En tout cas, rien qui m'ait frappée.",
  ],
  examResults: {
    "pression-arterielle":
      "Pression artérielle 125/80 mmHg au bras droit et 124/78 mmHg au bras gauche, mesurée au repos en position assise.",
    "hypotension-orthostatique":
      "Après 5 minutes en décubitus : 124/80 mmHg et 56 bpm ; debout : 122/80 mmHg et 60 bpm à 1 minute, 122/78 mmHg et 62 bpm à 3 minutes, sans symptôme : pas d'hypotension orthostatique.",
    "frequence-cardiaque": "Fréquence cardiaque 58 battements par minute, pouls régulier.",
    temperature: "Température 36,4 °C, mesurée par voie tympanique.",
    "poids-taille-imc": "Poids 68 kg (63 kg en septembre selon la patiente), taille 1,65 m, soit un IMC de 25,0 kg/m².",
    "etat-general":
      "Patiente lasse, au faciès un peu bouffi (paupières infiltrées), au débit verbal légèrement ralenti ; pas d'amaigrissement, prise de poids récente ; autonome.",
    "conscience-comportement":
      "Vigilance normale, contact adapté, discours cohérent mais un peu lent ; patiente lasse, sans agitation ni somnolence.",
    "inspection-cutanee":
      "Peau sèche et rugueuse, finement squameuse aux jambes et aux coudes, froide au toucher ; pas d'éruption ni de lésion élémentaire.",
    "examen-phaneres":
      "Cheveux fins, secs et clairsemés de façon diffuse, sans plaque d'alopécie ; ongles fins et cassants ; pas d'hirsutisme.",
    "signes-hypothyroidie":
      "Bradycardie à 58/min ; peau sèche, épaissie et froide ; infiltration discrète des paupières ; cheveux fins et secs, ongles cassants ; réflexes achilléens à décontraction lente.",
    "signes-hyperthyroidie":
      "Pas de tachycardie (58/min), pas de tremblement des extrémités, mains sèches et froides, pas de rétraction palpébrale ni d'exophtalmie, pas d'amyotrophie proximale.",
    "reflexes-osteotendineux":
      "Réflexes ostéotendineux présents et symétriques ; réflexes achilléens à décontraction lente des deux côtés ; pas de clonus.",
  },
  diagnosis: {
    options: [
      "Hypothyroïdie",
      "Dépression",
      "Anémie ferriprive",
      "Syndrome d'apnées du sommeil",
      "Insuffisance surrénalienne",
      "Diabète",
    ],
    correct: "Hypothyroïdie",
  },
  grid: [
    {
      id: "accueil",
      name: "Salue la patiente et se présente",
      explanation: "Se présenter installe la relation de confiance dès le début de la consultation.",
      evidence: { type: "act", labels: ["act.greeting"], mentions: [SELF_INTRODUCTION] },
    },
    {
      id: "debut-evolution",
      name: "Précise le mode de début et l'évolution de l'asthénie",
      explanation:
        "Une asthénie récente, progressive et qui s'aggrave oriente vers une cause organique plutôt que fonctionnelle.",
      evidence: { type: "asked", labels: ["hdm.onset", "hdm.evolution"], match: "all" },
    },
    {
      id: "retentissement",
      name: "Évalue le retentissement sur la vie quotidienne et professionnelle",
      explanation: "Le retentissement mesure la sévérité de l'asthénie et guide l'arrêt de travail éventuel.",
      evidence: { type: "asked", labels: ["pt.impact"] },
    },
    {
      id: "signes-generaux",
      name: "Recherche les signes généraux (poids, appétit, fièvre)",
      explanation:
        "Une prise de poids malgré un appétit diminué et l'absence de fièvre orientent vers un hypométabolisme et écartent une cause infectieuse ou néoplasique.",
      evidence: { type: "asked", labels: ["sx.weight", "sx.appetite", "sx.fever"], match: "all" },
    },
    {
      id: "signes-hypometabolisme",
      name: "Recherche des signes d'hypothyroïdie (transit, peau et phanères)",
      explanation:
        "Constipation, peau sèche et chute des cheveux sont des signes d'hypométabolisme qui orientent vers la thyroïde.",
      evidence: { type: "asked", labels: ["sx.bowel", ["sx.skin", "sx.hair_loss"]], match: "all" },
    },
    {
      id: "humeur",
      name: "Évalue l'humeur et recherche des idées suicidaires",
      explanation: "La dépression est la première cause d'asthénie et le risque suicidaire doit toujours être évalué.",
      evidence: { type: "asked", labels: ["sx.mood"], mentions: [SUICIDAL_IDEATION] },
    },
    {
      id: "sommeil",
      name: "Explore le sommeil (durée, ronflements, apnées)",
      explanation: "Les troubles du sommeil, dont le syndrome d'apnées, sont une cause fréquente d'asthénie.",
      evidence: { type: "asked", labels: ["sx.sleep", "sx.snoring"] },
    },
    {
      id: "gyneco",
      name: "Interroge sur les règles et la possibilité d'une grossesse",
      explanation:
        "Des ménorragies exposent à une carence martiale et font partie du tableau d'hypothyroïdie ; la grossesse doit être éliminée chez une femme en âge de procréer.",
      evidence: { type: "asked", labels: ["gyn.lmp", "gyn.pregnancy"], match: "all" },
    },
    {
      id: "antecedents-familiaux",
      name: "Recherche les antécédents familiaux",
      explanation: "Une pathologie thyroïdienne chez la mère renforce l'hypothèse d'une thyroïdite auto-immune.",
      evidence: { type: "asked", labels: ["hx.family"] },
    },
    {
      id: "traitements-toxiques",
      name: "Recherche les traitements en cours et la consommation d'alcool",
      explanation: "Médicaments et alcool sont des causes d'asthénie à ne pas oublier.",
      evidence: { type: "asked", labels: ["tx.current", "life.alcohol"], match: "all" },
    },
    {
      id: "vecu-patiente",
      name: "Explore les représentations, les inquiétudes ou les attentes de la patiente",
      explanation:
        "Connaître la crainte de la patiente (une maladie grave, ne pas être crue) permet de la rassurer de façon ciblée.",
      evidence: { type: "asked", labels: ["pt.ideas", "pt.concerns", "pt.expectations"] },
    },
    {
      id: "empathie",
      name: "Fait preuve d'empathie",
      explanation: "Reconnaître la plainte de la patiente la rassure sur le fait d'être prise au sérieux.",
      evidence: { type: "act", labels: ["act.empathy"] },
    },
    {
      id: "synthese",
      name: "Résume les éléments recueillis",
      explanation: "La synthèse vérifie la compréhension mutuelle et structure la conclusion.",
      evidence: { type: "act", labels: ["act.summary"] },
    },
    {
      id: "hypothese-expliquee",
      name: "Annonce l'hypothèse d'une hypothyroïdie en termes compréhensibles",
      explanation:
        "Asthénie, prise de poids, frilosité, constipation, peau sèche et antécédent maternel orientent vers une hypothyroïdie.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "hypothyroidie",
            label: "Hypothyroïdie",
            synonyms: [
              "hypothyroïdie",
              "hypothyroidie",
              "hypothyroïdien",
              "hypothyroidien",
              "hypo thyroïdie",
              "hypo thyroidie",
              "thyroïde qui fonctionne au ralenti",
              "thyroide qui fonctionne au ralenti",
              "thyroïde fonctionne au ralenti",
              "thyroide fonctionne au ralenti",
              "thyroïde ne fonctionne pas assez",
              "thyroide ne fonctionne pas assez",
              "thyroïde qui tourne au ralenti",
              "thyroide qui tourne au ralenti",
              "manque d'hormones thyroïdiennes",
              "manque d'hormones thyroidiennes",
              "manque d'hormone thyroïdienne",
              "manque d'hormone thyroidienne",
              "pas assez d'hormones thyroïdiennes",
              "pas assez d'hormones thyroidiennes",
              "thyroïdite",
              "thyroidite",
              "hashimoto",
              "problème de thyroïde",
              "probleme de thyroide",
              "problème de la thyroïde",
              "probleme de la thyroide",
            ],
          },
        ],
      },
    },
    {
      id: "bilan-premiere-intention",
      name: "Propose un bilan biologique orienté : TSH, NFS et ferritine",
      explanation:
        "La TSH seule explore la thyroïde en première intention (T4 libre ensuite si anormale) ; NFS et ferritine recherchent une anémie par carence martiale liée aux règles abondantes.",
      evidence: {
        type: "stated",
        match: "all",
        concepts: [
          {
            id: "tsh",
            label: "Dosage de la TSH",
            synonyms: [
              "tsh",
              "tshus",
              "tsh us",
              "thyréostimuline",
              "thyreostimuline",
              "hormone thyréostimulante",
              "hormone thyreostimulante",
              "bilan thyroïdien",
              "bilan thyroidien",
              "bilan de la thyroïde",
              "bilan de la thyroide",
              "dosage thyroïdien",
              "dosage thyroidien",
              "hormone de la thyroïde",
              "hormone de la thyroide",
              "hormones de la thyroïde",
              "hormones de la thyroide",
            ],
          },
          {
            id: "nfs",
            label: "Numération formule sanguine",
            synonyms: [
              "nfs",
              "numération formule sanguine",
              "numeration formule sanguine",
              "numération sanguine",
              "numeration sanguine",
              "hémogramme",
              "hemogramme",
              "numération globulaire",
              "numeration globulaire",
              "globules rouges",
              "recherche d'anémie",
              "recherche d'anemie",
              "recherche une anémie",
              "recherche une anemie",
              "anémie",
              "anemie",
              "hémoglobine",
              "hemoglobine",
            ],
          },
          {
            id: "ferritine",
            label: "Ferritine",
            synonyms: [
              "ferritine",
              "ferritinémie",
              "ferritinemie",
              "bilan martial",
              "réserves en fer",
              "reserves en fer",
              "stock de fer",
              "stocks de fer",
              "réserve de fer",
              "reserve de fer",
              "dosage du fer",
              "taux de fer",
              "carence en fer",
              "manque de fer",
            ],
          },
        ],
      },
    },
    {
      id: "suivi-reassurance",
      name: "Propose un suivi et rassure la patiente",
      explanation:
        "Programmer une consultation pour les résultats et rassurer sur une cause fréquente et bien traitée répond à l'inquiétude exprimée.",
      evidence: {
        type: "stated",
        match: "all",
        concepts: [
          {
            id: "suivi",
            label: "Consultation de suivi",
            synonyms: [
              "revoir",
              "on se revoit",
              "se revoir",
              "revenir me voir",
              "reviendrez me voir",
              "revenez me voir",
              "reconsulter",
              "nouvelle consultation",
              "consultation de suivi",
              "prochaine consultation",
              "prochain rendez-vous",
              "prochain rendez vous",
              "rendez-vous",
              "rendez vous",
              "rdv",
              "avec les résultats",
              "avec les resultats",
              "suivi",
              "réévaluation",
              "reevaluation",
            ],
          },
          {
            id: "reassurance",
            label: "Réassurance",
            synonyms: [
              "rassurer",
              "rassurante",
              "rassurant",
              "rassurez-vous",
              "rassurez vous",
              "pas grave",
              "pas de gravité",
              "pas de gravite",
              "pas inquiétant",
              "pas inquietant",
              "ne vous inquiétez pas",
              "ne vous inquietez pas",
              "se soigne bien",
              "ça se soigne",
              "ca se soigne",
              "se traite bien",
              "ça se traite",
              "ca se traite",
              "traitement simple",
              "traitement efficace",
              "fréquent",
              "frequent",
              "pas dans votre tête",
              "pas dans votre tete",
              "je vous crois",
            ],
          },
        ],
      },
    },
    {
      id: "comprehension-questions",
      name: "Vérifie la compréhension et propose à la patiente de poser ses questions",
      explanation: "S'assurer que la patiente a compris le plan et répondre à ses questions favorise son adhésion.",
      evidence: { type: "act", labels: ["act.check_understanding", "act.invite_questions"] },
    },
    {
      id: "diagnostic",
      name: "Retient le diagnostic d'hypothyroïdie",
      explanation:
        "Le faisceau d'arguments cliniques et l'antécédent familial font de l'hypothyroïdie (probablement auto-immune) le diagnostic le plus probable.",
      evidence: { type: "diagnosis" },
    },
  ],
  sources: [
    "HAS, Hypothyroïdies frustes chez l'adulte : diagnostic et prise en charge (recommandation de bonne pratique, 2007).",
    "Collège des enseignants d'endocrinologie, diabète et maladies métaboliques (CEEDMM), référentiel : hypothyroïdie.",
  ],
  sheetId: 21,
};
