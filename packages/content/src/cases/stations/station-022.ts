import type { ClinicalCaseInput } from "../schema";

/**
 * SDD 192 « Analyse d'un résultat de gaz du sang » — réalisation d'un gaz du sang artériel (ponction
 * radiale) chez une femme de 71 ans en exacerbation de BPCO, sous oxygène et sous apixaban :
 * information, consentement, test d'Allen, matériel, étapes dans l'ordre, puis interprétation.
 */
export const station022: ClinicalCaseInput = {
  id: "station-022",
  sdd: { number: 192, title: "Analyse d'un résultat de gaz du sang" },
  categoryId: "pneumology",
  modeId: "procedure",
  rewardXp: 100,
  beta: true,
  patient: {
    firstName: "Monique",
    lastName: "Perrin",
    age: 71,
    sex: "F",
    persona:
      "Ancienne coiffeuse à la retraite, veuve, vit seule dans un appartement au deuxième étage à Clermont-Ferrand. BPCO connue (ancienne fumeuse, 45 paquets-années, arrêt il y a cinq ans), fibrillation atriale sous apixaban. Elle connaît bien l'hôpital et n'aime pas les piqûres, ses veines « roulent » et elle « marque » au moindre choc.",
    speakingStyle:
      "Phrases courtes, un peu essoufflée, reprend son souffle entre deux phrases ; langage courant, appelle les médicaments par leur nom commercial.",
    emotionalState:
      "Fatiguée, un peu inquiète, coopérante ; redoute la douleur de la piqûre au poignet qu'elle a déjà connue.",
  },
  situation:
    "Une femme de 71 ans, BPCO, est aux urgences pour une dyspnée aggravée ; votre senior vous demande un gaz du sang artériel.",
  instructions:
    "Vous êtes interne aux urgences. Informez la patiente sur le prélèvement et recueillez son consentement. Recherchez ce qui peut modifier le geste. Choisissez le matériel puis mettez les étapes du prélèvement dans l'ordre. Répondez aux questions de l'examinateur.",
  context:
    "Mme Monique Perrin, 71 ans, BPCO connue, est admise pour une majoration de sa dyspnée depuis trois jours avec des expectorations devenues purulentes. Elle reçoit de l'oxygène aux lunettes à 2 L/min. FR 26/min, SpO2 89 %, FC 96/min irrégulière, PA 138/82 mmHg, température 37,8 °C. Elle est fatiguée mais parfaitement consciente et orientée. Votre senior vous demande de prélever un gaz du sang artériel sous son oxygène actuel.",
  opening: "Bonjour docteur… On m'a dit que vous alliez encore me piquer ?",
  script: {
    "act.greeting": "Bonjour docteur…",
    "act.identity_check": [
      "Perrin, Monique, née le 2 juin 1954.",
      "Oui, c'est moi, Monique Perrin, née le 2 juin 1954.",
    ],
    "act.empathy": ["Merci, vous êtes gentil.", "Merci… Je suis un peu douillette, vous savez."],
    "act.check_understanding": [
      "Oui : vous piquez l'artère du poignet pour voir l'oxygène dans mon sang, et il faudra appuyer longtemps après.",
      "Oui, j'ai compris, c'est pour savoir si je respire assez bien.",
    ],
    "act.invite_questions": [
      "Il faudra me repiquer souvent ?",
      "Non… Juste, vous appuierez bien après, hein ? Avec mon Eliquis, je fais des bleus partout.",
    ],
    "act.announce_exam": "Allez-y, docteur.",
    "act.closing": "Merci docteur.",
    "id.name": "Perrin, Monique.",
    "id.age": "71 ans, je suis née le 2 juin 1954.",
    "id.job": "J'étais coiffeuse, je suis à la retraite.",
    "id.living": "Je vis seule, au deuxième sans ascenseur. Ma fille passe le week-end.",
    motif: [
      "Je suis essoufflée, encore plus que d'habitude, depuis trois jours.",
      "C'est mes bronches, je n'arrive plus à respirer, et je crache jaune.",
    ],
    "hdm.onset": "Ça a commencé il y a trois jours, avec un rhume.",
    "hdm.evolution": "De pire en pire. Ce matin, je ne pouvais plus aller jusqu'à la cuisine.",
    "hdm.previous_episodes": "Oui, une fois l'hiver dernier, on m'a gardée une semaine à l'hôpital.",
    "hx.hospitalizations":
      "L'hiver dernier, une semaine, pour les bronches. On m'avait mis un masque pour respirer la nuit.",
    "tx.current": [
      "L'Eliquis, matin et soir, pour le cœur qui bat de travers. Le Spiriva et le Symbicort pour les bronches. Et un comprimé pour la tension.",
      "Je prends de l'Eliquis deux fois par jour, c'est pour fluidifier le sang. Et mes inhalateurs.",
    ],
    "tx.adherence": "Je les prends bien, ma fille me prépare le pilulier.",
    "tx.self_medication": "J'ai pris plus de Ventoline ces derniers jours, ça ne suffit plus.",
    "hx.allergies": [
      "La pénicilline, ça m'a donné des plaques. Sinon rien : ni les désinfectants, ni les gants.",
      "Juste la pénicilline. Pas d'allergie à la Bétadine ni au latex.",
    ],
    "hx.medical": "La BPCO, le cœur qui bat de travers, et un peu de tension. Pas de dialyse, pas de fistule au bras.",
    "hx.surgical": "La vésicule il y a dix ans. Jamais rien aux bras ni aux poignets.",
    "hx.family": "Rien de particulier.",
    "hx.vaccines": "Le vaccin de la grippe cet automne, et celui du pneumocoque il y a deux ans.",
    "hx.hypertension": "Un peu de tension, oui, j'ai un comprimé le matin.",
    "hx.diabetes": "Non, pas de diabète.",
    "sx.bleeding": "Je marque facilement, avec l'Eliquis. Au moindre choc, j'ai un bleu.",
    "sx.dyspnea": "Oui, au moindre effort, même pour parler un peu.",
    "sx.cough": "Je tousse beaucoup, et je crache jaune-vert depuis trois jours.",
    "sx.fever": "Un peu de fièvre, 38 hier soir.",
    "sx.chest_pain": "Non, pas de douleur dans la poitrine.",
    "sx.edema": "Non, les jambes ne sont pas gonflées.",
    "sx.calf_pain": "Non, pas mal aux mollets.",
    "sx.palpitations": "Le cœur bat un peu vite, mais c'est comme d'habitude avec mon problème de rythme.",
    "sx.neuro": "Non, je bouge bien les mains. Pas de fourmis dans les doigts.",
    "sx.skin": "Non, pas de plaie au poignet, rien.",
    "sx.fatigue": "Très fatiguée, je dors mal depuis trois jours.",
    "sx.sleep": "Je dors assise, sinon j'étouffe.",
    "sx.headache": "Un peu mal à la tête ce matin, au réveil.",
    "life.tobacco": "J'ai fumé quarante-cinq ans, un paquet par jour. Arrêté il y a cinq ans.",
    "life.alcohol": "Un petit verre de vin le dimanche.",
    "life.physical_activity": "Je ne sors plus beaucoup, l'escalier me fatigue.",
    "pt.concerns": [
      "La dernière fois, ça m'avait fait très mal au poignet, et j'ai eu un gros bleu pendant quinze jours.",
      "Vous allez encore me piquer plusieurs fois ?",
    ],
    "pt.ideas": "C'est encore mes bronches, comme l'hiver dernier.",
    "pt.expectations": "Respirer mieux et rentrer chez moi.",
    "pt.impact": "Je ne peux plus rien faire, même me laver me fatigue.",
    "hx.regular_doctor": "Le docteur Roux, mon médecin traitant, et un pneumologue au CHU.",
  },
  announcementReaction: [
    "Encore mes bronches… Vous allez me garder ?",
    "Ça va s'arranger avec un traitement, comme l'hiver dernier ?",
  ],
  unscriptedDefault: ["Non, pas que je sache.", "Non, rien de ce côté-là.", "Je ne crois pas, docteur."],
  diagnosis: {
    options: [
      "Exacerbation de BPCO",
      "Pneumopathie aiguë communautaire",
      "Embolie pulmonaire",
      "Œdème aigu pulmonaire cardiogénique",
      "Pneumothorax",
      "Asthme aigu grave",
    ],
    correct: "Exacerbation de BPCO",
  },
  examinerQuestions: [
    {
      id: "contre-indications",
      question:
        "Quelles sont les contre-indications de la ponction de l'artère radiale, et qu'est-ce qui impose une précaution particulière chez cette patiente ?",
      expected: [
        {
          id: "allen-anormal",
          label: "Test d'Allen anormal (pas de suppléance par l'artère ulnaire)",
          synonyms: [
            "test d'allen",
            "allen",
            "suppléance ulnaire",
            "suppleance ulnaire",
            "suppléance cubitale",
            "suppleance cubitale",
            "circulation collatérale",
            "circulation collaterale",
            "artère ulnaire",
            "artere ulnaire",
            "artère cubitale",
            "artere cubitale",
            "arcade palmaire",
          ],
        },
        {
          id: "fistule",
          label: "Fistule artérioveineuse ou abord de dialyse sur ce bras",
          synonyms: [
            "fistule",
            "fistule artério-veineuse",
            "fistule arterio-veineuse",
            "fistule artérioveineuse",
            "fistule arterioveineuse",
            "fav",
            "dialyse",
            "hémodialyse",
            "hemodialyse",
          ],
        },
        {
          id: "infection-locale",
          label: "Infection ou lésion cutanée au point de ponction",
          synonyms: [
            "infection locale",
            "infection cutanée",
            "infection cutanee",
            "lésion cutanée",
            "lesion cutanee",
            "peau lésée",
            "peau lesee",
            "brûlure",
            "brulure",
            "plaie",
            "infection au point de ponction",
          ],
        },
        {
          id: "anticoagulant",
          label: "Anticoagulant (apixaban) : compression prolongée",
          synonyms: [
            "anticoagulant",
            "anticoagulants",
            "anticoagulée",
            "anticoagulee",
            "anticoagulation",
            "apixaban",
            "eliquis",
            "hémostase",
            "hemostase",
            "troubles de la coagulation",
            "trouble de la coagulation",
            "compression prolongée",
            "compression prolongee",
            "comprimer plus longtemps",
          ],
        },
        {
          id: "arteriopathie",
          label: "Artériopathie sévère, syndrome de Raynaud",
          synonyms: ["artériopathie", "arteriopathie", "raynaud", "ischémie du membre", "ischemie du membre"],
        },
      ],
    },
    {
      id: "conditions",
      question: "Quelles informations doivent accompagner la seringue, et dans quel délai doit-elle être analysée ?",
      expected: [
        {
          id: "fio2",
          label: "FiO2 ou débit d'oxygène au moment du prélèvement",
          synonyms: [
            "fio2",
            "débit d'oxygène",
            "debit d'oxygene",
            "débit d'o2",
            "debit d'o2",
            "débit d'oxygene",
            "oxygène",
            "oxygene",
            "l/min",
            "litres",
            "air ambiant",
          ],
        },
        {
          id: "temperature",
          label: "Température de la patiente",
          synonyms: ["température", "temperature"],
        },
        {
          id: "heure",
          label: "Heure du prélèvement",
          synonyms: ["heure", "horaire"],
        },
        {
          id: "delai",
          label: "Analyse rapide, dans les 30 minutes (sans glace pour une seringue plastique)",
          synonyms: [
            "30 minutes",
            "30 min",
            "15 minutes",
            "15 min",
            "demi-heure",
            "immédiatement",
            "immediatement",
            "rapidement",
            "sans délai",
            "sans delai",
            "tout de suite",
            "le plus vite possible",
          ],
        },
        {
          id: "bulles",
          label: "Seringue sans bulle d'air, bouchée",
          synonyms: ["bulle", "bulles", "sans air", "anaérobie", "anaerobie"],
        },
      ],
    },
    {
      id: "interpretation",
      question:
        "Le résultat revient sous 2 L/min d'oxygène : pH 7,32 ; PaCO2 62 mmHg ; PaO2 58 mmHg ; HCO3- 31 mmol/L ; SaO2 89 %. Comment l'interprétez-vous, et quelle est votre conduite ?",
      expected: [
        {
          id: "acidose-respiratoire",
          label: "Acidose respiratoire (hypercapnique)",
          synonyms: [
            "acidose respiratoire",
            "acidose hypercapnique",
            "acidose ventilatoire",
            "acidose respiratoire hypercapnique",
          ],
        },
        {
          id: "compensation",
          label: "Partiellement compensée : bicarbonates élevés, hypercapnie chronique décompensée",
          synonyms: [
            "partiellement compensée",
            "partiellement compensee",
            "compensation",
            "compensée",
            "compensee",
            "bicarbonates élevés",
            "bicarbonates eleves",
            "bicarbonates augmentés",
            "bicarbonates augmentes",
            "hco3 élevés",
            "hco3 eleves",
            "hypercapnie chronique",
            "décompensée",
            "decompensee",
          ],
        },
        {
          id: "hypoxemie",
          label: "Hypoxémie",
          synonyms: [
            "hypoxémie",
            "hypoxemie",
            "hypoxémique",
            "hypoxemique",
            "insuffisance respiratoire aiguë",
            "insuffisance respiratoire aigue",
          ],
        },
        {
          id: "vni",
          label: "Ventilation non invasive (pH < 7,35 et PaCO2 > 45 mmHg)",
          synonyms: ["vni", "ventilation non invasive", "ventilation non-invasive", "ventilation au masque", "bipap"],
        },
        {
          id: "cible",
          label: "Oxygène titré pour une SpO2 de 88 à 92 %",
          synonyms: ["88", "88-92", "88 à 92", "88 a 92", "objectif de saturation", "spo2 cible", "oxygène titré"],
        },
      ],
    },
    {
      id: "complications",
      question: "Quelles complications de la ponction artérielle surveillez-vous ?",
      expected: [
        {
          id: "hematome",
          label: "Hématome, saignement (majoré sous anticoagulant)",
          synonyms: ["hématome", "hematome", "saignement", "hémorragie", "hemorragie", "ecchymose", "bleu"],
        },
        {
          id: "ischemie",
          label: "Ischémie de la main (spasme, thrombose de l'artère radiale)",
          synonyms: [
            "ischémie",
            "ischemie",
            "thrombose",
            "spasme",
            "spasme artériel",
            "main froide",
            "main blanche",
            "main pâle",
            "main pale",
            "occlusion",
          ],
        },
        {
          id: "nerf",
          label: "Lésion du nerf médian",
          synonyms: [
            "nerf médian",
            "nerf median",
            "lésion nerveuse",
            "lesion nerveuse",
            "atteinte nerveuse",
            "paresthésies",
            "paresthesies",
            "fourmillements",
          ],
        },
        {
          id: "malaise",
          label: "Malaise vagal, douleur",
          synonyms: ["malaise vagal", "malaise", "vagal", "douleur"],
        },
      ],
    },
  ],
  grid: [
    {
      id: "identite",
      name: "Vérifie l'identité de la patiente (nom, prénom, date de naissance)",
      explanation:
        "Un gaz du sang mal attribué conduit à de mauvaises décisions (ventilation, oxygène) : l'identité se vérifie avant de piquer et d'étiqueter.",
      evidence: { type: "act", labels: ["act.identity_check"] },
    },
    {
      id: "explique-geste",
      name: "Explique le geste : une prise de sang dans l'artère du poignet",
      explanation:
        "La ponction artérielle est plus douloureuse qu'une prise de sang veineuse : la patiente doit savoir ce qui va être fait avant d'y consentir.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "prelevement-arteriel",
            label: "Ce qu'est le gaz du sang",
            synonyms: [
              "artère du poignet",
              "artere du poignet",
              "dans l'artère",
              "dans l'artere",
              "sang artériel",
              "sang arteriel",
              "piqûre au poignet",
              "piqure au poignet",
              "piquer au poignet",
              "prise de sang au poignet",
            ],
          },
        ],
      },
    },
    {
      id: "explique-but",
      name: "Explique le but : mesurer l'oxygène et le gaz carbonique du sang",
      explanation:
        "Le gaz du sang dit si la respiration est assez efficace (oxygène, gaz carbonique, acidité) et décide d'une éventuelle aide respiratoire.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "but-gaz",
            label: "Mesurer l'oxygène et le gaz carbonique",
            synonyms: [
              "gaz carbonique",
              "co2",
              "taux d'oxygène",
              "taux d'oxygene",
              "oxygène dans le sang",
              "oxygene dans le sang",
              "oxygène dans votre sang",
              "oxygene dans votre sang",
              "mesurer l'oxygène",
              "mesurer l'oxygene",
              "oxygénation",
              "oxygenation",
              "acidité du sang",
              "acidite du sang",
            ],
          },
        ],
      },
    },
    {
      id: "previent-douleur",
      name: "Prévient que la piqûre est un peu plus douloureuse qu'une prise de sang",
      explanation:
        "Annoncer honnêtement la douleur aide la patiente à ne pas retirer le bras, ce qui fait échouer le prélèvement.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "douleur",
            label: "La douleur de la ponction",
            synonyms: [
              "douloureux",
              "douloureuse",
              "ça pique",
              "ca pique",
              "faire mal",
              "fait mal",
              "un peu mal",
              "désagréable",
              "desagreable",
              "douleur",
            ],
          },
        ],
      },
    },
    {
      id: "consentement",
      name: "Recueille le consentement de la patiente après l'avoir informée",
      explanation:
        "Le consentement n'est éclairé que si l'information a précédé : demander l'accord sans avoir expliqué le geste ne suffit pas.",
      evidence: { type: "mode", rule: "consent-informed", params: { after: "explique-geste" } },
    },
    {
      id: "anticoagulant",
      name: "Recherche un traitement anticoagulant (la patiente prend de l'apixaban)",
      explanation:
        "Sous anticoagulant, la ponction artérielle reste possible mais impose une compression prolongée pour éviter l'hématome.",
      evidence: {
        type: "asked",
        labels: ["tx.current"],
        mentions: [
          {
            id: "anticoagulant",
            label: "les anticoagulants",
            synonyms: [
              "anticoagulant",
              "anticoagulants",
              "fluidifier le sang",
              "fluidifient le sang",
              "fluidifie le sang",
              "sang plus fluide",
              "aspirine",
              "kardégic",
              "kardegic",
              "antiagrégant",
              "antiagregant",
              "eliquis",
              "xarelto",
              "préviscan",
              "previscan",
              "héparine",
              "heparine",
            ],
          },
        ],
      },
    },
    {
      id: "allergies",
      name: "Recherche une allergie (antiseptique, latex)",
      explanation: "Une allergie à l'antiseptique ou au latex se demande avant de préparer le matériel.",
      evidence: { type: "asked", labels: ["hx.allergies"] },
    },
    {
      id: "materiel",
      name: "Choisit le matériel adapté, sans oubli ni élément inutile (une erreur tolérée)",
      explanation:
        "Tout le matériel doit être prêt avant de piquer : une seringue qui manque ou un bouchon oublié font refaire le prélèvement.",
      evidence: { type: "mode", rule: "materials-exact", params: { tolerance: 1 } },
    },
    {
      id: "seringue-heparinee",
      name: "Prélève sur une seringue à gaz du sang préhéparinée",
      explanation:
        "Sans héparine, le sang coagule dans la seringue et l'analyseur ne peut pas rendre de résultat fiable.",
      evidence: { type: "action", ids: ["material:seringue-gds"] },
    },
    {
      id: "ordre-etapes",
      name: "Met les étapes du prélèvement dans l'ordre, sans étape inadaptée (une erreur tolérée)",
      explanation:
        "Identité, test d'Allen, installation, hygiène, antisepsie, ponction, compression, seringue, étiquetage, surveillance.",
      evidence: { type: "mode", rule: "steps-order", params: { tolerance: 1 } },
    },
    {
      id: "allen-avant",
      name: "Réalise le test d'Allen avant de ponctionner",
      explanation:
        "Le test d'Allen modifié vérifie que l'artère ulnaire peut suppléer la radiale en cas de thrombose ou de spasme après la ponction.",
      evidence: { type: "order", ids: ["step:allen", "step:ponction"] },
    },
    {
      id: "asepsie",
      name: "Respecte l'hygiène : friction hydroalcoolique et gants, puis antisepsie de la peau, avant de ponctionner",
      explanation:
        "L'antiseptique alcoolique appliqué sur une peau propre et séché avant la ponction prévient l'infection du point de ponction.",
      evidence: { type: "mode", rule: "asepsis-chain", params: {} },
    },
    {
      id: "compression-d-abord",
      name: "Comprime le point de ponction dès le retrait de l'aiguille, avant de s'occuper de la seringue",
      explanation:
        "Une compression immédiate et prolongée (au moins 5 minutes, davantage sous anticoagulant) prévient l'hématome.",
      evidence: { type: "order", ids: ["step:ponction", "step:compression", "step:seringue"] },
    },
    {
      id: "contre-indications",
      name: "Cite les contre-indications : test d'Allen anormal, fistule artérioveineuse, lésion cutanée au point de ponction",
      explanation:
        "Une main sans suppléance ulnaire, un bras porteur d'une fistule de dialyse ou une peau infectée font choisir un autre site.",
      evidence: {
        type: "answer",
        questionId: "contre-indications",
        elementIds: ["allen-anormal", "fistule", "infection-locale"],
        match: "all",
      },
    },
    {
      id: "conditions-analyse",
      name: "Note le débit d'oxygène sur le prélèvement et le fait analyser dans les 30 minutes",
      explanation: "Une PaO2 ne s'interprète qu'avec la FiO2 du moment ; un délai prolongé fausse la PaO2 et le pH.",
      evidence: {
        type: "answer",
        questionId: "conditions",
        elementIds: ["fio2", "delai"],
        match: "all",
      },
    },
    {
      id: "interpretation",
      name: "Interprète le gaz du sang : acidose respiratoire partiellement compensée, avec hypoxémie",
      explanation:
        "pH 7,32 et PaCO2 62 mmHg : acidose respiratoire ; des bicarbonates à 31 mmol/L traduisent une hypercapnie chronique qui se décompense ; PaO2 58 mmHg sous oxygène.",
      evidence: {
        type: "answer",
        questionId: "interpretation",
        elementIds: ["acidose-respiratoire", "compensation", "hypoxemie"],
        match: "all",
      },
    },
    {
      id: "vni",
      name: "Pose l'indication d'une ventilation non invasive",
      explanation: "Une exacerbation de BPCO avec pH < 7,35 et PaCO2 > 45 mmHg relève de la ventilation non invasive.",
      evidence: { type: "answer", questionId: "interpretation", elementIds: ["vni"] },
    },
    {
      id: "complications",
      name: "Cite les complications à surveiller : hématome et ischémie de la main",
      explanation:
        "Sous apixaban l'hématome est le risque principal ; la coloration et la chaleur de la main se vérifient après le geste.",
      evidence: {
        type: "answer",
        questionId: "complications",
        elementIds: ["hematome", "ischemie"],
        match: "all",
      },
    },
    {
      id: "diagnostic",
      name: "Retient le diagnostic d'exacerbation de BPCO",
      explanation:
        "Majoration de la dyspnée et expectorations purulentes chez une patiente BPCO, avec acidose respiratoire : exacerbation hypercapnique de BPCO.",
      evidence: { type: "diagnosis" },
    },
    {
      id: "verifie-comprehension",
      name: "Vérifie la compréhension de la patiente ou l'invite à poser ses questions",
      explanation: "Vérifier ce qui a été compris et laisser la place aux questions complète l'information.",
      evidence: { type: "act", labels: ["act.check_understanding", "act.invite_questions"] },
    },
  ],
  sheetId: 192,
  modeData: {
    mode: "procedure",
    procedure: "Gaz du sang artériel (ponction radiale)",
    consentReply: [
      "Bon… Si c'est pour mieux me soigner, allez-y, docteur.",
      "D'accord. Mais appuyez bien après, avec mon Eliquis je fais des bleus partout.",
    ],
    shuffleSeed: 22,
    materials: [
      { id: "solution-hydroalcoolique", name: "Solution hydroalcoolique", needed: true },
      { id: "gants", name: "Gants non stériles", needed: true },
      { id: "antiseptique-alcoolique", name: "Antiseptique alcoolique", needed: true },
      { id: "compresses-steriles", name: "Compresses stériles", needed: true },
      {
        id: "seringue-gds",
        name: "Seringue à gaz du sang préhéparinée, avec aiguille sécurisée",
        needed: true,
        why: "L'héparine empêche la coagulation de l'échantillon ; l'aiguille sécurisée prévient les piqûres.",
      },
      { id: "bouchon", name: "Bouchon obturateur de seringue", needed: true, why: "Il isole l'échantillon de l'air." },
      {
        id: "billot",
        name: "Petit billot pour le poignet",
        needed: true,
        why: "Le poignet en extension expose l'artère.",
      },
      { id: "pansement-compressif", name: "Pansement compressif", needed: true },
      {
        id: "collecteur",
        name: "Collecteur pour objets piquants et tranchants",
        needed: true,
        why: "L'aiguille s'élimine aussitôt : prévention des accidents d'exposition au sang.",
      },
      {
        id: "seringue-simple",
        name: "Seringue de 5 mL non héparinée",
        needed: false,
        why: "Sans héparine, le sang coagule dans la seringue.",
      },
      {
        id: "garrot",
        name: "Garrot",
        needed: false,
        why: "Inutile : le sang artériel remplit la seringue sous sa propre pression.",
      },
      {
        id: "tube-edta",
        name: "Tube EDTA (bouchon violet)",
        needed: false,
        why: "Tube de numération, pas de gaz du sang.",
      },
      {
        id: "glace",
        name: "Sachet de glace pour le transport",
        needed: false,
        why: "Inutile avec une seringue plastique analysée dans les 30 minutes ; la glace peut fausser la PaO2.",
      },
      {
        id: "champ-troue",
        name: "Champ stérile troué",
        needed: false,
        why: "Inutile pour une ponction artérielle radiale simple.",
      },
    ],
    steps: [
      { id: "identite", text: "Vérifier l'identité de la patiente et la prescription" },
      {
        id: "arret-oxygene",
        text: "Arrêter l'oxygène 20 minutes avant le prélèvement",
        distractor: true,
        why: "On ne coupe pas l'oxygène d'une patiente hypoxémique : on note le débit au moment du prélèvement.",
      },
      { id: "allen", text: "Réaliser le test d'Allen modifié" },
      { id: "installation", text: "Installer le poignet en légère extension sur un billot et repérer le pouls radial" },
      {
        id: "garrot",
        text: "Poser un garrot au bras",
        distractor: true,
        why: "Un garrot est inutile et gêne la palpation du pouls.",
      },
      { id: "mains-gants", text: "Faire une friction hydroalcoolique et mettre des gants" },
      {
        id: "antisepsie",
        text: "Désinfecter le point de ponction et le doigt qui palpe avec l'antiseptique alcoolique, laisser sécher",
      },
      {
        id: "humerale",
        text: "Ponctionner l'artère humérale en première intention",
        distractor: true,
        why: "L'artère radiale, superficielle et suppléée par l'ulnaire, est le site de première intention.",
      },
      {
        id: "ponction",
        text: "Ponctionner à 30–45°, biseau vers le haut, face au courant sanguin, jusqu'au reflux pulsatile",
      },
      { id: "remplissage", text: "Laisser la seringue se remplir seule, sans aspirer" },
      {
        id: "compression",
        text: "Retirer l'aiguille et comprimer le point de ponction au moins 5 minutes (10 minutes sous anticoagulant)",
      },
      {
        id: "compression-courte",
        text: "Comprimer 30 secondes puis laisser la patiente",
        distractor: true,
        why: "Une compression de 30 secondes expose à l'hématome, a fortiori sous anticoagulant.",
      },
      {
        id: "seringue",
        text: "Jeter l'aiguille sécurisée dans le collecteur, chasser les bulles d'air et boucher la seringue",
      },
      {
        id: "etiquetage",
        text: "Étiqueter en notant le débit d'oxygène, la température et l'heure, puis acheminer aussitôt au laboratoire",
      },
      { id: "surveillance", text: "Vérifier le point de ponction et la coloration de la main" },
    ],
    asepsis: { chain: ["mains-gants", "antisepsie"], before: "ponction" },
  },
  sources: [
    "Collège des enseignants de pneumologie (CEP), référentiel ECN : gaz du sang artériel (technique de prélèvement, interprétation, insuffisance respiratoire aiguë) ; item 209 « Bronchopneumopathie chronique obstructive ».",
    "SPLF 2017 — Recommandations pour la prise en charge des exacerbations de BPCO : ventilation non invasive si pH < 7,35 et PaCO2 > 45 mmHg, oxygène titré pour une SpO2 de 88 à 92 %.",
    "CLSI C46-A2 — Blood Gas and pH Analysis and Related Measurements : seringue héparinée, absence de bulle d'air, analyse dans les 30 minutes à température ambiante pour une seringue plastique.",
    "SF2H 2016 — Antisepsie de la peau saine avant un geste invasif chez l'adulte ; INRS/GERES — prévention des accidents d'exposition au sang (matériel sécurisé, collecteur).",
    "Code de la santé publique, articles L. 1111-2 et L. 1111-4 : information du patient et consentement libre et éclairé.",
  ],
};
