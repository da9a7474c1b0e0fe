import type { ClinicalCaseInput } from "../schema";

/**
 * SDD 121 « Déficit neurologique sensitif et/ou moteur » — urgence vitale : infarctus cérébral sylvien
 * droit (occlusion de M1) chez un homme de 67 ans, 75 kg, hémiplégie gauche, dysarthrie et paralysie
 * faciale apparues à 9 h 40, admis à 10 h 50 en salle d'accueil des urgences vitales. PA 205/110 mmHg.
 * Glycémie capillaire, NIHSS, IRM, contrôle tensionnel sous 185/110, thrombolyse IV, thrombectomie
 * (HAS 2009 et 2016, ESO 2021 et 2023, SFNV, CEN).
 */
export const station042: ClinicalCaseInput = {
  id: "station-042",
  sdd: { number: 121, title: "Déficit neurologique sensitif et/ou moteur" },
  categoryId: "neurology",
  modeId: "urgence",
  rewardXp: 100,
  beta: true,
  patient: {
    firstName: "Alain",
    lastName: "Morvan",
    age: 67,
    sex: "M",
    persona:
      "Retraité de la SNCF, 75 kg, hypertendu traité par amlodipine, fumeur à 40 paquets-années, sans anticoagulant ni antiagrégant. Ce matin à 9 h 40, au petit-déjeuner, il a lâché sa tasse, sa bouche s'est déviée et il n'arrivait plus à parler normalement ; sa femme a appelé le 15 aussitôt. Il est conscient, comprend tout, mais parle de façon pâteuse.",
    speakingStyle:
      "C'est l'infirmière, Nadia, qui répond : phrases courtes, précises, elle vouvoie l'interne et donne les faits transmis par le SAMU, par l'épouse ou lus dans le dossier.",
    emotionalState:
      "L'infirmière est concentrée et efficace ; le patient, conscient, est inquiet et frustré de ne pas arriver à bien parler ; son épouse attend dans le couloir.",
  },
  interlocutor: { name: "Nadia", role: "Infirmière de la salle d'accueil des urgences vitales" },
  situation:
    "Un homme de 67 ans est amené par le SAMU pour une faiblesse brutale du côté gauche et une parole difficile depuis ce matin.",
  instructions:
    "Vous êtes l'interne des urgences, le patient arrive en salle d'accueil des urgences vitales. Prenez-le en charge pendant 7 minutes. Le temps de la station est accéléré : chaque action du panneau est supposée faite dans des délais réels. Vos gestes et prescriptions se font dans le panneau d'actions, avec la dose et la voie quand elles sont demandées. Vous pouvez parler à l'infirmière dans la conversation. Indiquez votre diagnostic à la fin de la station.",
  context:
    "Salle d'accueil des urgences vitales, 10 h 50. M. Morvan, 67 ans, est amené par le SAMU : ce matin au petit-déjeuner, sa femme l'a vu lâcher sa tasse ; sa bouche s'est déviée et il parle mal depuis. Le régulateur a prévenu de son arrivée. Nadia, l'infirmière, l'installe : il est conscient, répond aux questions, le bras et la jambe gauches ne bougent presque plus et la parole est pâteuse. Premières constantes : FC 88/min, PA 205/110 mmHg, SpO2 96 % en air ambiant, FR 18/min, température 36,8 °C.",
  script: {
    motif: [
      "Il ne bouge presque plus le bras et la jambe gauches, la bouche est tordue et il parle de façon pâteuse.",
      "Faiblesse brutale de tout le côté gauche, visage compris, et une parole mal articulée depuis ce matin.",
    ],
    "hdm.onset": [
      "D'après sa femme, c'est arrivé d'un coup à 9 h 40 précises : elle regardait l'heure au four quand il a lâché sa tasse. Il était parfaitement bien juste avant.",
      "Début brutal à 9 h 40, avec un témoin, sa femme : il y a 1 h 10. Il était normal à 9 h 35, ils parlaient ensemble.",
    ],
    "hdm.circumstances": [
      "Il prenait son petit-déjeuner avec sa femme, assis, il n'avait fait aucun effort. Pas de chute, pas de coup sur la tête.",
      "Au petit-déjeuner, au calme. Il n'est pas tombé, il ne s'est pas cogné la tête.",
    ],
    "hdm.evolution": [
      "D'après le SAMU, c'est stable depuis le début, ni mieux ni pire : ça ne récupère pas.",
      "Rien n'a récupéré depuis 9 h 40, c'est resté pareil pendant le transport.",
    ],
    "hdm.previous_episodes":
      "Jamais rien de pareil, ni de faiblesse passagère d'un bras, ni de trouble de la vue ou de la parole qui serait passé tout seul.",
    "hdm.consultations": "Rien avant le SAMU : sa femme a appelé le 15 tout de suite, il n'a vu aucun médecin.",
    "tx.current": [
      "Amlodipine 5 mg le matin pour la tension, c'est tout. Pas d'anticoagulant, pas d'aspirine ni de Kardégic : sa femme a apporté l'ordonnance.",
      "Seulement de l'amlodipine. Aucun anticoagulant, aucun antiagrégant, c'est vérifié sur l'ordonnance.",
    ],
    "tx.adherence": "Il prend son amlodipine tous les matins, sa femme y veille. Il l'a prise à 8 heures.",
    "tx.self_medication": "Il n'a rien pris depuis, ni comprimé ni à boire, sa femme n'a rien osé lui donner.",
    "hx.medical": [
      "Hypertension depuis dix ans, et il fume. Pas d'AVC, pas d'infarctus, pas d'arythmie connue, pas d'ulcère ni de saignement.",
      "Hypertendu, fumeur. Jamais d'AVC ni de malaise passager, pas de trouble du rythme connu ; jamais d'hémorragie, pas de cancer, pas de maladie du foie d'après sa femme.",
    ],
    "hx.surgical":
      "Une hernie inguinale opérée en 2012, rien d'autre. Aucune opération, aucune ponction, aucune biopsie ces derniers mois.",
    "hx.hospitalizations": "Pas hospitalisé depuis sa hernie en 2012.",
    "hx.hypertension":
      "Oui, hypertendu depuis dix ans, sous amlodipine ; d'habitude il tourne à 14 de tension, dit sa femme.",
    "hx.diabetes": [
      "Il n'est pas diabétique. La glycémie capillaire, je la fais dès que vous la prescrivez et je vous donne le chiffre.",
      "Pas de diabète connu, aucun traitement pour le sucre sur l'ordonnance.",
    ],
    "hx.dyslipidemia": "Un peu de cholestérol d'après sa femme, mais pas de traitement.",
    "hx.family":
      "Son père est mort d'un infarctus à 70 ans, et son frère aîné a fait « une attaque » il y a deux ans, d'après sa femme.",
    "hx.allergies": "Aucune allergie connue.",
    "hx.regular_doctor": "Son médecin traitant est le docteur Le Goff, à Quimperlé ; il le voit tous les trois mois.",
    "sx.neuro": [
      "Le bras gauche ne tient pas en l'air, la jambe gauche bouge à peine, la bouche tombe à gauche, et il a du mal à articuler. Il dit aussi que son côté gauche est engourdi. Il ne se plaint pas de la vue.",
      "Déficit de tout l'hémicorps gauche, visage compris, avec une parole pâteuse. Il comprend tout ce qu'on lui dit et il répond juste ; il ne signale pas de trouble de la vue.",
    ],
    "sx.headache": "Non, il n'a pas mal à la tête, ni maintenant ni au début.",
    "sx.seizure":
      "Aucune convulsion, sa femme est formelle : pas de secousses, pas de perte d'urines, pas de morsure de langue.",
    "sx.syncope": "Il n'a pas perdu connaissance, il est resté conscient tout le temps.",
    "sx.nausea_vomiting": "Pas de vomissement, pas de nausée.",
    "sx.dizziness": "Pas de vertige.",
    "sx.neck_stiffness": "Pas de raideur de nuque.",
    "sx.chest_pain": "Pas de douleur thoracique.",
    "sx.palpitations": "Pas de palpitations, et le scope du SAMU était régulier.",
    "sx.dyspnea": "Il respire normalement, 96 % en air ambiant.",
    "sx.fever": "36,8 °C, pas de fièvre.",
    "sx.weight": [
      "Il pèse 75 kilos, d'après sa femme et la fiche du SAMU.",
      "75 kg, pesé chez son médecin le mois dernier.",
    ],
    "sx.bleeding": "Aucun saignement récent : ni dans les selles, ni dans les urines, ni du nez.",
    "sx.gi_bleeding": "Pas de sang dans les selles, pas de selles noires.",
    "sx.urinary": "Rien de particulier, pas de sang dans les urines.",
    "sx.fatigue": "Il était en forme ce matin, il avait jardiné hier.",
    "id.age": "67 ans.",
    "id.name": "Alain Morvan.",
    "id.job": "Il est retraité de la SNCF, il était conducteur.",
    "id.living": "Il vit avec sa femme, en maison, il est complètement autonome, il conduit encore.",
    "life.tobacco": "Il fume un paquet par jour depuis l'âge de 27 ans, ça fait 40 paquets-années.",
    "life.alcohol": "Un verre de vin au repas, pas plus, d'après sa femme.",
    "life.drugs": "Non, rien du tout.",
    "life.last_meal":
      "Il a commencé son petit-déjeuner à 9 h 30 : un café et une tartine. Il n'a rien bu ni avalé depuis 9 h 40.",
    "life.physical_activity": "Il jardine et marche tous les jours.",
    "pt.concerns": [
      "Il me demande, la parole pâteuse, s'il va remarcher. Il a très peur.",
      "Il répète qu'il ne sent plus son bras et il demande où est sa femme.",
    ],
    "pt.ideas": "Il dit qu'il a peur d'avoir « une attaque » comme son frère.",
    "pt.expectations": "Il veut qu'on fasse vite, et que sa femme puisse venir le voir.",
  },
  announcementReaction: [
    "D'accord, on est dans les temps. Dites-moi ce qu'on fait, dans l'ordre, je m'en occupe.",
    "Entendu. Je préviens la radiologie et je prépare ce que vous me demandez.",
  ],
  unscriptedDefault: [
    "Rien de tel d'après sa femme, et rien là-dessus dans la fiche du SAMU.",
    "Non, rien de particulier là-dessus dans la fiche du SAMU.",
    "Pas à ma connaissance : sa femme ne m'en a pas parlé, je peux lui redemander.",
  ],
  diagnosis: {
    options: [
      "Infarctus cérébral sylvien droit (AVC ischémique)",
      "Hématome intracérébral hypertensif",
      "Hypoglycémie avec déficit focal",
      "Crise d'épilepsie avec déficit post-critique",
      "Encéphalopathie hypertensive",
      "Tumeur cérébrale",
      "Migraine avec aura",
    ],
    correct: "Infarctus cérébral sylvien droit (AVC ischémique)",
  },
  modeData: {
    mode: "urgence",
    baseline: { hr: 88, sbp: 205, dbp: 110, spo2: 96, rr: 18, temp: 36.8, gcs: 15 },
    rhythm: "sinus",
    trajectory: { sbp: 1 },
    actions: [
      {
        id: "glycemie",
        label: "Glycémie capillaire",
        category: "other",
        key: "glycemie-capillaire",
        reply: "Glycémie capillaire : 1,32 g/L, soit 7,3 mmol/L. Pas d'hypoglycémie.",
        synonyms: [
          "glycémie",
          "glycemie",
          "dextro",
          "hgt",
          "glycémie capillaire",
          "glycemie capillaire",
          "sucre",
          "glucose capillaire",
        ],
      },
      {
        id: "nihss",
        label: "Examen neurologique et score NIHSS",
        category: "other",
        key: "nihss",
        reply:
          "Avec vous : conscient, orienté ; regard dévié vers la droite mais il passe la ligne médiane ; paralysie faciale gauche ; bras gauche qui tombe sans effort contre la pesanteur ; jambe gauche qui retombe en moins de 5 secondes ; hypoesthésie gauche ; dysarthrie modérée ; extinction sensitive gauche. Pas d'aphasie. NIHSS à 11.",
        synonyms: [
          "nihss",
          "score nih",
          "score nihss",
          "examen neurologique",
          "déficit neurologique",
          "coter le déficit",
        ],
      },
      {
        id: "monitorage",
        label: "Scope : ECG continu, PA automatique, SpO2",
        category: "other",
        key: "monitorage",
        reply: "Il est scopé : électrodes, brassard automatique toutes les 5 minutes, saturomètre.",
        synonyms: ["scope", "scopez", "scoper", "scopé", "monitorage", "monitoring", "brassard"],
      },
      {
        id: "voie-veineuse-bilan",
        label: "Voie veineuse périphérique et bilan sanguin urgent",
        category: "circulation",
        key: "voie-veineuse",
        reply:
          "Voie veineuse au bras droit, côté sain, avec sérum physiologique en garde-veine. J'envoie NFS-plaquettes, TP-TCA, ionogramme, créatinine, troponine et groupe. Sans anticoagulant, on n'attend pas ces résultats pour la thrombolyse.",
        synonyms: [
          "voie veineuse",
          "vvp",
          "cathéter",
          "bilan sanguin",
          "bilan biologique",
          "nfs",
          "plaquettes",
          "tp tca",
          "hémostase",
          "ionogramme",
        ],
      },
      {
        id: "alerte-neuro",
        label: "Alerter le neurologue vasculaire de garde (alerte thrombolyse, UNV)",
        category: "other",
        key: "alerte-neuro",
        reply:
          "J'appelle le neurologue vasculaire de garde : alerte thrombolyse. Il descend et prévient l'unité neurovasculaire pour un lit.",
        synonyms: [
          "neurologue",
          "neurovasculaire",
          "unv",
          "alerte thrombolyse",
          "alerte avc",
          "filière avc",
          "unité neurovasculaire",
        ],
      },
      {
        id: "irm",
        label: "IRM cérébrale en urgence (diffusion, FLAIR, T2*, angio-IRM)",
        category: "other",
        key: "imagerie",
        reply:
          "Il passe à l'IRM tout de suite, le créneau était réservé. Compte rendu : hypersignal en diffusion dans le territoire sylvien profond droit, sans hypersignal FLAIR franc ; pas de saignement en T2* ; occlusion de l'artère cérébrale moyenne droite, segment M1, en angio-IRM.",
        synonyms: ["irm", "imagerie", "imagerie cérébrale", "angio-irm", "diffusion", "flair"],
      },
      {
        id: "scanner-angio",
        label: "Scanner cérébral sans injection et angioscanner des troncs supra-aortiques et du polygone de Willis",
        category: "other",
        key: "imagerie",
        reply:
          "L'IRM n'étant pas prise, il passe au scanner. Compte rendu : pas d'hémorragie, effacement du ruban insulaire et du noyau lenticulaire droits (ASPECTS 8) ; à l'angioscanner, occlusion de l'artère cérébrale moyenne droite, segment M1.",
        synonyms: ["scanner", "tdm", "angioscanner", "angio-scanner", "scanner cérébral", "tomodensitométrie"],
      },
      {
        id: "ecg",
        label: "ECG 12 dérivations",
        category: "other",
        key: "ecg",
        reply: "ECG : rythme sinusal régulier à 88/min, pas de fibrillation atriale, pas de sus-décalage du ST.",
        synonyms: ["ecg", "électrocardiogramme", "electrocardiogramme"],
      },
      {
        id: "nicardipine",
        label: "Nicardipine (Loxen) à la seringue électrique",
        category: "drugs",
        dose: { unit: "mg/h", min: 0.5, max: 20, step: 0.5 },
        routes: ["iv"],
        reply: "Nicardipine branchée à la seringue électrique.",
        synonyms: ["nicardipine", "loxen", "antihypertenseur", "inhibiteur calcique"],
        hazards: [
          {
            doseAbove: 10,
            reason:
              "débit d'emblée trop élevé : une chute brutale de la pression artérielle aggrave l'ischémie de la pénombre ; on débute à 1 à 5 mg/h et on titre.",
          },
        ],
      },
      {
        id: "labetalol",
        label: "Labétalol (Trandate) en IV lente",
        category: "drugs",
        dose: { unit: "mg", min: 5, max: 200, step: 5 },
        routes: ["iv"],
        reply: "Labétalol injecté en IV lente.",
        synonyms: ["labétalol", "labetalol", "trandate", "bêtabloquant"],
        hazards: [
          {
            doseAbove: 40,
            reason:
              "bolus de labétalol trop fort : risque de chute tensionnelle brutale, de bradycardie et d'aggravation de l'ischémie ; c'est 10 à 20 mg en IV lente, renouvelable.",
          },
        ],
      },
      {
        id: "alteplase",
        label: "Altéplase (Actilyse) IV, dose totale",
        category: "drugs",
        dose: { unit: "mg", min: 5, max: 150, step: 0.5 },
        routes: ["iv"],
        reply: "Altéplase lancée.",
        synonyms: ["altéplase", "alteplase", "actilyse", "rt-pa", "rtpa", "thrombolysez", "thrombolyser"],
        hazards: [
          {
            doseAbove: 90,
            reason: "dose d'altéplase au-delà du maximum de 90 mg : risque d'hémorragie intracrânienne.",
          },
        ],
      },
      {
        id: "tenecteplase",
        label: "Ténectéplase (Metalyse) IV, bolus unique",
        category: "drugs",
        dose: { unit: "mg", min: 5, max: 60, step: 0.5 },
        routes: ["iv"],
        reply: "Ténectéplase injectée.",
        synonyms: ["ténectéplase", "tenecteplase", "metalyse", "tnk"],
        hazards: [
          {
            doseAbove: 25,
            reason:
              "dose de ténectéplase au-delà de 25 mg (0,25 mg/kg dans l'infarctus cérébral, pas la dose cardiologique de 0,5 mg/kg) : risque d'hémorragie intracrânienne.",
          },
        ],
      },
      {
        id: "thrombectomie",
        label: "Appeler la neuroradiologie interventionnelle (thrombectomie)",
        category: "other",
        reply: "J'appelle la neuroradiologie interventionnelle.",
        synonyms: ["thrombectomie", "neuroradiologue", "neuroradiologie", "radiologie interventionnelle"],
      },
      {
        id: "a-jeun",
        label: "Laisser à jeun strict jusqu'au test de déglutition",
        category: "airway",
        key: "a-jeun",
        reply:
          "Rien par la bouche, ni eau ni comprimé, jusqu'au test de déglutition : je mets une pancarte et je préviens sa femme.",
        synonyms: [
          "à jeun",
          "a jeun",
          "rien par la bouche",
          "rien à boire",
          "test de déglutition",
          "déglutition",
          "ne pas boire",
        ],
      },
      {
        id: "position",
        label: "Repos au lit, tête à plat",
        category: "airway",
        key: "position",
        reply: "Je le laisse allongé, tête à plat, barrières levées.",
        synonyms: ["tête à plat", "à plat", "allongé", "décubitus"],
      },
      {
        id: "oxygene",
        label: "Oxygène",
        category: "breathing",
        dose: { unit: "L/min", min: 1, max: 15, step: 1 },
        routes: ["lunettes", "masque-simple", "masque-hc"],
        reply: "C'est posé, mais il est à 96 % en air ambiant : l'oxygène n'est utile que sous 95 %.",
        synonyms: ["oxygène", "o2", "lunettes"],
      },
      {
        id: "reevaluer",
        label: "Réévaluer : reprendre les constantes",
        category: "other",
        key: "reevaluation",
        reports: "vitals",
        reply: "Je reprends ses constantes.",
        synonyms: [
          "réévalue",
          "réévaluez",
          "reprends la tension",
          "reprenez la tension",
          "recontrôle la tension",
          "recontrôlez la tension",
        ],
      },
      {
        id: "aspirine",
        label: "Aspirine (acide acétylsalicylique) IV",
        category: "drugs",
        dose: { unit: "mg", min: 75, max: 500, step: 25 },
        routes: ["iv", "po"],
        inappropriate: true,
        reply:
          "De l'aspirine ? On n'a pas encore éliminé une hémorragie, et s'il est thrombolysé, pas d'antiagrégant avant 24 heures…",
        synonyms: ["aspirine", "kardégic", "aspégic", "antiagrégant"],
      },
      {
        id: "heparine",
        label: "Héparine (HNF ou énoxaparine) à dose curative",
        category: "drugs",
        inappropriate: true,
        reply:
          "De l'héparine à dose curative maintenant ? Ce n'est pas indiqué en phase aiguë, et ça contre-indique la thrombolyse…",
        synonyms: ["héparine", "heparine", "lovenox", "énoxaparine", "hnf", "anticoagulant"],
      },
      {
        id: "serum-glucose",
        label: "Perfusion de sérum glucosé 5 %",
        category: "circulation",
        inappropriate: true,
        reply: "Du glucosé ? Il n'est pas en hypoglycémie, et l'hyperglycémie aggrave l'ischémie…",
        synonyms: ["glucosé", "g5", "sérum glucosé", "g5 %"],
      },
      {
        id: "nifedipine",
        label: "Nifédipine (Adalate) sublinguale",
        category: "drugs",
        inappropriate: true,
        reply:
          "De la nifédipine en sublingual ? La chute de tension est brutale et incontrôlable, ça peut aggraver l'ischémie…",
        synonyms: ["nifédipine", "nifedipine", "adalate", "sublingual"],
      },
    ],
    effects: [
      {
        action: "nicardipine",
        routes: ["iv"],
        dose: { min: 1, max: 5 },
        key: "pa-controlee",
        vitals: { sbp: -30, dbp: -24, hr: 4 },
        stopDrift: true,
        reply:
          "Nicardipine à la seringue électrique, c'est lancé ; je reprends la tension toutes les 5 minutes. L'objectif, c'est sous 185/110 avant la thrombolyse, c'est ça ?",
        doseReply:
          "À quel débit exactement ? D'habitude on débute la nicardipine entre 1 et 5 mg/h et on titre pour passer sous 185/110.",
      },
      {
        action: "labetalol",
        routes: ["iv"],
        dose: { min: 10, max: 20 },
        key: "pa-controlee",
        vitals: { sbp: -28, dbp: -22, hr: -8 },
        stopDrift: true,
        reply:
          "Labétalol en IV lente sur deux minutes, c'est fait ; je reprends la tension dans 5 minutes. On vise sous 185/110 pour thrombolyser ?",
        doseReply: "Le labétalol, c'est 10 à 20 mg en IV lente, renouvelable : vous confirmez la dose ?",
      },
      {
        action: "alteplase",
        routes: ["iv"],
        dose: { min: 65, max: 70 },
        after: ["imagerie", "pa-controlee"],
        key: "thrombolyse",
        reply:
          "Altéplase : bolus de 6,8 mg en une minute, puis 60,7 mg à la seringue électrique sur une heure. Je note l'heure : surveillance neurologique et tensionnelle rapprochée, PA à garder sous 180/105.",
        doseReply:
          "0,9 mg/kg pour 75 kilos, ça fait 67,5 mg au total, dont 10 % en bolus et le reste sur une heure, sans dépasser 90 mg : vous confirmez ?",
        earlyReply:
          "Je ne la lance pas : avant toute thrombolyse, il faut l'imagerie cérébrale et une pression artérielle sous 185/110.",
      },
      {
        action: "tenecteplase",
        routes: ["iv"],
        dose: { min: 18, max: 20 },
        after: ["imagerie", "pa-controlee"],
        key: "thrombolyse",
        reply:
          "Ténectéplase en bolus IV unique sur 5 à 10 secondes, c'est fait. Je note l'heure : surveillance neurologique et tensionnelle rapprochée, PA à garder sous 180/105.",
        doseReply:
          "Dans l'infarctus cérébral, c'est 0,25 mg/kg, au maximum 25 mg : pour 75 kilos, 20 mg selon la tranche de poids. Vous confirmez ?",
        earlyReply:
          "Je ne l'injecte pas : avant toute thrombolyse, il faut l'imagerie cérébrale et une pression artérielle sous 185/110.",
      },
      {
        action: "thrombectomie",
        after: ["imagerie"],
        key: "thrombectomie",
        reply:
          "Le neuroradiologue interventionnel est d'accord : occlusion de M1 droite, il prépare la salle pour une thrombectomie, on ne retarde pas la thrombolyse en attendant.",
        earlyReply: "Le neuroradiologue demande d'abord l'imagerie avec l'étude des artères avant de se prononcer.",
      },
      { action: "nifedipine", vitals: { sbp: -55, dbp: -30, gcs: -1 } },
    ],
    deadlines: [
      {
        id: "glycemie",
        label: "glycémie capillaire (1 min 30)",
        keys: ["glycemie-capillaire"],
        withinSeconds: 90,
        worsen: { vitals: {} },
        alarm: "Glycémie capillaire non contrôlée : une hypoglycémie n'est pas éliminée",
      },
      {
        id: "imagerie",
        label: "imagerie cérébrale (3 min)",
        keys: ["imagerie"],
        withinSeconds: 180,
        worsen: { vitals: { gcs: -1, sbp: 4 } },
        alarm: "Pas d'imagerie cérébrale : la pénombre se réduit, le déficit s'étend",
      },
      {
        id: "thrombolyse",
        label: "thrombolyse intraveineuse (6 min)",
        keys: ["thrombolyse"],
        withinSeconds: 360,
        worsen: { vitals: { gcs: -1, sbp: 4 } },
        alarm: "Pas de reperfusion : le déficit s'aggrave",
      },
    ],
    patientReplies: [
      "(M. Morvan, la parole pâteuse) D'accord… Je ne sens plus mon bras… Ma femme est là ?",
      "(M. Morvan, d'une voix mal articulée) J'ai compris… Faites vite, docteur.",
    ],
  },
  grid: [
    {
      id: "glycemie",
      name: "Fait contrôler la glycémie capillaire dans la première minute et demie",
      explanation:
        "Une hypoglycémie peut donner un déficit focal et se corrige en quelques minutes : la glycémie capillaire est le premier examen devant tout déficit neurologique brutal, et une glycémie très basse ou très haute contre-indique la thrombolyse.",
      evidence: { type: "action", ids: ["glycemie-capillaire"], withinSeconds: 90 },
    },
    {
      id: "heure-debut",
      name: "Fait préciser l'heure exacte de début des symptômes (dernière fois vu normal)",
      explanation:
        "L'heure de début, ou à défaut la dernière heure où le patient a été vu sans déficit, décide de l'éligibilité à la thrombolyse (4 h 30) et à la thrombectomie (6 heures, au-delà sur imagerie).",
      evidence: { type: "asked", labels: ["hdm.onset"] },
    },
    {
      id: "anticoagulant",
      name: "Recherche un traitement anticoagulant ou antiagrégant et les contre-indications à la thrombolyse",
      explanation:
        "Un anticoagulant, une chirurgie ou un saignement récents contre-indiquent ou font discuter la thrombolyse : on les demande d'emblée, à l'entourage ou sur l'ordonnance.",
      evidence: { type: "asked", labels: ["tx.current", ["hx.surgical", "sx.bleeding"]], match: "all" },
    },
    {
      id: "alerte-neuro",
      name: "Déclenche l'alerte thrombolyse : neurologue vasculaire de garde dans les deux premières minutes",
      explanation:
        "La filière neurovasculaire (neurologue de garde, imagerie réservée, unité neurovasculaire) conditionne le délai porte-aiguille.",
      evidence: { type: "action", ids: ["alerte-neuro"], withinSeconds: 120 },
    },
    {
      id: "nihss",
      name: "Évalue la gravité du déficit par le score NIHSS",
      explanation:
        "Le NIHSS quantifie le déficit, oriente vers une occlusion proximale (ici 11 avec déviation du regard) et sert de référence pour la surveillance après la thrombolyse.",
      evidence: { type: "action", ids: ["nihss"] },
    },
    {
      id: "imagerie",
      name: "Obtient une imagerie cérébrale avec étude des artères dans les trois premières minutes",
      explanation:
        "IRM (diffusion, FLAIR, T2*, angio-IRM) ou à défaut scanner avec angioscanner, en urgence absolue : elle élimine une hémorragie, confirme l'ischémie et recherche une occlusion d'une grosse artère.",
      evidence: { type: "action", ids: ["imagerie"], withinSeconds: 180 },
    },
    {
      id: "pas-antithrombotique",
      name: "Ne donne aucun antithrombotique avant l'imagerie",
      explanation:
        "Tant qu'une hémorragie n'est pas éliminée, ni aspirine ni héparine ; après thrombolyse, aucun antithrombotique pendant 24 heures.",
      evidence: {
        type: "mode",
        rule: "first-line",
        params: { keys: ["imagerie"], notBefore: ["aspirine", "heparine", "alteplase", "tenecteplase"] },
      },
    },
    {
      id: "pression-arterielle",
      name: "Abaisse la pression artérielle sous 185/110 mmHg avant la thrombolyse, par un antihypertenseur IV titrable à bonne dose",
      explanation:
        "Au-dessus de 185/110 mmHg, la thrombolyse est contre-indiquée : nicardipine à la seringue électrique (1 à 5 mg/h, titrée) ou labétalol 10 à 20 mg en IV lente, sans chute brutale.",
      evidence: { type: "action", ids: ["pa-controlee"] },
    },
    {
      id: "reevaluation-pa",
      name: "Recontrôle la pression artérielle après l'antihypertenseur",
      explanation: "On vérifie que la PA est passée sous 185/110 avant de lancer la thrombolyse, puis on la surveille.",
      evidence: { type: "mode", rule: "reassessed", params: { action: "reevaluer", after: "pa-controlee" } },
    },
    {
      id: "thrombolyse",
      name: "Thrombolyse IV à la bonne dose dans les six premières minutes (altéplase 0,9 mg/kg ou ténectéplase 0,25 mg/kg)",
      explanation:
        "Dans les 4 h 30 après le début, après l'imagerie : altéplase 0,9 mg/kg (10 % en bolus, le reste sur une heure, maximum 90 mg) ou ténectéplase 0,25 mg/kg en bolus unique (maximum 25 mg) ; chaque minute gagnée compte (délai porte-aiguille de moins de 60 minutes).",
      evidence: { type: "action", ids: ["thrombolyse"], withinSeconds: 360 },
    },
    {
      id: "thrombectomie",
      name: "Fait appel à la neuroradiologie interventionnelle pour une thrombectomie devant l'occlusion de M1",
      explanation:
        "Une occlusion proximale (M1) relève d'une thrombectomie mécanique, associée à la thrombolyse qu'elle ne doit pas retarder.",
      evidence: { type: "action", ids: ["thrombectomie"] },
    },
    {
      id: "a-jeun",
      name: "Laisse le patient à jeun jusqu'à l'évaluation de la déglutition",
      explanation:
        "Les troubles de la déglutition sont fréquents et exposent à la pneumopathie d'inhalation : rien par la bouche avant un test de déglutition.",
      evidence: { type: "action", ids: ["a-jeun"] },
    },
    {
      id: "boucle-fermee",
      name: "Donne ses ordres à l'infirmière clairement, avec dose et voie, et les fait exécuter",
      explanation:
        "Un ordre précis (médicament, dose, voie) relu par l'infirmière évite les erreurs, surtout pour un thrombolytique dosé au poids.",
      evidence: { type: "mode", rule: "closed-loop", params: { min: 3 } },
    },
    {
      id: "sans-erreur",
      name: "Ne fait aucun geste non indiqué ou dangereux",
      explanation:
        "Aspirine ou héparine avant l'imagerie, nifédipine sublinguale, débit excessif d'antihypertenseur, sérum glucosé ou surdosage du thrombolytique aggraveraient le pronostic.",
      evidence: { type: "mode", rule: "no-harm", params: { minActions: 5 } },
    },
    {
      id: "annonce-equipe",
      name: "Nomme l'urgence à l'équipe : accident vasculaire cérébral, alerte thrombolyse",
      explanation: "Dire l'hypothèse à voix haute met toute l'équipe dans la filière et dans les délais.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "avc",
            label: "Accident vasculaire cérébral ischémique",
            synonyms: [
              "avc",
              "a.v.c.",
              "accident vasculaire cérébral",
              "accident vasculaire cerebral",
              "avc ischémique",
              "avc ischemique",
              "infarctus cérébral",
              "infarctus cerebral",
              "ischémie cérébrale",
              "ischemie cerebrale",
              "accident ischémique",
              "infarctus sylvien",
              "alerte thrombolyse",
              "thrombose sylvienne",
              "occlusion sylvienne",
            ],
          },
        ],
      },
    },
    {
      id: "information-patient",
      name: "S'adresse au patient, conscient : le rassure et lui explique ce qui se passe",
      explanation:
        "Un patient conscient doit savoir ce qu'on lui fait ; la thrombolyse s'explique (bénéfice, risque hémorragique) au patient et à ses proches.",
      evidence: {
        type: "act",
        labels: ["act.empathy", "act.explain"],
        mentions: [
          {
            id: "au-patient",
            label: "S'adresse au patient",
            synonyms: ["monsieur", "monsieur morvan", "m. morvan", "alain"],
          },
        ],
      },
    },
    {
      id: "diagnostic",
      name: "Retient le diagnostic d'infarctus cérébral sylvien droit",
      explanation:
        "Hémiplégie gauche proportionnelle avec paralysie faciale et dysarthrie de début brutal, glycémie normale, pas de saignement et occlusion de M1 droite : infarctus sylvien droit.",
      evidence: { type: "diagnosis" },
    },
  ],
  sheetId: 121,
  sources: [
    "HAS — Recommandation de bonne pratique « Accident vasculaire cérébral : prise en charge précoce (alerte, phase préhospitalière, phase hospitalière initiale, indications de la thrombolyse) », mai 2009 ; HAS — « Thrombectomie des artères intracrâniennes par voie endovasculaire », rapport d'évaluation technologique, novembre 2016.",
    "Berge E et al. European Stroke Organisation (ESO) guidelines on intravenous thrombolysis for acute ischaemic stroke, European Stroke Journal 2021 ; 6 : I-LXII ; Alamowitch S et al., ESO expedited recommendation on tenecteplase for acute ischaemic stroke, European Stroke Journal 2023 ; 8 : 8-54.",
    "Société française neurovasculaire (SFNV) — recommandations sur la thrombolyse intraveineuse et la prise en charge de la pression artérielle à la phase aiguë de l'infarctus cérébral.",
    "Collège des enseignants de neurologie (CEN), Neurologie, référentiel du second cycle (R2C, EDN) : item 340 « Accidents vasculaires cérébraux ».",
  ],
};
