import type { ClinicalCaseInput } from "../schema";
import { SELF_INTRODUCTION } from "../shared-concepts";

/**
 * SDD 172 « Traumatisme crânien » : régulation médicale au centre 15. Une femme de 74 ans sous apixaban pour une
 * fibrillation atriale appelle elle-même après une chute à domicile avec choc crânien il y a une heure : traumatisme
 * crânien léger sous anticoagulant, qui impose un scanner cérébral aux urgences.
 */
export const station048: ClinicalCaseInput = {
  id: "station-048",
  sdd: { number: 172, title: "Traumatisme crânien" },
  categoryId: "emergency",
  modeId: "interrogation",
  rewardXp: 80,
  beta: true,
  patient: {
    firstName: "Colette",
    lastName: "Marchal",
    age: 74,
    sex: "F",
    persona:
      "Ancienne secrétaire de mairie, veuve, elle vit seule dans un appartement au deuxième étage avec ascenseur, à Rennes. Sa fille habite à trente kilomètres ; sa voisine de palier, Mme Perrin, a un double de ses clés. Elle est suivie pour une fibrillation auriculaire et prend un anticoagulant depuis deux ans. Il y a une heure, elle s'est pris le pied dans le tapis du salon et s'est cogné le front contre le coin de la table basse.",
    speakingStyle:
      "Au téléphone, polie et un peu confuse dans l'ordre de son récit, mais lucide ; phrases courtes, elle s'excuse de déranger (« je ne voulais pas embêter le SAMU pour si peu »). Elle appelle son anticoagulant « mon médicament pour fluidifier le sang » et retrouve son nom en lisant la boîte.",
    emotionalState:
      "Gênée d'appeler, elle minimise, mais elle est inquiète : son cardiologue lui a dit de faire attention aux chocs, et elle est seule chez elle.",
  },
  situation:
    "Une femme de 74 ans appelle le centre 15 après une chute à son domicile au cours de laquelle elle s'est cogné la tête.",
  instructions:
    "Vous êtes le médecin régulateur du SAMU-centre 15 : l'appel vous est transmis par l'assistant de régulation médicale, et vous ne voyez pas la patiente. Menez l'interrogatoire téléphonique. Annoncez votre décision d'orientation, le moyen de transport choisi et les consignes à respecter en attendant.",
  context:
    "Mardi, 11 h 05. L'assistant de régulation médicale vous transfère l'appel d'une femme qui appelle pour elle-même depuis son domicile : « une dame qui est tombée chez elle et s'est cogné la tête, elle parle normalement ». Il n'a noté que son prénom, Colette, et le numéro qui s'affiche. Vous n'avez aucun autre renseignement.",
  opening:
    "Allô, docteur ? Bonjour… Excusez-moi de vous déranger. Je suis tombée chez moi il y a une heure, je me suis cogné la tête contre la table, et je ne sais pas si c'est grave.",
  script: {
    "act.greeting": "Bonjour docteur. Merci de me prendre, je ne voulais pas déranger pour si peu.",
    "act.identity_check":
      "Colette Marchal, née le 8 juin 1952. J'habite 12 rue des Tilleuls, à Rennes, au deuxième étage, porte de gauche, il y a un ascenseur. Mon numéro, c'est le 06 41 27 83 15.",
    "act.empathy": [
      "Merci, docteur, ça me rassure de vous entendre. Je me sentais un peu bête d'appeler.",
      "C'est gentil. J'avoue que, toute seule, j'ai eu un peu peur.",
    ],
    "act.summary": "Oui, c'est bien ça. Je me suis pris le pied dans le tapis et je me suis cogné le front.",
    "act.check_understanding":
      "Oui : j'attends l'ambulance, je ne mange pas, je ne reste pas seule, je demande à Mme Perrin de venir, et je vous rappelle si j'ai plus mal à la tête ou si je vomis. C'est bien ça ?",
    "act.invite_questions": [
      "Est-ce que je dois prendre mon comprimé pour fluidifier le sang ce soir ?",
      "Je dois prendre quoi avec moi ? Ma carte Vitale, mes médicaments ?",
    ],
    "act.closing": "Merci beaucoup, docteur. J'attends l'ambulance.",
    "id.name": [
      "Marchal, Colette. J'habite 12 rue des Tilleuls, à Rennes, au deuxième étage, porte de gauche. Mon téléphone, c'est le 06 41 27 83 15.",
      "Colette Marchal, M-A-R-C-H-A-L. Je suis au 12 rue des Tilleuls, à Rennes. Vous pouvez me rappeler au 06 41 27 83 15.",
    ],
    "id.age": "J'ai 74 ans, je suis née le 8 juin 1952.",
    "id.job": "Je suis à la retraite. J'étais secrétaire de mairie.",
    "id.living": [
      "Je vis seule depuis que mon mari est décédé, dans un appartement au deuxième étage, avec ascenseur : 12 rue des Tilleuls, à Rennes. Ma fille habite à trente kilomètres. Ma voisine de palier, Mme Perrin, a un double de mes clés, elle est chez elle ce matin.",
      "Je suis seule, oui. Mais ma voisine, Mme Perrin, peut venir tout de suite, elle est juste en face. Ma fille travaille à Vitré, elle ne pourrait pas être là avant une heure.",
    ],
    motif: [
      "Je suis tombée dans mon salon il y a une heure. Je me suis pris le pied dans le tapis et je me suis cogné le front contre le coin de la table basse. J'ai une grosse bosse et un peu mal à la tête.",
      "C'est ma chute de tout à l'heure : je me suis cogné la tête contre la table basse. Je me suis relevée, mais j'ai une bosse et un peu mal à la tête.",
    ],
    "hdm.onset": [
      "Il y a une heure à peu près, vers 10 heures. J'ai attendu un peu avant d'appeler, je pensais que ça passerait.",
      "Vers 10 heures ce matin, donc il y a une heure.",
    ],
    "hdm.circumstances": [
      "J'allais arroser mes plantes, je me suis pris le pied dans le coin du tapis et je suis tombée en avant. Le front a tapé le coin de la table basse. Je n'ai pas eu de malaise avant : j'ai trébuché, c'est tout, je m'en souviens très bien.",
      "J'ai trébuché sur le tapis, bêtement. Je suis tombée de ma hauteur, en avant, et je me suis cogné le front, à droite, contre l'angle de la table. Pas de vertige ni de malaise avant de tomber.",
    ],
    "hdm.evolution": [
      "Depuis, c'est pareil : la bosse, un petit mal de tête. Ça ne s'aggrave pas, mais ça ne passe pas non plus.",
      "Ça ne bouge pas depuis une heure. Le mal de tête est toujours là, léger.",
    ],
    "hdm.previous_episodes": "Non, je ne tombe jamais d'habitude. C'est la première fois depuis des années.",
    "hdm.consultations": "Non, je n'ai appelé personne avant vous. Ma fille ne sait même pas encore.",
    "tx.self_medication":
      "J'ai mis de la glace dans un torchon sur la bosse. Je n'ai pris aucun médicament, j'ai préféré vous demander avant.",
    "pain.location": [
      "Au front, à droite, là où je me suis cogné. Ailleurs, j'ai juste un peu mal au genou gauche, je suis tombée dessus, mais je marche normalement. Pas mal au cou, pas mal aux poignets.",
      "C'est surtout le front, à droite. Un peu le genou gauche aussi, mais ça va, je marche. Le cou, non.",
    ],
    "pain.intensity": "Le mal de tête, je dirais 3 sur 10. Ce n'est pas terrible, mais c'est là.",
    "pain.character": "C'est une douleur sourde, qui appuie autour de la bosse.",
    "pain.radiation": "Non, ça reste au front. Ça ne descend pas dans le cou.",
    "pain.aggravating": "Quand j'appuie sur la bosse, ça fait mal. Sinon, rien de particulier.",
    "pain.relieving": "La glace me fait un peu de bien.",
    "pain.timing": "C'est continu depuis la chute, mais léger.",
    "sx.headache": [
      "Oui, un peu mal à la tête, surtout au front là où je me suis cognée. Trois sur dix, à peu près. Ça ne s'aggrave pas.",
      "Un petit mal de tête, oui, depuis la chute. Pas plus fort qu'au début.",
    ],
    "sx.syncope": [
      "Non, je ne crois pas avoir perdu connaissance. Je me souviens de tout : j'ai trébuché, j'ai vu la table arriver, et je me suis retrouvée assise par terre en me tenant le front. Je me suis relevée toute seule au bout d'une minute.",
      "Non, je n'ai pas perdu connaissance, je me souviens de tout, avant et après. Et pas de malaise avant de tomber : j'ai trébuché.",
    ],
    "sx.nausea_vomiting": [
      "Non, je n'ai pas vomi. Pas de nausées non plus.",
      "Non, pas de vomissement, je n'ai pas mal au cœur.",
    ],
    "sx.seizure": "Non, pas de convulsions. Je n'ai pas tremblé, je ne me suis pas mordu la langue.",
    "sx.neuro": [
      "Non, je bouge bien les bras et les jambes, je n'ai pas de fourmis. Je vois bien, pas double. Je parle normalement, vous m'entendez. Je sais où je suis et quel jour on est : mardi.",
      "Non, rien de tout ça : pas de faiblesse, pas de trouble de la vue, pas de mal à parler. J'ai toute ma tête, je me souviens de tout.",
    ],
    "sx.dizziness": "Non, pas de vertige. Je me suis relevée sans problème, je marche normalement.",
    "sx.bleeding": [
      "Le front a un peu saigné, une petite coupure sur la bosse. J'ai appuyé avec un torchon propre et ça s'est arrêté au bout de cinq minutes. Ça ne saigne plus. Je ne saigne pas du nez, ni des oreilles.",
      "Une petite coupure sur le front, qui a saigné un peu et s'est arrêtée en appuyant. Pas de saignement du nez ni des oreilles. Je fais facilement des bleus, avec mon médicament.",
    ],
    "sx.skin":
      "J'ai une grosse bosse sur le front, à droite, avec une petite coupure d'un centimètre qui ne saigne plus. Et un bleu qui arrive sur le genou.",
    "sx.joint":
      "Un peu mal au genou gauche, je suis tombée dessus. Je plie bien la jambe et je marche. Les poignets et les hanches, ça va.",
    "sx.neck_stiffness": "Non, je tourne bien la tête, je n'ai pas mal au cou. La lumière ne me gêne pas.",
    "sx.palpitations": "Non, mon cœur ne s'emballe pas. Je sais que j'ai de la fibrillation, mais je ne la sens pas.",
    "sx.chest_pain": "Non, pas de douleur dans la poitrine.",
    "sx.dyspnea": "Non, je respire bien.",
    "sx.fever": "Non, pas de fièvre.",
    "sx.fatigue": "Un peu secouée, mais pas plus fatiguée que d'habitude.",
    "sx.sleep": "Je ne me sens pas somnolente. J'ai bien dormi cette nuit.",
    "sx.mood": "Le moral va. Là, je suis un peu secouée, c'est tout.",
    "sx.urinary": "Non, rien de ce côté-là.",
    "sx.abdominal_pain": "Non, pas mal au ventre.",
    "hx.medical": [
      "J'ai de la fibrillation auriculaire depuis deux ans, c'est pour ça que je prends un médicament pour fluidifier le sang. Et un peu de tension. Pas d'autre maladie.",
      "Le cœur qui bat de travers, la fibrillation, depuis deux ans. Et la tension. C'est tout.",
    ],
    "hx.surgical": "On m'a posé une prothèse de hanche droite il y a six ans.",
    "hx.hospitalizations":
      "Pour ma hanche, il y a six ans, et une nuit en cardiologie quand on a découvert la fibrillation.",
    "hx.family": "Rien de particulier dans ma famille.",
    "hx.hypertension": "Oui, un peu de tension, bien équilibrée avec mon comprimé.",
    "hx.diabetes": "Non, pas de diabète.",
    "hx.dyslipidemia": "Non, pas de cholestérol.",
    "hx.allergies": "Je ne suis allergique à rien.",
    "hx.vaccines": "Je suis à jour, je crois. Le tétanos, je ne sais plus quand.",
    "hx.regular_doctor": "Le docteur Le Gall, mon généraliste. Et je vois le cardiologue tous les six mois.",
    "tx.current": [
      "Attendez, je prends la boîte… L'Eliquis, 5 milligrammes, matin et soir, pour fluidifier le sang, à cause de la fibrillation. J'ai pris celui de ce matin à 8 heures. Et le bisoprolol, un comprimé le matin, pour le cœur et la tension. C'est tout.",
      "L'Eliquis, l'apixaban, 5 milligrammes deux fois par jour, et le bisoprolol le matin. Je n'ai pas d'aspirine. J'ai pris mes comprimés ce matin à 8 heures.",
    ],
    "tx.adherence": "Je les prends tous les jours sans faute, matin et soir. Ce matin aussi, à 8 heures.",
    "life.tobacco": "Non, je n'ai jamais fumé.",
    "life.alcohol": "Non, je ne bois pas d'alcool, à peine une coupe de champagne aux fêtes. Rien ce matin, bien sûr.",
    "life.drugs": "Non, jamais.",
    "life.physical_activity": "Je marche tous les jours, et je fais de la gym douce le jeudi.",
    "life.diet": "Je mange normalement.",
    "life.last_meal": "J'ai pris mon petit-déjeuner à 8 heures : un café et une biscotte. Rien depuis.",
    "life.travel": "Non, je n'ai pas voyagé.",
    "life.animals": "Je n'ai pas d'animal.",
    "life.exposure": "Non, rien de particulier.",
    "life.contacts": "Non, personne de malade autour de moi.",
    "pt.ideas": [
      "Je pense que ce n'est qu'une bosse. Mais mon cardiologue m'a dit de faire attention aux chocs à cause de mon médicament, alors j'ai préféré appeler.",
      "Une bosse, sans doute. Mais avec mon médicament pour le sang, on ne sait jamais.",
    ],
    "pt.concerns": [
      "J'ai peur que ça saigne à l'intérieur, avec mon médicament. Et je suis toute seule.",
      "Ce qui m'inquiète, c'est d'être seule si ça s'aggrave. Et ce médicament qui fluidifie le sang.",
    ],
    "pt.expectations": "Savoir si je dois aller à l'hôpital ou si je peux rester chez moi.",
    "pt.impact": "Je me suis assise dans mon fauteuil depuis. Je n'ose pas trop bouger.",
  },
  announcementReaction: [
    "Aux urgences ? Bon… Si vous pensez que c'est plus prudent. Je prépare ma carte Vitale.",
    "D'accord, docteur. Je préviens Mme Perrin, elle viendra m'attendre avec moi.",
    "Un scanner… Vous pensez que ça saigne à l'intérieur ?",
  ],
  unscriptedDefault: ["Non, pas du tout.", "Non, je n'ai pas remarqué ça.", "Non, rien de ce côté-là."],
  diagnosis: {
    options: [
      "Traumatisme crânien léger sous anticoagulant, à risque d'hémorragie intracrânienne",
      "Traumatisme crânien bénin sans indication d'imagerie",
      "Hématome extradural",
      "Chute sur syncope d'origine cardiaque",
      "Accident vasculaire cérébral hémorragique spontané",
      "Fracture du rachis cervical",
    ],
    correct: "Traumatisme crânien léger sous anticoagulant, à risque d'hémorragie intracrânienne",
  },
  grid: [
    {
      id: "presentation",
      name: "Se présente à l'appelante (nom ou fonction : médecin régulateur du SAMU)",
      explanation:
        "Au téléphone, l'appelante ne voit pas son interlocuteur : se présenter comme médecin régulateur établit la relation et le cadre de l'appel.",
      evidence: { type: "act", labels: ["act.greeting"], mentions: [SELF_INTRODUCTION] },
    },
    {
      id: "identification",
      name: "Identifie l'appelante et sa localisation (nom, adresse, numéro de rappel)",
      explanation:
        "En régulation, l'identité, l'adresse exacte et un numéro de rappel sont recueillis d'emblée : ils permettent d'envoyer un moyen et de rappeler si la communication est coupée (HAS 2011).",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "localisation",
            label: "l'adresse ou le numéro de rappel",
            synonyms: [
              "adresse",
              "adresses",
              "habitez",
              "habitez-vous",
              "vous habitez",
              "où êtes-vous",
              "ou etes-vous",
              "où vous êtes",
              "ou vous etes",
              "d'où",
              "d'ou",
              "numéro",
              "numero",
              "téléphone",
              "telephone",
              "rappeler",
              "vous rappeler",
              "joindre",
              "ville",
              "commune",
              "étage",
              "etage",
              "code",
              "digicode",
              "localisation",
            ],
          },
        ],
      },
    },
    {
      id: "mecanisme",
      name: "Précise les circonstances de la chute : heure ou mécanisme (trébuchement ou malaise, point d'impact)",
      explanation:
        "Une chute mécanique de sa hauteur n'a pas la même signification qu'une chute sur malaise (syncope, trouble du rythme) ; le point d'impact oriente vers les lésions, et l'heure du choc sert de repère au délai du scanner et à la surveillance.",
      evidence: {
        type: "asked",
        labels: ["hdm.circumstances", "sx.syncope", "motif", "hdm.onset"],
        mentions: [
          {
            id: "mecanisme-chute",
            label: "l'heure ou le mécanisme de la chute",
            synonyms: [
              "quand",
              "quelle heure",
              "heure",
              "combien de temps",
              "depuis quand",
              "comment",
              "trébuché",
              "trebuche",
              "trébucher",
              "glissé",
              "glisse",
              "perdu l'équilibre",
              "perdu l'equilibre",
              "malaise avant",
              "avant de tomber",
              "avant la chute",
              "tombée",
              "tombee",
              "tombé",
              "tombe",
              "chute",
              "cognée",
              "cognee",
              "cogné",
              "cogne",
              "que faisiez-vous",
              "vous faisiez quoi",
            ],
          },
        ],
      },
    },
    {
      id: "perte-connaissance",
      name: "Recherche une perte de connaissance ou une amnésie des faits",
      explanation:
        "Une perte de connaissance ou une amnésie des faits après 65 ans fait partie des indications de scanner cérébral (SFMU 2012).",
      evidence: { type: "asked", labels: ["sx.syncope"] },
    },
    {
      id: "cephalees",
      name: "Recherche des céphalées et leur évolution",
      explanation: "Des céphalées qui s'aggravent après un traumatisme crânien font craindre un hématome intracrânien.",
      evidence: {
        type: "asked",
        labels: ["sx.headache"],
        mentions: [
          {
            id: "cephalee",
            label: "le mal de tête",
            synonyms: [
              "mal à la tête",
              "mal a la tete",
              "maux de tête",
              "maux de tete",
              "céphalée",
              "cephalee",
              "céphalées",
              "cephalees",
              "mal au crâne",
              "mal au crane",
              "douleur",
              "douleurs",
              "mal",
            ],
          },
        ],
      },
    },
    {
      id: "vomissements",
      name: "Recherche des vomissements",
      explanation:
        "Plus d'un épisode de vomissement chez l'adulte après un traumatisme crânien est une indication de scanner immédiat (SFMU 2012).",
      evidence: { type: "asked", labels: ["sx.nausea_vomiting"] },
    },
    {
      id: "convulsion",
      name: "Recherche une crise convulsive",
      explanation: "Une crise convulsive post-traumatique impose un scanner cérébral immédiat.",
      evidence: { type: "asked", labels: ["sx.seizure"] },
    },
    {
      id: "signes-neurologiques",
      name: "Recherche des signes neurologiques (faiblesse, trouble de la parole ou de la vision, désorientation)",
      explanation:
        "Un déficit focal, un trouble de la vigilance ou une désorientation sont des signes de gravité qui imposent l'envoi d'un moyen médicalisé.",
      evidence: { type: "asked", labels: ["sx.neuro"] },
    },
    {
      id: "anticoagulant",
      name: "Recherche un traitement anticoagulant ou antiagrégant plaquettaire",
      explanation:
        "Un traitement anticoagulant multiplie le risque d'hémorragie intracrânienne et impose un scanner cérébral même si le traumatisme paraît léger.",
      evidence: { type: "asked", labels: ["tx.current"] },
    },
    {
      id: "autres-lesions",
      name: "Recherche d'autres lésions (plaie qui saigne, douleur du cou, d'un membre)",
      explanation:
        "Une plaie du cuir chevelu qui saigne sous anticoagulant, une douleur cervicale ou une fracture de membre modifient le moyen à envoyer.",
      evidence: { type: "asked", labels: ["pain.location", "sx.bleeding", "sx.joint", "sx.skin", "sx.neck_stiffness"] },
    },
    {
      id: "entourage",
      name: "Demande si la patiente est seule ou si quelqu'un peut être présent",
      explanation:
        "Une personne âgée seule ne peut pas être surveillée à domicile ; un voisin ou un proche peut rester avec elle et ouvrir aux secours.",
      evidence: { type: "asked", labels: ["id.living"] },
    },
    {
      id: "decision-urgences-scanner",
      name: "Annonce l'orientation vers les urgences pour un scanner cérébral",
      explanation:
        "Un traumatisme crânien sous anticoagulant impose un scanner cérébral aux urgences, même sans perte de connaissance ni signe neurologique (SFMU 2012).",
      evidence: {
        type: "stated",
        match: "all",
        concepts: [
          {
            id: "urgences",
            label: "Orientation vers les urgences",
            synonyms: [
              "urgences",
              "urgence",
              "service des urgences",
              "hôpital",
              "hopital",
              "chu",
              "centre hospitalier",
              "clinique",
            ],
          },
          {
            id: "scanner-cerebral",
            label: "Scanner cérébral",
            synonyms: [
              "scanner",
              "scanner cérébral",
              "scanner cerebral",
              "scanner de la tête",
              "scanner de la tete",
              "scan",
              "tdm",
              "tomodensitométrie",
              "tomodensitometrie",
              "imagerie",
              "radio de la tête",
              "radio de la tete",
            ],
          },
        ],
      },
    },
    {
      id: "transport",
      name: "Annonce le moyen de transport (ambulance)",
      explanation:
        "La patiente, seule, sous anticoagulant, ne doit pas conduire ni prendre les transports : le régulateur envoie une ambulance, un moyen adapté à une patiente stable.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "ambulance",
            label: "Ambulance",
            synonyms: [
              "ambulance",
              "ambulances",
              "ambulancier",
              "ambulanciers",
              "transport sanitaire",
              "véhicule sanitaire",
              "vehicule sanitaire",
              "pompiers",
              "sapeurs-pompiers",
              "vsav",
            ],
          },
        ],
      },
    },
    {
      id: "consignes",
      name: "Donne les consignes d'attente : ne pas rester seule ou rester à jeun, et rappeler le 15 en cas d'aggravation",
      explanation:
        "En attendant les secours, la patiente ne reste pas seule, reste à jeun et rappelle le 15 si la céphalée s'aggrave, si elle vomit, devient somnolente ou a un trouble neurologique.",
      evidence: {
        type: "stated",
        match: "all",
        concepts: [
          {
            id: "precautions",
            label: "Ne pas rester seule, rester à jeun",
            synonyms: [
              "à jeun",
              "a jeun",
              "ne mangez pas",
              "ne mangez rien",
              "ne buvez pas",
              "ne buvez rien",
              "ni manger ni boire",
              "pas manger",
              "rien manger",
              "pas seule",
              "ne restez pas seule",
              "quelqu'un avec vous",
              "quelqu'un près de vous",
              "votre voisine",
              "la voisine",
              "mme perrin",
              "madame perrin",
              "restez assise",
              "restez allongée",
              "ouvrir la porte",
              "déverrouiller",
              "deverrouiller",
            ],
          },
          {
            id: "rappel",
            label: "Rappeler le 15 en cas d'aggravation",
            synonyms: [
              "rappelez",
              "rappeler",
              "rappelez-nous",
              "rappelez-moi",
              "recontactez",
              "recontacter",
              "refaites le 15",
              "composez le 15",
              "appelez le 15",
              "rappelez le 15",
              "rappeler le 15",
            ],
          },
        ],
      },
    },
    {
      id: "empathie",
      name: "Rassure la patiente et prend en compte son inquiétude",
      explanation:
        "Seule, gênée d'appeler et inquiète à cause de son anticoagulant, la patiente a besoin d'être rassurée sur le bien-fondé de son appel et sur la suite.",
      evidence: { type: "act", labels: ["act.empathy"] },
    },
    {
      id: "comprehension",
      name: "Vérifie que la patiente a compris les consignes (reformulation) et l'invite à poser ses questions",
      explanation:
        "Au téléphone, faire reformuler les consignes est le seul moyen de s'assurer qu'elles seront appliquées.",
      evidence: { type: "act", labels: ["act.check_understanding", "act.invite_questions"] },
    },
    {
      id: "diagnostic",
      name: "Retient un traumatisme crânien léger sous anticoagulant, à risque d'hémorragie intracrânienne",
      explanation:
        "Chute mécanique avec choc frontal, sans perte de connaissance ni signe de gravité, mais sous apixaban chez une femme de 74 ans : traumatisme crânien léger à risque d'hémorragie intracrânienne, qui impose un scanner cérébral.",
      evidence: { type: "diagnosis" },
    },
  ],
  sheetId: 172,
  sources: [
    "Société française de médecine d'urgence (SFMU), Jehlé E, Honnart D, Grasleguen C, et al. « Traumatisme crânien léger (score de Glasgow de 13 à 15) : triage, évaluation, examens complémentaires et prise en charge précoce chez le nouveau-né, l'enfant et l'adulte », recommandations de bonne pratique, Annales françaises de médecine d'urgence 2012 ; 2 : 199-214 : indications du scanner cérébral, dont le traitement anticoagulant et, après 65 ans, la perte de connaissance ou l'amnésie des faits.",
    "Haute Autorité de santé (HAS), « Modalités de prise en charge d'un appel de demande de soins non programmés dans le cadre de la régulation médicale », recommandations de bonne pratique, mars 2011 : identification de l'appelant et de sa localisation, numéro de rappel, décision et moyen adapté, conseils et consignes de rappel.",
    "Référentiel universitaire de médecine d'urgence pour la préparation des EDN (collège de la discipline) : traumatisme crânien, régulation médicale.",
  ],
};
