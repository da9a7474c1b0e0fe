import type { ClinicalCaseInput, Concept } from "../schema";
import { SELF_INTRODUCTION } from "../shared-concepts";

/** The question is about his skin type, sunburns or the number of moles. */
const PHOTOTYPE_NAEVI: Concept = {
  id: "phototype-naevus",
  label: "le phototype (peau claire, coups de soleil) ou le nombre de grains de beauté",
  synonyms: [
    "peau claire",
    "peau blanche",
    "type de peau",
    "phototype",
    "bronzez",
    "bronzer",
    "bronze",
    "brûlez",
    "brulez",
    "brûler",
    "bruler",
    "rougissez",
    "coups de soleil",
    "coup de soleil",
    "taches de rousseur",
    "tâches de rousseur",
    "roux",
    "rousse",
    "blond",
    "yeux clairs",
    "cheveux",
    "combien de grains de beauté",
    "beaucoup de grains de beauté",
    "nombreux grains de beauté",
    "grains de beauté",
    "nævus",
    "naevus",
    "nævi",
    "naevi",
    "autres",
  ],
};

/** The question is about how the mole changed. */
const CHANGE: Concept = {
  id: "changement-lesion",
  label: "l'évolution de la lésion (taille, couleur, forme, bords, relief)",
  synonyms: [
    "changé",
    "change",
    "changement",
    "changements",
    "évolué",
    "evolue",
    "évolution",
    "evolution",
    "grossi",
    "grandi",
    "agrandi",
    "taille",
    "couleur",
    "couleurs",
    "foncé",
    "fonce",
    "noirci",
    "forme",
    "bords",
    "bord",
    "relief",
    "épaissi",
    "epaissi",
    "modifié",
    "modifie",
    "asymétrique",
    "asymetrique",
  ],
};

/** The main hypothesis: a suspicious mole, possibly a melanoma. */
const SUSPICION: Concept = {
  id: "suspicion-melanome",
  label: "une lésion suspecte de mélanome (cancer de la peau) à vérifier",
  synonyms: [
    "mélanome",
    "melanome",
    "mélanomes",
    "melanomes",
    "cancer de la peau",
    "tumeur de la peau",
    "lésion suspecte",
    "lesion suspecte",
    "grain de beauté suspect",
    "grain de beaute suspect",
    "signes d'alerte",
    "critères d'alerte",
    "criteres d'alerte",
    "abcde",
    "maligne",
    "cancéreux",
    "cancereux",
  ],
};

/** A dermatologist seen quickly, with dermoscopy. */
const DERMATOLOGIST: Concept = {
  id: "dermatologue-dermoscopie",
  label: "une consultation rapide chez le dermatologue avec dermoscopie",
  synonyms: [
    "dermatologue",
    "dermatologues",
    "dermato",
    "dermatologie",
    "dermoscopie",
    "dermatoscopie",
    "dermatoscope",
    "dermoscope",
    "loupe",
    "spécialiste de la peau",
    "specialiste de la peau",
  ],
};

/** Excision and pathology. */
const EXCISION: Concept = {
  id: "exerese",
  label: "l'exérèse complète avec analyse anatomopathologique",
  synonyms: [
    "exérèse",
    "exerese",
    "enlever",
    "retirer",
    "l'enlever",
    "le retirer",
    "ôter",
    "oter",
    "biopsie-exérèse",
    "biopsie-exerese",
    "chirurgie",
    "petite opération",
    "petite operation",
    "en totalité",
    "en totalite",
  ],
};

/** The excised lesion is analysed under the microscope. */
const PATHOLOGY: Concept = {
  id: "analyse-histologique",
  label: "l'analyse au microscope (examen anatomopathologique)",
  synonyms: [
    "biopsie",
    "anatomopathologie",
    "anatomopathologique",
    "anatomo-pathologique",
    "anapath",
    "histologie",
    "histologique",
    "microscope",
    "analyse",
    "analyser",
    "analysé",
    "analysee",
    "laboratoire",
  ],
};

/** Sun protection and self-examination. */
const PREVENTION: Concept = {
  id: "protection-autosurveillance",
  label: "la protection solaire et l'autosurveillance de la peau",
  synonyms: [
    "protection solaire",
    "protéger du soleil",
    "proteger du soleil",
    "protégez-vous",
    "protegez-vous",
    "protégez-vous du soleil",
    "protegez-vous du soleil",
    "vous protéger du soleil",
    "vous proteger du soleil",
    "surveillez votre peau",
    "surveillez vos grains de beauté",
    "surveillez vos grains de beaute",
    "crème solaire",
    "creme solaire",
    "écran total",
    "ecran total",
    "indice 50",
    "chapeau",
    "tee-shirt",
    "t-shirt",
    "éviter le soleil",
    "eviter le soleil",
    "éviter l'exposition",
    "eviter l'exposition",
    "heures chaudes",
    "cabines",
    "cabine",
    "uv",
    "autosurveillance",
    "auto-surveillance",
    "autoexamen",
    "auto-examen",
    "surveiller votre peau",
    "surveiller vos grains de beauté",
    "surveiller vos grains de beaute",
    "regarder votre peau",
    "examiner votre peau",
    "miroir",
    "photos",
  ],
};

/**
 * SDD 84 « Lésion cutanée/« grain de beauté » » : naevus du dos qui a changé (plus grand, plus foncé,
 * bord irrégulier, prurit, saignement) chez un homme de 45 ans à peau claire, aux nombreux coups de soleil
 * dans l'enfance, dont la mère a eu un mélanome : lésion suspecte de mélanome, avis dermatologique
 * rapide avec dermoscopie et exérèse complète pour analyse.
 */
export const station044: ClinicalCaseInput = {
  id: "station-044",
  sdd: { number: 84, title: "Lésion cutanée/« grain de beauté »" },
  categoryId: "dermatology",
  modeId: "interrogation",
  rewardXp: 80,
  beta: true,
  patient: {
    firstName: "Laurent",
    lastName: "Girard",
    age: 45,
    sex: "M",
    persona:
      "Commercial dans une entreprise de matériel agricole, marié, deux enfants de 12 et 15 ans. Roux clair, peau très claire avec des taches de rousseur, il prend des coups de soleil dès qu'il s'expose ; moniteur de voile l'été pendant ses études, il a pris de nombreux coups de soleil avec cloques dans l'enfance en Bretagne. Il a une cinquantaine de grains de beauté. Sa mère s'est fait enlever un mélanome du mollet à 62 ans. Sa femme a remarqué cet été qu'un grain de beauté du dos avait changé ; il a fini par consulter parce qu'il a saigné sur sa chemise.",
    speakingStyle:
      "Français courant, détendu en apparence, un peu d'humour pour masquer son inquiétude. Il ne voit pas son dos et rapporte ce que dit sa femme. Aucun terme médical : pour sa mère, il parle d'« un grain de beauté méchant ».",
    emotionalState:
      "Inquiet sous des airs décontractés ; il pense à sa mère et a peur qu'on lui annonce un cancer. Il apprécie qu'on soit direct et qu'on lui explique la suite concrètement.",
  },
  situation: "Un homme de 45 ans consulte son médecin généraliste pour un grain de beauté du dos qui a changé.",
  instructions:
    "Vous êtes médecin généraliste au cabinet. Menez l'interrogatoire du patient. Annoncez-lui votre hypothèse et la conduite à tenir. Vous n'avez pas à examiner le patient.",
  context:
    "M. Laurent Girard, 45 ans, consulte au cabinet un lundi de septembre. Vous le suivez depuis dix ans, il vient rarement. Constantes prises par l'assistante : PA 128/80 mmHg, FC 72/min, température 36,7 °C, poids 82 kg pour 1,80 m.",
  opening:
    "Bonjour docteur. Je viens pour un grain de beauté dans le dos. Ma femme trouve qu'il a changé, et il a saigné la semaine dernière.",
  script: {
    "act.greeting": "Bonjour docteur.",
    "act.identity_check": "Laurent Girard, né le 4 avril 1981.",
    "act.empathy": [
      "Merci… Je fais le fanfaron, mais je ne suis pas très fier, avec ce qui est arrivé à ma mère.",
      "Merci docteur. Ça me rassure qu'on s'en occupe vite.",
    ],
    "act.summary": "Oui, c'est exactement ça.",
    "act.announce_exam": "Bien sûr, je retire ma chemise. Il est là, sous l'omoplate droite.",
    "act.explain": "D'accord. Et si c'est ce que vous pensez, qu'est-ce qui se passe après ?",
    "act.check_understanding":
      "Oui : il faut que je voie un dermatologue rapidement, qu'il le regarde avec son appareil et qu'on l'enlève pour l'analyser. Et en attendant, je me protège du soleil et je surveille les autres.",
    "act.invite_questions": [
      "C'est un cancer, c'est ça ? Comme ma mère ?",
      "Il faut combien de temps pour avoir un rendez-vous chez le dermatologue ? On dit que c'est des mois.",
      "Et mes enfants, ils ont la même peau que moi. Il faut faire quelque chose pour eux ?",
    ],
    "act.closing": "Merci docteur. J'appelle le dermatologue dès ce soir.",
    "id.name": "Girard, Laurent.",
    "id.age": "J'ai 45 ans.",
    "id.job":
      "Je suis commercial dans le matériel agricole, je suis souvent sur la route et dans les champs chez les clients. Et quand j'étais étudiant, j'étais moniteur de voile l'été.",
    "id.living": "Je suis marié, on a deux enfants de 12 et 15 ans.",
    motif: [
      "C'est ce grain de beauté dans le dos. Ma femme dit qu'il a grossi et foncé depuis l'été, et il a saigné sur ma chemise la semaine dernière.",
      "Un grain de beauté dans le dos qui a changé. Moi, je ne le vois pas, c'est ma femme qui l'a remarqué.",
    ],
    "hdm.onset": [
      "Le grain de beauté, je l'ai depuis toujours, je crois. C'est ma femme qui a vu qu'il changeait, en juillet, il y a deux ou trois mois.",
      "Il a toujours été là, mais il change depuis deux ou trois mois, depuis l'été.",
    ],
    "hdm.evolution": [
      "Ma femme dit qu'avant, c'était un petit point marron, comme une lentille. Maintenant, il est plus grand, comme un petit pois ou un peu plus, à peu près 8 millimètres. Il est devenu plus foncé, presque noir par endroits, avec plusieurs couleurs, et le bord n'est plus net, il est tout découpé. Il n'est pas symétrique.",
      "Il a grossi, foncé, et il n'a plus une forme ronde : ma femme dit qu'il a des bords irréguliers et deux couleurs, marron et noir. Et depuis quelques semaines, il est un peu en relief.",
    ],
    "hdm.circumstances": "Rien de spécial. Ma femme l'a remarqué en me passant de la crème solaire, en vacances.",
    "hdm.previous_episodes": "Non, jamais un grain de beauté qui change. On ne m'en a jamais enlevé.",
    "hdm.consultations": "Non, je n'ai jamais vu de dermatologue. Je n'ai montré ce grain de beauté à personne.",
    "tx.self_medication": "Rien. Juste un pansement quand il a saigné.",
    "pain.location": "Il est dans le dos, sous l'omoplate droite. Il ne fait pas mal.",
    "pain.radiation": "Non, pas de douleur.",
    "pain.character": "Ça ne fait pas mal, ça gratte un peu, c'est tout.",
    "pain.intensity": "Pas de douleur. Ça gratte un peu, 2 sur 10.",
    "pain.timing": "Ça gratte de temps en temps, surtout le soir.",
    "pain.aggravating": "Le frottement du sac à dos ou de la ceinture de sécurité, peut-être.",
    "pain.relieving": "Rien de particulier.",
    "sx.skin": [
      "Ce grain de beauté me gratte depuis quelques semaines, et il a saigné la semaine dernière, un peu de sang sur la chemise, sans que je me sois cogné. Sinon, j'ai la peau très claire, avec des taches de rousseur : je ne bronze jamais, je brûle tout de suite.",
      "J'ai beaucoup de grains de beauté, une cinquantaine d'après ma femme, surtout sur le dos et les bras. Les autres n'ont pas changé, à ma connaissance. Je n'ai jamais eu de cancer de la peau.",
    ],
    "sx.bleeding":
      "Ce grain de beauté a saigné une fois, la semaine dernière, sans choc. Sinon, je ne saigne pas du nez ni des gencives.",
    "sx.weight":
      "Non, mon poids est stable. C'est le grain de beauté qui a grossi, lui : ma femme dit qu'il fait maintenant près d'un centimètre.",
    "sx.fatigue":
      "Non, je suis en forme, pas fatigué. C'est le grain de beauté qui a changé, pas moi : d'après ma femme, il est plus grand, plus foncé, avec un bord irrégulier.",
    "sx.appetite": "L'appétit est bon.",
    "sx.fever": "Non, pas de fièvre.",
    "sx.night_sweats": "Non.",
    "sx.cough": "Non, je ne tousse pas.",
    "sx.dyspnea": "Non, je respire bien.",
    "sx.headache": "Non, pas de maux de tête.",
    "sx.neuro": "Non, rien de ce côté-là.",
    "sx.joint": "Non.",
    "sx.chest_pain": "Non.",
    "sx.palpitations": "Non.",
    "sx.abdominal_pain": "Non.",
    "sx.bowel": "Non, tout va bien.",
    "sx.urinary": "Non.",
    "sx.nausea_vomiting": "Non.",
    "sx.sleep": "Je dors bien… un peu moins depuis que j'y pense.",
    "sx.mood": "Le moral va, mais j'y pense souvent depuis que ça a saigné.",
    "sx.hair_loss": "Non, je ne perds pas mes cheveux. Je suis roux clair, j'ai les yeux bleus, comme ma mère.",
    "hx.medical": [
      "Rien de particulier. Jamais de cancer, jamais de maladie grave. Je n'ai pas de traitement qui baisse les défenses, pas de greffe.",
      "Je n'ai aucune maladie. On ne m'a jamais enlevé de grain de beauté.",
    ],
    "hx.surgical": "Une opération du genou après un accident de ski, il y a vingt ans.",
    "hx.hospitalizations": "Seulement pour mon genou.",
    "hx.family": [
      "Ma mère a eu un grain de beauté méchant sur le mollet, à 62 ans : on le lui a retiré, avec une deuxième opération pour agrandir. Elle va bien aujourd'hui, elle est surveillée. Mon père a de la tension.",
      "Ma mère a eu un grain de beauté méchant à la jambe, il y a quelques années. C'est pour ça que ma femme a insisté pour que je vienne.",
    ],
    "hx.allergies": "Pas d'allergie connue.",
    "hx.hypertension": "Non, pas de tension.",
    "hx.diabetes": "Non.",
    "hx.dyslipidemia": "Non, pas de cholestérol.",
    "hx.vaccines": "Je crois que je suis à jour.",
    "hx.regular_doctor": "C'est vous, docteur, depuis dix ans.",
    "tx.current": "Aucun médicament. Pas de cortisone, pas de traitement qui diminue l'immunité.",
    "tx.adherence": "Je ne prends pas de traitement.",
    "life.tobacco": "J'ai arrêté de fumer il y a dix ans.",
    "life.alcohol": "Un verre de vin au repas le week-end.",
    "life.drugs": "Non.",
    "life.physical_activity": "De la voile et du vélo le week-end, dehors, souvent torse nu l'été, je l'avoue.",
    "life.diet": "Je mange de tout.",
    "life.exposure": [
      "Le soleil, oui, beaucoup d'exposition solaire : j'ai été moniteur de voile tous les étés pendant mes études, et petit, en Bretagne, j'ai pris des coups de soleil terribles, avec des cloques. Aujourd'hui encore, je suis souvent dehors pour le travail. Les cabines UV, j'en ai fait une dizaine de séances il y a vingt ans, plus depuis.",
      "Beaucoup de soleil, surtout jeune, sans crème. Des coups de soleil avec des cloques plusieurs fois quand j'étais enfant. Pas de produits chimiques particuliers au travail.",
    ],
    "life.travel": "On part en Espagne chaque été, au bord de la mer. Et cet été, on est allés en Corse.",
    "life.animals": "On a un chien.",
    "life.contacts": "Non.",
    "life.sexual": "Rien de particulier.",
    "life.last_meal": "J'ai déjeuné à midi.",
    "pt.ideas":
      "Je ne sais pas… Ma femme pense que ça pourrait être comme ma mère. Moi, j'espère que c'est juste un grain de beauté irrité.",
    "pt.concerns": [
      "J'ai peur que ce soit un cancer, comme ma mère. Je n'ai pas d'autre grain de beauté qui m'inquiète, c'est celui-là.",
      "Ce qui me fait peur, c'est que ça se soit déjà étendu. Ma mère a eu de la chance, on l'a pris tôt.",
    ],
    "pt.expectations": "Savoir ce que c'est, et qu'on l'enlève si c'est grave.",
    "pt.impact": "Ça ne me gêne pas au quotidien, à part que ça gratte. Mais j'y pense tout le temps.",
    "gyn.lmp": "Je suis un homme, docteur.",
    "gyn.pregnancy": "Je suis un homme, docteur.",
    "gyn.contraception": "Ce n'est pas moi que ça concerne.",
    "gyn.heavy_periods": "Je suis un homme, docteur.",
    "sx.orthopnea": "Non.",
    "sx.hemoptysis": "Non.",
    "sx.edema": "Non.",
    "sx.gi_bleeding": "Non.",
    "sx.syncope": "Non.",
    "sx.dizziness": "Non.",
    "sx.cold_intolerance": "Non.",
    "sx.snoring": "Un peu, d'après ma femme.",
    "sx.polyuria_polydipsia": "Non.",
    "sx.calf_pain": "Non.",
    "sx.jaundice": "Non.",
    "sx.neck_stiffness": "Non.",
    "sx.seizure": "Non.",
  },
  announcementReaction: [
    "C'est ce que je craignais… Comme ma mère. Mais si on l'enlève vite, ça se soigne ?",
    "D'accord. Je préfère savoir. Il faut attendre combien de temps pour le dermatologue ?",
  ],
  /**
   * Questions the ontology has no label for are mostly about this mole (size, colour, border), the
   * moles in general, sunburns and UV booths: the answer stays consistent with the case.
   */
  unscriptedDefault: [
    "D'après ma femme, il a grossi et foncé depuis l'été, avec un bord irrégulier et deux couleurs ; il gratte et il a saigné une fois. Les autres grains de beauté n'ont pas changé, à ma connaissance.",
    "J'ai la peau très claire, une cinquantaine de grains de beauté, et j'ai pris beaucoup de coups de soleil avec des cloques quand j'étais petit. Des cabines UV, une dizaine de séances il y a vingt ans.",
    "Non, pas à ma connaissance. Je n'ai pas remarqué de boule sous les bras ni ailleurs.",
  ],
  diagnosis: {
    options: [
      "Mélanome (lésion pigmentée suspecte)",
      "Nævus commun bénin",
      "Kératose séborrhéique",
      "Carcinome basocellulaire pigmenté",
      "Angiome thrombosé",
      "Histiocytofibrome (dermatofibrome)",
    ],
    correct: "Mélanome (lésion pigmentée suspecte)",
  },
  grid: [
    {
      id: "presentation",
      name: "Se présente au patient (nom, fonction)",
      explanation: "Se présenter installe la relation de confiance.",
      evidence: { type: "act", labels: ["act.greeting"], mentions: [SELF_INTRODUCTION] },
    },
    {
      id: "question-ouverte",
      name: "Laisse le patient exposer le motif par une question ouverte",
      explanation:
        "Le patient rapporte ce que sa femme a observé : le laisser raconter donne l'essentiel de l'évolution.",
      evidence: { type: "asked", labels: ["motif"] },
    },
    {
      id: "anciennete",
      name: "Précise l'ancienneté de la lésion et du changement",
      explanation:
        "Une lésion nouvelle chez l'adulte ou un nævus ancien qui se modifie depuis quelques mois est suspect.",
      evidence: { type: "asked", labels: ["hdm.onset"] },
    },
    {
      id: "evolution-abcde",
      name: "Fait décrire l'évolution de la lésion (taille, couleur, forme, bords, relief)",
      explanation:
        "Le critère E (évolution) de la règle ABCDE est le plus important : changement de taille, de couleur, de forme ou d'épaisseur.",
      evidence: { type: "asked", labels: ["hdm.evolution", "sx.skin", "motif", "hdm.onset"], mentions: [CHANGE] },
    },
    {
      id: "symptomes-lesion",
      name: "Recherche des symptômes de la lésion (démangeaisons, saignement, ulcération)",
      explanation:
        "Un prurit, un saignement spontané ou une ulcération d'une lésion pigmentée sont des signes d'alerte.",
      evidence: { type: "asked", labels: ["sx.skin", "sx.bleeding", "pain.character"] },
    },
    {
      id: "antecedents-familiaux",
      name: "Recherche des antécédents familiaux de mélanome",
      explanation:
        "Un mélanome chez un apparenté du premier degré augmente le risque et impose une surveillance dermatologique.",
      evidence: { type: "asked", labels: ["hx.family"] },
    },
    {
      id: "antecedents-personnels",
      name: "Recherche des antécédents personnels (cancer cutané, lésion enlevée) ou une immunodépression (maladie, traitement immunosuppresseur)",
      explanation:
        "Un antécédent personnel de mélanome ou de carcinome cutané, une greffe ou un traitement immunosuppresseur augmentent le risque.",
      evidence: { type: "asked", labels: ["hx.medical", "hdm.previous_episodes", "tx.current"] },
    },
    {
      id: "phototype-naevus",
      name: "Recherche le phototype (peau claire, coups de soleil) ou un grand nombre de grains de beauté",
      explanation:
        "Phototype clair (I-II), nombreux coups de soleil dans l'enfance et plus de 50 nævus sont les principaux facteurs de risque de mélanome.",
      evidence: {
        type: "asked",
        labels: ["sx.skin", "life.exposure", "hx.medical", "sx.hair_loss"],
        mentions: [PHOTOTYPE_NAEVI],
      },
    },
    {
      id: "exposition-solaire",
      name: "Recherche l'exposition solaire (enfance, loisirs, travail, cabines UV)",
      explanation:
        "Les expositions intermittentes intenses et les coups de soleil de l'enfance, ainsi que les cabines UV, augmentent le risque de mélanome.",
      evidence: { type: "asked", labels: ["life.exposure", "life.travel", "life.physical_activity"] },
    },
    {
      id: "inquietude",
      name: "Explore l'inquiétude du patient et y répond avec empathie",
      explanation:
        "Le patient pense à sa mère : reconnaître sa peur permet une information juste et une meilleure adhésion.",
      evidence: { type: "act", labels: ["act.empathy"] },
    },
    {
      id: "annonce-suspicion",
      name: "Explique que la lésion est suspecte de mélanome et doit être vérifiée",
      explanation:
        "Une lésion qui réunit asymétrie, bords irréguliers, couleurs multiples, diamètre de plus de 6 mm et évolution est suspecte de mélanome jusqu'à preuve du contraire.",
      evidence: { type: "stated", concepts: [SUSPICION] },
    },
    {
      id: "dermatologue",
      name: "Organise une consultation rapide chez un dermatologue (examen au dermoscope)",
      explanation:
        "Le médecin généraliste adresse sans délai, par un contact direct, au dermatologue, qui examine la lésion au dermoscope et l'ensemble du tégument.",
      evidence: { type: "stated", concepts: [DERMATOLOGIST] },
    },
    {
      id: "exerese",
      name: "Explique que la lésion sera enlevée en totalité pour analyse au microscope",
      explanation:
        "Le diagnostic de mélanome est histologique : exérèse complète de la lésion avec des marges étroites, puis reprise chirurgicale selon l'indice de Breslow.",
      evidence: { type: "stated", concepts: [EXCISION, PATHOLOGY], match: "all" },
    },
    {
      id: "prevention",
      name: "Conseille la protection solaire et l'autosurveillance de la peau",
      explanation:
        "Éviter les expositions et les cabines UV, se protéger (vêtements, crème), et surveiller sa peau (autoexamen, photos) ; le dépistage des apparentés est aussi conseillé.",
      evidence: { type: "stated", concepts: [PREVENTION] },
    },
    {
      id: "comprehension",
      name: "Vérifie la compréhension du patient et l'invite à poser ses questions",
      explanation:
        "S'assurer que le patient a compris l'urgence relative de l'avis dermatologique et ce qui va suivre.",
      evidence: { type: "act", labels: ["act.check_understanding", "act.invite_questions"] },
    },
    {
      id: "diagnostic",
      name: "Retient une lésion suspecte de mélanome",
      explanation:
        "Nævus qui grandit, fonce, devient asymétrique aux bords irréguliers et polychrome, avec prurit et saignement, chez un homme à peau claire, aux coups de soleil de l'enfance, aux nombreux nævus et à l'antécédent familial : mélanome jusqu'à preuve histologique du contraire.",
      evidence: { type: "diagnosis" },
    },
  ],
  sheetId: 84,
  sources: [
    "Haute Autorité de santé (HAS). « Stratégie de diagnostic précoce du mélanome », recommandation de santé publique, octobre 2006.",
    "Haute Autorité de santé (HAS) et Institut national du cancer (INCa). « Mélanome cutané », guide du parcours de soins (ALD 30), 2012.",
    "Institut national du cancer (INCa). « Détection précoce des cancers de la peau », fiche repère et outils pour les médecins généralistes.",
    "Collège des enseignants en dermatologie de France (CEDEF), Dermatologie, référentiel du second cycle (EDN) : item « Tumeurs cutanées, épithéliales et mélaniques » (mélanome, règle ABCDE).",
  ],
};
