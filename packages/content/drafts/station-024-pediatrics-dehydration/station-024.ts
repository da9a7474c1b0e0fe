import type { ClinicalCaseInput } from "../schema";
import { SELF_INTRODUCTION } from "../shared-concepts";

/**
 * SDD 32 « Déshydratation de l'enfant » : gastro-entérite aiguë virale avec déshydratation modérée
 * (perte de 600 g sur 9,2 kg, soit 6,5 %) chez un nourrisson de 11 mois gardé en crèche. La mère
 * répond aux questions : c'est elle l'interlocutrice, elle parle de son fils à la troisième personne.
 */
export const station024: ClinicalCaseInput = {
  id: "station-024",
  sdd: { number: 32, title: "Déshydratation de l'enfant" },
  categoryId: "pediatrics",
  modeId: "interrogation",
  rewardXp: 80,
  beta: true,
  patient: {
    firstName: "Timéo",
    lastName: "Girard",
    age: 0,
    sex: "M",
    persona:
      "Timéo a 11 mois. Né à terme, sans antécédent, il est gardé en crèche collective quatre jours par semaine et vit à Tours avec ses parents et son grand frère Lucas, 4 ans. C'est sa mère, Émilie Girard, 32 ans, assistante de gestion dans une mutuelle, qui répond aux questions : elle parle de son fils à la troisième personne (« il »). Mère attentive, qui tient bien le carnet de santé, elle a l'habitude des petites maladies de son aîné mais n'a jamais vu Timéo aussi abattu.",
    speakingStyle:
      "Français courant, phrases simples, vocabulaire de parent (« couches », « biberon », « il a vomi tout son lait », « ça déborde de la couche »). Elle donne volontiers les chiffres notés (nombre de selles, température, poids du carnet) mais ne connaît pas les termes médicaux. Elle vouvoie le médecin et s'interrompt parfois pour bercer son fils.",
    emotionalState:
      "Inquiète et fatiguée après une nuit blanche, elle se retient de paniquer. Elle se détend quand on lui explique ce qui se passe et ce qu'elle peut faire, et s'inquiète surtout d'une perfusion ou d'une hospitalisation.",
  },
  interlocutor: { name: "Émilie Girard", role: "Mère de Timéo" },
  situation:
    "Aux urgences pédiatriques, une mère consulte à 20 h pour son fils de 11 mois qui vomit et a la diarrhée depuis la veille.",
  instructions:
    "Vous êtes interne aux urgences pédiatriques. Menez l'interrogatoire de la mère, qui accompagne son fils. Recherchez les éléments de gravité. Annoncez à la mère votre hypothèse diagnostique et la prise en charge. Vous n'avez pas à examiner l'enfant.",
  context:
    "Il est 20 h. Timéo Girard, 11 mois, est installé dans les bras de sa mère dans un box des urgences pédiatriques. Relevé de l'infirmière d'accueil : température 38,3 °C, fréquence cardiaque 152/min, fréquence respiratoire 32/min, SpO2 99 % en air ambiant, poids 8,6 kg (pesé nu). L'enfant geint doucement et se blottit contre sa mère.",
  opening:
    "Bonsoir docteur. Il vomit et il a la diarrhée depuis hier matin, il ne garde presque rien, et ce soir il est tout abattu, ça ne lui ressemble pas.",
  script: {
    "act.greeting": [
      "Bonsoir docteur. Moi, c'est Émilie, sa maman. (Timéo geint dans ses bras.)",
      "Bonsoir. Merci de nous prendre, on attendait depuis un moment.",
    ],
    "act.identity_check":
      "Oui, c'est bien Timéo Girard, il a 11 mois. Moi, je suis sa maman, Émilie Girard. J'ai son carnet de santé, si vous voulez.",
    "act.empathy": [
      "Merci… Je suis un peu paniquée, c'est la première fois qu'il est comme ça.",
      "Merci, ça me rassure. On n'a pas dormi de la nuit, ni lui ni moi.",
    ],
    "act.summary": "Oui, c'est ça. Et surtout, il mouille beaucoup moins ses couches depuis ce matin.",
    "act.announce_exam": "Oui, bien sûr. Je le garde sur mes genoux, il est plus calme comme ça.",
    "act.invite_questions": [
      "Est-ce qu'il va falloir le piquer, lui mettre une perfusion ? Et on pourra rentrer ce soir ?",
      "Qu'est-ce que je peux lui donner à manger, alors ? Et la crèche, il pourra y retourner quand ?",
    ],
    "act.closing": "Merci docteur. On reste là en attendant que vous repassiez ?",
    "id.name": "Il s'appelle Timéo, Timéo Girard. Et moi, c'est Émilie Girard, sa maman.",
    "id.age": "Il a 11 mois, il les a eus il y a une dizaine de jours.",
    "id.job":
      "Lui, il va à la crèche quatre jours par semaine, dans la section des bébés. Moi, je suis assistante de gestion dans une mutuelle, et mon mari est électricien : demain, l'un de nous devra rester à la maison avec lui.",
    "id.living": [
      "On vit en appartement à Tours, avec mon mari, Julien, et notre grand, Lucas, qui a 4 ans. Timéo va à la crèche quatre jours par semaine.",
      "On est quatre à la maison : mon mari, moi, Lucas qui a 4 ans, et Timéo. Il est en crèche collective la semaine, sauf le mercredi.",
    ],
    motif: [
      "Il vomit et il a la diarrhée depuis hier matin. Il ne garde presque rien, et ce soir il est tout abattu.",
      "C'est Timéo : depuis hier, il vomit, il a de la diarrhée, et là il n'a plus d'énergie, il mouille à peine ses couches.",
    ],
    "hdm.onset": [
      "Ça a commencé hier matin, vers 8 h, au réveil : il a vomi tout son biberon. La diarrhée a suivi vers midi. Ça fait un jour et demi.",
      "Hier matin, d'un coup, en se réveillant. D'abord les vomissements, puis la diarrhée dans la journée. Donc depuis trente-six heures à peu près.",
    ],
    "hdm.circumstances":
      "Rien de spécial : il avait passé une journée normale à la crèche la veille, il avait bien mangé le soir. Il s'est réveillé et il a vomi tout son biberon du matin.",
    "hdm.evolution": [
      "Les vomissements se calment un peu depuis ce matin, mais la diarrhée continue autant. Et surtout, depuis cet après-midi, il est de plus en plus abattu et il mouille beaucoup moins ses couches : c'est ça qui m'a décidée à venir.",
      "Il vomit moins qu'hier, mais les selles, c'est toujours pareil. Et il a l'air de plus en plus fatigué au fil de la journée.",
    ],
    "hdm.previous_episodes":
      "Non, c'est la première fois qu'il est malade comme ça. Il avait eu les selles un peu molles pendant deux jours au moment d'une dent, vers 6 mois, rien de comparable.",
    "hdm.consultations":
      "Non, il n'a vu personne. J'ai appelé le cabinet de sa pédiatre ce matin, elle n'avait pas de place avant demain. Comme il était de plus en plus mou ce soir, on est venus directement.",
    "tx.self_medication": [
      "Du Doliprane en sirop, la dose de son poids avec la pipette, la dernière fois vers 16 h. Sinon, je lui ai donné de l'eau, et hier soir un peu de Coca sans les bulles, parce que ma mère dit que ça arrête les vomissements. Rien d'autre.",
      "Juste du Doliprane pour la fièvre, avec la pipette, et de l'eau. Hier soir, un fond de Coca dégazé, c'est ma mère qui m'avait conseillé. Je n'ai rien donné contre la diarrhée.",
    ],
    "pain.location":
      "Je dirais le ventre : juste avant de faire dans sa couche, il replie les jambes et il pleure un peu.",
    "pain.character":
      "Ça ressemble à des petites coliques avant les selles, il se tortille. Mais pas de grosses crises où il hurle d'un coup et devient tout pâle.",
    "pain.timing":
      "Ça dure quelques minutes, juste avant les selles, puis il se calme. Il n'y a pas de crises de pleurs inconsolables qui reviennent par moments, avec des moments où il est tout mou entre les deux.",
    "pain.intensity": "Il pleurniche, mais je le console dans mes bras. Ce n'est pas des hurlements.",
    "pain.aggravating":
      "Quand il boit trop d'un coup, il vomit. Sinon, c'est juste avant les selles qu'il se tortille.",
    "pain.relieving": "Dans mes bras, en le berçant, il se calme vite. Et après les selles, ça passe.",
    "sx.fever": [
      "Oui, 38,5 hier soir au maximum, avec le thermomètre dans les fesses. Ce matin, 38,2. Je lui donne du Doliprane. Pas de frissons.",
      "Un peu de fièvre : 38,5 au plus haut, hier soir. Pas plus. Il n'a pas tremblé, pas de frissons.",
    ],
    "sx.weight": [
      "Chez la pédiatre, il y a dix jours, pour les vaccins des 11 mois, il pesait 9,2 kg. C'est noté dans le carnet de santé.",
      "Le dernier poids, c'est 9,2 kg, il y a dix jours, à la visite des 11 mois chez sa pédiatre. Elle m'avait dit qu'il suivait bien sa courbe.",
    ],
    "sx.appetite": [
      "Il ne veut plus rien manger, il repousse la purée et la compote. Par contre, il réclame à boire.",
      "Plus d'appétit du tout depuis hier. Il boit, mais il ne mange rien.",
    ],
    "sx.polyuria_polydipsia":
      "Il a soif, oui : il tend les mains vers le biberon d'eau dès qu'il le voit et il boit goulûment. Mais si je lui en donne trop d'un coup, il vomit. Et il fait beaucoup moins pipi que d'habitude.",
    "life.diet": [
      "D'habitude, il prend du lait 2e âge, trois biberons de 210 mL par jour, plus des purées de légumes avec un peu de viande et des compotes. Depuis hier, presque rien : quelques biberons de lait de 60 à 90 mL, souvent vomis, et de l'eau par petites gorgées.",
      "Normalement il mange bien : lait 2e âge, purées, compotes. Depuis hier, il n'a pris que des bouts de biberons de lait et un peu d'eau. Aujourd'hui, il a gardé l'eau mais il a vomi son biberon de 14 h 30.",
    ],
    "life.last_meal": [
      "Il a bu une trentaine de millilitres d'eau en salle d'attente, il y a une demi-heure, et il l'a gardée. Son dernier biberon de lait, 90 mL à 14 h 30, il l'a vomi vers 15 h.",
      "Tout à l'heure, un peu d'eau, et il l'a gardée. Le dernier lait, c'était en début d'après-midi, et il l'a vomi.",
    ],
    "sx.nausea_vomiting": [
      "Il a commencé par vomir hier matin, tout son biberon. Hier, six fois à peu près, dès qu'il buvait. Aujourd'hui, deux fois seulement, la dernière vers 15 h. C'est du lait caillé, jamais vert, jamais de sang.",
      "Ça se calme : six fois hier, deux fois depuis ce matin. Ça ne sort pas en jet, c'est du lait, ce n'est jamais vert.",
    ],
    "sx.bowel": [
      "La diarrhée a commencé hier midi. C'est très liquide, jaune, comme de l'eau, ça déborde de la couche. Huit hier, et déjà six depuis ce matin. Ça sent très fort.",
      "Des selles liquides, comme de l'eau, à presque chaque change : huit hier, six aujourd'hui. Pas de glaires, je n'ai rien vu de bizarre dedans.",
    ],
    "sx.gi_bleeding": [
      "Non, je n'ai jamais vu de sang dans ses couches, ni de glaires. Et il n'a jamais vomi de sang ni de vert.",
      "Non, pas de sang, ni dans les selles ni dans les vomissements. Et les vomis ne sont pas verts, c'est son lait.",
    ],
    "sx.abdominal_pain": [
      "Il se tortille un peu et il pleure juste avant de faire dans sa couche, puis ça passe. Mais il n'a pas de grosses crises où il hurle d'un coup, devient tout pâle puis s'endort. Son ventre n'a pas l'air gonflé.",
      "Des petites coliques avant les selles, oui. Pas de crises de pleurs terribles par moments, et le ventre est souple quand je le change.",
    ],
    "sx.urinary": [
      "Beaucoup moins de couches mouillées : d'habitude j'en change cinq ou six bien lourdes par jour ; depuis ce matin, seulement deux, à peine mouillées, la dernière vers 14 h. Le pipi est plus foncé et sent fort.",
      "Il fait très peu pipi : deux couches à peine humides depuis ce matin, la dernière vers 14 h, alors que d'habitude elles sont lourdes. Et c'est plus foncé.",
    ],
    "sx.fatigue": [
      "Il est abattu, il ne joue plus, il dort plus que d'habitude et il est grognon. Mais quand il est réveillé, il me regarde, il réagit quand je lui parle et il attrape son doudou.",
      "Il est fatigué, il reste collé contre moi au lieu de ramper partout. Il pleure facilement. Mais il se réveille bien quand on le stimule.",
    ],
    "sx.neuro": [
      "Non, il n'est pas tout mou : il tient sa tête, il s'assoit encore tout seul, il me suit des yeux. Pas de mouvements bizarres, pas de regard dans le vide.",
      "Il réagit quand on lui parle, il me reconnaît, il serre mon doigt. Il n'est pas somnolent au point de ne pas se réveiller.",
    ],
    "sx.syncope":
      "Non, il n'a pas fait de malaise, il n'est pas devenu tout blanc ou tout bleu, il n'a pas perdu connaissance.",
    "sx.seizure": "Non, pas de convulsions, pas de secousses, ni les yeux qui partent en arrière.",
    "sx.neck_stiffness": "Non, il tourne bien la tête dans tous les sens, et la lumière ne le gêne pas.",
    "sx.headache":
      "Il ne peut pas me le dire… Il ne se tient pas la tête, et il ne crie pas quand on le prend dans les bras.",
    "sx.skin": [
      "Il a les fesses rouges à cause des selles. Pas de boutons, pas de taches sur le corps. Ses lèvres sont sèches, il a les yeux cernés, un peu creusés, et quand il pleure, il y a moins de larmes que d'habitude.",
      "Les fesses sont irritées, c'est tout. Pas de plaques, pas de petites taches rouges ou violettes. Par contre, je le trouve pâlot, les yeux creusés, la bouche sèche, et il pleure presque sans larmes.",
    ],
    "sx.hemoptysis": "Du sang ? Non, nulle part : ni quand il vomit, ni dans ses couches.",
    "sx.edema": "Non, rien de gonflé, ni les pieds ni les paupières. Au contraire, je le trouve un peu creusé.",
    "sx.bleeding": "Non, il ne saigne pas du nez et il n'a pas de bleus.",
    "sx.joint": "Non, il bouge bien les bras et les jambes, il ne crie pas quand je le change.",
    "sx.palpitations":
      "Son cœur ? Je ne sais pas, je ne l'ai pas senti battre bizarrement. Il est juste chaud quand il a de la fièvre.",
    "hx.diabetes":
      "Non, pas de diabète, ni chez lui ni dans la famille proche. Et avant d'être malade, il ne faisait pas plus pipi que d'habitude, il ne buvait pas plus.",
    "sx.jaundice": "Non, il n'est pas jaune, ni la peau ni les yeux.",
    "sx.cough": "Non, il ne tousse pas, il n'a pas le nez qui coule en ce moment.",
    "sx.dyspnea": "Non, il respire normalement, il ne siffle pas et il ne creuse pas le ventre en respirant.",
    "sx.night_sweats":
      "Non, il ne transpire pas, il a plutôt la peau sèche. Ce qui est mouillé d'habitude, ce sont ses couches, et là, elles le sont à peine.",
    "sx.sleep": [
      "Il dort plus que d'habitude dans la journée. La nuit dernière, il s'est réveillé souvent, à cause des selles et des vomissements.",
      "Il somnole dans mes bras, mais il se réveille quand on le change. La nuit a été très hachée.",
    ],
    "sx.mood": [
      "Il est grognon, il pleure pour un rien, lui qui est d'habitude très souriant. Moi, je suis fatiguée et inquiète, je l'avoue.",
      "Il est ronchon, il ne sourit presque plus. Et moi, je suis à bout, on n'a pas dormi.",
    ],
    "life.physical_activity":
      "D'habitude, il se déplace à quatre pattes partout et il se met debout en se tenant aux meubles. Depuis hier, il reste dans mes bras.",
    "gyn.pregnancy":
      "La grossesse s'est très bien passée. Il est né à terme, à 39 semaines, par voie basse, il pesait 3,350 kg. Aucun souci à la naissance.",
    "hx.medical": [
      "Il n'a jamais rien eu de grave. Il est né à terme, sans problème. Une petite bronchiolite à 4 mois, soignée sans hospitalisation. Il grandit bien, il tient assis et se met debout en se tenant.",
      "Rien de particulier : pas de maladie connue, juste une bronchiolite à 4 mois. La pédiatre dit qu'il se développe très bien.",
    ],
    "hx.surgical": "Non, il n'a jamais été opéré.",
    "hx.hospitalizations": "Non, jamais hospitalisé, à part la maternité à la naissance.",
    "hx.family":
      "Rien de particulier dans la famille. Mon mari a un peu d'asthme. Personne n'a de maladie de l'intestin ni de problème de rein.",
    "hx.allergies": "Aucune allergie connue, ni aux médicaments ni au lait. Il supporte très bien son lait 2e âge.",
    "hx.vaccines": [
      "Il est à jour, tout est dans le carnet : le dernier rappel, c'était à 11 mois, il y a dix jours. Le vaccin en gouttes contre la gastro, la pédiatre nous en avait parlé, mais on ne l'a pas fait.",
      "Oui, tous ses vaccins obligatoires sont faits, le dernier il y a dix jours. Par contre, pas celui qui se donne dans la bouche contre le rotavirus.",
    ],
    "hx.regular_doctor":
      "Il est suivi par une pédiatre en ville, le docteur Benali. C'est elle qui l'a pesé et vacciné il y a dix jours.",
    "tx.current": [
      "Rien, à part la vitamine D en gouttes tous les matins. Et le Doliprane depuis hier pour la fièvre.",
      "Juste sa vitamine D tous les jours. Pas d'autre médicament, pas d'antibiotique ces dernières semaines.",
    ],
    "tx.adherence":
      "La vitamine D, je la donne tous les matins. Le Doliprane, toutes les six heures environ, pas plus.",
    "life.contacts": [
      "Oui : à la crèche, la directrice a mis un mot la semaine dernière, il y a eu plusieurs cas de gastro dans sa section. Et son grand frère a vomi et a eu la diarrhée il y a quatre jours, pendant une journée, c'est passé tout seul.",
      "Oui, à la maison, son frère Lucas a eu la même chose il y a quatre jours, mais seulement vingt-quatre heures. Et à la crèche, plusieurs enfants de sa section ont été malades la semaine dernière.",
    ],
    "life.travel": "Non, on n'a pas bougé de Tours, pas de voyage, ni en France ni à l'étranger.",
    "life.animals": "On a un chat à la maison, c'est tout.",
    "life.exposure":
      "Pour les biberons, j'utilise de l'eau en bouteille pour bébé. Il n'a rien mangé de nouveau ni de douteux ces derniers jours.",
    "life.tobacco": "Mon mari fume, mais sur le balcon, jamais dans l'appartement. Moi, je ne fume pas.",
    "life.alcohol":
      "De l'alcool ? Lui, bien sûr que non ! Il ne boit que son lait et de l'eau, et depuis hier surtout de l'eau, par petites gorgées. Et à la maison, on boit très peu d'alcool.",
    "pt.ideas": [
      "Je pense qu'il a attrapé le virus qui traîne à la crèche, comme son frère. Mais son frère n'avait pas été aussi fatigué.",
      "Pour moi, c'est ce qui tourne à la crèche. Ce qui m'inquiète, c'est qu'il soit aussi abattu.",
    ],
    "pt.concerns": [
      "J'ai peur qu'il se vide et qu'on doive le perfuser. Mon neveu avait été hospitalisé plusieurs jours pour ça quand il était bébé.",
      "Ce qui me fait peur, c'est qu'il fasse de moins en moins pipi et qu'il soit si mou. Je ne veux pas qu'on le pique partout…",
    ],
    "pt.expectations":
      "Savoir si c'est grave, et qu'on lui donne quelque chose pour arrêter la diarrhée et les vomissements. Et si possible rentrer à la maison.",
    "pt.impact":
      "Il ne pourra pas aller à la crèche demain, il faudra que je pose un jour de congé. Et la nuit dernière, personne n'a dormi à la maison.",
  },
  announcementReaction: [
    "C'est grave, docteur ? Il va falloir le perfuser ?",
    "Je m'en doutais un peu, avec la crèche… Mais il a vraiment perdu autant de poids en deux jours ?",
    "D'accord… Et je peux continuer à lui donner son lait, ou il faut tout arrêter ?",
  ],
  unscriptedDefault: [
    "Non, je n'ai rien remarqué d'autre que ce que je vous ai dit : les vomissements, la diarrhée, la fièvre et la fatigue.",
    "Pas que je sache. À part les vomissements, la diarrhée et le fait qu'il soit abattu, je n'ai rien vu de particulier.",
    "Non, je ne crois pas… Depuis hier, je surveille surtout ses couches et ce qu'il arrive à boire.",
  ],
  diagnosis: {
    options: [
      "Gastro-entérite aiguë avec déshydratation modérée",
      "Gastro-entérite aiguë sans déshydratation",
      "Gastro-entérite aiguë avec déshydratation sévère",
      "Invagination intestinale aiguë",
      "Infection urinaire fébrile",
      "Sténose hypertrophique du pylore",
      "Méningite",
    ],
    correct: "Gastro-entérite aiguë avec déshydratation modérée",
  },
  grid: [
    {
      id: "presentation",
      name: "Se présente à la mère (nom, fonction)",
      explanation: "Se présenter installe la confiance avec le parent, qui est l'interlocuteur de l'entretien.",
      evidence: { type: "act", labels: ["act.greeting"], mentions: [SELF_INTRODUCTION] },
    },
    {
      id: "debut",
      name: "Précise la date et le mode de début des troubles",
      explanation:
        "La durée de l'épisode (36 heures) et son début brutal par des vomissements orientent vers une gastro-entérite virale et pèsent dans le risque de déshydratation.",
      evidence: { type: "asked", labels: ["hdm.onset"] },
    },
    {
      id: "vomissements-diarrhee",
      name: "Caractérise les vomissements et la diarrhée (nombre, aspect)",
      explanation:
        "Le nombre de vomissements et de selles liquides par jour mesure les pertes ; des vomissements alimentaires non bilieux et des selles aqueuses sont ceux d'une gastro-entérite.",
      evidence: { type: "asked", labels: ["sx.nausea_vomiting", "sx.bowel"], match: "all" },
    },
    {
      id: "signes-invagination",
      name: "Recherche du sang dans les selles et des crises de pleurs ou de douleurs abdominales",
      explanation:
        "Des selles sanglantes et des accès de pleurs intenses avec pâleur, entrecoupés d'accalmies, font évoquer chez un nourrisson de cet âge une invagination intestinale aiguë (ou, pour le sang, une diarrhée bactérienne invasive), qui change la prise en charge.",
      evidence: {
        type: "asked",
        labels: ["sx.gi_bleeding", ["sx.abdominal_pain", "pain.timing", "pain.character", "pain.location"]],
        match: "all",
      },
    },
    {
      id: "fievre",
      name: "Recherche une fièvre et la quantifie",
      explanation:
        "Une fièvre modérée accompagne une gastro-entérite virale ; une fièvre élevée ou mal tolérée ferait rechercher une infection bactérienne (urinaire, méningée).",
      evidence: { type: "asked", labels: ["sx.fever"] },
    },
    {
      id: "diurese",
      name: "Évalue la diurèse (nombre de couches mouillées)",
      explanation:
        "La baisse de la diurèse (deux couches à peine mouillées depuis le matin) est un signe de déshydratation significative.",
      evidence: { type: "asked", labels: ["sx.urinary"] },
    },
    {
      id: "apports",
      name: "Évalue les apports et leur tolérance (ce que l'enfant boit, mange et garde)",
      explanation:
        "La balance entre les apports gardés et les pertes détermine le risque de déshydratation et la faisabilité d'une réhydratation orale.",
      evidence: {
        type: "asked",
        labels: [["life.diet", "sx.appetite", "life.last_meal", "sx.polyuria_polydipsia"]],
      },
    },
    {
      id: "poids-anterieur",
      name: "Recherche le poids antérieur récent (carnet de santé) pour chiffrer la perte de poids",
      explanation:
        "La perte de poids rapportée au poids antérieur est la mesure de référence de la déshydratation : 9,2 kg il y a dix jours, 8,6 kg ce soir.",
      evidence: { type: "asked", labels: ["sx.weight"] },
    },
    {
      id: "comportement",
      name: "Recherche un changement de comportement (abattement, somnolence, hypotonie)",
      explanation:
        "Une altération de la conscience ou une hypotonie est un signe de déshydratation sévère ou d'une autre cause grave (méningite) et impose une réhydratation intraveineuse.",
      evidence: { type: "asked", labels: [["sx.fatigue", "sx.neuro"]] },
    },
    {
      id: "contage",
      name: "Recherche un contage (crèche, fratrie)",
      explanation: "Des cas dans la section de crèche et chez le frère aîné orientent vers une gastro-entérite virale.",
      evidence: { type: "asked", labels: ["life.contacts"] },
    },
    {
      id: "terrain",
      name: "Recherche les antécédents et les vaccinations (carnet de santé)",
      explanation:
        "Un terrain particulier (prématurité, maladie chronique) aggrave le risque ; l'absence de vaccination contre le rotavirus est à noter.",
      evidence: {
        type: "asked",
        labels: [["hx.medical", "hx.hospitalizations", "gyn.pregnancy"], "hx.vaccines"],
        match: "all",
      },
    },
    {
      id: "traitements-donnes",
      name: "Recherche les traitements et boissons déjà donnés",
      explanation:
        "Le paracétamol, les boissons données (eau, soda) et l'absence de soluté de réhydratation orale guident les conseils à la mère.",
      evidence: { type: "asked", labels: [["tx.self_medication", "tx.current"]] },
    },
    {
      id: "empathie",
      name: "Rassure la mère et prend en compte son inquiétude",
      explanation: "La mère est épuisée et redoute une perfusion : la réassurance fait partie de la prise en charge.",
      evidence: { type: "act", labels: ["act.empathy"] },
    },
    {
      id: "annonce-diagnostic",
      name: "Annonce une gastro-entérite aiguë avec une déshydratation modérée",
      explanation:
        "Perte de 600 g sur 9,2 kg, soit 6,5 % : déshydratation modérée (5 à 9 %) compliquant une gastro-entérite aiguë virale.",
      evidence: {
        type: "stated",
        match: "all",
        concepts: [
          {
            id: "gastro-enterite",
            label: "Gastro-entérite aiguë (virale)",
            synonyms: [
              "gastro-entérite aiguë avec déshydratation modérée",
              "gastro-entérite",
              "gastro-enterite",
              "gastroentérite",
              "gastroenterite",
              "gastro",
              "gea",
              "infection virale de l'intestin",
              "infection virale intestinale",
              "infection intestinale",
              "infection digestive",
              "virus intestinal",
              "virus digestif",
              "virus de l'intestin",
              "virus du ventre",
            ],
          },
          {
            id: "deshydratation-moderee",
            label: "Déshydratation modérée (perte de poids d'environ 6,5 %)",
            synonyms: [
              "déshydratation modérée",
              "deshydratation moderee",
              "déshydratation moyenne",
              "deshydratation moyenne",
              "déshydratation de gravité modérée",
              "deshydratation de gravite moderee",
              "modérément déshydraté",
              "moderement deshydrate",
              "moyennement déshydraté",
              "moyennement deshydrate",
              "déshydraté de façon modérée",
              "deshydrate de facon moderee",
              "6,5 %",
              "6.5 %",
              "6 à 7 %",
              "6 a 7 %",
              "6 pour cent",
              "7 pour cent",
              "6,5 pour cent",
              "600 g",
              "600 grammes",
              "600 gr",
              "entre 5 et 10 %",
              "entre 5 et 9 %",
            ],
          },
        ],
      },
    },
    {
      id: "sro-petites-quantites",
      name: "Explique la réhydratation par soluté de réhydratation orale, par petites quantités fréquentes",
      explanation:
        "Le soluté de réhydratation orale (SRO) donné par petites quantités rapprochées (quelques millilitres toutes les quelques minutes) est le traitement de la déshydratation modérée ; l'eau et les sodas ne conviennent pas.",
      evidence: {
        type: "stated",
        match: "all",
        concepts: [
          {
            id: "sro",
            label: "Soluté de réhydratation orale",
            synonyms: [
              "soluté de réhydratation orale",
              "solute de rehydratation orale",
              "soluté de réhydratation",
              "solute de rehydratation",
              "solution de réhydratation",
              "solution de rehydratation",
              "sro",
              "sachets de réhydratation",
              "sachets de rehydratation",
              "sachet de réhydratation",
              "sachet de rehydratation",
              "réhydratation orale",
              "rehydratation orale",
              "réhydratation par la bouche",
              "rehydratation par la bouche",
              "adiaril",
              "fanolyte",
              "hydrigoz",
              "picolite",
              "alhydrate",
              "ges 45",
            ],
          },
          {
            id: "petites-quantites",
            label: "Par petites quantités fréquentes",
            synonyms: [
              "petites quantités",
              "petites quantites",
              "petite quantité",
              "petite quantite",
              "petites gorgées",
              "petites gorgees",
              "petites doses",
              "petit à petit",
              "petit a petit",
              "un peu à la fois",
              "un peu a la fois",
              "peu à la fois",
              "peu a la fois",
              "toutes les 5 minutes",
              "toutes les cinq minutes",
              "toutes les 2 minutes",
              "toutes les deux minutes",
              "toutes les minutes",
              "toutes les 10 minutes",
              "toutes les dix minutes",
              "à la cuillère",
              "a la cuillere",
              "à la petite cuillère",
              "a la petite cuillere",
              "à la seringue",
              "a la seringue",
              "fractionné",
              "fractionne",
              "fractionner",
              "fractionnées",
              "fractionnees",
              "5 ml",
              "5 millilitres",
              "cinq millilitres",
            ],
          },
        ],
      },
    },
    {
      id: "alimentation",
      name: "Explique la poursuite (ou la reprise précoce) de l'alimentation habituelle",
      explanation:
        "L'alimentation habituelle, lait compris, est poursuivie ou reprise dès la réhydratation faite, en quelques heures : pas de diète ni de lait dilué.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "poursuite-alimentation",
            label: "Poursuite ou reprise de l'alimentation habituelle",
            synonyms: [
              "poursuivre l'alimentation",
              "poursuite de l'alimentation",
              "continuer l'alimentation",
              "continuer son alimentation",
              "continuer à le nourrir",
              "continuer a le nourrir",
              "continuer à manger",
              "continuer a manger",
              "continuer son lait",
              "continuer le lait",
              "continuer ses biberons",
              "reprendre l'alimentation",
              "reprise de l'alimentation",
              "reprendre son alimentation",
              "reprendre son lait",
              "reprendre le lait",
              "reprendre ses biberons",
              "reprendre ses repas",
              "réalimentation",
              "realimentation",
              "réalimenter",
              "realimenter",
              "alimentation habituelle",
              "alimentation normale",
              "son lait habituel",
              "lait habituel",
              "ses biberons habituels",
              "ses repas habituels",
              "remanger",
              "pas de diète",
              "pas de diete",
              "pas de régime",
              "pas de regime",
              "sans arrêter le lait",
              "sans arreter le lait",
              "ne pas arrêter le lait",
              "ne pas arreter le lait",
            ],
          },
        ],
      },
    },
    {
      id: "signes-reconsulter",
      name: "Explique la surveillance et les signes qui doivent faire reconsulter",
      explanation:
        "Refus de boire, vomissements incoercibles, somnolence ou hypotonie, couches sèches, sang dans les selles ou perte de poids persistante imposent de revenir sans attendre.",
      evidence: {
        type: "stated",
        match: "all",
        concepts: [
          {
            id: "signes-alerte",
            label:
              "Signes d'alerte (refus de boire, vomissements répétés, somnolence, couches sèches, sang dans les selles)",
            synonyms: [
              "signes de gravité",
              "signes de gravite",
              "signe de gravité",
              "signe de gravite",
              "signes d'alerte",
              "signe d'alerte",
              "signes d'alarme",
              "signes de danger",
              "refuse de boire",
              "refuse le biberon",
              "refuse les biberons",
              "ne boit plus",
              "vomit tout",
              "vomit toujours",
              "continue de vomir",
              "continue à vomir",
              "continue a vomir",
              "vomissements répétés",
              "vomissements repetes",
              "somnolent",
              "endormi",
              "difficile à réveiller",
              "difficile a reveiller",
              "moins réactif",
              "moins reactif",
              "ne réagit plus",
              "ne reagit plus",
              "tout mou",
              "devient mou",
              "hypotonique",
              "couches sèches",
              "couches seches",
              "couche sèche",
              "couche seche",
              "ne mouille plus",
              "ne fait plus pipi",
              "plus de pipi",
              "sang dans les selles",
              "du sang dans ses selles",
              "vomissements verts",
              "vomit vert",
              "perd du poids",
              "perd encore du poids",
              "respire vite",
            ],
          },
          {
            id: "reconsulter",
            label: "Revenir ou reconsulter sans attendre",
            synonyms: [
              "revenir",
              "revenez",
              "reviendrez",
              "reconsulter",
              "reconsultez",
              "consulter à nouveau",
              "consulter a nouveau",
              "consulter de nouveau",
              "reconsultation",
              "rappeler",
              "rappelez",
              "appeler le 15",
              "appelez le 15",
              "samu",
              "le ramener",
              "ramenez-le",
              "retourner aux urgences",
              "retour aux urgences",
              "revenir aux urgences",
              "revoir un médecin",
              "revoir un medecin",
              "consulter en urgence",
              "consultez en urgence",
            ],
          },
        ],
      },
    },
    {
      id: "diagnostic",
      name: "Retient le diagnostic de gastro-entérite aiguë avec déshydratation modérée",
      explanation:
        "Vomissements puis diarrhée aqueuse depuis 36 heures avec fièvre modérée et contage en crèche, perte de 6,5 % du poids, soif, baisse de la diurèse et enfant abattu mais réactif, sans signe de choc.",
      evidence: { type: "diagnosis" },
    },
  ],
  sheetId: 32,
  sources: [
    "Guarino A, Ashkenazi S, Gendrel D et al. European Society for Pediatric Gastroenterology, Hepatology, and Nutrition/European Society for Pediatric Infectious Diseases evidence-based guidelines for the management of acute gastroenteritis in children in Europe: update 2014. J Pediatr Gastroenterol Nutr 2014;59(1):132-52 (évaluation de la déshydratation, soluté de réhydratation orale hypo-osmolaire, poursuite de l'alimentation, indications d'hospitalisation).",
    "Comité de nutrition de la Société française de pédiatrie (Turck D, coordonnateur). « Traitement nutritionnel des diarrhées aiguës du nourrisson et du jeune enfant ». Arch Pédiatr 2002;9:610-9 (soluté de réhydratation orale par petites quantités fréquentes, réalimentation précoce, pas de sodas).",
    "Collège national des pédiatres universitaires (CNPU), Pédiatrie, référentiel pour la préparation des EDN : « Diarrhée aiguë et déshydratation chez le nourrisson, l'enfant et l'adulte » (degrés de déshydratation selon la perte de poids, signes de gravité, diagnostics différentiels).",
    "NICE, « Diarrhoea and vomiting caused by gastroenteritis in under 5s: diagnosis and management », clinical guideline CG84 (2009) : signes cliniques de déshydratation et signes d'alerte (« red flags »).",
    "ANSM, point d'information du 28 février 2019 : ne plus utiliser la diosmectite (Smecta) chez l'enfant de moins de 2 ans ; le traitement de référence de la diarrhée aiguë est le soluté de réhydratation orale.",
    "HAS, « Recommandation vaccinale contre les infections à rotavirus. Révision de la stratégie vaccinale et détermination de la place des vaccins Rotarix et RotaTeq » (juillet 2022).",
  ],
};
