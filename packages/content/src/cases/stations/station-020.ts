import type { ClinicalCaseInput } from "../schema";

const AFTER_THIRD_SHOCK = ["choc-3"];

/**
 * SDD 161 « Douleur thoracique » — urgence vitale : arrêt cardiaque intrahospitalier sur fibrillation
 * ventriculaire chez un homme de 61 ans hospitalisé en cardiologie pour un infarctus antérieur. Un
 * premier choc a été délivré par le DAE avant l'arrivée de l'interne : RCP 30:2, chocs à 150-200 J
 * biphasiques toutes les 2 minutes, adrénaline 1 mg IV et amiodarone 300 mg après le 3e choc (ERC 2021).
 */
export const station020: ClinicalCaseInput = {
  id: "station-020",
  sdd: { number: 161, title: "Douleur thoracique" },
  categoryId: "cardiology",
  modeId: "urgence",
  rewardXp: 100,
  beta: true,
  patient: {
    firstName: "Bernard",
    lastName: "Castel",
    age: 61,
    sex: "M",
    persona:
      "Chauffeur de bus à la retraite, 85 kg, hospitalisé depuis deux jours en cardiologie pour un infarctus antérieur traité par angioplastie et stent de l'IVA. Hypertendu, ancien fumeur, marié, deux enfants.",
    speakingStyle:
      "C'est l'infirmière, Samia, qui répond : phrases courtes, factuelles, elle vouvoie l'interne et annonce ce qu'elle fait.",
    emotionalState: "L'infirmière est concentrée et rapide ; le patient est inconscient.",
  },
  interlocutor: { name: "Samia", role: "Infirmière de cardiologie" },
  situation: "Un homme de 61 ans hospitalisé en cardiologie ne répond plus ; l'infirmière vous appelle en urgence.",
  instructions:
    "Vous êtes l'interne de garde de cardiologie, appelé en urgence chambre 12. Prenez en charge ce patient pendant 7 minutes. Vos gestes et prescriptions se font dans le panneau d'actions, avec la dose et la voie quand elles sont demandées. Le scope évolue selon ce que vous faites. Vous pouvez parler à l'infirmière dans la conversation. Indiquez votre diagnostic à la fin de la station.",
  context:
    "3 heures du matin, service de cardiologie. M. Castel, 61 ans, hospitalisé depuis deux jours pour un infarctus antérieur traité par un stent, s'est plaint d'une douleur thoracique il y a vingt minutes. Samia, l'infirmière, l'a trouvé inconscient il y a trois minutes : elle a appelé à l'aide et débuté le massage ; le défibrillateur automatisé externe a délivré un premier choc il y a une minute et demie. L'aide-soignant masse, les électrodes du DAE sont collées, le chariot d'urgence et son défibrillateur manuel sont dans la chambre. Le patient a une voie veineuse périphérique fonctionnelle.",
  script: {
    motif: [
      "Je l'ai trouvé inconscient en passant, il ne respirait plus normalement.",
      "Il ne répondait plus, il faisait des mouvements respiratoires bizarres, comme des hoquets.",
    ],
    "hdm.onset": "Je l'ai trouvé il y a trois minutes. Le DAE a choqué il y a une minute et demie, on masse depuis.",
    "hdm.circumstances": [
      "Il s'était plaint d'une douleur dans la poitrine il y a vingt minutes ; j'avais fait un ECG et j'allais vous appeler.",
      "Il avait mal à la poitrine depuis vingt minutes, comme lors de son infarctus, d'après lui.",
    ],
    "hdm.evolution": "Le DAE a dit « choc recommandé », il a choqué une fois, et depuis on masse sans s'arrêter.",
    "hdm.previous_episodes":
      "Il a fait son infarctus il y a deux jours, c'est pour ça qu'il est là. Pas d'arrêt avant.",
    "hx.medical": [
      "Infarctus antérieur il y a deux jours, stent sur l'IVA. Hypertendu, ancien fumeur, cholestérol. Pas de limitation des soins : il est réanimatoire.",
      "Un infarctus antérieur, angioplastie avec un stent sur l'IVA avant-hier. Et de l'hypertension. Il est réanimatoire, rien n'a été limité.",
    ],
    "hdm.consultations":
      "L'ECG de tout à l'heure montrait un sus-décalage en antérieur, je l'ai posé sur le bureau. Le bilan de ce matin était normal, potassium à 4,2.",
    "hx.hypertension": "Oui, hypertendu depuis dix ans.",
    "hx.diabetes": "Non, pas diabétique.",
    "hx.dyslipidemia": "Oui, hypercholestérolémie, il est sous statine.",
    "hx.allergies": "Aucune allergie connue.",
    "hx.surgical": "Une appendicectomie jeune, c'est tout.",
    "tx.current": [
      "Aspirine, ticagrelor, bisoprolol, ramipril, atorvastatine, et l'héparine préventive.",
      "La double antiagrégation, un bêtabloquant, un IEC, une statine.",
    ],
    "sx.chest_pain": "Oui, il avait mal à la poitrine il y a vingt minutes, une douleur serrée.",
    "sx.syncope": "Je ne l'ai pas vu tomber, je l'ai trouvé inconscient dans son lit.",
    "sx.dyspnea": "Il ne respire pas, juste des gasps.",
    "sx.weight": "Il pèse 85 kilos.",
    "life.tobacco": "Ancien fumeur, il a arrêté il y a cinq ans.",
    "id.age": "61 ans.",
    "id.name": "Bernard Castel.",
    "id.job": "Chauffeur de bus à la retraite.",
    "id.living": "Il vit avec sa femme ; je l'appellerai quand on pourra.",
    "hx.family": "Je ne sais pas, ce n'est pas noté.",
    "sx.palpitations": "Il ne s'en était pas plaint.",
  },
  announcementReaction: [
    "D'accord. On continue, dites-moi quoi préparer.",
    "Entendu, je vous suis. Qu'est-ce que je prépare ?",
  ],
  unscriptedDefault: [
    "Je ne sais pas, ce n'est pas noté dans le dossier.",
    "Je n'ai pas l'information sous la main.",
    "Aucune idée, je pourrai regarder après.",
  ],
  diagnosis: {
    options: [
      "Arrêt cardiaque sur fibrillation ventriculaire",
      "Arrêt cardiaque en asystolie",
      "Activité électrique sans pouls",
      "Tachycardie ventriculaire avec pouls",
      "Bloc auriculo-ventriculaire complet",
      "Syncope vasovagale",
    ],
    correct: "Arrêt cardiaque sur fibrillation ventriculaire",
  },
  modeData: {
    mode: "urgence",
    baseline: { hr: 0, sbp: 0, dbp: 0, spo2: 0, rr: 0, temp: 36.8, gcs: 3 },
    rhythm: "vf",
    trajectory: {},
    actions: [
      {
        id: "verifier",
        label: "Confirmer l'arrêt : conscience, respiration, pouls (10 s au plus)",
        category: "other",
        key: "reconnaissance",
        reply: "Il ne répond pas, il ne respire pas, pas de pouls carotidien. On continue de masser.",
        synonyms: ["pouls carotidien", "il respire", "vérifie le pouls", "vérifiez le pouls", "conscience"],
      },
      {
        id: "alerte",
        label: "Alerter l'équipe de réanimation (numéro d'urgence interne)",
        category: "other",
        key: "alerte",
        reply: "J'appelle le réanimateur de garde au numéro d'urgence, ils arrivent.",
        synonyms: [
          "appelle la réa",
          "appelez la réa",
          "appelle le réanimateur",
          "appelez le réanimateur",
          "alerte",
          "numéro d'urgence",
        ],
      },
      {
        id: "mce",
        label: "Massage cardiaque externe (30:2, 100 à 120/min)",
        category: "circulation",
        key: "mce",
        reply:
          "On masse : 30 compressions pour 2 insufflations, 100 à 120 par minute, et on se relaie toutes les 2 minutes.",
        synonyms: ["massage", "masse", "massez", "compressions", "reprends le massage", "reprenez le massage", "mce"],
        hazards: [
          {
            rhythms: ["sinus", "sinus_tachycardia"],
            reason: "massage cardiaque chez un patient qui a repris une activité circulatoire.",
          },
        ],
      },
      {
        id: "defibrillateur",
        label: "Brancher le défibrillateur manuel sur les électrodes",
        category: "circulation",
        key: "defibrillateur",
        reply: "Les électrodes du DAE sont en place, je branche le défibrillateur manuel du chariot.",
        synonyms: [
          "défibrillateur manuel",
          "branche le défibrillateur",
          "branchez le défibrillateur",
          "électrodes",
          "palettes",
        ],
      },
      {
        id: "analyse",
        label: "Analyser le rythme (pause de moins de 10 s)",
        category: "circulation",
        key: "analyse",
        requires: ["defibrillateur"],
        requiresReply: "Il faut d'abord brancher le défibrillateur manuel sur les électrodes.",
        reports: "rhythm",
        reply: "Stop massage, on analyse.",
        synonyms: ["analyse", "analysez", "analyse du rythme", "analyser le rythme", "on regarde le rythme"],
      },
      {
        id: "choc",
        label: "Choc électrique externe",
        category: "circulation",
        dose: { unit: "J", min: 50, max: 360, step: 10 },
        requires: ["defibrillateur"],
        requiresReply: "Il faut d'abord brancher le défibrillateur manuel sur les électrodes.",
        reply: "Chargé… Tout le monde s'écarte, oxygène écarté… Choc délivré !",
        synonyms: [
          "choquez",
          "choque",
          "on choque",
          "choc à",
          "choc électrique",
          "défibrillation",
          "défibrillez",
          "charge à",
        ],
        hazards: [
          {
            rhythms: ["sinus", "sinus_tachycardia", "asystole"],
            reason: "choc électrique sur un rythme non choquable.",
          },
        ],
      },
      {
        id: "bavu",
        label: "Ventilation au masque (BAVU) sous oxygène 15 L/min",
        category: "airway",
        key: "ventilation",
        reply:
          "BAVU branché sur l'oxygène à 15 litres, canule de Guedel en place : 2 insufflations toutes les 30 compressions.",
        synonyms: ["bavu", "ballon", "ventile", "ventilez", "guedel"],
      },
      {
        id: "capnographie",
        label: "Capnographie (EtCO2)",
        category: "breathing",
        key: "capnographie",
        reply: "Capnographe branché sur le masque : EtCO2 à 14 mmHg pendant le massage.",
        synonyms: ["capnographie", "capno", "etco2", "co2 expiré"],
      },
      {
        id: "adrenaline",
        label: "Adrénaline",
        category: "drugs",
        dose: { unit: "mg", min: 0.1, max: 5, step: 0.1 },
        routes: ["iv", "io", "im"],
        reply: "C'est fait.",
        synonyms: ["adrénaline", "adré", "adrenaline", "épinéphrine"],
        hazards: [
          {
            rhythms: ["sinus", "sinus_tachycardia"],
            reason: "bolus d'adrénaline d'arrêt cardiaque chez un patient qui a repris un pouls.",
          },
          { sooner: 170, reason: "adrénaline répétée moins de 3 minutes après la précédente." },
        ],
      },
      {
        id: "amiodarone",
        label: "Amiodarone",
        category: "drugs",
        dose: { unit: "mg", min: 50, max: 600, step: 50 },
        routes: ["iv", "io"],
        reply: "C'est fait.",
        synonyms: ["amiodarone", "cordarone"],
      },
      {
        id: "ecg",
        label: "ECG 12 dérivations",
        category: "other",
        reply: "Je fais l'ECG.",
        synonyms: ["ecg 12", "ecg douze", "électrocardiogramme", "ecg 18"],
      },
      {
        id: "reevaluer",
        label: "Réévaluer : pouls, constantes",
        category: "other",
        key: "reevaluation",
        reports: "vitals",
        reply: "Je reprends tout.",
        synonyms: ["reprends les constantes", "reprenez les constantes", "réévalue", "réévaluez"],
      },
      {
        id: "coronarographie",
        label: "Appeler le cardiologue interventionnel (coronarographie en urgence)",
        category: "other",
        key: "coronarographie",
        reply: "J'appelle l'astreinte de cardiologie interventionnelle pour ouvrir la salle de coronarographie.",
        synonyms: ["coronarographie", "coro", "salle de cathétérisme", "cardiologue interventionnel", "angioplastie"],
      },
      {
        id: "atropine",
        label: "Atropine",
        category: "drugs",
        dose: { unit: "mg", min: 0.5, max: 3, step: 0.5 },
        routes: ["iv", "io"],
        inappropriate: true,
        reply: "De l'atropine ? Elle n'a plus sa place dans l'arrêt cardiaque… Je la fais si vous insistez.",
        synonyms: ["atropine"],
      },
      {
        id: "bicarbonates",
        label: "Bicarbonate de sodium",
        category: "drugs",
        dose: { unit: "mL", min: 50, max: 250, step: 50 },
        routes: ["iv"],
        inappropriate: true,
        reply: "Des bicarbonates d'emblée ? On n'en fait pas en systématique, sauf hyperkaliémie…",
        synonyms: ["bicarbonate", "bicarbonates", "bicar"],
      },
    ],
    effects: [
      {
        action: "choc",
        rhythms: ["vf", "vf_fine", "vt"],
        dose: { min: 150, max: 360 },
        key: "choc",
        numbered: { from: 2 },
        rhythmReply: "Je ne choque pas : ce rythme n'est pas choquable !",
        doseReply: "En biphasique, c'est 150 joules au minimum : je recharge plus haut ?",
      },
      {
        action: "adrenaline",
        routes: ["iv", "io"],
        dose: { min: 1, max: 1 },
        rhythms: ["vf", "vf_fine", "vt", "asystole"],
        after: AFTER_THIRD_SHOCK,
        key: "adrenaline-1mg",
        reply: "Adrénaline 1 mg IV directe, rincée par 20 mL de sérum physiologique. Je note l'heure.",
        routeReply: "En IM, ça ne passera pas pendant un arrêt : c'est en IV, ou en intra-osseuse.",
        doseReply: "Dans l'arrêt, c'est 1 mg à chaque fois : je prépare 1 mg ?",
        rhythmReply: "Il a un pouls, je ne fais pas un bolus d'adrénaline d'arrêt !",
        earlyReply:
          "Pas encore : dans un rythme choquable, l'adrénaline, c'est après le troisième choc. Je la garde prête.",
      },
      {
        action: "amiodarone",
        dose: { min: 300, max: 300 },
        rhythms: ["vf", "vf_fine", "vt"],
        after: AFTER_THIRD_SHOCK,
        key: "amiodarone-300mg",
        reply: "Amiodarone 300 mg IV directe, c'est passé.",
        doseReply: "Après le troisième choc, c'est 300 mg en bolus ; 150 mg, c'est après le cinquième. Je fais 300 ?",
        rhythmReply: "Il n'est plus en fibrillation : on ne fait pas le bolus de l'arrêt.",
        earlyReply: "L'amiodarone, c'est après le troisième choc. Je la prépare pour tout à l'heure.",
      },
      {
        action: "ecg",
        rhythms: ["sinus", "sinus_tachycardia", "sinus_bradycardia", "atrial_fibrillation"],
        key: "ecg-post-racs",
        reply: "ECG fait : tachycardie sinusale, sus-décalage du segment ST de V1 à V4.",
        rhythmReply: "Un ECG 12 dérivations maintenant ? On ne va pas arrêter le massage pour ça !",
      },
    ],
    deadlines: [
      {
        id: "massage",
        label: "massage continu (30 s)",
        keys: ["mce"],
        withinSeconds: 30,
        worsen: { rhythm: "vf_fine" },
        alarm: "Massage interrompu : la fibrillation s'affaiblit",
      },
      {
        id: "choc",
        label: "choc suivant (1 min 30)",
        keys: ["choc"],
        withinSeconds: 90,
        worsen: { rhythm: "vf_fine" },
        alarm: "Fibrillation non choquée",
      },
      {
        id: "troisieme-choc",
        label: "troisième choc (5 min)",
        keys: ["choc-3"],
        withinSeconds: 300,
        worsen: { rhythm: "asystole" },
        alarm: "Fibrillation prolongée : passage en asystolie",
      },
    ],
    transitions: [
      {
        id: "racs",
        label: "Reprise d'une activité circulatoire spontanée (RACS)",
        after: ["choc-3", "adrenaline-1mg", "amiodarone-300mg", "mce"],
        onAction: "analyse",
        fromRhythms: ["vf", "vf_fine"],
        rhythm: "sinus_tachycardia",
        vitals: { hr: 108, sbp: 94, dbp: 58, spo2: 93, rr: 12, gcs: 3 },
        reply:
          "Stop massage, on analyse… Rythme organisé ! Je sens un pouls carotidien : il a repris une activité cardiaque.",
      },
    ],
  },
  grid: [
    {
      id: "confirmation-arret",
      name: "Confirme l'arrêt cardiaque dès son arrivée (conscience, respiration, pouls en 10 s au plus)",
      explanation:
        "On vérifie en quelques secondes l'absence de réponse, de respiration normale et de pouls, sans retarder la reprise des compressions.",
      evidence: { type: "action", ids: ["reconnaissance"], withinSeconds: 30 },
    },
    {
      id: "alerte",
      name: "Alerte l'équipe de réanimation dans la première minute",
      explanation:
        "L'arrêt intrahospitalier impose l'appel immédiat de l'équipe de réanimation par le numéro d'urgence interne.",
      evidence: { type: "action", ids: ["alerte"], withinSeconds: 60 },
    },
    {
      id: "massage-continu",
      name: "Fait poursuivre le massage sans interruption dès son arrivée (30:2, 100 à 120/min)",
      explanation:
        "Des compressions de qualité, interrompues le moins possible, conditionnent la survie : chaque pause fait chuter la pression de perfusion coronaire.",
      evidence: { type: "action", ids: ["mce"], withinSeconds: 30 },
    },
    {
      id: "analyse-rythme",
      name: "Branche le défibrillateur manuel et analyse le rythme dans la première minute",
      explanation:
        "Le premier choc date d'une minute et demie : le cycle de 2 minutes se termine, il faut analyser le rythme pour décider du choc suivant.",
      evidence: { type: "action", ids: ["analyse"], withinSeconds: 60 },
    },
    {
      id: "choc-precoce",
      name: "Délivre le choc suivant sans délai (avant 1 min 30), à au moins 150 J en biphasique",
      explanation:
        "En fibrillation ventriculaire, la défibrillation précoce est le seul traitement efficace ; en biphasique, on choque à 150-200 J puis à énergie égale ou croissante.",
      evidence: { type: "action", ids: ["choc"], withinSeconds: 90 },
    },
    {
      id: "reprise-massage",
      name: "Fait reprendre le massage immédiatement après chaque choc, sans contrôle du pouls",
      explanation:
        "Après un choc, on reprend aussitôt les compressions pour 2 minutes : le cœur choqué est rarement efficace d'emblée.",
      evidence: { type: "mode", rule: "resume-cpr", params: { after: "choc", action: "mce", withinSeconds: 15 } },
    },
    {
      id: "cycles",
      name: "Organise des cycles de 2 minutes de RCP entre deux analyses du rythme",
      explanation:
        "Le rythme est réévalué toutes les 2 minutes, à la relève du masseur ; des analyses plus rapprochées multiplient les interruptions du massage.",
      evidence: { type: "mode", rule: "cycles", params: { action: "analyse", min: 3, minSeconds: 90 } },
    },
    {
      id: "troisieme-choc",
      name: "Délivre le troisième choc dans les cinq premières minutes",
      explanation:
        "Une fibrillation qui persiste doit être choquée à chaque analyse : plus elle dure, plus elle dégénère en asystolie.",
      evidence: { type: "action", ids: ["choc-3"], withinSeconds: 300 },
    },
    {
      id: "adrenaline",
      name: "Injecte 1 mg d'adrénaline IV après le troisième choc",
      explanation:
        "Dans un rythme choquable, l'adrénaline 1 mg IV (ou IO) se donne après le 3e choc, puis toutes les 3 à 5 minutes.",
      evidence: { type: "action", ids: ["adrenaline-1mg"] },
    },
    {
      id: "amiodarone",
      name: "Injecte 300 mg d'amiodarone IV après le troisième choc",
      explanation:
        "L'amiodarone 300 mg en bolus après le 3e choc (150 mg après le 5e) augmente les chances de réduire la fibrillation.",
      evidence: { type: "action", ids: ["amiodarone-300mg"] },
    },
    {
      id: "ventilation",
      name: "Fait ventiler au BAVU sous oxygène dans les deux premières minutes",
      explanation:
        "Deux insufflations toutes les 30 compressions, sous oxygène à haut débit, en attendant un contrôle avancé des voies aériennes.",
      evidence: { type: "action", ids: ["ventilation"], withinSeconds: 120 },
    },
    {
      id: "capnographie",
      name: "Surveille la capnographie (EtCO2)",
      explanation:
        "L'EtCO2 juge la qualité du massage et une élévation brutale annonce une reprise d'activité circulatoire.",
      evidence: { type: "action", ids: ["capnographie"] },
    },
    {
      id: "causes-reversibles",
      name: "Recherche les causes réversibles (4 H et 4 T)",
      explanation:
        "Hypoxie, hypovolémie, hypo- ou hyperkaliémie, hypothermie ; thrombose coronaire ou pulmonaire, tamponnade, pneumothorax suffocant, toxiques : ici, la thrombose de stent est au premier plan.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "causes-reversibles",
            label: "Causes réversibles (4 H et 4 T)",
            synonyms: [
              "causes réversibles",
              "cause réversible",
              "4h 4t",
              "4h4t",
              "4 h 4 t",
              "4 h et 4 t",
              "quatre h",
              "hyperkaliémie",
              "hypoxie",
              "hypovolémie",
              "hypothermie",
              "tamponnade",
              "pneumothorax",
              "thrombose de stent",
              "thrombose du stent",
            ],
          },
        ],
      },
    },
    {
      id: "ecg-apres-racs",
      name: "Après la reprise d'activité circulatoire, fait un ECG 12 dérivations",
      explanation:
        "Après une RACS, l'ECG recherche un sus-décalage du ST : ici, une thrombose de stent de l'IVA est probable.",
      evidence: { type: "action", ids: ["ecg-post-racs"] },
    },
    {
      id: "coronarographie",
      name: "Organise une coronarographie en urgence",
      explanation:
        "Un arrêt sur fibrillation ventriculaire avec sus-décalage du ST après la RACS impose une coronarographie immédiate.",
      evidence: { type: "action", ids: ["coronarographie"] },
    },
    {
      id: "boucle-fermee",
      name: "Donne ses ordres à l'équipe clairement, avec dose et voie, et les fait exécuter",
      explanation:
        "Le leader de la réanimation annonce chaque ordre (énergie du choc, médicament, dose, voie) et le fait relire : c'est la communication en boucle fermée.",
      evidence: { type: "mode", rule: "closed-loop", params: { min: 3 } },
    },
    {
      id: "point-equipe",
      name: "Fait le point à voix haute pour l'équipe (résumé de la réanimation)",
      explanation:
        "Résumer régulièrement ce qui a été fait (chocs, médicaments, durée) garde toute l'équipe synchronisée, surtout à l'arrivée du réanimateur.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "point",
            label: "Point d'étape",
            synonyms: [
              "je résume",
              "je resume",
              "pour résumer",
              "pour resumer",
              "je récapitule",
              "je recapitule",
              "récapitulatif",
              "recapitulatif",
              "point d'étape",
              "point d'etape",
              "on fait le point",
              "on en est à",
              "on en est a",
            ],
          },
        ],
      },
    },
    {
      id: "sans-erreur",
      name: "Ne fait aucun geste non indiqué ou dangereux",
      explanation:
        "Atropine, bicarbonates en systématique, choc sur un rythme non choquable ou adrénaline en bolus chez un patient qui a un pouls sont des erreurs.",
      evidence: { type: "mode", rule: "no-harm", params: { minActions: 5 } },
    },
    {
      id: "diagnostic",
      name: "Retient le diagnostic d'arrêt cardiaque sur fibrillation ventriculaire",
      explanation:
        "Inconscience, absence de respiration normale et de pouls, fibrillation ventriculaire au scope après une douleur thoracique chez un coronarien récent.",
      evidence: { type: "diagnosis" },
    },
  ],
  sheetId: 161,
  sources: [
    "European Resuscitation Council Guidelines 2021 : Adult advanced life support (Soar J. et al., Resuscitation 2021 ; 161 : 115-151) : RCP 30:2, choc de 150-200 J biphasique, reprise immédiate des compressions, analyse toutes les 2 minutes, adrénaline 1 mg et amiodarone 300 mg après le 3e choc.",
    "European Resuscitation Council and European Society of Intensive Care Medicine Guidelines 2021 : Post-resuscitation care (Nolan J.P. et al., Resuscitation 2021 ; 161 : 220-269) : ECG 12 dérivations et coronarographie en urgence après RACS avec sus-décalage du ST.",
    "Collège des enseignants de médecine d'urgence — Référentiel de médecine d'urgence (R2C), item 331 « Arrêt cardio-circulatoire ».",
  ],
};
