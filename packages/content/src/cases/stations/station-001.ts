import type { ClinicalCaseInput } from "../schema";
import { SELF_INTRODUCTION } from "../shared-concepts";

/** SDD 161 « Douleur thoracique » : syndrome coronarien aigu chez un homme de 58 ans à haut risque cardiovasculaire. */
export const station001: ClinicalCaseInput = {
  id: "station-001",
  sdd: { number: 161, title: "Douleur thoracique" },
  categoryId: "cardiology",
  modeId: "interrogation",
  rewardXp: 80,
  beta: true,
  patient: {
    firstName: "Michel",
    lastName: "Garnier",
    age: 58,
    sex: "M",
    persona:
      "Chef de chantier dans le bâtiment depuis plus de vingt ans, marié à Sylvie, deux enfants adultes partis de la maison. Homme robuste, habitué à « serrer les dents », qui consulte peu et minimise d'habitude ses symptômes. Fumeur depuis l'adolescence, il a arrêté de lui-même son traitement contre le cholestérol il y a un an. Son père est mort d'une crise cardiaque à 52 ans, ce qui l'inquiète beaucoup aujourd'hui.",
    speakingStyle:
      "Français familier et direct, phrases courtes, vocabulaire du chantier (« comme un étau », « un parpaing sur la poitrine »). Il ne connaît pas les termes médicaux et parle un peu par à-coups à cause de la douleur.",
    emotionalState:
      "Inquiet et tendu, en sueur, il essaie de faire bonne figure mais sa peur transparaît dès qu'on évoque le cœur ou son père.",
  },
  situation: "Un homme de 58 ans consulte aux urgences pour une douleur thoracique apparue il y a 45 minutes.",
  instructions:
    "Vous êtes interne aux urgences. Menez l'interrogatoire du patient. Annoncez-lui votre hypothèse diagnostique et la prise en charge immédiate. Rassurez le patient. Vous n'avez pas à examiner le patient.",
  context:
    "M. Michel Garnier, 58 ans, vient d'être installé en box par l'infirmière d'accueil pour une douleur thoracique. Constantes à l'arrivée : PA 158/92 mmHg aux deux bras, FC 94/min, FR 18/min, SpO2 97 % en air ambiant, température 36,8 °C. Le patient est pâle et en sueur.",
  opening:
    "Docteur, j'ai une douleur dans la poitrine qui me serre très fort depuis trois quarts d'heure, ça ne passe pas.",
  script: {
    "act.greeting": "Bonjour docteur… Excusez-moi, j'ai du mal à parler, ça me serre.",
    "act.identity_check": "Oui, c'est bien moi, Michel Garnier, 58 ans.",
    "act.empathy": "Merci… Ça me rassure un peu que vous soyez là, j'avoue que je ne suis pas fier.",
    "act.check_understanding":
      "Oui, je crois que j'ai compris : vous pensez que ça vient du cœur et vous allez faire des examens tout de suite, c'est ça ?",
    "act.invite_questions": [
      "Oui… Est-ce que c'est grave ? Est-ce que je vais devoir rester à l'hôpital ?",
      "Est-ce que quelqu'un peut prévenir ma femme ? Elle ne sait pas que je suis ici.",
    ],
    "id.name": "Garnier, Michel.",
    "id.age": "J'ai 58 ans.",
    "id.job":
      "Je suis chef de chantier dans le bâtiment, depuis plus de vingt ans. C'est physique, je porte encore pas mal de choses.",
    "id.living":
      "Je vis avec ma femme, Sylvie, dans une maison. Nos deux enfants sont grands, ils ont quitté la maison. Je me débrouille très bien tout seul.",
    motif: [
      "J'ai une douleur dans la poitrine qui serre très fort depuis trois quarts d'heure, et ça ne passe pas.",
      "C'est la poitrine, docteur. Ça m'écrase depuis tout à l'heure et ça ne veut pas partir.",
    ],
    "hdm.onset": [
      "Ça a commencé il y a trois quarts d'heure, vers deux heures de l'après-midi. Ça a monté en quelques minutes.",
      "Il y a trois quarts d'heure à peu près. Ça s'est installé en quelques minutes, et depuis ça ne me lâche plus.",
    ],
    "hdm.circumstances":
      "J'étais sur le chantier, je montais un escalier avec un sac de ciment sur l'épaule. J'ai dû m'arrêter, je me suis assis, mais même au repos ça n'est pas passé. Un collègue m'a amené ici en camionnette.",
    "hdm.evolution": "Ça ne bouge pas, c'est toujours aussi fort depuis le début, peut-être même un peu plus.",
    "hdm.previous_episodes": [
      "Depuis deux semaines à peu près, j'avais des petites gênes dans la poitrine quand je montais les escaliers ou que je portais du lourd. Ça passait en deux-trois minutes en m'arrêtant. Mais jamais aussi fort ni aussi longtemps.",
      "Oui, des petites alertes ces derniers temps, à l'effort, qui passaient au repos. Et ces derniers jours c'était plus souvent, même hier soir en portant les courses. Mais rien à voir avec aujourd'hui.",
    ],
    "hdm.consultations":
      "Non, je n'en ai parlé à personne, je pensais que c'était la fatigue ou l'âge. Je vois mon médecin traitant deux fois par an pour la tension, c'est tout.",
    "tx.self_medication":
      "J'ai pris un Doliprane dans la camionnette, ça n'a rien fait du tout. Je n'ai rien pris d'autre, pas d'aspirine.",
    "pain.location": [
      "Là, au milieu de la poitrine, derrière l'os. (il pose son poing fermé sur le sternum)",
      "En plein milieu, derrière l'os de la poitrine. Ça prend toute la largeur.",
    ],
    "pain.radiation": [
      "Ça descend dans le bras gauche, jusqu'au coude, et ça remonte dans la mâchoire. Dans le dos, non.",
      "Oui, dans le bras gauche et dans la mâchoire, comme une crampe. Pas dans le dos.",
    ],
    "pain.character": [
      "Ça serre, comme un étau. Comme si on m'avait posé un parpaing sur la poitrine.",
      "Ça m'écrase, ça serre. Ce n'est pas une brûlure ni un coup de couteau, c'est un poids énorme.",
    ],
    "pain.intensity": ["Je dirais 8 sur 10. Je n'ai jamais eu aussi mal.", "8, franchement. C'est dur à supporter."],
    "pain.timing":
      "C'est continu depuis trois quarts d'heure, ça ne s'arrête pas, il n'y a pas de moment où ça disparaît.",
    "pain.aggravating":
      "Rien de particulier… Quand je respire un grand coup, ça ne change rien. Quand je bouge ou que j'appuie sur la poitrine, non plus. Ça fait mal tout le temps pareil.",
    "pain.relieving":
      "Rien ne la calme. Je me suis assis, je me suis reposé, j'ai changé de position, ça n'a rien fait. Le Doliprane non plus.",
    "sx.fever":
      "Non, je n'ai pas de fièvre. Et je n'ai pas été malade ces dernières semaines, pas de grippe ni de rhume.",
    "sx.weight": "Je n'ai pas maigri, au contraire, j'ai pris du ventre. Je fais 95 kilos pour 1,75 mètre.",
    "sx.appetite": "L'appétit, ça va, je mange bien. Trop même, d'après ma femme.",
    "sx.fatigue":
      "Un peu plus fatigué ces dernières semaines, oui. J'ai mis ça sur le compte du boulot, on a des délais serrés.",
    "sx.night_sweats":
      "La nuit, non. Mais tout à l'heure, quand la douleur est arrivée, j'ai transpiré d'un coup, j'étais trempé. Et là encore, regardez.",
    "sx.dyspnea": [
      "Je suis un peu essoufflé depuis que ça a commencé, j'ai l'impression de manquer d'air. Mais j'arrive à parler.",
      "Un peu, oui, j'ai le souffle court depuis la douleur. Avant, à part dans les escaliers, ça allait.",
    ],
    "sx.orthopnea": "Non, je dors avec un seul oreiller, je ne suis pas essoufflé quand je suis allongé.",
    "sx.cough": "Non, je ne tousse pas plus que d'habitude. Un peu le matin, avec la cigarette, mais rien de nouveau.",
    "sx.hemoptysis": "Non, je n'ai jamais craché de sang.",
    "sx.chest_pain": "Oui, c'est ça qui m'amène : ça serre fort au milieu de la poitrine, ça ne me lâche pas.",
    "sx.palpitations":
      "Non, je ne sens pas mon cœur s'emballer ni battre de travers. Il bat peut-être un peu fort, c'est tout.",
    "sx.syncope": "Non, je ne suis pas tombé, je n'ai pas perdu connaissance.",
    "sx.edema": "Non, je n'ai pas les jambes gonflées, et pas mal aux mollets.",
    "sx.nausea_vomiting": "Oui, j'ai eu envie de vomir au début, j'ai eu un haut-le-cœur, mais je n'ai pas vomi.",
    "sx.abdominal_pain": "Non, pas mal au ventre. C'est vraiment la poitrine.",
    "sx.bowel": "Non, de ce côté-là tout est normal.",
    "sx.gi_bleeding": "Non, rien de tout ça, pas de sang, pas de selles noires.",
    "sx.urinary": "Non. Je me lève une fois la nuit pour uriner, mais ça fait des années.",
    "sx.headache": "Non, pas mal à la tête.",
    "sx.neuro": "Non, je bouge bien les bras et les jambes, pas de fourmis, pas de problème pour voir ou pour parler.",
    "sx.dizziness": "Non, la tête ne tourne pas.",
    "sx.skin": "Non, pas de boutons, rien sur la peau.",
    "sx.joint": "Un peu les genoux, avec le métier, mais rien de nouveau.",
    "sx.bleeding": "Non, je ne saigne pas du nez ni des gencives, je ne fais pas de bleus facilement.",
    "sx.sleep": "Je dors bien. Je ronfle, d'après ma femme, mais je ne me réveille pas fatigué.",
    "sx.mood": "Le moral, ça va. Un peu de stress au boulot avec les délais du chantier. Là, j'ai peur, je vous avoue.",
    "hx.medical": [
      "J'ai de la tension depuis une dizaine d'années, et du cholestérol. Sinon rien, jamais eu de problème de cœur.",
      "La tension et le cholestérol, c'est tout. On ne m'a jamais rien trouvé au cœur.",
    ],
    "hx.surgical": "On m'a opéré d'une hernie à l'aine il y a une quinzaine d'années. C'est tout.",
    "hx.family": [
      "Mon père est mort d'une crise cardiaque, il avait 52 ans. Ma mère a 82 ans, elle est diabétique. Mon frère aîné a eu des ressorts dans le cœur l'an dernier, à 60 ans.",
      "Du côté de mon père, c'est le cœur : il est parti d'une crise cardiaque à 52 ans. Et mon grand frère s'est fait poser des ressorts dans les artères l'année dernière.",
    ],
    "hx.hypertension":
      "Oui, depuis une dizaine d'années. Je prends un comprimé le matin. La dernière fois chez le médecin, elle était à 15, il m'a dit que ça allait à peu près.",
    "hx.diabetes":
      "Pas que je sache. Le médecin m'a dit une fois que le sucre était un peu limite, mais je n'ai pas de traitement.",
    "hx.dyslipidemia":
      "Oui, le cholestérol est trop haut. Le médecin m'avait donné un médicament, mais je l'ai arrêté il y a un an, ça me faisait mal dans les muscles.",
    "hx.hospitalizations": "Juste pour la hernie, deux jours. Jamais autrement.",
    "hx.allergies": "Non, pas d'allergie connue. L'aspirine, j'en ai déjà pris pour des maux de tête, sans problème.",
    "hx.vaccines": "Je crois que je suis à jour, le tétanos on le fait avec la médecine du travail.",
    "tx.current": [
      "Un comprimé pour la tension le matin, de l'amlodipine je crois. C'est tout, depuis que j'ai arrêté celui du cholestérol.",
      "Juste mon médicament pour la tension, l'amlodipine, un le matin. Pas d'aspirine, pas d'anticoagulant, rien d'autre.",
    ],
    "tx.adherence":
      "La tension, je le prends tous les jours, ma femme y veille. Le cholestérol, je l'ai arrêté de moi-même il y a un an, sans en parler au médecin.",
    "life.tobacco": [
      "Oui, je fume depuis l'âge de 17 ans, un paquet par jour. J'ai essayé d'arrêter deux fois, sans succès.",
      "Un paquet par jour, depuis mes 17 ans. Je sais, ce n'est pas bien.",
    ],
    "life.alcohol": "Une bière ou deux le soir, un peu plus le week-end avec les copains. Pas plus.",
    "life.drugs": "Non, jamais, ni cannabis ni rien d'autre.",
    "life.physical_activity":
      "Le sport, non. Je bouge sur le chantier, mais à la maison c'est plutôt canapé. Et ces derniers temps je laissais les gars porter à ma place.",
    "life.diet":
      "Le midi je mange sur le pouce, sandwich, frites… Le soir ma femme fait attention, mais je ne suis pas un modèle.",
    "life.travel":
      "Non, je n'ai pas voyagé, pas de long trajet en voiture ou en avion. Je n'ai pas été immobilisé non plus.",
    "life.animals": "On a un chien, un vieux labrador.",
    "life.sexual":
      "Je suis marié, rien de particulier… Et je ne prends pas de médicament pour ça, si c'est votre question.",
    "life.exposure":
      "Sur les chantiers, de la poussière, du ciment. Peut-être de l'amiante dans les vieux bâtiments quand j'étais jeune, on n'en parlait pas à l'époque.",
    "life.contacts": "Non, personne de malade autour de moi.",
    "pt.ideas":
      "Au début je me suis dit que je m'étais fait un claquage en portant le sac. Mais ça ne passe pas, et ça ne ressemble à rien de ce que je connais.",
    "pt.concerns": [
      "J'ai peur que ce soit le cœur, comme mon père. Il avait à peine moins que mon âge quand c'est arrivé.",
      "Ce qui me fait peur, c'est mon père. Il est parti comme ça, d'un coup.",
    ],
    "pt.expectations": "Que vous me soulagiez vite, et savoir ce que j'ai. Et qu'on prévienne ma femme.",
    "pt.impact":
      "Ces dernières semaines, j'ai dû lever le pied au boulot, je laissais les gars monter les charges à ma place. Aujourd'hui, je n'ai pas pu finir ma journée.",
    "sx.cold_intolerance":
      "Non, ni plus frileux ni plus chaud qu'avant. Là, je transpire, mais c'est depuis que la douleur a commencé.",
    "sx.hair_loss":
      "Les cheveux, ça fait belle lurette que je les perds, je suis dégarni depuis mes trente ans. Rien de nouveau.",
    "sx.snoring": [
      "Oui, je ronfle, ma femme s'en plaint assez ! Des pauses, elle ne m'en a jamais parlé. Dans la journée je ne m'endors pas, sauf devant la télé le soir.",
      "Je ronfle, ça oui, comme un marteau-piqueur d'après Sylvie. Mais je ne me réveille pas fatigué et je ne pique pas du nez au volant.",
    ],
    "sx.polyuria_polydipsia":
      "Non, je ne bois pas plus que d'habitude et je n'urine pas plus. Je me lève une fois la nuit, comme depuis des années.",
    "sx.calf_pain": "Non, pas mal aux mollets. Les jambes ne sont ni gonflées ni rouges.",
    "sx.jaundice": "Non, je ne suis pas jaune, et les urines sont normales.",
    "sx.neck_stiffness": "Non, le cou bouge bien. C'est juste la mâchoire qui serre, avec la douleur.",
    "sx.seizure": "Non, jamais de convulsions, jamais.",
    "life.last_meal": [
      "À midi et demi, sur le chantier : un sandwich jambon-beurre, des frites et un café. Depuis, rien, juste une gorgée d'eau pour le Doliprane.",
      "J'ai mangé vers midi et demi avec les gars, sandwich-frites. Rien depuis, à part un peu d'eau.",
    ],
    "hx.regular_doctor":
      "Le docteur Lambert, c'est mon médecin traitant depuis quinze ans. Je le vois deux fois par an pour la tension, c'est lui qui me renouvelle le comprimé.",
  },
  announcementReaction: [
    "C'est grave, docteur ? Mon père est parti comme ça, d'un coup…",
    "Je vais devoir rester à l'hôpital, c'est ça ? Il faut prévenir ma femme, elle ne sait rien.",
    "Et le chantier ? On a une livraison demain, je ne peux pas lâcher les gars comme ça…",
  ],
  unscriptedDefault: ["Non, pas du tout.", "Non, je n'ai pas remarqué ça.", "Non, rien de ce côté-là."],
  examResults: {
    "pression-arterielle":
      "Pression artérielle 158/92 mmHg au bras droit et 158/92 mmHg au bras gauche, mesurée au repos en position assise, sans asymétrie.",
    "hypotension-orthostatique":
      "Non réalisée : patient douloureux, maintenu au repos ; PA 158/92 mmHg et FC 94/min en position assise.",
    "frequence-cardiaque": "Fréquence cardiaque 94 battements par minute, pouls régulier.",
    "frequence-respiratoire": "Fréquence respiratoire 18 cycles par minute, respiration régulière.",
    "saturation-oxygene": "SpO2 97 % en air ambiant, avec un signal de pouls de bonne qualité sur l'oxymètre.",
    "poids-taille-imc": "Poids 95 kg, taille 1,75 m, soit un IMC de 31,0 kg/m².",
    "evaluation-douleur":
      "Douleur rétrosternale cotée à 8/10 sur l'échelle visuelle analogique, non modifiée par la respiration, la position ni la palpation.",
    "etat-general":
      "Patient pâle, en sueur et algique, anxieux ; pas d'amaigrissement ; autonomie habituelle complète.",
    "morphologie-etat-nutritionnel":
      "Obésité modérée à prédominance abdominale, masses musculaires conservées, pas de signe de dénutrition.",
    "conscience-comportement":
      "Vigilance normale, orienté, discours cohérent ; patient anxieux et tendu, qui parle par à-coups à cause de la douleur.",
    "coloration-cutaneo-muqueuse":
      "Pâleur cutanée du visage ; conjonctives normalement colorées, pas d'ictère, pas de cyanose.",
    "perfusion-peripherique":
      "Sueurs profuses, peau moite ; extrémités tièdes, temps de recoloration cutanée inférieur à 3 secondes, pas de marbrures.",
    "signes-de-lutte-respiratoire":
      "Pas de tirage ni de balancement thoraco-abdominal, pas de battement des ailes du nez, pas de cyanose ; parole possible, hachée par la douleur.",
  },
  diagnosis: {
    options: [
      "Syndrome coronarien aigu",
      "Dissection aortique",
      "Embolie pulmonaire",
      "Péricardite aiguë",
      "Reflux gastro-œsophagien",
      "Douleur pariétale",
    ],
    correct: "Syndrome coronarien aigu",
  },
  grid: [
    {
      id: "presentation",
      name: "Se présente au patient (nom, fonction)",
      explanation: "Se présenter installe la relation de confiance, même dans l'urgence.",
      evidence: { type: "act", labels: ["act.greeting"], mentions: [SELF_INTRODUCTION] },
    },
    {
      id: "siege-type-douleur",
      name: "Précise le siège et le type de la douleur",
      explanation: "Une douleur rétrosternale constrictive est la douleur angineuse typique.",
      evidence: { type: "asked", labels: ["pain.location", "pain.character"], match: "all" },
    },
    {
      id: "irradiation",
      name: "Recherche une irradiation de la douleur",
      explanation:
        "L'irradiation au bras gauche et à la mâchoire oriente vers une origine coronarienne ; une irradiation dorsale ferait évoquer une dissection aortique.",
      evidence: { type: "asked", labels: ["pain.radiation"] },
    },
    {
      id: "debut-duree",
      name: "Précise le mode de début, les circonstances et la durée de la douleur",
      explanation:
        "Une douleur apparue à l'effort et persistant plus de 20 minutes au repos impose de suspecter un syndrome coronarien aigu.",
      evidence: { type: "asked", labels: ["hdm.onset", "hdm.circumstances", "pain.timing"] },
    },
    {
      id: "facteurs-modifiants",
      name: "Recherche les facteurs modifiant la douleur (respiration, position, palpation, repos)",
      explanation:
        "Une douleur non modifiée par la respiration, la position ou la palpation oriente contre une péricardite ou une douleur pariétale.",
      evidence: { type: "asked", labels: ["pain.aggravating", "pain.relieving"] },
    },
    {
      id: "signes-associes",
      name: "Recherche les signes associés (dyspnée, nausées, palpitations, malaise)",
      explanation: "Les signes associés (sueurs, nausées, dyspnée, syncope) orientent et témoignent de la gravité.",
      evidence: {
        type: "asked",
        labels: ["sx.dyspnea", "sx.nausea_vomiting", "sx.palpitations", "sx.syncope", "sx.night_sweats"],
      },
    },
    {
      id: "episodes-anterieurs",
      name: "Recherche des épisodes douloureux antérieurs (angor d'effort)",
      explanation:
        "Des douleurs d'effort récentes et de plus en plus fréquentes signent un angor crescendo précédant le syndrome coronarien aigu.",
      evidence: { type: "asked", labels: ["hdm.previous_episodes"] },
    },
    {
      id: "facteurs-risque-cv",
      name: "Recherche les facteurs de risque cardiovasculaire (tabac, HTA, diabète, dyslipidémie)",
      explanation:
        "Le terrain (tabagisme actif, HTA, dyslipidémie non traitée) rend le diagnostic de SCA très probable.",
      evidence: {
        type: "asked",
        labels: ["life.tobacco", "hx.hypertension", "hx.diabetes", "hx.dyslipidemia"],
        match: "all",
      },
    },
    {
      id: "heredite",
      name: "Recherche des antécédents familiaux cardiovasculaires",
      explanation: "Un infarctus chez le père avant 55 ans est une hérédité coronarienne précoce.",
      evidence: { type: "asked", labels: ["hx.family"] },
    },
    {
      id: "traitements",
      name: "Recherche les traitements en cours et leur observance",
      explanation:
        "Les traitements en cours (antiagrégant, anticoagulant) et l'arrêt de la statine comptent pour la prise en charge.",
      evidence: { type: "asked", labels: ["tx.current", "tx.adherence"] },
    },
    {
      id: "allergies",
      name: "Recherche des allergies médicamenteuses",
      explanation:
        "Une allergie à l'aspirine ou aux produits de contraste modifierait le traitement et la coronarographie.",
      evidence: { type: "asked", labels: ["hx.allergies"] },
    },
    {
      id: "empathie",
      name: "Rassure le patient et prend en compte son inquiétude",
      explanation:
        "Le patient est angoissé (son père est mort d'un infarctus) : la réassurance fait partie de la prise en charge.",
      evidence: { type: "act", labels: ["act.empathy"] },
    },
    {
      id: "annonce-hypothese",
      name: "Annonce au patient l'hypothèse d'une origine coronarienne (syndrome coronarien aigu)",
      explanation:
        "Le patient doit être informé, avec des mots simples, de l'hypothèse d'un problème d'artère du cœur et de l'urgence.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "hypothese-sca",
            label: "Syndrome coronarien aigu (artère du cœur qui se bouche)",
            synonyms: [
              "syndrome coronarien aigu",
              "syndrome coronarien",
              "syndrome coronaire",
              "sca",
              "infarctus",
              "infarctus du myocarde",
              "idm",
              "crise cardiaque",
              "attaque cardiaque",
              "artère du cœur",
              "artere du coeur",
              "artères du cœur",
              "arteres du coeur",
              "artère coronaire",
              "artere coronaire",
              "coronarien",
              "angine de poitrine",
              "angor",
              "problème cardiaque",
              "probleme cardiaque",
              "problème de cœur",
              "probleme de coeur",
              "cœur qui manque d'oxygène",
              "coeur qui manque d'oxygene",
            ],
          },
        ],
      },
    },
    {
      id: "annonce-ecg",
      name: "Annonce la réalisation immédiate d'un ECG (dans les 10 minutes)",
      explanation: "L'ECG 12 dérivations dans les 10 minutes est le premier examen devant toute douleur thoracique.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "ecg",
            label: "ECG",
            synonyms: [
              "ecg",
              "électrocardiogramme",
              "electrocardiogramme",
              "électrocardiographie",
              "electrocardiographie",
              "électro du cœur",
              "electro du coeur",
              "tracé du cœur",
              "trace du coeur",
              "tracé cardiaque",
              "trace cardiaque",
            ],
          },
        ],
      },
    },
    {
      id: "annonce-troponine",
      name: "Annonce un dosage de la troponine",
      explanation: "La troponine hypersensible, répétée, confirme ou élimine la nécrose myocardique.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "troponine",
            label: "Troponine",
            synonyms: [
              "troponine",
              "troponines",
              "troponine hypersensible",
              "tropo",
              "tnt",
              "tni",
              "hs-tn",
              "enzymes cardiaques",
              "enzyme cardiaque",
              "enzymes du cœur",
              "enzymes du coeur",
              "enzyme du cœur",
              "enzyme du coeur",
              "marqueurs cardiaques",
              "marqueur cardiaque",
              "prise de sang pour le cœur",
              "prise de sang pour le coeur",
            ],
          },
        ],
      },
    },
    {
      id: "surveillance-cardiologue",
      name: "Annonce la surveillance scopée et l'appel du cardiologue",
      explanation:
        "Le patient doit être monitoré (risque de trouble du rythme) et le cardiologue alerté sans délai pour une éventuelle coronarographie.",
      evidence: {
        type: "stated",
        match: "all",
        concepts: [
          {
            id: "monitoring",
            label: "Surveillance scopée",
            synonyms: [
              "scope",
              "scopé",
              "scoper",
              "monitoring",
              "monitorage",
              "monitoré",
              "monitore",
              "surveillance continue",
              "surveillance cardiaque",
              "surveiller votre cœur",
              "surveiller votre coeur",
              "sous surveillance",
              "électrodes",
              "electrodes",
            ],
          },
          {
            id: "cardiologue",
            label: "Appel du cardiologue",
            synonyms: [
              "cardiologue",
              "cardiologues",
              "cardio de garde",
              "cardiologie",
              "usic",
              "soins intensifs de cardiologie",
              "soins intensifs cardiologiques",
              "coronarographie",
              "coronaro",
            ],
          },
        ],
      },
    },
    {
      id: "comprehension",
      name: "Vérifie la compréhension du patient et l'invite à poser ses questions",
      explanation: "S'assurer que le patient a compris l'urgence favorise son adhésion aux soins.",
      evidence: { type: "act", labels: ["act.check_understanding", "act.invite_questions"] },
    },
    {
      id: "diagnostic",
      name: "Retient le diagnostic de syndrome coronarien aigu",
      explanation:
        "Douleur rétrosternale constrictive prolongée au repos, irradiant au bras gauche et à la mâchoire, avec sueurs, chez un fumeur hypertendu dyslipidémique.",
      evidence: { type: "diagnosis" },
    },
  ],
  sources: [
    "Byrne RA et al. 2023 ESC Guidelines for the management of acute coronary syndromes. Eur Heart J 2023;44:3720-3826.",
    "Collège National des Enseignants de Cardiologie (CNEC) et Société française de cardiologie, référentiel de cardiologie : syndromes coronariens aigus.",
  ],
  sheetId: 161,
};
