import type { ClinicalCaseInput } from "../schema";
import { SELF_INTRODUCTION } from "../shared-concepts";

export const station004: ClinicalCaseInput = {
  id: "station-004",
  sdd: { number: 36, title: "Douleur de la région lombaire" },
  categoryId: "urology",
  modeId: "interrogation",
  rewardXp: 80,
  beta: true,
  patient: {
    firstName: "Karim",
    lastName: "Benali",
    age: 32,
    sex: "M",
    persona:
      "Chauffeur-livreur pour une entreprise de colis, il passe ses journées dans sa camionnette et boit très peu pour éviter de devoir s'arrêter. Il vit en couple, sans enfant, et joue au foot le dimanche. D'habitude dur au mal, il est arrivé aux urgences plié en deux.",
    speakingStyle:
      "Phrases courtes, familières, souvent coupées par la douleur (« attendez… ça reprend »). Vocabulaire simple, aucun terme médical, répond franchement.",
    emotionalState:
      "Très algique et agité, il ne tient pas en place ; inquiet que ce soit grave et impatient d'être soulagé.",
  },
  situation: "Un homme de 32 ans consulte aux urgences pour une douleur lombaire droite brutale et très intense.",
  instructions:
    "Vous êtes interne aux urgences. Menez l'interrogatoire de ce patient. Annoncez-lui votre hypothèse diagnostique principale. Expliquez-lui la prise en charge immédiate, les examens prévus et les signes qui doivent le faire reconsulter. Vous n'avez pas à examiner le patient.",
  context:
    "M. Karim Benali, 32 ans, se présente aux urgences à 9 h 15 pour une douleur du bas du dos à droite. Constantes à l'accueil : PA 145/85 mmHg, FC 98/min, température 37,1 °C, SpO2 99 % en air ambiant, EVA 9/10. L'infirmière d'accueil vous signale qu'il n'arrive pas à rester assis.",
  opening:
    "Docteur, j'ai super mal dans le bas du dos, à droite… Ça m'a pris d'un coup ce matin, je n'ai jamais eu aussi mal.",
  script: {
    "id.name": "Karim Benali.",
    "id.age": "32 ans. Né le 14 juin 1993.",
    "id.job": [
      "Je suis chauffeur-livreur, je fais des tournées de colis toute la journée dans ma camionnette.",
      "Livreur. Je conduis toute la journée, je monte des colis dans les étages.",
    ],
    "id.living": "J'habite avec ma copine, en appartement. Pas d'enfant.",
    motif: [
      "J'ai une douleur horrible dans le bas du dos à droite, depuis ce matin. C'est insupportable.",
      "Mal au dos, à droite, mais pas comme un tour de reins… c'est beaucoup plus fort, ça me tord.",
    ],
    "hdm.onset": [
      "Ça a commencé d'un coup vers 7 heures, il y a deux heures à peu près. D'une seconde à l'autre.",
      "C'est venu brutalement ce matin vers 7 heures, pas petit à petit : d'un coup, très fort.",
    ],
    "hdm.circumstances": [
      "J'étais au volant de ma camionnette, je commençais ma tournée. Je n'avais rien porté de lourd, je ne suis pas tombé.",
      "Rien de spécial, j'étais assis en train de conduire. Pas d'effort, pas de choc, pas de faux mouvement.",
    ],
    "hdm.evolution":
      "Ça ne s'arrange pas du tout. Par moments ça monte encore plus fort, puis ça redescend un peu, mais ça ne part jamais.",
    "hdm.previous_episodes": [
      "Oui, il y a trois ans, j'ai eu une crise un peu pareille, du même côté. On m'avait fait une perfusion aux urgences et ça s'était calmé en quelques heures.",
      "Une fois, il y a trois ans. Le médecin m'avait parlé du rein et m'avait donné une ordonnance pour une radio et une prise de sang, mais je ne les ai jamais faites.",
    ],
    "hdm.consultations":
      "Ce matin, non, je suis venu directement. Il y a trois ans je suis passé aux urgences, mais je n'ai jamais fait les examens qu'on m'avait demandés après.",
    "tx.self_medication": [
      "J'ai pris deux Doliprane vers 7 h 30, des 500. Ça n'a rien fait du tout.",
      "Juste du paracétamol ce matin, deux comprimés. Aucun effet.",
    ],
    "pain.location": [
      "Là, dans le bas du dos à droite, sur le côté, juste sous les côtes.",
      "À droite, dans le creux des reins sur le côté. Pas au milieu de la colonne.",
    ],
    "pain.radiation": [
      "Ça descend par devant, vers l'aine à droite, et jusque dans la bourse, le testicule droit.",
      "Oui, ça file vers le bas, dans le pli de l'aine droite et jusqu'au testicule du même côté.",
    ],
    "pain.character": "Comme si on me tordait quelque chose à l'intérieur, ou un coup de couteau qui ne s'arrête pas.",
    "pain.intensity": [
      "9 sur 10, facile. Je n'ai jamais eu aussi mal, même quand je me suis cassé le poignet.",
      "C'est au moins 9 sur 10. Par moments 10.",
    ],
    "pain.timing":
      "Depuis deux heures, en continu, avec des vagues où ça devient encore pire pendant quelques minutes.",
    "pain.aggravating":
      "Rien de particulier. Bouger ou pas, respirer fort, ça ne change rien, c'est pareil tout le temps.",
    "pain.relieving": [
      "Rien ne me soulage. Assis, debout, couché, plié en deux… aucune position ne marche, je ne tiens pas en place.",
      "Aucune position ne calme, je tourne en rond depuis deux heures. Même le Doliprane n'a rien fait.",
    ],
    "sx.nausea_vomiting": [
      "Oui, j'ai envie de vomir, et j'ai vomi deux fois dans la salle d'attente.",
      "J'ai la nausée depuis le début et j'ai vomi deux fois, juste de la bile.",
    ],
    "sx.urinary": [
      "J'ai tout le temps envie d'uriner, mais il ne sort pas grand-chose à chaque fois. Ça ne brûle pas. Du sang, je n'en ai pas vu, mais je n'ai pas trop regardé.",
      "Oui, des envies pressantes, je suis allé trois fois aux toilettes depuis ce matin, pour pas grand-chose. Pas de brûlure. J'arrive quand même à uriner.",
    ],
    "sx.fever": [
      "Non, pas de fièvre, pas de frissons. Je transpire un peu avec la douleur, c'est tout.",
      "Je ne crois pas, je ne me sens pas fiévreux, je n'ai pas eu de frissons.",
    ],
    "sx.abdominal_pain":
      "Le ventre, non, c'est vraiment dans le dos et sur le côté, ça descend vers l'aine. Pas au milieu du ventre ni en bas à droite.",
    "sx.bowel": "Normal. Je suis allé à la selle hier soir, pas de diarrhée.",
    "sx.gi_bleeding": "Non, pas de sang.",
    "sx.chest_pain": "Non, rien dans la poitrine. Et rien entre les omoplates non plus.",
    "sx.dyspnea": "Non, je respire bien. C'est juste la douleur qui me coupe le souffle par moments.",
    "sx.syncope": "Non, je ne suis pas tombé dans les pommes.",
    "sx.dizziness": "Non, pas de vertiges.",
    "sx.headache": "Non, pas mal à la tête.",
    "sx.neuro": "Non, pas de fourmis dans les jambes, pas de faiblesse. Je marche normalement, c'est juste la douleur.",
    "sx.skin": "Non, rien sur la peau, pas de boutons.",
    "sx.weight": "Non, mon poids est stable.",
    "sx.appetite": "D'habitude je mange bien. Là, avec les nausées, je ne peux rien avaler.",
    "sx.fatigue": "Non, avant ce matin j'étais en pleine forme.",
    "sx.night_sweats": "Non, jamais.",
    "sx.joint": "Non, pas de douleur dans les articulations.",
    "sx.palpitations": "Mon cœur bat vite à cause de la douleur, mais sinon non.",
    "sx.edema": "Non, rien de gonflé aux jambes.",
    "sx.sleep": "Je dormais bien, la douleur a commencé après le réveil.",
    "sx.mood": "Ça va le moral, à part là, je suis un peu paniqué avec cette douleur.",
    "hx.medical": [
      "Pas de maladie. À part la crise d'il y a trois ans. Pas d'ulcère, pas d'asthme, pas de problème de reins connu.",
      "Rien de particulier, je suis en bonne santé. Juste cette crise il y a trois ans.",
    ],
    "hx.surgical": "Jamais opéré. Juste un plâtre au poignet à 20 ans, après une chute au foot.",
    "hx.hospitalizations": "Jamais hospitalisé. Juste les urgences il y a trois ans, et je suis ressorti le soir même.",
    "hx.family": [
      "Mon père a eu des problèmes de calculs aux reins, il a eu des crises plusieurs fois. Ma mère a du diabète.",
      "Mon père a eu plusieurs fois des crises de douleur aux reins, on lui a trouvé des calculs je crois. Sinon ma mère a du diabète.",
    ],
    "hx.hypertension": "Non, pas de tension. Enfin, on ne me l'a jamais dit.",
    "hx.diabetes": "Non, moi je n'ai pas de diabète. C'est ma mère qui en a.",
    "hx.dyslipidemia": "Pas que je sache, je n'ai jamais fait de prise de sang pour ça.",
    "hx.allergies": [
      "Aucune allergie connue, ni aux médicaments ni à rien.",
      "Non, pas d'allergie. J'ai déjà pris de l'ibuprofène pour le foot sans souci.",
    ],
    "hx.vaccines": "Je crois que je suis à jour, le tétanos je l'ai fait il y a quelques années.",
    "tx.current": "Je ne prends aucun traitement. Juste les deux Doliprane de ce matin.",
    "tx.adherence": "Je n'ai pas de traitement au long cours.",
    "life.tobacco": "Je fume, une dizaine de cigarettes par jour, depuis mes 18 ans.",
    "life.alcohol": "Quelques bières le week-end avec les copains, pas en semaine.",
    "life.drugs": "Non, pas de drogue.",
    "life.physical_activity": "Je joue au foot le dimanche avec des amis. Et je monte pas mal d'escaliers au boulot.",
    "life.diet": [
      "Je ne bois presque pas d'eau, peut-être deux verres par jour, plus un café et un soda. Dans le camion je ne bois pas pour ne pas devoir m'arrêter aux toilettes.",
      "Je mange souvent sur le pouce, sandwichs, kebab, c'est assez salé. Et je bois très peu, surtout de l'eau, presque rien dans la journée.",
    ],
    "life.travel": "Non, pas de voyage récent.",
    "life.animals": "Pas d'animaux.",
    "life.sexual":
      "J'ai une copine depuis quatre ans, pas d'autre partenaire. Pas d'écoulement, pas de brûlure. Le testicule n'est pas gonflé, c'est la douleur qui descend jusque-là.",
    "life.exposure": "Je suis dans le camion toute la journée, il y fait très chaud l'été. Pas de produits toxiques.",
    "life.contacts": "Non, personne de malade autour de moi.",
    "pt.ideas":
      "Au début j'ai cru que c'était le dos, mais ce n'est pas pareil qu'un tour de reins. Ça ressemble à la crise d'il y a trois ans, en pire.",
    "pt.concerns": [
      "J'ai peur que ce soit grave, je n'ai jamais eu mal comme ça. Et que ça descende jusqu'au testicule, ça me fait flipper.",
      "Je m'inquiète : est-ce que je vais devoir être opéré ? Et mon travail, je ne peux pas conduire comme ça.",
    ],
    "pt.expectations":
      "Qu'on me soulage vite, s'il vous plaît. Et comprendre ce que j'ai pour que ça ne recommence pas.",
    "pt.impact":
      "J'ai dû arrêter ma tournée et appeler mon chef. Je ne peux pas conduire, je ne peux rien faire avec cette douleur.",
    "sx.cold_intolerance": "Non, rien de ça. J'ai ni plus froid ni plus chaud que d'habitude.",
    "sx.hair_loss": "Non, mes cheveux ça va.",
    "sx.snoring": "Ma copine dit que je ronfle un peu quand j'ai bu. Sinon non, et je suis pas fatigué la journée.",
    "sx.polyuria_polydipsia":
      "Non, au contraire, je bois presque rien… Là j'ai tout le temps envie d'uriner, mais il sort pas grand-chose.",
    "sx.calf_pain": "Non, les jambes ça va. C'est vraiment le dos, et ça descend vers l'aine.",
    "sx.jaundice": "Non, pas jaune. Mes urines sont toujours un peu foncées parce que je bois pas assez, c'est tout.",
    "sx.neck_stiffness": "Non, le cou ça va.",
    "sx.seizure": "Non, jamais.",
    "life.last_meal":
      "Hier soir vers 21 heures, un kebab. Ce matin juste un café avant de partir, j'ai rien mangé. Depuis, rien… j'arrive même pas à boire, je vomis.",
    "hx.regular_doctor":
      "J'en ai un sur le papier, le docteur Mercier, mais j'y vais jamais. La dernière fois, c'était pour un certificat de foot, il y a deux ans.",
  },
  announcementReaction: [
    "C'est grave ? Il va falloir m'opérer ?",
    "D'accord… mais vous pouvez me donner un truc contre la douleur, là, maintenant ? Attendez… ça reprend.",
    "Et mon boulot ? Je vais pouvoir reprendre la camionnette quand ?",
  ],
  unscriptedDefault: [
    "Non, pas du tout.",
    "Non, je n'ai pas remarqué ça.",
    "Non… je ne crois pas. Là, je sens surtout la douleur.",
  ],
  examResults: {
    "pression-arterielle":
      "Pression artérielle 145/85 mmHg au bras droit et 143/84 mmHg au bras gauche, mesurée en position assise, patient algique.",
    "hypotension-orthostatique":
      "Non réalisable de façon fiable : patient agité par la douleur ; PA 145/85 mmHg et FC 98/min en position assise.",
    "frequence-cardiaque": "Fréquence cardiaque 98 battements par minute, pouls régulier.",
    "saturation-oxygene": "SpO2 99 % en air ambiant, avec un signal de pouls de bonne qualité sur l'oxymètre.",
    temperature: "Température 37,1 °C, mesurée par voie tympanique.",
    "evaluation-douleur":
      "Douleur lombaire droite cotée à 9/10 sur l'échelle visuelle analogique, avec des paroxysmes à 10/10, sans position antalgique.",
    "etat-general":
      "Patient très algique, agité, qui ne tient pas en place ; état général conservé, pas d'amaigrissement.",
    "conscience-comportement":
      "Vigilance normale, contact adapté, discours cohérent ; patient agité par la douleur, qui change sans cesse de position, coopérant.",
    "perfusion-peripherique":
      "Extrémités chaudes et bien perfusées, temps de recoloration cutanée inférieur à 3 secondes, pas de marbrures ; sueurs liées à la douleur.",
    "fosses-lombaires":
      "Fosse lombaire droite sensible, ébranlement lombaire droit douloureux, pas de contact lombaire ; fosse lombaire gauche libre et indolore.",
    "bandelette-urinaire":
      "Bandelette urinaire : sang ++ ; pas de leucocytes, de nitrites, de protéines, de glucose ni de corps cétoniques.",
  },
  diagnosis: {
    options: [
      "Colique néphrétique",
      "Pyélonéphrite aiguë",
      "Lombalgie commune",
      "Appendicite",
      "Dissection aortique",
      "Torsion testiculaire",
    ],
    correct: "Colique néphrétique",
  },
  grid: [
    {
      id: "accueil",
      name: "Salue le patient et se présente",
      explanation: "Se présenter établit la relation, même face à un patient très douloureux.",
      evidence: { type: "act", labels: ["act.greeting"], mentions: [SELF_INTRODUCTION] },
    },
    {
      id: "siege-irradiation",
      name: "Précise le siège et l'irradiation de la douleur",
      explanation:
        "Une douleur lombaire unilatérale irradiant vers l'aine et les organes génitaux externes est typique d'une colique néphrétique.",
      evidence: { type: "asked", labels: ["pain.location", "pain.radiation"], match: "all" },
    },
    {
      id: "debut-circonstances",
      name: "Précise le mode de début et les circonstances de survenue",
      explanation:
        "Un début brutal, sans effort ni traumatisme, écarte une lombalgie commune et évoque une cause viscérale.",
      evidence: { type: "asked", labels: ["hdm.onset", "hdm.circumstances"], match: "all" },
    },
    {
      id: "intensite-position",
      name: "Évalue l'intensité de la douleur et recherche une position antalgique",
      explanation:
        "Une douleur intense sans position antalgique (patient agité) est caractéristique de la colique néphrétique et guide l'antalgie.",
      evidence: { type: "asked", labels: ["pain.intensity", "pain.relieving"], match: "all" },
    },
    {
      id: "signes-digestifs",
      name: "Recherche des nausées ou vomissements",
      explanation: "Les signes digestifs réflexes accompagnent souvent la colique néphrétique et gênent la voie orale.",
      evidence: { type: "asked", labels: ["sx.nausea_vomiting"] },
    },
    {
      id: "signes-urinaires",
      name: "Recherche des signes urinaires (brûlures, pollakiurie, hématurie)",
      explanation:
        "Les signes irritatifs vésicaux évoquent un calcul de l'uretère distal et orientent l'analyse d'urine.",
      evidence: { type: "asked", labels: ["sx.urinary"] },
    },
    {
      id: "fievre",
      name: "Recherche une fièvre ou des frissons",
      explanation:
        "Une fièvre ferait craindre une pyélonéphrite obstructive, colique néphrétique compliquée nécessitant un drainage en urgence.",
      evidence: { type: "asked", labels: ["sx.fever"] },
    },
    {
      id: "episodes-anterieurs",
      name: "Recherche des épisodes similaires antérieurs",
      explanation: "Un antécédent de crise identique oriente vers une maladie lithiasique récidivante.",
      evidence: { type: "asked", labels: ["hdm.previous_episodes"] },
    },
    {
      id: "antecedents-allergies",
      name: "Recherche les antécédents et les allergies (contre-indications aux AINS)",
      explanation:
        "Ulcère, insuffisance rénale, rein unique ou allergie contre-indiqueraient les anti-inflammatoires, traitement de référence.",
      evidence: { type: "asked", labels: ["hx.medical", "hx.allergies"], match: "all" },
    },
    {
      id: "traitements-automedication",
      name: "Recherche les traitements en cours ou déjà pris ce jour",
      explanation: "Savoir ce qui a déjà été pris évite un surdosage et adapte le palier antalgique.",
      evidence: { type: "asked", labels: ["tx.current", "tx.self_medication"] },
    },
    {
      id: "facteurs-favorisants",
      name: "Recherche les facteurs favorisants (apports hydriques, alimentation)",
      explanation: "Des apports hydriques insuffisants favorisent la lithiase et sont la première cible de prévention.",
      evidence: { type: "asked", labels: ["life.diet"] },
    },
    {
      id: "empathie",
      name: "Reconnaît la douleur du patient et le rassure",
      explanation: "Prendre en compte la douleur et l'angoisse du patient fait partie de la prise en charge.",
      evidence: { type: "act", labels: ["act.empathy"] },
    },
    {
      id: "hypothese",
      name: "Annonce l'hypothèse de colique néphrétique en termes compréhensibles",
      explanation:
        "Douleur lombaire brutale sans position antalgique, irradiation inguino-testiculaire et antécédent similaire orientent vers une colique néphrétique.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "colique-nephretique",
            label: "Colique néphrétique",
            synonyms: [
              "colique néphrétique",
              "colique nephretique",
              "coliques néphrétiques",
              "coliques nephretiques",
              "calcul",
              "calculs",
              "lithiase",
              "lithiases",
              "caillou",
              "cailloux",
              "pierre dans le rein",
              "pierre au rein",
              "petite pierre",
              "obstruction de l'uretère",
              "obstruction de l'uretere",
              "uretère bouché",
              "uretere bouche",
            ],
          },
        ],
      },
    },
    {
      id: "antalgie",
      name: "Propose un traitement antalgique, par anti-inflammatoire en l'absence de contre-indication",
      explanation:
        "Les AINS sont le traitement de référence de la colique néphrétique, associés si besoin à d'autres antalgiques (paracétamol, morphine).",
      evidence: {
        type: "stated",
        match: "all",
        concepts: [
          {
            id: "ains",
            label: "Anti-inflammatoire non stéroïdien",
            synonyms: [
              "anti-inflammatoire",
              "anti-inflammatoires",
              "anti inflammatoire",
              "anti inflammatoires",
              "antiinflammatoire",
              "ains",
              "kétoprofène",
              "ketoprofene",
              "profénid",
              "profenid",
              "diclofénac",
              "diclofenac",
              "ibuprofène",
              "ibuprofene",
            ],
          },
          {
            id: "antalgique",
            label: "Antalgiques",
            synonyms: [
              "antalgique",
              "antalgiques",
              "antalgie",
              "antidouleur",
              "anti-douleur",
              "anti douleur",
              "médicament contre la douleur",
              "medicament contre la douleur",
              "calmer la douleur",
              "calmer votre douleur",
              "soulager la douleur",
              "soulager votre douleur",
              "vous soulager",
              "paracétamol",
              "paracetamol",
              "morphine",
              "morphinique",
              "titration",
            ],
          },
        ],
      },
    },
    {
      id: "examens",
      name: "Propose une bandelette urinaire, une créatinine et une imagerie",
      explanation:
        "La bandelette recherche hématurie et infection, la créatinine vérifie la fonction rénale (AINS, injection) et l'imagerie (scanner sans injection ou échographie) confirme l'obstacle.",
      evidence: {
        type: "stated",
        match: "all",
        concepts: [
          {
            id: "bandelette-urinaire",
            label: "Bandelette urinaire",
            synonyms: [
              "bandelette urinaire",
              "bandelette",
              "analyse d'urine",
              "analyse d'urines",
              "analyse des urines",
              "test urinaire",
              "ecbu",
              "examen des urines",
            ],
          },
          {
            id: "creatinine",
            label: "Créatininémie",
            synonyms: [
              "créatinine",
              "creatinine",
              "créatininémie",
              "creatininemie",
              "créat",
              "creat",
              "fonction rénale",
              "fonction renale",
              "bilan rénal",
              "bilan renal",
              "débit de filtration",
              "debit de filtration",
              "dfg",
            ],
          },
          {
            id: "imagerie",
            label: "Imagerie (scanner sans injection ou échographie)",
            synonyms: [
              "scanner",
              "scanner abdomino-pelvien",
              "scanner abdominopelvien",
              "scanner sans injection",
              "uroscanner",
              "uro-scanner",
              "tdm",
              "tomodensitométrie",
              "tomodensitometrie",
              "échographie",
              "echographie",
              "écho",
              "echo",
              "imagerie",
            ],
          },
        ],
      },
    },
    {
      id: "signes-alerte",
      name: "Explique les signes qui doivent faire reconsulter en urgence",
      explanation:
        "Fièvre, anurie ou douleur non calmée signent une colique néphrétique compliquée qui impose un avis urologique et un drainage en urgence.",
      evidence: {
        type: "stated",
        match: "all",
        concepts: [
          {
            id: "fievre-alerte",
            label: "Fièvre",
            synonyms: ["fièvre", "fievre", "température", "temperature", "frissons", "fébrile", "febrile"],
          },
          {
            id: "anurie",
            label: "Anurie",
            synonyms: [
              "anurie",
              "n'urinez plus",
              "ne plus uriner",
              "plus uriner",
              "ne pouvez plus uriner",
              "arrêtez d'uriner",
              "arretez d'uriner",
              "plus d'urine",
              "pas d'urine",
              "n'arrivez plus à uriner",
              "n'arrivez plus a uriner",
              "arrêt des urines",
              "arret des urines",
            ],
          },
          {
            id: "douleur-non-calmee",
            label: "Douleur non calmée",
            synonyms: [
              "douleur non calmée",
              "douleur non calmee",
              "douleur non soulagée",
              "douleur non soulagee",
              "douleur ne passe pas",
              "douleur qui ne passe pas",
              "douleur ne se calme pas",
              "douleur qui ne se calme pas",
              "douleur persiste",
              "douleur persistante",
              "douleur résistante",
              "douleur resistante",
              "douleur revient",
              "douleur reprend",
              "pas soulagé",
              "pas soulage",
              "toujours mal",
              "si vous avez encore mal",
            ],
          },
        ],
      },
    },
    {
      id: "comprehension-questions",
      name: "Vérifie la compréhension et propose au patient de poser ses questions",
      explanation:
        "S'assurer que le patient a compris le plan et les signes d'alerte conditionne sa sécurité au retour.",
      evidence: { type: "act", labels: ["act.check_understanding", "act.invite_questions"] },
    },
    {
      id: "diagnostic",
      name: "Retient le diagnostic de colique néphrétique",
      explanation:
        "Le tableau typique sans fièvre chez un patient déshydraté avec antécédent personnel et familial est celui d'une colique néphrétique simple.",
      evidence: { type: "diagnosis" },
    },
  ],
  sources: [
    "8e conférence de consensus SFMU/AFU : prise en charge des coliques néphrétiques de l'adulte dans les services d'accueil et d'urgences (2008).",
    "Collège français des urologues (CFU), référentiel d'urologie : lithiase urinaire et colique néphrétique.",
  ],
  sheetId: 36,
};
