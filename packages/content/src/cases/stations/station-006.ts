import type { ClinicalCaseInput } from "../schema";
import { SELF_INTRODUCTION } from "../shared-concepts";

export const station006: ClinicalCaseInput = {
  id: "station-006",
  sdd: { number: 67, title: "Douleurs articulaires" },
  categoryId: "rheumatology",
  modeId: "clinical_exam",
  rewardXp: 80,
  beta: true,
  patient: {
    firstName: "Alain",
    lastName: "Roussel",
    age: 56,
    sex: "M",
    persona:
      "Chef de rayon dans un supermarché, marié, deux enfants adultes, bon vivant. Il est traité depuis trois mois pour de la tension par un comprimé contenant un diurétique. Hier soir, il a fêté ses trente ans de mariage au restaurant.",
    speakingStyle:
      "Parle vite, familier et imagé (« comme si on m'enfonçait un clou »), grimace et se crispe dès qu'on approche de son pied.",
    emotionalState: "Très algique, impatient, un peu inquiet d'avoir « attrapé une infection » ; reste poli.",
  },
  situation:
    "Un homme de 56 ans consulte aux urgences pour un gros orteil droit rouge, gonflé et très douloureux depuis la nuit.",
  instructions:
    "Vous êtes interne aux urgences. Réalisez l'examen clinique orienté de M. Roussel en choisissant les examens pertinents dans le catalogue. Vous pouvez poser quelques questions ciblées au patient. Annoncez au patient votre hypothèse diagnostique, l'examen complémentaire clé et le traitement que vous proposez. Indiquez enfin le diagnostic le plus probable.",
  context:
    "M. Alain Roussel, 56 ans, hypertendu traité, se présente aux urgences à 8 heures du matin. Il a été réveillé vers 3 heures par une douleur intense du gros orteil droit, au lendemain d'un repas de fête. Les données d'observation générale sont affichées dans l'onglet des données statiques.",
  script: {
    "id.name": "Roussel, Alain. Né le 2 juin 1969.",
    "id.age": "56 ans.",
    "id.job": "Je suis chef de rayon dans un supermarché, je suis debout toute la journée.",
    "id.living": "Je vis avec ma femme, en appartement. Les enfants sont partis.",
    motif: [
      "C'est mon gros orteil, docteur. Il est rouge, tout gonflé, et j'ai un mal de chien depuis cette nuit.",
      "Mon gros orteil droit ! J'ai tellement mal que je ne supporte même pas le drap dessus.",
    ],
    "hdm.onset":
      "Ça m'a réveillé vers 3 heures du matin, d'un coup. En une heure ou deux c'était devenu insupportable.",
    "hdm.circumstances": [
      "Hier soir on fêtait nos trente ans de mariage au restaurant : fruits de mer, foie gras, une bonne côte de bœuf… et pas mal de vin, du champagne aussi.",
      "Je ne me suis pas cogné, rien. Juste un gros repas de fête hier soir, bien arrosé.",
    ],
    "hdm.evolution": "Ça ne fait qu'empirer depuis cette nuit. Et ça devient de plus en plus rouge.",
    "hdm.previous_episodes":
      "Non, c'est la première fois. Jamais eu mal aux articulations comme ça, ni au pied ni ailleurs.",
    "hdm.consultations": "Non, je suis venu directement ici ce matin, ma femme m'a conduit.",
    "tx.self_medication":
      "J'ai pris deux comprimés de paracétamol vers 4 heures, ça n'a rien fait du tout. J'ai mis un peu de glace, je n'ai pas supporté.",
    "pain.location": "Là, à la base du gros orteil droit, l'articulation. Le reste du pied va bien.",
    "pain.radiation": "Ça reste là, ça ne monte pas dans la jambe. Juste un peu sur le dessus du pied.",
    "pain.character": "Comme si on m'enfonçait un clou, ou que ça brûlait de l'intérieur. Ça lance.",
    "pain.intensity": "Neuf sur dix, au moins. Le pire mal que j'aie jamais eu.",
    "pain.timing": "C'est permanent depuis cette nuit, ça ne lâche pas, même au repos.",
    "pain.aggravating": "Le moindre contact, le drap, la chaussette… Et poser le pied par terre, c'est l'enfer.",
    "pain.relieving": "Rien ne me soulage. Le pied à l'air, sans bouger, c'est un tout petit peu mieux.",
    "sx.fever": [
      "J'ai eu un peu chaud cette nuit, mais pas de vrais frissons. Je n'ai pas pris ma température.",
      "Des frissons, non. Peut-être un peu chaud, mais j'étais surtout réveillé par la douleur.",
    ],
    "sx.joint":
      "Non, il n'y a que cet orteil. Les genoux, les chevilles, les mains, tout va bien. Pas de raideur le matin.",
    "sx.skin":
      "Juste la rougeur autour de l'orteil. Pas de plaie, pas d'ampoule, pas de champignon entre les orteils. Rien d'autre sur la peau.",
    "sx.urinary":
      "Non, rien de ce côté-là : pas de brûlures, pas d'écoulement. Je n'ai jamais eu de calcul dans les reins.",
    "sx.bowel": "Non, pas de diarrhée ces derniers temps.",
    "sx.fatigue": "Je suis crevé parce que je n'ai pas dormi, c'est tout.",
    "sx.weight": "Toujours un peu enveloppé, pas de changement.",
    "hx.medical":
      "La tension, depuis trois mois. Mon médecin m'a dit aussi que j'avais un peu de cholestérol et un foie un peu gras. C'est tout.",
    "hx.surgical": "On m'a enlevé l'appendice quand j'étais gamin. Pas d'opération du pied.",
    "hx.hypertension": "Oui, on me l'a découverte il y a trois mois, 16 ou 17. Mon médecin m'a mis un comprimé.",
    "hx.diabetes": "Non, pas de diabète, la prise de sang était bonne de ce côté-là.",
    "hx.dyslipidemia":
      "Un peu de cholestérol, mais je n'ai pas de traitement, juste faire attention à ce que je mange.",
    "hx.family": "Mon père avait de la goutte, je crois, il prenait des cachets pour ça. Ma mère, la tension.",
    "hx.allergies": "Aucune allergie connue.",
    "tx.current": [
      "Un seul comprimé le matin pour la tension : du valsartan avec de l'hydrochlorothiazide, c'est marqué sur la boîte. Depuis trois mois.",
      "Juste mon cachet pour la tension, un mélange avec un diurétique dedans, que je prends depuis trois mois.",
    ],
    "tx.adherence": "Je le prends tous les matins, ma femme y veille.",
    "life.tobacco": "J'ai arrêté il y a dix ans. Avant, un paquet par jour pendant vingt ans.",
    "life.alcohol": [
      "Deux ou trois bières le soir en rentrant du travail, du vin le week-end. Hier soir, beaucoup plus que d'habitude.",
      "Je ne suis pas un alcoolique, hein ! Mais deux, trois bières par jour, oui. Et hier soir, c'était la fête.",
    ],
    "life.diet":
      "Je mange bien, trop bien même : viande rouge, charcuterie, fruits de mer quand on peut. Et des sodas au travail.",
    "life.physical_activity": "Pas grand-chose à part le boulot, je suis debout toute la journée.",
    "life.sexual": "Je suis marié depuis trente ans, fidèle, pas d'autre partenaire.",
    "life.travel": "Pas de voyage récent.",
    "pt.ideas": "Je me demande si je ne me suis pas fait une infection. Ou alors c'est ce que mon père avait ?",
    "pt.concerns": "J'ai peur que ce soit infecté et qu'on doive m'opérer. Et je dois reprendre le travail lundi.",
    "pt.expectations": "Qu'on me calme cette douleur, vite. Et savoir ce que j'ai.",
    "pt.impact": "Je n'ai pas pu mettre de chaussure, je suis venu en chausson. Je ne peux pas travailler comme ça.",
    "sx.appetite": "L'appétit ? Toujours bon, trop bon même ! Mais ce matin, avec cette douleur, je n'ai rien avalé.",
    "sx.sleep":
      "D'habitude je dors comme un bébé. Cette nuit, la douleur m'a réveillé vers 3 heures et je ne me suis pas rendormi.",
    "sx.mood": "Le moral, ça va, je suis plutôt bon vivant. Là, je suis surtout à bout à cause de la douleur.",
    "sx.edema": "Les chevilles, non. C'est juste le dessus du pied droit qui a gonflé, autour du gros orteil.",
    "sx.night_sweats": "Pas vraiment. J'ai eu un peu chaud cette nuit, c'est tout.",
    "hx.hospitalizations": "Juste pour l'appendicite, quand j'étais gamin. Sinon jamais.",
    "sx.cold_intolerance": "Non, rien de spécial de ce côté-là.",
    "sx.hair_loss": "Non, j'ai encore tous mes cheveux, c'est bien la seule chose qui ne bouge pas !",
    "sx.snoring":
      "Ma femme dit que je ronfle comme un tracteur, surtout quand j'ai bu. Des pauses, je ne sais pas. Dans la journée, je suis en forme.",
    "sx.polyuria_polydipsia":
      "J'urine un peu plus le matin depuis le cachet pour la tension, c'est normal je crois. Mais je n'ai pas plus soif que d'habitude.",
    "sx.calf_pain":
      "Non, le mollet va bien. C'est seulement l'orteil et un peu le dessus du pied. La jambe n'est ni rouge ni gonflée.",
    "sx.jaundice": "Non, je ne suis pas jaune. Le foie est un peu gras d'après mon médecin, mais c'est tout.",
    "sx.neck_stiffness": "Non, le cou ça va.",
    "sx.seizure": "Non, jamais.",
    "life.last_meal":
      "Le repas au restaurant hier soir, on a fini vers minuit. Ce matin, juste un café, je n'avais pas le cœur à manger.",
    "hx.regular_doctor":
      "Le docteur Vidal, depuis des années. C'est lui qui m'a trouvé la tension il y a trois mois et qui m'a donné le cachet.",
  },
  announcementReaction: [
    "C'est grave ? Ça va revenir, ce truc ?",
    "Et je pourrai reprendre le boulot lundi ? Je suis debout toute la journée, moi.",
    "D'accord… Mais vous allez me donner quelque chose pour la douleur ? Je n'en peux plus.",
  ],
  unscriptedDefault: ["Non, pas du tout.", "Non, je n'ai pas remarqué ça.", "Non, rien de ce genre."],
  diagnosis: {
    options: [
      "Crise de goutte",
      "Arthrite septique",
      "Chondrocalcinose articulaire",
      "Hallux valgus",
      "Érysipèle",
      "Fracture de fatigue",
    ],
    correct: "Crise de goutte",
  },
  staticBlock: {
    first_name: "Alain",
    last_name: "Roussel",
    age: "56 ans",
    sex: "Masculin",
    consultation_reason: "Douleur du gros orteil droit depuis la nuit",
    patient_position: "Assis sur le brancard, pied droit surélevé et découvert, sans drap",
    outfit: "Jean et pull, chausson au pied droit, chaussure au pied gauche",
    general_attitude: "Algique, crispé, retire le pied dès qu'on s'en approche",
    skin_colour: "Normale, légèrement rouge au visage",
    skin_aspect: "Rougeur luisante localisée à la base du gros orteil droit",
    visible_equipment: "Aucun",
    spontaneous_language: "Cohérent, parle vite, se plaint de la douleur",
    fever: "Fébricule",
  },
  examResults: {
    temperature: "Température 37,9 °C, mesurée par voie tympanique.",
    "pression-arterielle":
      "Pression artérielle 152/94 mmHg au bras droit et 150/92 mmHg au bras gauche, mesurée au repos en position assise.",
    "frequence-cardiaque": "Fréquence cardiaque 92 battements par minute, pouls régulier.",
    "poids-taille-imc": "Poids 94 kg, taille 1,76 m, soit un IMC de 30,3 kg/m² ; tour de taille 106 cm.",
    "evaluation-douleur":
      "Douleur du gros orteil droit cotée à 8/10 au repos et à 10/10 à l'effleurement ou à la mobilisation.",
    "etat-general":
      "État général conservé, patient algique au faciès crispé, qui protège son pied droit ; autonomie habituelle complète.",
    "morphologie-etat-nutritionnel":
      "Obésité modérée à prédominance abdominale, masses musculaires conservées, pas de signe de dénutrition.",
    "inspection-abdominale":
      "Abdomen globuleux, symétrique, mobile avec la respiration, cicatrice de McBurney ancienne, sans voussure.",
    "cheville-pied-inspection":
      "Tuméfaction de la 1re articulation métatarsophalangienne droite, érythème rouge violacé, peau tendue et luisante, œdème débordant sur le bord médial et le dos de l'avant-pied ; pas de plaie, pas d'hallux valgus, pas de tophus ; cheville, autres orteils et pied gauche normaux.",
    "cheville-pied-palpation":
      "Chaleur locale nette et douleur exquise de la 1re métatarsophalangienne droite au moindre effleurement, sans fluctuation ; malléoles, médio-pied, base du 5e métatarsien, os naviculaire, diaphyses métatarsiennes et tendon calcanéen indolores.",
    "cheville-pied-mobilite":
      "Mobilisation active et passive de la 1re métatarsophalangienne droite impossible tant elle est douloureuse ; cheville et médio-pied mobiles, symétriques et indolores.",
    "cheville-pied-regles-ottawa":
      "Appui possible avec quatre pas, en boitant sur le talon pour épargner l'avant-pied droit ; pas de douleur osseuse aux malléoles, à la base du 5e métatarsien ni à l'os naviculaire.",
    "inspection-cutanee":
      "En dehors de l'érythème localisé à la 1re métatarsophalangienne droite, sans extension vers la jambe, revêtement cutané normal ; pas de tophus aux pavillons des oreilles, aux coudes ni aux doigts, pas de psoriasis.",
    "examen-trophique-membres-inferieurs":
      "En dehors de la rougeur de l'avant-pied droit, membres inférieurs chauds et normalement colorés, pilosité conservée, pas de varice, pas de dermite ocre, pas d'ulcère.",
    "examen-pieds-diabetique":
      "Pas de plaie, d'hyperkératose ni de mycose ; avant-pied droit inflammatoire en regard de la 1re métatarsophalangienne ; monofilament perçu sur les trois sites de chaque pied, pouls pédieux et tibiaux postérieurs perçus.",
    "hanche-inspection":
      "Pas d'attitude vicieuse, membres inférieurs de longueur égale, pas d'amyotrophie ; boiterie d'esquive liée à la douleur de l'avant-pied droit.",
    "examen-de-la-marche":
      "Marche possible sans aide mais boiterie d'esquive : appui sur le talon droit sans déroulé du pas ; polygone de sustentation normal.",
    "rachis-marche-talons-pointes":
      "Marche sur les talons possible ; marche sur la pointe des pieds impossible à droite du fait de la douleur du gros orteil, sans déficit moteur.",
    "evaluation-risque-de-chute":
      "Timed Up and Go réalisé en 13 secondes, ralenti par la douleur du pied droit ; appui monopodal impossible sur le pied droit, tenu plus de 5 secondes à gauche.",
    "oedemes-membres-inferieurs":
      "Pas d'œdème déclive : signe du godet négatif aux chevilles et en prétibial, pas d'œdème des lombes ; tuméfaction inflammatoire localisée à l'avant-pied droit, autour de la 1re métatarsophalangienne.",
    "coloration-cutaneo-muqueuse":
      "Visage légèrement rouge (érythrose faciale) ; conjonctives normalement colorées, pas de pâleur, pas d'ictère, pas de cyanose.",
    "conscience-comportement":
      "Vigilance normale, contact adapté, discours cohérent et rapide ; patient algique, crispé et impatient, coopérant malgré la douleur.",
    "hypotension-orthostatique":
      "Après 5 minutes en décubitus : 154/94 mmHg et 90 bpm ; debout, en appui sur le pied gauche : 150/92 mmHg et 94 bpm à 1 minute, 150/90 mmHg et 94 bpm à 3 minutes, sans symptôme : pas d'hypotension orthostatique.",
    "hanche-signe-trendelenburg":
      "Appui monopodal impossible sur le pied droit du fait de la douleur de l'avant-pied ; en appui monopodal gauche, le bassin reste horizontal : pas de signe de Trendelenburg.",
    pallesthesie:
      "Diapason non appliqué sur le gros orteil droit (contact insupportable) ; vibrations perçues normalement et symétriquement aux malléoles, au gros orteil gauche et aux styloïdes radiales.",
    "sensibilite-proprioceptive":
      "Sens de position non testable au gros orteil droit, dont la mobilisation est impossible tant elle est douloureuse ; perçu sans erreur au gros orteil gauche et aux doigts.",
    "signes-hypercorticisme":
      "Obésité abdominale sans aspect cushingoïde : visage non arrondi, pas de comblement des creux sus-claviculaires ni de bosse de bison, pas de vergetures pourpres larges, pas d'amyotrophie proximale ni d'ecchymoses spontanées.",
    "sites-injection-insuline":
      "Pas de traitement injectable : aucun site d'injection ni trace de piqûre sur l'abdomen et les cuisses.",
  },
  relevantExams: [
    "cheville-pied-inspection",
    "cheville-pied-palpation",
    "cheville-pied-mobilite",
    "temperature",
    "porte-entree-cutanee",
    "inspection-cutanee",
    "genou-palpation",
    "evaluation-douleur",
  ],
  irrelevantExams: [
    "reflexes-osteotendineux",
    "sensibilite-superficielle",
    "oculomotricite",
    "score-de-glasgow",
    "rachis-signe-lasegue",
  ],
  grid: [
    {
      id: "salue-et-se-presente",
      name: "Salue le patient et se présente",
      explanation: "Se présenter (nom, fonction) installe la relation de confiance dès les premières secondes.",
      evidence: { type: "act", labels: ["act.greeting"], mentions: [SELF_INTRODUCTION] },
    },
    {
      id: "verifie-identite",
      name: "Vérifie l'identité du patient",
      explanation: "L'identitovigilance (nom, prénom, date de naissance) est exigée avant tout examen.",
      evidence: { type: "act", labels: ["act.identity_check"] },
    },
    {
      id: "annonce-examen",
      name: "Prévient le patient et demande son accord avant d'examiner le pied",
      explanation: "Le consentement est indispensable, d'autant que le moindre contact est très douloureux.",
      evidence: { type: "act", labels: ["act.announce_exam"] },
    },
    {
      id: "empathie-douleur",
      name: "Reconnaît la douleur du patient et le rassure",
      explanation: "La douleur est au premier plan : la reconnaître et promettre un antalgique renforce l'alliance.",
      evidence: { type: "act", labels: ["act.empathy"] },
    },
    {
      id: "recherche-facteur-declenchant",
      name: "Recherche un facteur déclenchant (repas, alcool)",
      explanation: "Un excès alimentaire et alcoolique la veille est un déclencheur classique de l'accès goutteux.",
      evidence: { type: "asked", labels: ["hdm.circumstances", "life.alcohol", "life.diet"], match: "any" },
    },
    {
      id: "recherche-traitements",
      name: "Recherche les traitements en cours (diurétique)",
      explanation: "Les diurétiques thiazidiques augmentent l'uricémie et favorisent la crise de goutte.",
      evidence: { type: "asked", labels: ["tx.current"] },
    },
    {
      id: "recherche-episodes-anterieurs",
      name: "Recherche des épisodes antérieurs",
      explanation:
        "Des crises antérieures ou des tophus témoigneraient d'une goutte chronique à traiter par hypo-uricémiant.",
      evidence: { type: "asked", labels: ["hdm.previous_episodes"] },
    },
    {
      id: "inspecte-le-pied",
      name: "Inspecte le pied et la 1re métatarsophalangienne",
      explanation:
        "L'inspection montre la tuméfaction rouge et luisante typique de la podagre et écarte un hallux valgus.",
      evidence: { type: "exam", examIds: ["cheville-pied-inspection"] },
    },
    {
      id: "palpe-le-pied",
      name: "Palpe le pied (chaleur, douleur élective de l'articulation)",
      explanation:
        "La chaleur et la douleur élective de l'articulation affirment l'arthrite ; l'absence de douleur osseuse écarte une fracture de fatigue.",
      evidence: { type: "exam", examIds: ["cheville-pied-palpation"] },
    },
    {
      id: "mobilise-articulation",
      name: "Évalue la mobilité de la 1re métatarsophalangienne et de la cheville",
      explanation:
        "La mobilisation très douloureuse de l'articulation signe l'atteinte articulaire et non périarticulaire.",
      evidence: { type: "exam", examIds: ["cheville-pied-mobilite"] },
    },
    {
      id: "prend-la-temperature",
      name: "Prend la température",
      explanation:
        "Une fièvre élevée ferait craindre une arthrite septique ; un fébricule est possible dans la goutte.",
      evidence: { type: "exam", examIds: ["temperature"] },
    },
    {
      id: "recherche-porte-entree",
      name: "Recherche une porte d'entrée cutanée",
      explanation: "Une plaie ou un intertrigo orienteraient vers une arthrite septique ou un érysipèle.",
      evidence: { type: "exam", examIds: ["porte-entree-cutanee"] },
    },
    {
      id: "examine-autres-articulations",
      name: "Examine les autres articulations",
      explanation: "Il faut préciser le caractère mono-articulaire de l'atteinte et rechercher d'autres arthrites.",
      evidence: {
        type: "exam",
        match: "any",
        examIds: [
          "genou-palpation",
          "genou-inspection",
          "genou-choc-rotulien",
          "poignet-main-inspection",
          "poignet-main-palpation",
          "coude-inspection",
          "coude-palpation",
        ],
      },
    },
    {
      id: "recherche-tophus",
      name: "Recherche des tophus et examine la peau",
      explanation:
        "Des tophus (oreilles, coudes, doigts) signeraient une goutte ancienne ; l'examen cutané écarte un érysipèle.",
      evidence: { type: "exam", examIds: ["inspection-cutanee"] },
    },
    {
      id: "annonce-hypothese",
      name: "Annonce au patient l'hypothèse d'une crise de goutte",
      explanation:
        "Le patient doit comprendre que des cristaux d'acide urique provoquent l'inflammation de son orteil.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "goutte",
            label: "Crise de goutte",
            synonyms: [
              "goutte",
              "crise de goutte",
              "acces goutteux",
              "accès goutteux",
              "arthrite goutteuse",
              "podagre",
              "arthrite microcristalline",
              "cristaux d'acide urique",
              "cristaux d acide urique",
              "cristaux d'urate",
              "urate de sodium",
            ],
          },
        ],
      },
    },
    {
      id: "propose-ponction",
      name: "Propose une ponction articulaire",
      explanation:
        "Toute mono-arthrite aiguë est septique jusqu'à preuve du contraire : la ponction recherche des cristaux et élimine une infection.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "ponction-articulaire",
            label: "Ponction articulaire",
            synonyms: [
              "piquer dans l'articulation",
              "retirer un peu de liquide",
              "retirer du liquide",
              "prélever du liquide",
              "prelever du liquide",
              "analyser le liquide",
              "ponction",
              "ponctionner",
              "ponction articulaire",
              "liquide articulaire",
              "liquide synovial",
              "analyse du liquide",
              "recherche de cristaux",
              "prelever le liquide",
              "prélever le liquide",
            ],
          },
        ],
      },
    },
    {
      id: "propose-traitement",
      name: "Propose un traitement de la crise (colchicine ou anti-inflammatoire)",
      explanation:
        "La colchicine à faible dose, débutée le plus tôt possible, est le traitement de première intention de l'accès goutteux.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "traitement-crise",
            label: "Colchicine, AINS ou corticoïde",
            synonyms: [
              "colchicine",
              "colchimax",
              "colchicine faible dose",
              "ains",
              "anti-inflammatoire",
              "anti inflammatoire",
              "antiinflammatoire",
              "corticoide",
              "corticoïde",
              "corticoides",
              "corticoïdes",
              "prednisone",
              "cortisone",
            ],
          },
        ],
      },
    },
    {
      id: "diagnostic-retenu",
      name: "Retient le diagnostic de crise de goutte",
      explanation:
        "Une mono-arthrite aiguë de la 1re métatarsophalangienne après un excès alimentaire, sous thiazidique, évoque un accès goutteux.",
      evidence: { type: "diagnosis" },
    },
  ],
  sources: [
    "Richette P et al. 2016 updated EULAR evidence-based recommendations for the management of gout. Ann Rheum Dis 2017;76:29-42.",
    "Pascart T et al. Recommandations de la Société française de rhumatologie pour la prise en charge de la goutte (2020).",
    "Collège français des enseignants en rhumatologie (COFER), référentiel : arthropathie microcristalline.",
  ],
  sheetId: 67,
};
