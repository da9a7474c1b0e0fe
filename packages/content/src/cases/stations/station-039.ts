import type { ClinicalCaseInput } from "../schema";
import { SELF_INTRODUCTION } from "../shared-concepts";

/**
 * SDD 56 « Raideur articulaire » : femme de 73 ans vue au cabinet pour six semaines de douleurs et de raideur
 * matinale prolongée des ceintures scapulaire et pelvienne, avec asthénie, fébricule et amaigrissement :
 * pseudopolyarthrite rhizomélique, à distinguer d'une maladie de Horton (signes céphaliques et visuels absents),
 * d'une polyarthrite rhumatoïde, d'une néoplasie, d'un myélome, d'une myopathie aux statines et d'une
 * hypothyroïdie.
 */
export const station039: ClinicalCaseInput = {
  id: "station-039",
  sdd: { number: 56, title: "Raideur articulaire" },
  categoryId: "rheumatology",
  modeId: "interrogation",
  rewardXp: 80,
  beta: true,
  patient: {
    firstName: "Jacqueline",
    lastName: "Morel",
    age: 73,
    sex: "F",
    persona:
      "Institutrice retraitée, veuve depuis cinq ans, elle vit seule dans une maison à étage, jardine et chante dans une chorale. Active et indépendante, elle supporte mal d'être ralentie : depuis six semaines, elle a mal aux épaules et aux hanches, met deux heures à « se dérouiller » le matin et a dû demander à sa voisine de l'aider à enfiler son manteau. Elle est traitée pour une hypertension et un cholestérol.",
    speakingStyle:
      "Français soigné, phrases complètes, un brin d'humour sur sa « carcasse de vieille dame ». Elle décrit précisément ses gestes du quotidien ; aucun terme médical en dehors des noms de ses médicaments.",
    emotionalState:
      "Fatiguée et un peu découragée, elle craint d'avoir « un cancer des os » comme une amie de la chorale, et de perdre son autonomie ; elle se détend quand on l'écoute et qu'on lui explique.",
  },
  situation:
    "Une femme de 73 ans consulte au cabinet pour des douleurs des épaules et des hanches depuis plusieurs semaines.",
  instructions:
    "Vous êtes interne en stage chez un médecin généraliste. Menez l'interrogatoire de la patiente. Annoncez-lui votre hypothèse diagnostique et la prise en charge que vous proposez. Vous n'avez pas à l'examiner.",
  context:
    "Mme Jacqueline Morel, 73 ans, consulte à 10 h. L'assistante a noté : température 37,6 °C, PA 138/82 mmHg, FC 84/min, poids 61 kg (64 kg il y a deux mois), taille 1,62 m. La patiente s'est levée de sa chaise de la salle d'attente en prenant appui sur les accoudoirs.",
  opening:
    "Bonjour docteur. Depuis plusieurs semaines, j'ai mal partout dans les épaules et les hanches, et le matin je suis raide comme un piquet.",
  script: {
    "act.greeting": "Bonjour docteur. Jacqueline Morel.",
    "act.identity_check": "Jacqueline Morel, née le 21 juin 1953.",
    "act.empathy": [
      "Merci, c'est gentil. Je ne suis pas douillette, mais là, ça me gâche la vie.",
      "Merci. Ça me rassure qu'on me prenne au sérieux, je commençais à croire que c'était juste la vieillesse.",
    ],
    "act.summary": "Oui, c'est tout à fait ça. Vous résumez mieux que moi.",
    "act.check_understanding": "Oui, je crois avoir compris. Mais ce n'est pas un cancer, alors ?",
    "act.invite_questions": [
      "Est-ce que c'est grave ? Ce n'est pas un cancer, au moins ?",
      "Est-ce que je pourrai reprendre la chorale et le jardin ?",
    ],
    "act.closing": "Merci docteur, au revoir.",
    "id.name": "Morel, Jacqueline.",
    "id.age": "J'ai 73 ans, je suis née le 21 juin 1953.",
    "id.job": "Je suis institutrice à la retraite depuis dix-sept ans.",
    "id.living": [
      "Je vis seule depuis le décès de mon mari, dans une maison avec la chambre à l'étage. Mes enfants habitent loin ; ma voisine m'aide un peu en ce moment.",
      "Seule, dans une maison à étage. Je me débrouille, mais monter l'escalier le matin est devenu une épreuve.",
    ],
    motif: [
      "J'ai mal aux deux épaules et aux deux hanches depuis six semaines, et le matin je suis complètement bloquée. Et je suis épuisée.",
      "Ce sont les épaules et les hanches : des douleurs, une raideur terrible le matin, et une grande fatigue.",
    ],
    "hdm.onset": [
      "Ça a commencé il y a six semaines, assez vite, en quelques jours : d'abord les deux épaules, puis les hanches et le haut des cuisses.",
      "Il y a six semaines. En une petite semaine, je suis passée de la forme à plus pouvoir lever les bras.",
    ],
    "hdm.circumstances":
      "Rien de particulier. Je n'ai pas fait d'effort inhabituel, pas de chute. Je n'avais pas été malade avant.",
    "hdm.evolution": [
      "Ça ne s'améliore pas, au contraire : depuis deux semaines, j'ai même du mal à sortir de mon lit.",
      "C'est de pire en pire. Au début, c'était juste les épaules ; maintenant ce sont aussi les hanches.",
    ],
    "hdm.previous_episodes":
      "Non, jamais eu ça. J'ai un peu d'arthrose dans les genoux depuis des années, mais ça n'a rien à voir.",
    "hdm.consultations":
      "Non, c'est la première fois que je consulte pour ça. Je pensais que ça passerait. Je n'ai pas fait de prise de sang récemment.",
    "tx.self_medication": [
      "Du Doliprane, un gramme trois fois par jour : ça soulage à peine. J'ai pris de l'ibuprofène trois jours, un peu mieux, mais j'ai eu mal à l'estomac et j'ai arrêté.",
      "Du paracétamol, sans grand effet. Un peu d'ibuprofène au début, arrêté à cause de l'estomac.",
    ],
    "pain.location": [
      "Les deux épaules, le haut des bras, la nuque un peu, et les deux hanches jusqu'au haut des cuisses. Des deux côtés pareil.",
      "Aux épaules et aux bras, en haut, et aux hanches et aux fesses, jusqu'aux cuisses. Les mains et les pieds, ça va.",
    ],
    "pain.radiation":
      "Ça descend un peu dans le haut des bras et le haut des cuisses, pas plus bas que les coudes ou les genoux.",
    "pain.character":
      "C'est une douleur profonde, comme des courbatures après un gros effort, avec une sensation de raideur.",
    "pain.intensity": "Le matin, 7 sur 10. Dans la journée, quand je suis dérouillée, 4 ou 5.",
    "pain.timing": [
      "Le pire, c'est le matin : je suis raide comme un piquet pendant deux bonnes heures avant de pouvoir me dérouiller. Et la nuit, la douleur me réveille quand je me retourne dans le lit.",
      "La raideur du matin dure bien une heure et demie, deux heures. La nuit, je me réveille vers 4 heures à cause des épaules. Ça va un peu mieux en fin de matinée.",
    ],
    "pain.aggravating":
      "Le repos prolongé : après la nuit ou quand je reste assise longtemps, c'est pire. Lever les bras, m'habiller, me relever d'une chaise.",
    "pain.relieving":
      "Bouger un peu, une douche chaude le matin. Le Doliprane, presque rien. L'ibuprofène aidait un peu.",
    "sx.joint": [
      "Ce sont surtout les épaules et les hanches, des deux côtés, avec une raideur le matin qui dure près de deux heures. Les mains, les poignets, les doigts ne sont pas gonflés, les genoux et les chevilles non plus. J'ai juste mon arthrose des genoux, comme d'habitude.",
      "Épaules et hanches, et raide le matin pendant deux heures. Aucune articulation gonflée, ni aux mains ni aux poignets ni aux pieds.",
    ],
    "sx.fever": [
      "Je me sens fébrile le soir. J'ai pris ma température : 37,8, parfois 38. Pas de gros frissons. Je n'ai pas de toux, pas de brûlure en urinant.",
      "Un peu de température le soir, autour de 37,8. Pas de frissons francs, pas d'infection que je sache.",
    ],
    "sx.weight": "J'ai perdu 3 kilos en deux mois sans le vouloir, je suis passée de 64 à 61.",
    "sx.appetite": "Je mange moins, je n'ai pas très faim, avec cette fatigue.",
    "sx.fatigue": [
      "Je suis épuisée, je fais la sieste tous les jours, moi qui n'en faisais jamais.",
      "Très fatiguée, oui. Une fatigue qui ne passe pas, même en me reposant.",
    ],
    "sx.night_sweats": "Un peu de transpiration la nuit, parfois, mais rien de dramatique.",
    "sx.headache": [
      "Non, pas de mal de tête, ni aux tempes ni ailleurs. Pas de douleur du cuir chevelu quand je me coiffe, enfin quand j'arrive à lever les bras. Et pas de douleur à la mâchoire quand je mâche.",
      "Non, je n'ai pas mal à la tête, pas de douleur aux tempes, ni sur le crâne en me peignant. Je mâche sans problème, pas de mal à la mâchoire.",
    ],
    "sx.neuro": [
      "Ma vue n'a pas changé : pas de vision double, pas de voile noir, pas de baisse de la vue, même quelques minutes. Pas de fourmis, pas de paralysie. Mes bras ne sont pas faibles : c'est la douleur et la raideur qui m'empêchent de les lever.",
      "Non, je vois bien, pas de vision double ni de voile devant les yeux. Pas de faiblesse ni d'engourdissement, c'est la douleur qui me bloque.",
    ],
    "sx.cold_intolerance":
      "Non, je ne suis pas plus frileuse qu'avant. Je n'ai pas pris de poids, je ne suis pas constipée.",
    "sx.hair_loss": "Non, je ne perds pas mes cheveux.",
    "sx.skin": "Non, pas de plaques, pas de rougeur. La peau est normale.",
    "sx.bowel": "Non, je vais normalement à la selle, pas de sang, pas de changement.",
    "sx.gi_bleeding": "Non, jamais de sang dans les selles, pas de selles noires.",
    "sx.cough": "Non, je ne tousse pas.",
    "sx.dyspnea": "Non, je respire bien.",
    "sx.chest_pain": "Non, pas de douleur dans la poitrine.",
    "sx.urinary": "Non, pas de problème pour uriner.",
    "sx.abdominal_pain": "Non, à part l'estomac avec l'ibuprofène, qui va mieux depuis que je l'ai arrêté.",
    "sx.nausea_vomiting": "Non.",
    "sx.dizziness": "Non, pas de vertige.",
    "sx.bleeding": "Non, pas de bleus, pas de saignement.",
    "sx.sleep": "Je dors mal : la douleur me réveille quand je me tourne, vers 4 heures du matin.",
    "sx.mood":
      "Le moral baisse un peu. Je ne me reconnais pas, et j'ai peur que ce soit grave. Mais je n'ai pas d'idées noires.",
    "sx.edema": "Non, pas de jambes ni de mains gonflées.",
    "hx.medical": [
      "J'ai de la tension et du cholestérol, traités depuis une dizaine d'années. De l'arthrose des genoux. Pas de cancer, pas de maladie de la thyroïde, pas de rhumatisme.",
      "La tension, le cholestérol et l'arthrose des genoux. Jamais eu de cancer. Ma dernière mammographie, l'an dernier, était normale, et la coloscopie, il y a trois ans, aussi.",
    ],
    "hx.surgical": "On m'a opérée de la vésicule il y a vingt ans, et de la cataracte des deux yeux il y a trois ans.",
    "hx.hospitalizations": "Seulement pour ces opérations.",
    "hx.family":
      "Ma mère avait une polyarthrite, les mains déformées. Mon frère a eu un cancer de la prostate. Ma sœur est en bonne santé.",
    "hx.hypertension": "Oui, depuis une dizaine d'années, bien équilibrée avec un comprimé d'amlodipine.",
    "hx.diabetes": "Non, pas de diabète. La glycémie a toujours été normale.",
    "hx.dyslipidemia": [
      "Oui, du cholestérol. Je prends de l'atorvastatine depuis huit ans, à la même dose, sans problème jusqu'ici. On ne l'a pas changée récemment.",
      "L'atorvastatine, depuis huit ans. Jamais eu de douleurs musculaires avec, et la dose n'a pas bougé.",
    ],
    "hx.allergies": "Je ne connais pas d'allergie.",
    "hx.vaccines":
      "Je fais la grippe tous les ans, et le Covid. Je crois que le pneumocoque aussi. Mes dépistages sont à jour : mammographie l'an dernier, normale.",
    "hx.regular_doctor":
      "C'est le docteur Bernard, ici, depuis vingt ans. Je le vois tous les trois mois pour la tension.",
    "tx.current": [
      "Amlodipine 5 mg le matin pour la tension, atorvastatine 20 mg le soir pour le cholestérol, depuis des années, sans changement. Et du Doliprane en ce moment.",
      "L'amlodipine et l'atorvastatine, tous les jours, depuis longtemps. Rien de nouveau ces derniers mois, à part le Doliprane.",
    ],
    "tx.adherence": "Je les prends tous les jours, je suis très rigoureuse.",
    "life.tobacco": "Non, je n'ai jamais fumé.",
    "life.alcohol": "Un verre de vin le dimanche, c'est tout.",
    "life.drugs": "Oh non, jamais.",
    "life.physical_activity":
      "Je jardinais et je marchais une heure par jour. Depuis six semaines, je ne peux plus grand-chose.",
    "life.diet": "Je mange équilibré, mais moins en ce moment.",
    "life.last_meal": "Un thé et une biscotte ce matin à 8 heures.",
    "life.travel": "Non, je n'ai pas voyagé.",
    "life.animals": "J'ai un vieux chat.",
    "life.exposure": "Non, rien de particulier.",
    "life.contacts": "Non, personne de malade autour de moi.",
    "life.sexual": "Je suis veuve, docteur, il n'y a rien de ce côté-là.",
    "pt.ideas": [
      "J'ai pensé à l'arthrose, avec l'âge. Mais ça a commencé trop vite et partout à la fois.",
      "Je me suis dit que c'était la vieillesse qui me tombait dessus d'un coup.",
    ],
    "pt.concerns": [
      "Une amie de la chorale a eu un cancer des os qui a commencé comme ça, avec des douleurs partout. J'ai peur que ce soit ça.",
      "J'ai peur que ce soit un cancer, et de ne plus pouvoir me débrouiller seule dans ma maison.",
    ],
    "pt.expectations": "Savoir ce que j'ai, et retrouver mes bras et mes jambes. Je voudrais reprendre la chorale.",
    "pt.impact": [
      "Je n'arrive plus à lever les bras pour me coiffer ni à enfiler mon manteau seule, c'est ma voisine qui m'aide. Me relever d'une chaise ou des toilettes est difficile, et l'escalier le matin, c'est un calvaire.",
      "Tout est devenu difficile : m'habiller, me coiffer, sortir de la voiture, me relever. J'ai arrêté la chorale et le jardin.",
    ],
  },
  announcementReaction: [
    "Et ce n'est pas un cancer ? Vous en êtes sûr ?",
    "Et il va falloir prendre des médicaments longtemps ? Je n'aime pas trop ça…",
    "Et ça se soigne bien ? Je pourrai retrouver mes bras ?",
  ],
  unscriptedDefault: ["Non, pas du tout.", "Non, je n'ai pas remarqué ça.", "Non, rien de ce côté-là."],
  diagnosis: {
    options: [
      "Pseudopolyarthrite rhizomélique",
      "Maladie de Horton (artérite à cellules géantes)",
      "Polyarthrite rhumatoïde à début rhizomélique",
      "Myélome multiple",
      "Métastases osseuses d'un cancer",
      "Myopathie aux statines",
      "Hypothyroïdie",
      "Arthrose des épaules et des hanches",
    ],
    correct: "Pseudopolyarthrite rhizomélique",
  },
  grid: [
    {
      id: "presentation",
      name: "Se présente à la patiente (nom, fonction)",
      explanation: "Se présenter installe la relation de confiance.",
      evidence: { type: "act", labels: ["act.greeting"], mentions: [SELF_INTRODUCTION] },
    },
    {
      id: "topographie",
      name: "Précise la topographie des douleurs (épaules, hanches, bilatérales, mains épargnées)",
      explanation:
        "Une atteinte bilatérale et symétrique des ceintures scapulaire et pelvienne, sans atteinte distale, définit le caractère rhizomélique.",
      evidence: {
        type: "asked",
        labels: [["pain.location", "sx.joint", "pain.radiation"]],
        mentions: [
          {
            id: "localisation",
            label: "la localisation",
            synonyms: [
              "où",
              "ou",
              "endroit",
              "endroits",
              "localisation",
              "siège",
              "siege",
              "topographie",
              "épaules",
              "epaules",
              "épaule",
              "epaule",
              "hanches",
              "hanche",
              "côtés",
              "cotes",
              "côté",
              "cote",
              "bilatéral",
              "bilateral",
              "bilatérale",
              "bilaterale",
              "quelles articulations",
              "partout",
            ],
          },
        ],
      },
    },
    {
      id: "debut",
      name: "Précise la date et le mode de début",
      explanation:
        "Un début rapide, en quelques jours, depuis plus de deux semaines, est typique de la pseudopolyarthrite rhizomélique.",
      evidence: { type: "asked", labels: ["hdm.onset"] },
    },
    {
      id: "raideur-matinale",
      name: "Recherche et quantifie la raideur matinale (durée du dérouillage)",
      explanation:
        "Une raideur matinale de plus de 45 minutes à une heure signe l'horaire inflammatoire ; c'est un critère de classification EULAR/ACR 2012.",
      evidence: {
        type: "asked",
        labels: [["pain.timing", "sx.joint", "pain.aggravating", "sx.sleep"]],
        mentions: [
          {
            id: "matin-raideur",
            label: "la raideur du matin",
            synonyms: [
              "matin",
              "matinale",
              "matinal",
              "le matin",
              "au réveil",
              "au reveil",
              "réveil",
              "reveil",
              "raideur",
              "raideurs",
              "raide",
              "raides",
              "dérouillage",
              "derouillage",
              "dérouiller",
              "derouiller",
              "dérouillée",
              "derouillee",
              "enraidissement",
              "bloquée",
              "bloquee",
            ],
          },
        ],
      },
    },
    {
      id: "signes-generaux",
      name: "Recherche les signes généraux : fièvre, amaigrissement et asthénie",
      explanation:
        "Fébricule, amaigrissement et asthénie accompagnent souvent la pseudopolyarthrite rhizomélique, mais imposent d'écarter une infection ou une néoplasie.",
      evidence: { type: "asked", labels: ["sx.fever", "sx.weight", "sx.fatigue"], match: "all" },
    },
    {
      id: "horton-cephalees",
      name: "Recherche une céphalée récente évocatrice de maladie de Horton (tempes, cuir chevelu, mâchoire)",
      explanation:
        "Une pseudopolyarthrite rhizomélique est associée à une maladie de Horton dans 15 à 20 % des cas : céphalée temporale récente, hyperesthésie du cuir chevelu et claudication de la mâchoire doivent être recherchées.",
      evidence: { type: "asked", labels: ["sx.headache"] },
    },
    {
      id: "horton-visuel",
      name: "Recherche des troubles visuels (baisse de vision, diplopie, amaurose transitoire)",
      explanation:
        "Des troubles visuels font craindre une neuropathie optique ischémique de la maladie de Horton, urgence thérapeutique qui menace la vision.",
      evidence: {
        type: "asked",
        labels: [["sx.neuro", "sx.headache"]],
        mentions: [
          {
            id: "vision",
            label: "la vue",
            synonyms: [
              "vue",
              "vision",
              "voir",
              "voyez",
              "vois",
              "yeux",
              "œil",
              "oeil",
              "visuel",
              "visuels",
              "visuelle",
              "visuelles",
              "flou",
              "double",
              "diplopie",
              "amaurose",
              "voile",
              "cécité",
              "cecite",
            ],
          },
        ],
      },
    },
    {
      id: "synovites-distales",
      name: "Recherche une atteinte des petites articulations (mains, poignets gonflés) évocatrice de polyarthrite",
      explanation:
        "Des synovites distales (mains, poignets) orientent vers une polyarthrite rhumatoïde du sujet âgé à début rhizomélique.",
      evidence: {
        type: "asked",
        labels: [["sx.joint", "pain.location", "sx.edema"]],
        mentions: [
          {
            id: "mains-poignets",
            label: "les mains ou les poignets",
            synonyms: [
              "mains",
              "main",
              "poignets",
              "poignet",
              "doigts",
              "doigt",
              "petites articulations",
              "gonflées",
              "gonflees",
              "gonflé",
              "gonfle",
              "gonflement",
              "gonflements",
              "synovite",
              "synovites",
              "pieds",
            ],
          },
        ],
      },
    },
    {
      id: "statines",
      name: "Recherche les traitements, dont une statine (myalgies médicamenteuses)",
      explanation:
        "Les statines peuvent donner des myalgies ou une myopathie ; la chronologie de leur introduction ou d'un changement de dose est à préciser.",
      evidence: { type: "asked", labels: [["tx.current", "hx.dyslipidemia"]] },
    },
    {
      id: "neoplasie",
      name: "Recherche un antécédent ou des signes de cancer (dépistages, douleurs osseuses)",
      explanation:
        "Un syndrome pseudo-polymyalgique peut révéler une néoplasie ou un myélome : antécédents de cancer et dépistages sont à vérifier avant de retenir le diagnostic.",
      evidence: {
        type: "asked",
        labels: [["hx.medical", "hx.family", "hx.vaccines", "pain.location", "sx.joint"]],
        mentions: [
          {
            id: "cancer",
            label: "le cancer",
            synonyms: [
              "cancer",
              "cancers",
              "tumeur",
              "tumeurs",
              "néoplasie",
              "neoplasie",
              "myélome",
              "myelome",
              "dépistage",
              "depistage",
              "dépistages",
              "depistages",
              "mammographie",
              "coloscopie",
              "os",
              "osseuses",
              "osseuse",
            ],
          },
        ],
      },
    },
    {
      id: "hypothyroidie",
      name: "Recherche des signes d'hypothyroïdie (frilosité, prise de poids, constipation)",
      explanation:
        "Une hypothyroïdie peut donner des myalgies et une raideur : c'est un diagnostic différentiel simple à écarter.",
      evidence: { type: "asked", labels: [["sx.cold_intolerance", "sx.hair_loss"]] },
    },
    {
      id: "empathie",
      name: "Prend en compte la gêne et l'inquiétude de la patiente",
      explanation:
        "La patiente craint un cancer et la perte de son autonomie : reconnaître son inquiétude et la rassurer fait partie de la prise en charge.",
      evidence: { type: "act", labels: ["act.empathy"] },
    },
    {
      id: "annonce-hypothese",
      name: "Annonce l'hypothèse d'une pseudopolyarthrite rhizomélique, en termes simples",
      explanation:
        "La patiente doit entendre le nom de la maladie et une explication simple : une inflammation des articulations et des tissus autour des épaules et des hanches, fréquente après 50 ans, qui se soigne bien.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "hypothese-ppr",
            label: "Pseudopolyarthrite rhizomélique",
            synonyms: [
              "pseudopolyarthrite rhizomélique",
              "pseudopolyarthrite rhizomelique",
              "pseudo-polyarthrite rhizomélique",
              "pseudo-polyarthrite rhizomelique",
              "pseudo polyarthrite rhizomélique",
              "pseudo polyarthrite rhizomelique",
              "pseudopolyarthrite",
              "pseudo-polyarthrite",
              "ppr",
              "polymyalgia rheumatica",
              "polymyalgie rhumatismale",
            ],
          },
        ],
      },
    },
    {
      id: "bilan-biologique",
      name: "Propose un bilan biologique : marqueurs de l'inflammation (CRP, VS) et bilan des diagnostics différentiels (NFS, électrophorèse des protéines, TSH, CK, facteur rhumatoïde, anti-CCP)",
      explanation:
        "Le syndrome inflammatoire est quasi constant ; l'hémogramme, l'électrophorèse des protéines sériques, la TSH, les CK, le facteur rhumatoïde et les anti-CCP écartent les principaux diagnostics différentiels.",
      evidence: {
        type: "stated",
        match: "all",
        concepts: [
          {
            id: "crp-vs",
            label: "CRP ou VS",
            synonyms: [
              "crp",
              "protéine c réactive",
              "proteine c reactive",
              "vs",
              "vitesse de sédimentation",
              "vitesse de sedimentation",
              "syndrome inflammatoire",
              "marqueurs de l'inflammation",
              "bilan inflammatoire",
              "inflammation dans le sang",
            ],
          },
          {
            id: "bilan-differentiel",
            label: "Bilan des diagnostics différentiels",
            synonyms: [
              "électrophorèse",
              "electrophorese",
              "électrophorèse des protéines",
              "electrophorese des proteines",
              "epp",
              "tsh",
              "thyroïde",
              "thyroide",
              "ck",
              "cpk",
              "créatine kinase",
              "creatine kinase",
              "enzymes musculaires",
              "facteur rhumatoïde",
              "facteur rhumatoide",
              "facteurs rhumatoïdes",
              "facteurs rhumatoides",
              "anti-ccp",
              "anti ccp",
              "anticorps anti-ccp",
              "nfs",
              "numération formule sanguine",
              "numeration formule sanguine",
              "hémogramme",
              "hemogramme",
              "calcémie",
              "calcemie",
            ],
          },
        ],
      },
    },
    {
      id: "corticotherapie",
      name: "Explique le traitement par corticoïdes à faible dose et son suivi",
      explanation:
        "La corticothérapie orale à faible dose (prednisone 12,5 à 25 mg/j) est le traitement de référence, avec une réponse spectaculaire en quelques jours et une décroissance lente sur au moins un an, avec prévention de l'ostéoporose.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "corticoides",
            label: "Corticoïdes",
            synonyms: [
              "corticoïdes",
              "corticoides",
              "corticoïde",
              "corticoide",
              "corticothérapie",
              "corticotherapie",
              "cortisone",
              "prednisone",
              "cortancyl",
              "prednisolone",
              "solupred",
            ],
          },
        ],
      },
    },
    {
      id: "urgence-visuelle",
      name: "Explique qu'un trouble visuel ou une céphalée nouvelle impose de consulter en urgence",
      explanation:
        "Une maladie de Horton peut survenir au cours d'une pseudopolyarthrite rhizomélique : un trouble visuel, même transitoire, ou une céphalée nouvelle impose une consultation en urgence pour une corticothérapie à forte dose.",
      evidence: {
        type: "stated",
        match: "all",
        concepts: [
          {
            id: "signe-alerte-horton",
            label: "Trouble visuel ou céphalée nouvelle",
            synonyms: [
              "trouble de la vue",
              "troubles de la vue",
              "trouble visuel",
              "troubles visuels",
              "baisse de la vue",
              "baisse de vision",
              "vision double",
              "voile noir",
              "voile devant les yeux",
              "perte de la vue",
              "vue qui baisse",
              "problème de vue",
              "probleme de vue",
              "problème aux yeux",
              "probleme aux yeux",
              "vision floue",
              "mal à la tête",
              "mal a la tete",
              "maux de tête",
              "maux de tete",
              "céphalée",
              "cephalee",
              "céphalées",
              "cephalees",
              "mâchoire",
              "machoire",
            ],
          },
          {
            id: "urgence",
            label: "En urgence",
            synonyms: [
              "urgence",
              "urgences",
              "en urgence",
              "immédiatement",
              "immediatement",
              "tout de suite",
              "sans attendre",
              "le 15",
              "appelez",
            ],
          },
        ],
      },
    },
    {
      id: "comprehension",
      name: "Vérifie la compréhension de la patiente et l'invite à poser ses questions",
      explanation: "S'assurer que la patiente a compris le traitement et les signes d'alerte favorise l'observance.",
      evidence: { type: "act", labels: ["act.check_understanding", "act.invite_questions"] },
    },
    {
      id: "diagnostic",
      name: "Retient le diagnostic de pseudopolyarthrite rhizomélique",
      explanation:
        "Douleurs bilatérales des ceintures scapulaire et pelvienne depuis six semaines avec raideur matinale de deux heures, fébricule, amaigrissement et asthénie, sans synovite distale ni signe céphalique ou visuel, chez une femme de 73 ans : pseudopolyarthrite rhizomélique.",
      evidence: { type: "diagnosis" },
    },
  ],
  sheetId: 56,
  sources: [
    "Collège français des enseignants en rhumatologie (COFER), Rhumatologie, référentiel pour la préparation de l'EDN (Elsevier Masson) : pseudopolyarthrite rhizomélique et maladie de Horton.",
    "Dejaco C, Singh YP, Perel P, et al. 2015 Recommendations for the management of polymyalgia rheumatica: a European League Against Rheumatism/American College of Rheumatology collaborative initiative. Annals of the Rheumatic Diseases 2015 ; 74 : 1799-1807.",
    "Dasgupta B, Cimmino MA, Kremers HM, et al. 2012 Provisional classification criteria for polymyalgia rheumatica (EULAR/ACR). Annals of the Rheumatic Diseases 2012 ; 71 : 484-492.",
    "HAS, Protocole national de diagnostic et de soins (PNDS) « Artérite à cellules géantes (maladie de Horton) », centre de référence et filière FAI²R (2017).",
  ],
};
