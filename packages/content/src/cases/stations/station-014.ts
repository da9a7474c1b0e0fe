import type { ClinicalCaseInput } from "../schema";
import { SELF_INTRODUCTION } from "../shared-concepts";

/** The words that stop a treatment ("arrêt du Daktarin", "on suspend la warfarine"). */
const STOP = {
  id: "verbe-arret",
  label: "arrêter, suspendre",
  synonyms: [
    "arrêter",
    "arrêtez",
    "arrête",
    "arrêt",
    "stop",
    "stopper",
    "suspendre",
    "suspension",
    "interrompre",
    "ne plus",
    "plus de",
    "sauter",
    "ne pas prendre",
  ],
};

/**
 * SDD 248 « Prescription et suivi d'un traitement par anticoagulant et/ou anti-agrégant » — l'interne
 * des urgences appelle le médecin traitant d'une patiente de 81 ans sous warfarine (FA non valvulaire)
 * venue pour une épistaxis avec un INR à 8,4 : surdosage par interaction avec le miconazole (gel
 * buccal prescrit par le dentiste), hémorragie non grave. Collaboration : transmission SBAR, boucle
 * fermée, désaccord sur la reprise de l'anticoagulation, traçabilité.
 */
export const station014: ClinicalCaseInput = {
  id: "station-014",
  sdd: { number: 248, title: "Prescription et suivi d'un traitement par anticoagulant et/ou anti-agrégant" },
  categoryId: "hematology",
  modeId: "collaboration",
  rewardXp: 100,
  beta: true,
  patient: {
    firstName: "Odette",
    lastName: "Ferrand",
    age: 81,
    sex: "F",
    persona:
      "Institutrice retraitée, veuve, vit seule dans un appartement de plain-pied à Tours ; autonome, elle marche avec une canne. Fibrillation atriale sous warfarine depuis six ans, hypertendue. Au téléphone, c'est son médecin traitant, le Dr Philippe Arnaud, généraliste installé depuis vingt-cinq ans, qui parle d'elle : il la suit depuis quinze ans et la connaît bien.",
    speakingStyle:
      "Le médecin traitant parle au téléphone, entre deux consultations : ton cordial mais pressé, vocabulaire médical, phrases courtes. Il répond précisément aux questions mais ne donne pas de lui-même ce qu'on ne lui demande pas. Il vouvoie l'interne.",
    emotionalState:
      "Surpris et un peu contrarié d'apprendre le surdosage ; attaché à sa patiente, il est prudent et a des avis tranchés sur les anticoagulants chez le sujet âgé.",
  },
  interlocutor: { name: "Dr Philippe Arnaud", role: "Médecin traitant" },
  situation:
    "Aux urgences, vous appelez le médecin traitant d'une patiente de 81 ans sous anticoagulant, venue pour un saignement de nez, avant son retour à domicile.",
  instructions:
    "Vous êtes interne aux urgences. Vous appelez le médecin traitant de la patiente pour lui transmettre la situation de façon structurée. Organisez avec lui la suite de la prise en charge à domicile et assurez-vous que vous vous êtes bien compris. Vous pouvez écrire une note au dossier depuis le panneau de la station.",
  context:
    "18 h. Mme Odette Ferrand, 81 ans, aux urgences depuis 15 h. Motif : épistaxis, tarie en 20 min par compression. Traitements : warfarine 3 mg/j (FA), amlodipine ; Daktarin gel buccal depuis J6 (dentiste, muguet). Examen : PA 138/76 mmHg, pouls irrégulier 84/min, ecchymoses des avant-bras, pas d'autre saignement, neurologique normal. Biologie : INR 8,4 ; Hb 12,4 g/dL (12,8 il y a 3 mois) ; plaquettes 245 G/L. Fait : vitamine K 2 mg per os à 17 h. Décision avec le sénior : retour à domicile ce soir.",
  opening: "Allô, Philippe Arnaud, j'écoute.",
  script: {
    "act.greeting": ["Oui, bonjour. Je vous écoute.", "Bonjour, oui, c'est bien moi."],
    "act.empathy": "Merci, c'est gentil de m'appeler, on n'est pas toujours prévenus.",
    "act.closing": "Merci pour l'appel. Bonne fin de garde.",
    "act.invite_questions": "Non, c'est clair pour moi. Envoyez-moi le compte rendu.",
    motif: "Oui, je vous écoute : c'est au sujet de quel patient ?",
    "id.name": "Odette Ferrand, oui, je la suis depuis quinze ans.",
    "id.age": "Elle a 81 ans.",
    "id.living": [
      "Elle vit seule, de plain-pied. Une infirmière libérale passe tous les matins pour le pilulier.",
      "Seule chez elle, mais bien entourée : l'infirmière passe tous les matins, sa fille habite à côté.",
    ],
    "hx.medical": [
      "Une fibrillation atriale découverte il y a six ans, une hypertension, et une arthrose des genoux. Pas de diabète, pas d'AVC.",
      "FA, hypertension, arthrose. Pas d'antécédent d'AVC ni d'hémorragie grave.",
    ],
    "hx.surgical": "Une prothèse de genou il y a huit ans, rien d'autre.",
    "hx.allergies": "Aucune allergie connue.",
    "hx.hypertension": "Oui, elle est hypertendue, bien équilibrée sous amlodipine 5 mg.",
    "hx.diabetes": "Non, pas de diabète.",
    "hx.hospitalizations": "Seulement pour sa prothèse de genou. Jamais pour un saignement.",
    "tx.current": [
      "Warfarine 3 mg le soir, amlodipine 5 mg, et du paracétamol pour ses genoux. C'est tout ce que je lui prescris.",
      "Coumadine 3 mg, amlodipine, paracétamol à la demande.",
    ],
    "tx.adherence": "Très bonne observance : l'infirmière prépare le pilulier, il n'y a jamais eu d'erreur.",
    "tx.self_medication": "Pas que je sache. Elle ne prend rien sans me demander, d'habitude.",
    "hdm.previous_episodes": "Jamais de saignement jusqu'ici, ni de surdosage.",
    "hdm.consultations": "Je l'ai vue il y a un mois pour le renouvellement, tout allait bien.",
    "sx.bleeding": "Elle ne m'a jamais signalé de saignement avant aujourd'hui.",
    "sx.neuro": "Aucun antécédent neurologique.",
    "hx.regular_doctor": "C'est moi, oui, depuis quinze ans.",
    "pt.concerns": "Elle a toujours eu peur de l'AVC : sa sœur en a fait un.",
  },
  announcementReaction: [
    "Ah… Je n'avais pas vu passer ça. Et qu'est-ce que vous proposez ?",
    "D'accord. Qu'attendez-vous de moi pour la suite ?",
  ],
  unscriptedDefault: [
    "Pas à ma connaissance.",
    "Non, rien de particulier de ce côté-là.",
    "Je n'ai rien de tel dans mon dossier.",
  ],
  diagnosis: {
    options: [
      "Surdosage en AVK par interaction avec le miconazole",
      "Surdosage en AVK par erreur de prise",
      "Insuffisance hépatocellulaire",
      "Coagulation intravasculaire disséminée",
      "Rendu-Osler (télangiectasie hémorragique héréditaire)",
      "Thrombopénie",
    ],
    correct: "Surdosage en AVK par interaction avec le miconazole",
  },
  modeData: {
    mode: "collaboration",
    direction: "outgoing",
    sbar: {
      situation: {
        guidance: "Qui tu es, pour quelle patiente, pourquoi tu appelles : le problème en une phrase.",
        concepts: [
          {
            id: "s-motif-appel",
            label: "Le motif de l'appel",
            synonyms: [
              "je vous appelle pour",
              "je vous appelle au sujet",
              "je vous appelle à propos",
              "je vous appelle concernant",
              "j'appelle pour",
              "j'appelle au sujet",
              "je vous téléphone pour",
              "au sujet de votre patiente",
              "concernant votre patiente",
              "à propos de votre patiente",
              "vue aux urgences",
              "venue aux urgences",
              "passée aux urgences",
              "admise aux urgences",
            ],
          },
        ],
      },
      background: {
        guidance: "Le contexte : antécédents, traitements, ce qui a changé récemment.",
        concepts: [
          {
            id: "b-terrain",
            label: "Le terrain et les traitements",
            synonyms: [
              "fibrillation atriale",
              "fibrillation auriculaire",
              "acfa",
              "fa",
              "antécédents",
              "atcd",
              "sous warfarine",
              "sous coumadine",
              "sous avk",
              "traitée par warfarine",
              "son dentiste",
              "le dentiste",
            ],
          },
        ],
      },
      assessment: {
        guidance: "Ton analyse : ce qui se passe selon toi, et la gravité.",
        concepts: [
          {
            id: "a-analyse",
            label: "L'analyse",
            synonyms: [
              "surdosage",
              "surdosée",
              "interaction",
              "contre-indiqué",
              "contre-indiquée",
              "contre-indication",
              "potentialise",
              "potentialisation",
              "je pense que",
              "à mon avis",
              "mon analyse",
              "non grave",
              "pas de signe de gravité",
            ],
          },
        ],
      },
      recommendation: {
        guidance: "Ce que tu proposes ou demandes, précisément : qui fait quoi, et quand.",
        concepts: [
          {
            id: "r-demande",
            label: "La demande",
            synonyms: [
              "je vous propose",
              "je vous demande",
              "je vous demanderais",
              "je voudrais vous demander",
              "je vous laisse",
              "ce que je propose",
              "je propose",
              "nous proposons",
              "on vous propose",
              "je souhaiterais",
              "inr de contrôle",
              "contrôle de l'inr",
            ],
          },
        ],
      },
    },
    facts: [
      {
        id: "infirmiere",
        label: "L'organisation à domicile (infirmière libérale)",
        ask: [
          "infirmière",
          "infirmier",
          "ide",
          "passage infirmier",
          "qui peut faire l'inr",
          "qui fera l'inr",
          "prise de sang à domicile",
          "prélèvement à domicile",
          "quelqu'un à domicile",
          "quelqu'un chez elle",
          "vit seule",
          "entourage",
          "aide à domicile",
          "aides",
          "qui s'occupe",
          "organisation",
        ],
        reply: [
          "Elle vit seule, mais une infirmière libérale passe tous les matins pour le pilulier : elle peut faire l'INR demain matin à domicile et le labo me faxera le résultat.",
          "Oui, l'infirmière passe tous les matins, c'est elle qui fera le prélèvement.",
        ],
        withheld: true,
      },
      {
        id: "dernier-inr",
        label: "Les INR habituels",
        ask: [
          "dernier inr",
          "derniers inr",
          "inr habituel",
          "inr habituels",
          "équilibrée",
          "équilibré",
          "précédent inr",
          "précédents inr",
          "carnet",
          "inr étaient",
          "inr était",
          "dans la cible",
        ],
        reply:
          "Elle était très bien équilibrée : 2,4 il y a quinze jours, toujours entre 2 et 3 depuis un an, avec 3 mg de warfarine par jour.",
        withheld: true,
      },
      {
        id: "prescripteur",
        label: "Qui a prescrit le miconazole",
        ask: ["qui a prescrit", "prescrit par", "dentiste", "daktarin", "miconazole", "muguet", "mycose", "candidose"],
        reply:
          "Le Daktarin ? Ce n'est pas moi, c'est son dentiste, pour un muguet sous son appareil. Je n'étais pas au courant.",
        withheld: true,
      },
      {
        id: "cardiologue",
        label: "Le suivi cardiologique (FA non valvulaire)",
        ask: [
          "cardiologue",
          "suivi cardiologique",
          "échographie",
          "écho cardiaque",
          "valve",
          "valvulopathie",
          "prothèse valvulaire",
          "rétrécissement mitral",
        ],
        reply:
          "Elle voit le Dr Mercier, cardiologue, une fois par an. Pas de valvulopathie, pas de prothèse valvulaire : c'est une FA non valvulaire. Prochain rendez-vous en juin.",
      },
      {
        id: "fonction-renale",
        label: "La fonction rénale et le poids",
        ask: ["créatinine", "clairance", "fonction rénale", "dfg", "reins", "poids", "pèse"],
        reply: "Clairance à 40 mL/min en mars, stable. Elle pèse 58 kg.",
      },
      {
        id: "chutes",
        label: "Les chutes",
        ask: ["chute", "chutes", "tombe", "tombée", "troubles de l'équilibre"],
        reply: "Pas de chute à ma connaissance. Elle marche avec une canne mais elle est solide.",
      },
    ],
    orders: [
      {
        id: "vitamine-k",
        label: "la vitamine K donnée aux urgences",
        synonyms: ["vitamine k", "vit k", "vitamine k1", "phytoménadione"],
      },
      {
        id: "stop-miconazole",
        label: "l'arrêt définitif du Daktarin",
        synonyms: ["miconazole", "daktarin", "gel antifongique", "gel buccal"],
        requires: [STOP],
        stop: true,
      },
      {
        id: "antifongique",
        label: "un antifongique local sans interaction à la place",
        synonyms: ["amphotéricine", "amphotéricine b", "fungizone", "nystatine", "mycostatine"],
      },
      {
        id: "suspension-avk",
        label: "la warfarine suspendue jusqu'à l'INR de contrôle",
        synonyms: ["warfarine", "coumadine", "avk", "anticoagulant"],
        requires: [STOP],
        stop: true,
      },
      {
        id: "inr-demain",
        label: "un INR de contrôle demain matin",
        synonyms: [
          "inr demain",
          "inr de contrôle",
          "contrôle de l'inr",
          "contrôler l'inr",
          "nouvel inr",
          "refaire un inr",
          "inr le lendemain",
          "recontrôler l'inr",
          "inr demain matin",
        ],
      },
      {
        id: "reprise-avk",
        label: "la reprise de la warfarine quand l'INR sera revenu entre 2 et 3",
        synonyms: [
          "reprise de la warfarine",
          "reprendre la warfarine",
          "reprise des avk",
          "reprendre les avk",
          "reprise de la coumadine",
          "reprendre la coumadine",
          "reprise de l'anticoagulant",
          "reprendre l'anticoagulant",
          "reprise de l'anticoagulation",
          "reprendre l'anticoagulation",
          "réintroduire la warfarine",
          "réintroduction de la warfarine",
        ],
      },
    ],
    wrongOrders: [
      {
        id: "ppsb",
        label: "PPSB ou plasma pour une hémorragie non grave",
        synonyms: [
          "ppsb",
          "kanokad",
          "confidex",
          "concentré de complexe prothrombinique",
          "ccp",
          "plasma frais congelé",
          "pfc",
        ],
        reason: "ils sont réservés aux hémorragies graves ; une épistaxis tarie par compression n'en relève pas.",
      },
      {
        id: "vitamine-k-iv",
        label: "Vitamine K à forte dose ou intraveineuse",
        synonyms: [
          "10 mg de vitamine k",
          "vitamine k 10 mg",
          "vitamine k intraveineuse",
          "vitamine k iv",
          "vitamine k en iv",
        ],
        reason:
          "sans hémorragie grave, 1 à 2 mg par voie orale suffisent ; une forte dose expose à une résistance prolongée aux AVK.",
      },
      {
        id: "arret-definitif",
        label: "Arrêter définitivement l'anticoagulation",
        synonyms: [
          "arrêt définitif des anticoagulants",
          "arrêter définitivement les anticoagulants",
          "arrêter définitivement la warfarine",
          "arrêt définitif de la warfarine",
          "arrêter définitivement l'anticoagulation",
          "plus jamais d'anticoagulant",
        ],
        reason:
          "une FA avec un score CHA2DS2-VA à 3 (CHA2DS2-VASc à 4) expose à un risque élevé d'AVC ; un surdosage de cause identifiée et corrigée ne justifie pas d'arrêter l'anticoagulation.",
      },
      {
        id: "transfusion",
        label: "Transfuser",
        synonyms: ["transfusion", "transfuser", "culot globulaire", "culots globulaires", "cgr"],
        reason: "l'hémoglobine est stable à 12,4 g/dL : rien ne justifie une transfusion.",
      },
    ],
    objection: {
      trigger: [
        "reprise de la warfarine",
        "reprendre la warfarine",
        "reprise des avk",
        "reprendre les avk",
        "reprise de la coumadine",
        "reprendre la coumadine",
        "reprise de l'anticoagulant",
        "reprendre l'anticoagulant",
        "reprise de l'anticoagulation",
        "reprendre l'anticoagulation",
        "réintroduire la warfarine",
        "réintroduction de la warfarine",
        "poursuivre l'anticoagulation",
        "continuer l'anticoagulation",
        "maintenir l'anticoagulation",
      ],
      text: "Là, je ne suis pas d'accord. Un INR à 8 et un saignement, à 81 ans… Moi, je préférerais arrêter définitivement ses anticoagulants : chez une dame qui vit seule, c'est trop dangereux.",
      insist: "Je vous entends, mais donnez-moi une bonne raison de reprendre un anticoagulant après un tel surdosage.",
      resolution:
        "Bon… Vu comme ça, vous avez raison, le risque d'AVC l'emporte. D'accord pour la reprise, et j'en parlerai avec son cardiologue.",
      arguments: [
        {
          id: "risque-embolique",
          label: "Le risque d'AVC de la FA (CHA2DS2-VA à 3)",
          synonyms: [
            "risque d'avc",
            "risque d'accident vasculaire",
            "accident vasculaire cérébral",
            "avc",
            "risque embolique",
            "risque thromboembolique",
            "embolie",
            "cha2ds2-vasc",
            "cha2ds2vasc",
            "cha2ds2-va",
            "chads",
          ],
        },
        {
          id: "cause-identifiee",
          label: "La cause du surdosage est identifiée et supprimée",
          synonyms: [
            "cause identifiée",
            "cause est identifiée",
            "on a trouvé la cause",
            "on connaît la cause",
            "à cause du miconazole",
            "à cause du daktarin",
            "lié au miconazole",
            "lié au daktarin",
            "due à l'interaction",
            "dû à l'interaction",
            "c'est l'interaction",
            "c'est le daktarin",
            "c'est le miconazole",
          ],
        },
        {
          id: "saignement-non-grave",
          label: "Le saignement n'est pas grave",
          synonyms: ["saignement non grave", "hémorragie non grave", "saignement mineur", "pas de saignement grave"],
        },
      ],
      compromise: [
        {
          id: "aod-cardiologue",
          label: "Discuter un relais par AOD avec le cardiologue, INR rapprochés",
          synonyms: [
            "aod",
            "anticoagulant oral direct",
            "anticoagulants oraux directs",
            "apixaban",
            "eliquis",
            "rivaroxaban",
            "xarelto",
            "naco",
            "cardiologue",
            "avis cardiologique",
            "has-bled",
            "hasbled",
            "risque hémorragique",
            "inr rapprochés",
            "surveillance rapprochée",
            "inr plus fréquents",
            "contrôles rapprochés",
          ],
        },
      ],
    },
  },
  grid: [
    {
      id: "presentation",
      name: "Se présente (nom, fonction, service) en début d'appel",
      explanation:
        "Le médecin traitant doit savoir d'emblée qui l'appelle et d'où : c'est la première ligne de la transmission.",
      evidence: { type: "act", labels: ["act.greeting"], mentions: [SELF_INTRODUCTION] },
    },
    {
      id: "sbar-ordre",
      name: "Structure sa transmission dans l'ordre SAED/SBAR : situation, antécédents, évaluation, demande",
      explanation:
        "Une transmission structurée (HAS, méthode SAED) est plus courte, plus complète et laisse moins de place à l'erreur.",
      evidence: { type: "mode", rule: "sbar-order" },
    },
    {
      id: "situation",
      name: "Énonce le problème : épistaxis avec un INR à 8,4",
      explanation: "La situation tient en une phrase : le saignement et le chiffre d'INR.",
      evidence: {
        type: "stated",
        match: "all",
        concepts: [
          {
            id: "inr-eleve",
            label: "L'INR à 8,4",
            synonyms: [
              "inr à 8",
              "inr a 8",
              "inr de 8",
              "inr 8",
              "inr supérieur à 8",
              "inr au-dessus de 8",
              "inr à plus de 8",
            ],
          },
          {
            id: "epistaxis",
            label: "L'épistaxis",
            synonyms: ["épistaxis", "saignement de nez", "saigné du nez", "saignait du nez", "saigne du nez"],
          },
        ],
      },
    },
    {
      id: "terrain",
      name: "Rappelle le terrain : fibrillation atriale sous warfarine",
      explanation: "L'indication et la molécule de l'anticoagulant conditionnent toute la suite.",
      evidence: {
        type: "stated",
        match: "all",
        concepts: [
          {
            id: "fa",
            label: "La fibrillation atriale",
            synonyms: ["fibrillation atriale", "fibrillation auriculaire", "acfa", "fa", "arythmie complète"],
          },
          {
            id: "warfarine",
            label: "La warfarine (AVK)",
            synonyms: ["warfarine", "coumadine", "avk", "antivitamine k", "anti-vitamine k", "antivitamines k"],
          },
        ],
      },
    },
    {
      id: "miconazole",
      name: "Signale la prescription récente de miconazole (Daktarin) par le dentiste",
      explanation: "Le changement récent de traitement est l'élément clé : le médecin traitant ne le connaît pas.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "miconazole",
            label: "Le miconazole",
            synonyms: ["miconazole", "daktarin", "gel antifongique", "antifongique azolé"],
          },
        ],
      },
    },
    {
      id: "interaction",
      name: "Identifie l'interaction miconazole–AVK (association contre-indiquée) comme cause du surdosage",
      explanation:
        "Le miconazole, même en gel buccal, inhibe le métabolisme de la warfarine : l'association est contre-indiquée et explique l'INR à 8,4.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "interaction",
            label: "L'interaction médicamenteuse",
            synonyms: [
              "interaction",
              "interaction médicamenteuse",
              "contre-indiqué",
              "contre-indiquée",
              "contre-indication",
              "potentialise",
              "potentialisation",
              "majore l'effet",
              "augmente l'effet",
            ],
          },
        ],
      },
    },
    {
      id: "gravite",
      name: "Précise l'absence de gravité (épistaxis tarie, hémoglobine stable, hémodynamique stable)",
      explanation:
        "C'est ce qui autorise le retour à domicile : une hémorragie non grave se prend en charge comme un surdosage, en ambulatoire.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "non-grave",
            label: "L'absence de signe de gravité",
            synonyms: [
              "pas de signe de gravité",
              "sans signe de gravité",
              "aucun signe de gravité",
              "hémorragie non grave",
              "saignement non grave",
              "non grave",
              "hémoglobine stable",
              "hémoglobine à 12",
              "hb stable",
              "hb à 12",
              "hémodynamique stable",
              "stable sur le plan hémodynamique",
              "épistaxis tarie",
              "s'est tarie",
              "ne saigne plus",
            ],
          },
        ],
      },
    },
    {
      id: "vitamine-k",
      name: "Transmet la vitamine K donnée : 2 mg par voie orale",
      explanation:
        "Pour un INR entre 6 et 10 sans hémorragie grave, la HAS recommande 1 à 2 mg de vitamine K per os ; le médecin traitant doit savoir ce qui a été fait.",
      evidence: {
        type: "stated",
        match: "all",
        concepts: [
          { id: "vitk", label: "La vitamine K", synonyms: ["vitamine k", "vit k", "vitamine k1", "phytoménadione"] },
          {
            id: "vitk-voie",
            label: "2 mg per os",
            synonyms: ["2 mg", "deux milligrammes", "per os", "par voie orale", "par la bouche", "buvable"],
          },
        ],
      },
    },
    {
      id: "antifongique",
      name: "Arrête le miconazole et propose un antifongique local sans interaction",
      explanation:
        "Le Daktarin est arrêté définitivement ; le muguet se traite par amphotéricine B en suspension (ou nystatine), sans effet sur l'INR.",
      evidence: { type: "mode", rule: "order-given", params: { orders: ["stop-miconazole", "antifongique"] } },
    },
    {
      id: "inr-controle",
      name: "Demande un INR de contrôle le lendemain",
      explanation: "La HAS recommande un INR le lendemain de la correction ; il guide la reprise de la warfarine.",
      evidence: { type: "mode", rule: "order-given", params: { orders: ["inr-demain"] } },
    },
    {
      id: "reprise",
      name: "Prévoit la suspension puis la reprise de la warfarine quand l'INR sera revenu dans la cible",
      explanation:
        "La warfarine est suspendue et reprise quand l'INR revient entre 2 et 3, avec des contrôles rapprochés.",
      evidence: {
        type: "mode",
        rule: "order-given",
        params: { orders: ["suspension-avk", "reprise-avk"], match: "all" },
      },
    },
    {
      id: "organisation",
      name: "S'assure de l'organisation du contrôle à domicile (infirmière, transmission du résultat)",
      explanation:
        "Le médecin traitant sait qui peut prélever chez une patiente qui vit seule : il faut le lui demander plutôt que de le supposer.",
      evidence: { type: "mode", rule: "fact-obtained", params: { facts: ["infirmiere"] } },
    },
    {
      id: "boucle-fermee",
      name: "Vérifie la compréhension mutuelle : fait reformuler le plan ou reformule ce qu'il apprend",
      explanation: "La boucle fermée (relecture ou reformulation) garantit que chacun repart avec le même plan.",
      evidence: { type: "mode", rule: "closed-loop", params: { kind: "any" } },
    },
    {
      id: "desaccord",
      name: "Entend le désaccord sur l'anticoagulation et argumente (risque d'AVC, cause identifiée)",
      explanation:
        "On reconnaît la crainte du confrère, puis on argumente : le risque embolique de la FA dépasse le risque hémorragique d'un surdosage de cause identifiée.",
      evidence: { type: "mode", rule: "disagreement-handled", params: { parts: ["acknowledge", "argue"] } },
    },
    {
      id: "compromis",
      name: "Propose un compromis : relais par AOD à discuter avec le cardiologue, INR rapprochés",
      explanation:
        "Dans une FA non valvulaire, un anticoagulant oral direct (apixaban à dose adaptée) est une alternative à discuter avec le cardiologue.",
      evidence: { type: "mode", rule: "disagreement-handled", params: { parts: ["compromise"] } },
    },
    {
      id: "tracabilite",
      name: "Assure la traçabilité : compte rendu ou courrier au médecin traitant, appel noté au dossier",
      explanation:
        "L'appel, les décisions et l'interlocuteur sont écrits dans le dossier et le compte rendu des urgences est adressé au médecin traitant.",
      evidence: { type: "mode", rule: "traceability" },
    },
    {
      id: "diagnostic",
      name: "Retient un surdosage en AVK par interaction avec le miconazole",
      explanation: "INR à 8,4 chez une patiente stable depuis un an, six jours après le début d'un gel de miconazole.",
      evidence: { type: "diagnosis" },
    },
  ],
  sheetId: 248,
  sources: [
    "HAS, « Prise en charge des surdosages en antivitamines K, des situations à risque hémorragique et des accidents hémorragiques chez les patients traités par antivitamines K en ville et en milieu hospitalier » (2008) : INR entre 6 et 10 sans hémorragie grave, arrêt de l'AVK, 1 à 2 mg de vitamine K per os, INR le lendemain ; hémorragie non grave prise en charge en ambulatoire.",
    "ANSM, Thésaurus des interactions médicamenteuses : miconazole (y compris en gel buccal) et antivitamines K, association contre-indiquée (augmentation de l'effet anticoagulant et risque hémorragique).",
    "ESC 2024 Guidelines for the management of atrial fibrillation : anticoagulation selon le CHA2DS2-VA, préférence pour les anticoagulants oraux directs hors valve mécanique et rétrécissement mitral, apixaban à dose adaptée (âge ≥ 80 ans, poids ≤ 60 kg).",
    "HAS, « SAED : un guide pour faciliter la communication entre professionnels de santé » (2014) : situation, antécédents, évaluation, demande, et reformulation.",
  ],
};
