import type { ClinicalCaseInput } from "../schema";
import { SELF_INTRODUCTION } from "../shared-concepts";

/**
 * SDD 315 « Prévention des risques professionnels » : apprenti boulanger de 27 ans vu en visite à la demande
 * par le médecin du travail pour une rhinite puis une toux sifflante et une dyspnée rythmées par le travail,
 * améliorées le week-end et en congés : asthme professionnel à la farine à confirmer (spirométrie, débits de
 * pointe au travail et hors travail, tests allergologiques), maladie professionnelle (tableau 66) et maintien
 * dans l'emploi.
 */
export const station035: ClinicalCaseInput = {
  id: "station-035",
  sdd: { number: 315, title: "Prévention des risques professionnels" },
  categoryId: "occupational-medicine",
  modeId: "interrogation",
  rewardXp: 80,
  beta: true,
  patient: {
    firstName: "Romain",
    lastName: "Lefèvre",
    age: 27,
    sex: "M",
    persona:
      "Ancien magasinier, il s'est reconverti et prépare un CAP de boulanger en apprentissage depuis quatorze mois dans une boulangerie artisanale. Il adore son nouveau métier, vit avec sa compagne et dépend de son salaire d'apprenti. Depuis huit mois, il tousse, siffle et s'essouffle au fournil ; son médecin traitant lui a prescrit un spray qui le soulage. Il a demandé lui-même ce rendez-vous au service de santé au travail, sans en parler à son patron.",
    speakingStyle:
      "Français courant, simple et direct, un peu familier (« le fournil », « le patron », « ça me prend »). Il décrit bien ses gestes de travail, ne connaît aucun terme médical sauf « Ventoline » et « allergie ».",
    emotionalState:
      "Inquiet de devoir abandonner un métier qu'il a choisi et de perdre son apprentissage à quelques mois de l'examen ; soulagé qu'on prenne ses symptômes au sérieux, il se braque si on lui parle d'arrêter du jour au lendemain.",
  },
  situation:
    "Un apprenti boulanger de 27 ans demande à voir le médecin du travail pour une toux et une gêne respiratoire depuis plusieurs mois.",
  instructions:
    "Vous êtes le médecin du travail du service de prévention et de santé au travail. Il s'agit d'une visite à la demande du salarié. Menez l'interrogatoire. Expliquez-lui votre hypothèse et la démarche diagnostique et de prévention que vous proposez. Vous n'avez pas à l'examiner.",
  context:
    "M. Romain Lefèvre, 27 ans, apprenti boulanger en deuxième année de CAP dans une boulangerie artisanale de quatre salariés, vient à 14 h, après sa journée de travail commencée à 4 h. Dossier de santé au travail : visite d'information et de prévention à l'embauche il y a quatorze mois, sans particularité. Auscultation du jour, réalisée par l'infirmière de santé au travail : quelques sibilants expiratoires diffus, SpO2 97 %, FC 78/min.",
  opening:
    "Bonjour docteur. Voilà, depuis plusieurs mois je tousse et j'ai du mal à respirer quand je suis au travail. Je voulais vous en parler.",
  script: {
    "act.greeting": "Bonjour docteur. Romain Lefèvre.",
    "act.identity_check": "Romain Lefèvre, né le 12 avril 1999.",
    "act.empathy": [
      "Merci. C'est vrai que ça m'inquiète, j'ai tout misé sur ce métier.",
      "Merci, ça fait du bien d'en parler à quelqu'un qui connaît le travail.",
    ],
    "act.summary": "Oui, c'est exactement ça.",
    "act.check_understanding": "Oui, je crois que j'ai compris. Mais je voudrais être sûr de ne pas perdre ma place.",
    "act.invite_questions": [
      "Est-ce que je vais devoir arrêter la boulangerie ? Et mon patron, il va être au courant ?",
      "Si c'est reconnu, qu'est-ce que ça change pour moi ? Je pourrai passer mon CAP ?",
    ],
    "act.closing": "Merci docteur. Je reviens vous voir avec les mesures.",
    "id.name": "Lefèvre, Romain.",
    "id.age": "J'ai 27 ans, je suis né le 12 avril 1999.",
    "id.job": [
      "Je suis apprenti boulanger, en deuxième année de CAP, dans une boulangerie artisanale. Je commence à 4 heures du matin et je finis vers midi, du mardi au samedi. Je pèse la farine, je vide les sacs de 25 kilos dans le pétrin, je fleure le plan de travail et les pâtons, je façonne et j'enfourne. Et le midi, je balaie le fournil.",
      "Apprenti boulanger depuis quatorze mois. Avant, j'étais magasinier. Au fournil, je fais le pétrissage, le fleurage, le façonnage, la cuisson, et le nettoyage à la fin. On travaille du mardi au samedi, de 4 heures à midi.",
    ],
    "id.living": "Je vis avec ma compagne, on n'a pas d'enfant. En appartement, en ville.",
    motif: [
      "Je tousse et je siffle quand je suis au fournil, et j'ai du mal à respirer. Ça dure depuis huit mois à peu près.",
      "C'est la respiration. Au travail, je tousse, ça siffle dans la poitrine et ça serre. Avant, c'était juste le nez.",
    ],
    "hdm.onset": [
      "La toux et les sifflements, ça a commencé il y a huit mois environ, au printemps. Mais avant ça, dès l'hiver dernier, quelques mois après mon arrivée, j'avais déjà le nez qui coulait et j'éternuais au travail.",
      "Il y a huit mois pour la poitrine. Le nez, c'est plus ancien : ça a commencé trois ou quatre mois après que j'ai commencé l'apprentissage.",
    ],
    "hdm.circumstances": [
      "Ça me prend au fournil, surtout quand je vide les sacs de farine dans le pétrin, quand je fleure les pâtons ou quand je balaie. En général, une demi-heure ou une heure après avoir commencé. Et ça continue un peu le soir.",
      "C'est au travail : dès qu'il y a de la farine en l'air. Le pire, c'est quand je verse les sacs dans le pétrin et quand on nettoie le fournil.",
    ],
    "hdm.evolution": [
      "Ça s'aggrave. Au début c'était juste le nez, puis la toux, et maintenant je siffle presque tous les jours au travail. Par contre, le dimanche et le lundi, je respire beaucoup mieux. Et pendant mes trois semaines de congés en août, je n'avais plus rien du tout ; ça a repris dès la reprise.",
      "De pire en pire au travail. Mais dès que je ne travaille pas, ça va mieux : le week-end, je récupère, et en vacances, plus rien. Ça revient au bout d'un ou deux jours de boulot.",
    ],
    "hdm.previous_episodes":
      "Non, je n'avais jamais eu de problème pour respirer avant. Pas d'asthme quand j'étais petit, personne ne m'en a jamais parlé. Quand j'étais magasinier, je n'avais rien.",
    "hdm.consultations":
      "Oui, j'ai vu mon médecin traitant il y a deux mois. Il m'a écouté, il m'a donné de la Ventoline et il m'a dit d'en parler à la médecine du travail. Je n'ai pas fait d'examen du souffle.",
    "tx.self_medication":
      "À part la Ventoline que le médecin m'a donnée, rien. Des fois, un spray pour le nez acheté à la pharmacie.",
    "tx.current": [
      "J'ai la Ventoline, le spray bleu, depuis deux mois. Je la prends au travail, deux ou trois fois par jour, et ça me soulage bien. Je n'ai pas d'autre traitement, pas de spray de fond.",
      "Juste la Ventoline quand ça siffle, plusieurs fois par jour au travail, presque jamais le week-end. Rien d'autre.",
    ],
    "tx.adherence": "Je la prends quand j'en ai besoin, au fournil surtout. Le week-end, je n'y touche quasiment pas.",
    "sx.cough": [
      "Oui, je tousse au travail, une toux sèche, par quintes. Je ne crache pas.",
      "Une toux sèche, au fournil surtout. Et les nuits après le travail, il m'arrive d'être réveillé par la toux, une ou deux fois par semaine.",
    ],
    "sx.dyspnea": [
      "Oui, ça siffle dans la poitrine, ça serre, et je suis essoufflé quand je porte les sacs ou quand il y a de la farine en l'air. Le week-end, je peux courir sans problème.",
      "Je siffle et je manque d'air au travail. Au repos, chez moi, ça va. Je n'ai jamais eu de grosse crise où il a fallu appeler les secours.",
    ],
    "sx.sleep": [
      "Les nuits après une journée de travail, je me réveille des fois en toussant, avec la poitrine qui siffle, une ou deux fois par semaine. Le samedi soir et le dimanche soir, je dors bien.",
      "Ça me réveille certaines nuits, la toux et le sifflement, surtout en fin de semaine. Et comme je me lève à 3 heures et demie, je suis fatigué.",
    ],
    "pain.timing":
      "Ça commence au travail, une demi-heure ou une heure après que j'ai commencé à manipuler la farine, et ça dure jusqu'en fin d'après-midi. Certaines nuits, ça me réveille. Le dimanche et le lundi, beaucoup moins.",
    "pain.aggravating":
      "La farine en l'air : quand je verse les sacs, quand je fleure, quand je balaie. Le froid aussi, un peu, et l'effort quand je porte les sacs.",
    "pain.relieving":
      "La Ventoline me soulage en quelques minutes. Et surtout, être loin du fournil : le week-end et en vacances, ça va beaucoup mieux.",
    "sx.bleeding":
      "Non, je ne saigne pas du nez. Par contre, j'ai souvent le nez qui coule comme de l'eau, bouché, et j'éternue en série au fournil, avec les yeux qui piquent et qui pleurent. Ça, ça a commencé avant la toux.",
    "sx.fever":
      "Non, pas de fièvre, pas de frissons. Je n'ai pas été malade, pas de rhume qui traîne : c'est le nez qui coule au travail, c'est tout.",
    "sx.chest_pain": "Pas vraiment une douleur, plutôt une oppression, comme si la poitrine serrait, quand ça siffle.",
    "sx.hemoptysis": "Non, jamais craché de sang.",
    "sx.skin":
      "Non, pas de plaques. J'avais de l'eczéma quand j'étais petit, aux plis des coudes, mais plus rien depuis longtemps. Les mains, ça va.",
    "sx.weight": "Non, mon poids ne bouge pas.",
    "sx.fatigue": "Je suis fatigué avec les horaires et les nuits où je tousse, mais ça va.",
    "sx.palpitations": "Un peu le cœur qui bat vite quand je prends la Ventoline, c'est tout.",
    "sx.orthopnea": "Non, je peux dormir à plat.",
    "sx.edema": "Non, pas de jambes gonflées.",
    "sx.night_sweats": "Non, pas de sueurs la nuit.",
    "sx.abdominal_pain": "Non, pas de douleur au ventre, pas de brûlures d'estomac.",
    "sx.nausea_vomiting": "Non.",
    "sx.joint": "Non, à part le dos des fois avec les sacs.",
    "sx.mood": "Le moral, ça va, mais je stresse pour mon CAP et pour mon avenir dans le métier.",
    "sx.snoring": "Non, ma compagne ne m'a jamais dit que je ronflais.",
    "hx.medical": [
      "Rien de grave. De l'eczéma quand j'étais petit, et je suis un peu allergique aux chats : j'éternue chez ma belle-mère. Jamais d'asthme.",
      "Pas de maladie. Eczéma étant enfant, et une petite allergie aux chats. C'est tout.",
    ],
    "hx.allergies": [
      "Aux chats, un peu : j'éternue et j'ai les yeux qui grattent quand j'en caresse un. Et j'avais de l'eczéma quand j'étais petit. Pas d'allergie aux médicaments.",
      "Les chats, oui, un peu. Sinon, pas d'allergie connue, ni aux médicaments ni aux aliments. Je mange du pain sans problème.",
    ],
    "hx.family": [
      "Ma mère a de l'asthme depuis toujours, et mon frère a le rhume des foins au printemps. Mon père a de la tension.",
      "Ma mère est asthmatique, mon frère est allergique aux pollens. Sinon, rien de particulier.",
    ],
    "hx.surgical": "On m'a opéré d'une fracture du poignet à 15 ans, au skate. C'est tout.",
    "hx.hospitalizations": "Juste pour le poignet. Jamais pour la respiration.",
    "hx.vaccines": "Je crois que je suis à jour, j'ai eu un rappel à l'embauche comme magasinier.",
    "hx.regular_doctor":
      "Le docteur Caron, mon médecin traitant. C'est lui qui m'a donné la Ventoline et qui m'a dit de venir vous voir.",
    "hx.hypertension": "Non, pas de tension.",
    "hx.diabetes": "Non.",
    "life.tobacco": [
      "Oui, je fume, six ou sept cigarettes par jour, depuis mes 18 ans. J'ai un peu diminué depuis que je tousse.",
      "Six, sept cigarettes par jour, depuis neuf ans. Je sais que ce n'est pas bon avec ma toux.",
    ],
    "life.alcohol": "Une ou deux bières le week-end, pas plus.",
    "life.drugs": "Non, pas de cannabis, rien.",
    "life.exposure": [
      "Au fournil, c'est la farine, toute la journée : farine de blé, un peu de seigle, et les améliorants qu'on ajoute dans le pétrin. Je vide les sacs à la main, il y a un nuage de farine. On balaie à sec en fin de service. Je ne porte pas de masque, personne n'en porte.",
      "De la farine partout : quand on verse les sacs, quand on fleure, quand on nettoie. Il y a aussi les produits d'entretien pour le sol, mais c'est surtout la farine. Pas de masque, et pas d'aspiration au-dessus du pétrin.",
    ],
    "life.contacts": [
      "L'autre apprentie a souvent le nez qui coule au fournil. Le patron ne se plaint de rien. Il m'a raconté qu'un ancien apprenti avait arrêté le métier parce qu'il toussait.",
      "Une collègue éternue beaucoup au travail, mais elle ne tousse pas. Et d'après le patron, un apprenti d'avant a dû arrêter à cause de ses poumons.",
    ],
    "life.physical_activity":
      "Je faisais du foot en salle le lundi soir. Le lundi, je n'ai aucun problème pour courir.",
    "life.diet":
      "Je mange de tout, je goûte le pain et les viennoiseries toute la journée, je n'ai aucun problème avec ça.",
    "life.last_meal": "J'ai mangé un sandwich à midi et demi, en sortant du travail.",
    "life.animals": "Non, pas d'animal à la maison, à cause de mon allergie aux chats.",
    "life.travel": [
      "En août, j'ai eu trois semaines de congés, on est partis dans le Sud. Je n'avais plus rien du tout, ni le nez ni la toux. Ça a repris deux jours après être revenu au fournil.",
      "Pendant mes congés d'août, trois semaines, je respirais parfaitement. Dès la reprise, ça a recommencé.",
    ],
    "life.sexual": "Je suis en couple, rien de particulier.",
    "pt.ideas": [
      "Je me demande si ce n'est pas la farine. Mais je mange du pain sans problème, alors je ne sais pas.",
      "Mon patron dit que c'est la cigarette. Moi, je pense que c'est la farine, vu que ça va mieux quand je ne travaille pas.",
    ],
    "pt.concerns": [
      "J'ai peur de devoir tout arrêter. J'ai quitté un CDI pour ce métier, j'ai mon examen en juin, et je ne veux pas que mon patron me mette dehors.",
      "Ce qui m'inquiète, c'est mon avenir : si je ne peux plus travailler la farine, je fais quoi ?",
    ],
    "pt.expectations":
      "Savoir ce que j'ai, et surtout trouver une solution pour continuer à travailler sans être malade.",
    "pt.impact": [
      "Au travail, je dois m'arrêter pour tousser et prendre ma Ventoline, je suis moins rapide, le patron commence à le remarquer. Le soir, je suis crevé.",
      "Je suis gêné pour porter les sacs et pour tenir le rythme. J'ai peur que ça se voie et que ça me coûte mon apprentissage.",
    ],
  },
  announcementReaction: [
    "Donc c'est la farine… Mais je vais devoir arrêter la boulangerie ?",
    "Si c'est ça, qu'est-ce que je dis à mon patron ? J'ai peur qu'il ne me garde pas.",
    "Et ça peut partir, si je fais attention ? Je ne veux pas changer de métier.",
  ],
  // The NLU has no label for nose and eye symptoms: an unlabelled question gets a default that keeps
  // the case's early rhinitis true rather than denying it.
  unscriptedDefault: [
    "Non, pas que je sache… À part le nez qui coule et les éternuements au fournil, ça, depuis l'an dernier.",
    "Non, je n'ai pas remarqué ça. Juste le nez qui coule au travail, ça avait commencé avant la toux.",
    "Non, rien de ce côté-là. Il y a seulement le nez qui me coule et les yeux qui piquent quand je suis au fournil.",
  ],
  diagnosis: {
    options: [
      "Asthme professionnel aux farines",
      "Asthme préexistant aggravé par le travail",
      "Rhinite allergique isolée",
      "Bronchopneumopathie chronique obstructive",
      "Asthme induit par les irritants (syndrome de Brooks)",
      "Pneumopathie d'hypersensibilité",
      "Reflux gastro-œsophagien",
    ],
    correct: "Asthme professionnel aux farines",
  },
  grid: [
    {
      id: "presentation",
      name: "Se présente au salarié (nom, fonction)",
      explanation: "Se présenter comme médecin du travail rappelle le cadre de la visite, soumise au secret médical.",
      evidence: { type: "act", labels: ["act.greeting"], mentions: [SELF_INTRODUCTION] },
    },
    {
      id: "poste-expositions",
      name: "Décrit le poste de travail : tâches, horaires et expositions (farine, améliorants, nettoyage, protection)",
      explanation:
        "L'anamnèse professionnelle précise les gestes exposants (versement des sacs, fleurage, balayage à sec), les agents (farines, alpha-amylase des améliorants) et les protections : c'est la base de l'imputabilité.",
      evidence: {
        type: "asked",
        labels: [["id.job", "life.exposure"]],
        mentions: [
          {
            id: "expositions",
            label: "les expositions",
            synonyms: [
              "exposé",
              "expose",
              "exposée",
              "exposition",
              "expositions",
              "produits",
              "produit",
              "manipulez",
              "manipules",
              "respirez",
              "poussière",
              "poussiere",
              "poussières",
              "poussieres",
              "farine",
              "farines",
              "protection",
              "protections",
              "masque",
              "masques",
              "substances",
              "allergènes",
              "allergenes",
            ],
          },
        ],
      },
    },
    {
      id: "rythme-travail",
      name: "Précise le rythme des symptômes avec le travail (survenue au poste, délai après l'exposition)",
      explanation:
        "Des symptômes qui surviennent au travail, dans l'heure qui suit l'exposition ou de façon retardée le soir, orientent vers un asthme en relation avec le travail.",
      evidence: {
        type: "asked",
        labels: [["hdm.circumstances", "pain.timing", "pain.aggravating", "hdm.evolution", "sx.cough", "sx.dyspnea"]],
        mentions: [
          {
            id: "au-travail",
            label: "le travail",
            synonyms: [
              "travail",
              "au travail",
              "travaillez",
              "travailler",
              "boulot",
              "fournil",
              "boulangerie",
              "poste",
              "au poste",
              "pétrin",
              "petrin",
              "farine",
              "farines",
              "sacs",
              "professionnel",
              "professionnelle",
              "patron",
              "service",
              "heures de travail",
            ],
          },
        ],
      },
    },
    {
      id: "amelioration-hors-travail",
      name: "Recherche une amélioration hors travail (week-end, congés) et une reprise au retour",
      explanation:
        "L'amélioration les jours de repos et pendant les congés, avec rechute à la reprise, est l'argument anamnestique majeur d'un asthme professionnel.",
      evidence: {
        type: "asked",
        labels: [
          [
            "hdm.evolution",
            "pain.relieving",
            "pain.timing",
            "hdm.circumstances",
            "life.travel",
            "sx.cough",
            "sx.dyspnea",
          ],
        ],
        mentions: [
          {
            id: "hors-travail",
            label: "les périodes sans travail",
            synonyms: [
              "week-end",
              "week-ends",
              "weekend",
              "weekends",
              "week end",
              "vacances",
              "congés",
              "conges",
              "congé",
              "conge",
              "repos",
              "jours de repos",
              "jours off",
              "dimanche",
              "lundi",
              "quand vous ne travaillez pas",
              "quand tu ne travailles pas",
              "hors du travail",
              "en dehors du travail",
              "loin du travail",
              "arrêt",
              "arret",
              "reprise",
            ],
          },
        ],
      },
    },
    {
      id: "collegues",
      name: "Demande si des collègues présentent des symptômes semblables",
      explanation:
        "Des cas chez les collègues renforcent l'imputabilité et justifient une action collective de prévention.",
      evidence: { type: "asked", labels: ["life.contacts"] },
    },
    {
      id: "atopie-tabac",
      name: "Recherche une atopie personnelle ou familiale et un tabagisme",
      explanation:
        "L'atopie est un facteur de risque de sensibilisation aux farines ; le tabac aggrave l'asthme et doit être chiffré et pris en charge.",
      evidence: {
        type: "asked",
        labels: [["hx.allergies", "hx.medical", "hx.family"], "life.tobacco"],
        match: "all",
      },
    },
    {
      id: "symptomes-nocturnes",
      name: "Recherche des symptômes nocturnes (réveils par la toux ou la gêne respiratoire)",
      explanation:
        "Les réveils nocturnes traduisent un asthme non contrôlé et peuvent correspondre à une réaction retardée après l'exposition de la journée.",
      evidence: {
        type: "asked",
        labels: [["sx.sleep", "sx.cough", "sx.dyspnea", "pain.timing", "sx.orthopnea"]],
        mentions: [
          {
            id: "nuit",
            label: "la nuit",
            synonyms: [
              "nuit",
              "nuits",
              "nocturne",
              "nocturnes",
              "réveille",
              "reveille",
              "réveillé",
              "reveille",
              "réveils",
              "reveils",
              "réveiller",
              "reveiller",
              "sommeil",
              "dormir",
              "dormez",
            ],
          },
        ],
      },
    },
    {
      id: "traitements",
      name: "Recherche les traitements en cours et leur effet (bronchodilatateur, traitement de fond)",
      explanation:
        "Le recours aux bronchodilatateurs et l'absence de traitement de fond renseignent sur le contrôle de l'asthme ; la consommation rythmée par le travail est un argument de plus.",
      evidence: { type: "asked", labels: [["tx.current", "tx.self_medication", "hdm.consultations"]] },
    },
    {
      id: "retentissement",
      name: "Évalue le retentissement professionnel et personnel",
      explanation:
        "Le retentissement sur le travail et les craintes pour l'emploi guident l'accompagnement et le projet de maintien dans l'emploi.",
      evidence: { type: "asked", labels: [["pt.impact", "pt.concerns"]] },
    },
    {
      id: "empathie",
      name: "Prend en compte l'inquiétude du salarié pour son emploi et le rassure",
      explanation:
        "Le salarié craint de perdre son apprentissage : le rassurer sur le secret médical et sur l'accompagnement évite un déni ou un arrêt brutal.",
      evidence: { type: "act", labels: ["act.empathy"] },
    },
    {
      id: "annonce-hypothese",
      name: "Annonce l'hypothèse d'un asthme professionnel lié à la farine",
      explanation:
        "Le salarié doit comprendre, en mots simples, que ses bronches réagissent probablement à la farine ou aux améliorants respirés au travail.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "asthme-professionnel",
            label: "Asthme professionnel (à la farine)",
            synonyms: [
              "asthme professionnel",
              "asthme du boulanger",
              "asthme lié au travail",
              "asthme lie au travail",
              "asthme en relation avec le travail",
              "asthme dû à la farine",
              "asthme du a la farine",
              "asthme à la farine",
              "asthme a la farine",
              "asthme aux farines",
              "asthme lié à la farine",
              "asthme lie a la farine",
              "allergie à la farine",
              "allergie a la farine",
              "allergique à la farine",
              "allergique a la farine",
              "allergie aux farines",
              "allergie professionnelle",
              "sensibilisé à la farine",
              "sensibilise a la farine",
              "asthme causé par la farine",
              "asthme cause par la farine",
              "asthme provoqué par la farine",
              "asthme provoque par la farine",
              "asthme provoqué par le travail",
              "asthme provoque par le travail",
              "asthme causé par le travail",
              "asthme cause par le travail",
              "bronches réagissent à la farine",
              "bronches reagissent a la farine",
              "réaction à la farine",
              "reaction a la farine",
            ],
          },
        ],
      },
    },
    {
      id: "efr-debits-pointe",
      name: "Propose une spirométrie et des mesures répétées du débit de pointe au travail et hors travail",
      explanation:
        "La spirométrie avec test de réversibilité confirme l'asthme ; la courbe de débit expiratoire de pointe mesuré plusieurs fois par jour, au travail et pendant les repos, objective le lien avec le travail.",
      evidence: {
        type: "stated",
        match: "all",
        concepts: [
          {
            id: "spirometrie",
            label: "Spirométrie (épreuves fonctionnelles respiratoires)",
            synonyms: [
              "spirométrie",
              "spirometrie",
              "efr",
              "épreuves fonctionnelles respiratoires",
              "epreuves fonctionnelles respiratoires",
              "exploration fonctionnelle respiratoire",
              "explorations fonctionnelles respiratoires",
              "test du souffle",
              "examen du souffle",
              "mesure du souffle",
              "souffler dans un appareil",
              "souffler dans un tube",
              "test de réversibilité",
              "test de reversibilite",
              "pneumologue",
            ],
          },
          {
            id: "debit-pointe",
            label: "Débits expiratoires de pointe répétés",
            synonyms: [
              "débit de pointe",
              "debit de pointe",
              "débits de pointe",
              "debits de pointe",
              "débit expiratoire de pointe",
              "debit expiratoire de pointe",
              "débitmètre de pointe",
              "debitmetre de pointe",
              "débitmètre",
              "debitmetre",
              "dep",
              "peak flow",
              "peak-flow",
              "souffler plusieurs fois par jour",
              "petit appareil à souffler",
              "petit appareil a souffler",
            ],
          },
        ],
      },
    },
    {
      id: "tests-allergologiques",
      name: "Propose un bilan allergologique (prick-tests, IgE spécifiques aux farines et à l'alpha-amylase)",
      explanation:
        "Les prick-tests et les IgE spécifiques aux farines de blé et de seigle et à l'alpha-amylase fongique documentent la sensibilisation ; un test de provocation spécifique peut être discuté en centre spécialisé.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "bilan-allergologique",
            label: "Bilan allergologique",
            synonyms: [
              "prick-test",
              "prick-tests",
              "prick test",
              "prick tests",
              "tests cutanés",
              "tests cutanes",
              "test cutané",
              "test cutane",
              "tests allergiques",
              "test allergique",
              "tests allergologiques",
              "bilan allergologique",
              "bilan allergique",
              "ige spécifiques",
              "ige specifiques",
              "ige",
              "allergologue",
              "allergologie",
              "prise de sang pour l'allergie",
              "alpha-amylase",
              "alpha amylase",
              "test de provocation",
            ],
          },
        ],
      },
    },
    {
      id: "maladie-professionnelle",
      name: "Informe sur la déclaration en maladie professionnelle (tableau 66 du régime général)",
      explanation:
        "L'asthme et la rhinite aux farines figurent au tableau 66 du régime général : le salarié, aidé par un certificat médical initial, peut demander la reconnaissance en maladie professionnelle.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "declaration-mp",
            label: "Maladie professionnelle",
            synonyms: [
              "maladie professionnelle",
              "maladies professionnelles",
              "tableau 66",
              "tableau n° 66",
              "tableau numéro 66",
              "tableau numero 66",
              "reconnaissance en maladie professionnelle",
              "déclaration de maladie professionnelle",
              "declaration de maladie professionnelle",
              "certificat médical initial",
              "certificat medical initial",
              "reconnu comme maladie professionnelle",
              "reconnaissance professionnelle",
              "caisse primaire",
              "cpam",
            ],
          },
        ],
      },
    },
    {
      id: "maintien-emploi",
      name: "Propose de réduire l'exposition en l'accompagnant (aménagement du poste, protection, maintien dans l'emploi), sans arrêt brutal",
      explanation:
        "La prévention repose sur la suppression ou la réduction de l'exposition (farine moins pulvérulente, versement sous aspiration, nettoyage par aspiration, masque en attendant) et, si l'asthme est confirmé, l'éviction accompagnée : aménagement ou changement de poste, formation, maintien dans l'emploi, jamais une rupture sans solution.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "amenagement-maintien",
            label: "Aménagement du poste et maintien dans l'emploi",
            synonyms: [
              "aménagement de poste",
              "amenagement de poste",
              "aménagement du poste",
              "amenagement du poste",
              "aménager votre poste",
              "amenager votre poste",
              "aménager ton poste",
              "amenager ton poste",
              "adapter votre poste",
              "adapter ton poste",
              "adaptation du poste",
              "adaptation de poste",
              "maintien dans l'emploi",
              "maintien en emploi",
              "maintien au poste",
              "reclassement",
              "reconversion",
              "changement de poste",
              "changer de poste",
              "réduire l'exposition",
              "reduire l'exposition",
              "diminuer l'exposition",
              "limiter l'exposition",
              "éviction",
              "eviction",
              "aspiration",
              "aspirateur",
              "masque",
              "farine moins volatile",
              "moins de poussière",
              "moins de poussiere",
              "étude de poste",
              "etude de poste",
              "visite du fournil",
              "rqth",
            ],
          },
        ],
      },
    },
    {
      id: "comprehension",
      name: "Vérifie la compréhension du salarié et l'invite à poser ses questions",
      explanation: "S'assurer que le salarié a compris la démarche favorise son adhésion aux mesures et au suivi.",
      evidence: { type: "act", labels: ["act.check_understanding", "act.invite_questions"] },
    },
    {
      id: "diagnostic",
      name: "Retient le diagnostic d'asthme professionnel aux farines",
      explanation:
        "Rhinite puis toux, sifflements et dyspnée survenant au fournil, améliorés le week-end et disparus en congés avec rechute à la reprise, chez un apprenti boulanger atopique exposé aux farines : asthme professionnel aux farines jusqu'à preuve du contraire.",
      evidence: { type: "diagnosis" },
    },
  ],
  sheetId: 315,
  sources: [
    "Société française de médecine du travail (SFMT), recommandations de bonne pratique « Asthme en relation avec le travail » (repérage, diagnostic, prise en charge et maintien dans l'emploi), avec le label de la HAS.",
    "INRS, Tableau n° 66 du régime général « Rhinite et asthmes professionnels » et dossier « Asthme professionnel » ; fiche « Boulangerie-pâtisserie : la farine, un risque pour la santé ».",
    "Collège des enseignants hospitalo-universitaires de médecine et santé au travail, Médecine et santé au travail, référentiel du second cycle : prévention des risques professionnels, maladies professionnelles et maintien dans l'emploi.",
    "Collège des enseignants de pneumologie (CEP), Référentiel ECN/EDN 2023 : asthme de l'adulte, asthme professionnel.",
  ],
};
