import type { ClinicalCaseInput } from "../schema";

/**
 * SDD 54 « Œdème localisé ou diffus » — éducation d'un homme de 46 ans à son anticoagulant oral
 * direct (apixaban) le lendemain du diagnostic d'une thrombose veineuse profonde proximale de jambe
 * après immobilisation plâtrée : il compte arrêter quand la jambe aura dégonflé, prend de
 * l'ibuprofène sans ordonnance, a peur des hémorragies et travaille en horaires décalés.
 */
export const station018: ClinicalCaseInput = {
  id: "station-018",
  sdd: { number: 54, title: "Œdème localisé ou diffus" },
  categoryId: "cardiology",
  modeId: "education",
  rewardXp: 100,
  beta: true,
  patient: {
    firstName: "Stéphane",
    lastName: "Morel",
    age: 46,
    sex: "M",
    persona:
      "Chauffeur de bus à Nantes, marié, deux adolescents. Il s'est cassé la cheville gauche au football il y a six semaines et a porté une botte plâtrée cinq semaines ; il a arrêté de lui-même les piqûres préventives au bout d'une semaine. Son père, sous Préviscan, a fait une hémorragie cérébrale il y a deux ans. Pragmatique, il n'aime pas « prendre des médicaments pour rien ».",
    speakingStyle:
      "Français familier et direct, phrases courtes, un peu d'humour ; il ne connaît pas les termes médicaux et appelle sa maladie « ma phlébite ».",
    emotionalState:
      "Un peu inquiet (le souvenir de son père), pressé de reprendre le travail, prêt à coopérer si on lui explique simplement.",
  },
  situation:
    "Un homme de 46 ans revient le lendemain du diagnostic d'une phlébite de la jambe gauche pour comprendre son traitement anticoagulant.",
  instructions:
    "Vous êtes son médecin généraliste. Menez une consultation d'éducation sur son traitement anticoagulant. Explorez ce qu'il sait, ce qu'il craint et ce qui pourrait gêner la prise du traitement. Expliquez-lui son traitement et la conduite à tenir au quotidien, puis vérifiez ce qu'il a retenu. Vous n'avez pas à l'examiner.",
  context:
    "M. Stéphane Morel, 46 ans, chauffeur de bus, 82 kg, sans antécédent notable. Il a porté une botte plâtrée cinq semaines pour une fracture de la cheville gauche et a interrompu de lui-même, après une semaine, l'anticoagulation préventive prescrite. Hier, l'écho-doppler d'un mollet gauche douloureux et gonflé a montré une thrombose veineuse profonde poplitée et fémorale gauche ; aucun signe d'embolie pulmonaire. Créatinine, hémogramme et bilan d'hémostase normaux. Vous avez prescrit de l'apixaban (Eliquis, comprimés à 5 mg) : 10 mg × 2/j pendant 7 jours, puis 5 mg × 2/j ; durée prévue : 3 mois. Il revient pour la consultation d'explication convenue hier.",
  opening:
    "Bonjour docteur. Je suis passé à la pharmacie hier soir, j'ai mes comprimés… Vous m'aviez dit de revenir pour qu'on en parle.",
  script: {
    "act.greeting": "Bonjour docteur.",
    motif: [
      "C'est pour ma phlébite, et ce médicament pour le sang. Je veux être sûr de bien faire.",
      "Je viens pour qu'on parle de mon traitement pour la phlébite.",
    ],
    "hdm.onset":
      "Le mollet a commencé à me faire mal il y a quatre jours, quelques jours après qu'on m'a enlevé le plâtre.",
    "hdm.evolution": [
      "Depuis hier, c'est pareil : le mollet est encore gonflé et tendu, mais un peu moins douloureux.",
      "Ça ne bouge pas trop. Un peu moins mal, mais toujours gonflé.",
    ],
    "hdm.circumstances":
      "Je me suis cassé la cheville au foot il y a six semaines. Plâtre pendant cinq semaines, et je ne bougeais pas beaucoup.",
    "hdm.previous_episodes": "Non, c'est la première fois que ça m'arrive.",
    "hdm.consultations": "Juste l'orthopédiste pour le plâtre, et vous hier, avec l'échographie.",
    "tx.current": [
      "L'Eliquis, depuis hier soir. Rien d'autre, à part l'ibuprofène pour ma cheville de temps en temps.",
      "Juste ces comprimés depuis hier. Je n'ai pas d'autre traitement.",
    ],
    "tx.adherence":
      "Les piqûres pendant le plâtre, je les ai arrêtées au bout d'une semaine, je ne supportais pas de me piquer le ventre. Les comprimés, j'ai pris la première prise hier soir.",
    "tx.self_medication": [
      "De l'ibuprofène pour la cheville, deux ou trois fois par semaine. Je l'achète à la pharmacie, sans ordonnance.",
      "Un Advil de temps en temps quand la cheville me lance.",
    ],
    "sx.calf_pain": "Le mollet gauche me fait encore mal quand je marche, surtout en fin de journée.",
    "sx.edema": "La jambe gauche est encore un peu gonflée, surtout le soir.",
    "sx.dyspnea": "Non, je respire très bien, je ne suis pas essoufflé.",
    "sx.chest_pain": "Non, aucune douleur dans la poitrine.",
    "sx.hemoptysis": "Non, je ne crache pas de sang.",
    "sx.palpitations": "Non, le cœur va bien.",
    "sx.syncope": "Non, jamais de malaise.",
    "sx.bleeding": [
      "Non, je ne saigne pas, pas de bleus bizarres.",
      "Non, rien : pas de saignement de nez ni des gencives, pas de bleus.",
    ],
    "sx.gi_bleeding": "Non, les selles sont normales.",
    "sx.urinary": "Non, les urines sont normales.",
    "sx.headache": "Non, pas de maux de tête.",
    "sx.fever": "Non, pas de fièvre.",
    "hx.medical": ["Rien du tout, jamais malade avant cette fracture.", "Aucun problème de santé, à part la cheville."],
    "hx.surgical": "Jamais opéré. La fracture a été traitée par plâtre, sans opération.",
    "hx.family": [
      "Mon père prenait du Préviscan pour le cœur, et il a fait une hémorragie dans la tête il y a deux ans. Il s'en est remis, mais il a gardé des séquelles.",
      "Mon père a eu une hémorragie cérébrale sous anticoagulant. Pas de phlébite dans la famille, à ma connaissance.",
    ],
    "hx.allergies": "Aucune allergie connue.",
    "hx.hypertension": "Non, la tension a toujours été bonne.",
    "hx.diabetes": "Non.",
    "hx.hospitalizations": "Jamais hospitalisé.",
    "hx.regular_doctor": "C'est vous, depuis une dizaine d'années.",
    "life.tobacco": "J'ai arrêté de fumer il y a dix ans.",
    "life.alcohol": "Une ou deux bières le week-end, avec les copains du foot.",
    "life.drugs": "Non, rien.",
    "life.physical_activity":
      "Du foot le dimanche, en loisir. Pour l'instant, avec la cheville, je marche, c'est tout.",
    "life.travel": "Pas de voyage. J'étais plutôt sur mon canapé avec le plâtre.",
    "life.diet": "Je mange de tout, ma femme cuisine bien.",
    "id.name": "Stéphane Morel.",
    "id.age": "J'ai 46 ans.",
    "id.job": "Je suis chauffeur de bus. Je suis en arrêt, je reprends dans quinze jours, en horaires décalés.",
    "id.living": "Je vis avec ma femme et nos deux ados, dans une maison à côté de Nantes.",
    "pt.ideas": [
      "Pour moi, une phlébite, c'est une veine bouchée dans la jambe. Le médicament, ça fluidifie le sang, c'est ça ?",
      "J'ai compris que c'est un caillot dans la jambe. Après, je ne sais pas trop ce que ça fait.",
    ],
    "pt.concerns": [
      "Ce qui m'embête, c'est de ne pas pouvoir reprendre le volant rapidement.",
      "Je me demande si je pourrai rejouer au foot.",
    ],
    "pt.expectations": [
      "Que ma jambe dégonfle et reprendre le travail normalement.",
      "Savoir exactement quoi faire, pour ne pas faire de bêtise.",
    ],
    "pt.impact": "Pour l'instant je suis en arrêt, donc ça va. C'est à la reprise que ça va se compliquer.",
  },
  announcementReaction: [
    "D'accord… Et ça peut être grave, cette phlébite ?",
    "Ah oui… Je ne pensais pas que c'était si sérieux.",
  ],
  unscriptedDefault: ["Non, pas du tout.", "Non, je n'ai rien remarqué.", "Non, rien de ce côté-là."],
  diagnosis: {
    options: [
      "Thrombose veineuse profonde proximale provoquée, sous anticoagulant oral direct",
      "Thrombose veineuse superficielle",
      "Syndrome post-thrombotique",
      "Hématome du mollet",
      "Rupture de kyste poplité",
      "Lymphœdème",
    ],
    correct: "Thrombose veineuse profonde proximale provoquée, sous anticoagulant oral direct",
  },
  modeData: {
    mode: "education",
    topic: "Traitement anticoagulant oral direct après une phlébite",
    beliefs: [
      {
        id: "veine-bouchee",
        label: "Voit la phlébite comme une veine bouchée qui se débouchera",
        statement:
          "Pour moi, une phlébite, c'est une veine bouchée dans la jambe. Le médicament fluidifie le sang pour la déboucher, et quand la jambe a dégonflé, c'est réglé.",
        triggers: {
          labels: ["pt.ideas"],
          concepts: [
            {
              id: "representations-phlebite",
              label: "Ce qu'il sait de sa phlébite",
              synonyms: [
                "savez de votre phlébite",
                "savez de votre phlebite",
                "savez sur votre phlébite",
                "savez sur la phlébite",
                "savez de la phlébite",
                "connaissez de la phlébite",
                "savez de votre maladie",
                "compris de votre phlébite",
                "compris de la phlébite",
                "comprenez de votre phlébite",
                "la phlébite pour vous",
                "pour vous une phlébite",
                "c'est quoi une phlébite",
                "qu'est-ce qu'une phlébite",
                "on vous a expliqué",
                "vous a-t-on expliqué",
                "savez de ce médicament",
                "savez de votre traitement",
                "savez sur votre traitement",
              ],
            },
          ],
        },
        addressedBy: [
          {
            id: "migration-poumons",
            label: "Le caillot peut migrer vers les poumons",
            synonyms: [
              "vers les poumons",
              "dans les poumons",
              "jusqu'aux poumons",
              "aux poumons",
              "au poumon",
              "vers le poumon",
              "migrer",
              "se détacher",
              "se detacher",
            ],
          },
        ],
        relief:
          "Ah, le caillot peut partir dans les poumons ? Je ne savais pas que c'était si sérieux. Alors je comprends mieux pourquoi il faut bien le prendre.",
      },
      {
        id: "arret-quand-mieux",
        label: "Compte arrêter dès que la jambe ira mieux",
        statement:
          "Bon, de toute façon, dès que ma jambe a dégonflé, j'arrête, hein ? Je n'aime pas prendre des médicaments pour rien.",
        triggers: {
          labels: ["pt.expectations"],
          concepts: [
            {
              id: "duree-traitement",
              label: "La durée du traitement",
              synonyms: [
                "combien de temps",
                "jusqu'à quand",
                "jusqu'a quand",
                "durée du traitement",
                "duree du traitement",
                "pendant combien",
                "arrêter le traitement",
                "arreter le traitement",
              ],
            },
          ],
        },
        addressedBy: [
          {
            id: "trois-mois",
            label: "Trois mois de traitement, sans l'arrêter de lui-même même si la jambe va mieux",
            synonyms: [
              "trois mois",
              "3 mois",
              "même si la jambe va mieux",
              "meme si la jambe va mieux",
              "même si votre jambe va mieux",
              "meme si votre jambe va mieux",
              "même si vous allez mieux",
              "meme si vous allez mieux",
              "même quand la jambe aura dégonflé",
              "ne l'arrêtez pas",
              "ne l'arretez pas",
              "pas l'arrêter",
              "pas l'arreter",
              "sans m'en parler",
              "sans avis médical",
            ],
          },
        ],
        relief: "Trois mois, même si la jambe va mieux… D'accord, je n'avais pas compris ça. Je le noterai.",
      },
      {
        id: "peur-saignement",
        label: "Peur de l'hémorragie, comme son père",
        statement:
          "Ce qui me fait peur, c'est mon père : il prenait du Préviscan et il a fait une hémorragie dans la tête. Alors un médicament qui fait saigner, ça me travaille.",
        triggers: {
          labels: ["pt.concerns"],
          concepts: [
            {
              id: "craintes",
              label: "Ses craintes",
              synonyms: [
                "vous fait peur",
                "vous inquiète",
                "vous inquiete",
                "craintes",
                "crainte",
                "vos peurs",
                "inquiétudes",
                "inquietudes",
                "saigner",
                "saignement",
                "hémorragie",
                "hemorragie",
              ],
            },
          ],
        },
        addressedBy: [
          {
            id: "benefice-risque",
            label: "Le bénéfice (empêcher le caillot de grossir ou de migrer) dépasse nettement le risque",
            synonyms: [
              "bénéfice",
              "benefice",
              "le risque de ne pas le prendre",
              "plus dangereux de ne pas",
              "plus grave de ne pas",
              "risque de saignement est faible",
              "risque est faible",
              "risque faible",
              "risque est plus faible",
            ],
          },
          {
            id: "different-avk",
            label:
              "Un médicament différent du Préviscan, avec moins d'hémorragies cérébrales, et une surveillance des signes",
            synonyms: [
              "différent du préviscan",
              "different du previscan",
              "pas le même que",
              "pas le meme que",
              "pas le même médicament",
              "pas le meme medicament",
              "moins d'hémorragies",
              "moins d'hemorragies",
              "moins de saignements",
              "moins de risque",
              "plus sûr",
              "plus sur",
              "nouvelle génération",
              "nouvelle generation",
            ],
          },
        ],
        relief:
          "Bon… Si ce n'est pas le même médicament que mon père et que le risque est faible, je suis un peu plus tranquille.",
      },
      {
        id: "ibuprofene-anodin",
        label: "Prend de l'ibuprofène sans ordonnance, qu'il croit anodin",
        statement:
          "Pour ma cheville, je prends de l'ibuprofène quand ça me lance, deux ou trois fois par semaine. Ça, ce n'est pas un vrai médicament, on l'achète sans ordonnance.",
        triggers: {
          labels: ["tx.self_medication", "tx.current"],
          concepts: [
            {
              id: "autres-medicaments",
              label: "Ses autres médicaments, l'automédication",
              synonyms: [
                "autres médicaments",
                "autres medicaments",
                "autre médicament",
                "autre medicament",
                "sans ordonnance",
                "automédication",
                "automedication",
                "pour la douleur",
                "contre la douleur",
                "antidouleur",
                "anti-douleur",
                "à la pharmacie",
                "a la pharmacie",
              ],
            },
          ],
        },
        addressedBy: [
          {
            id: "pas-ains",
            label: "Pas d'ibuprofène ni d'aspirine avec l'anticoagulant ; du paracétamol à la place",
            synonyms: [
              "pas d'ibuprofène",
              "pas d'ibuprofene",
              "plus d'ibuprofène",
              "plus d'ibuprofene",
              "arrêter l'ibuprofène",
              "arreter l'ibuprofene",
              "arrêtez l'ibuprofène",
              "arretez l'ibuprofene",
              "pas d'anti-inflammatoire",
              "pas d'anti-inflammatoires",
              "pas d'advil",
              "pas d'aspirine",
              "paracétamol",
              "paracetamol",
              "doliprane",
              "dafalgan",
            ],
          },
        ],
        relief: "Ah, l'ibuprofène aussi ? Je ne savais pas du tout. Bon, du paracétamol alors.",
      },
    ],
    barriers: [
      {
        id: "horaires-decales",
        label: "Horaires décalés : deux prises par jour difficiles",
        statement:
          "Le problème, c'est que je reprends le travail dans quinze jours en horaires décalés : une semaine je commence à cinq heures du matin, l'autre je finis à minuit. Deux prises par jour, je vais forcément en oublier. D'ailleurs, hier soir, j'ai failli oublier.",
        triggers: {
          labels: ["pt.impact", "tx.adherence", "id.job"],
          concepts: [
            {
              id: "difficultes-quotidien",
              label: "Difficultés au quotidien, oublis",
              synonyms: [
                "oubli",
                "oublis",
                "oublier",
                "oubliez",
                "difficile",
                "difficultés",
                "difficultes",
                "compliqué",
                "complique",
                "contraignant",
                "contrainte",
                "vous gêner",
                "vous gener",
                "vous empêcher",
                "vous empecher",
                "au quotidien",
                "votre travail",
                "horaires",
                "organisation",
                "organiser",
              ],
            },
          ],
        },
        addressedBy: [
          {
            id: "astuce-rappel",
            label: "Un rappel ou un pilulier, des prises à heures fixes adaptées à ses horaires",
            synonyms: [
              "pilulier",
              "alarme",
              "rappel",
              "réveil",
              "reveil",
              "téléphone",
              "telephone",
              "application",
              "heure fixe",
              "heures fixes",
              "même heure",
              "meme heure",
              "toutes les 12 heures",
              "toutes les douze heures",
              "au réveil et au coucher",
              "au reveil et au coucher",
              "petit déjeuner",
              "petit dejeuner",
            ],
          },
        ],
        relief:
          "Une alarme sur le téléphone et un pilulier dans le sac… Oui, ça devrait aller, même avec mes horaires.",
      },
    ],
    teachBack: {
      intro: "Alors, si je reprends…",
      steps: [
        {
          id: "deux-prises",
          label: "Deux prises par jour, matin et soir, à heures à peu près fixes",
          synonyms: [
            "matin et soir",
            "deux fois par jour",
            "2 fois par jour",
            "toutes les 12 heures",
            "toutes les douze heures",
            "le matin et le soir",
            "deux prises par jour",
            "2 prises par jour",
          ],
          recall: "je prends mes comprimés matin et soir, à peu près toutes les douze heures ;",
          error: "je prends un comprimé le matin, comme ça je suis tranquille pour la journée ;",
        },
        {
          id: "premiere-semaine",
          label: "La première semaine, deux comprimés par prise, puis un seul",
          synonyms: [
            "première semaine",
            "premiere semaine",
            "sept premiers jours",
            "7 premiers jours",
            "pendant une semaine",
            "pendant sept jours",
            "pendant 7 jours",
            "deux comprimés à chaque prise",
            "deux comprimes a chaque prise",
            "puis un seul",
            "puis un comprimé",
            "puis un comprime",
            "10 mg",
            "dix milligrammes",
          ],
          recall: "la première semaine, c'est deux comprimés à chaque fois, et ensuite un seul ;",
          error: "un comprimé à chaque fois, dès le début ;",
        },
        {
          id: "oubli-pas-double",
          label: "En cas d'oubli, la prendre dès qu'on s'en aperçoit, sans jamais doubler la dose",
          synonyms: [
            "ne doublez pas",
            "pas doubler",
            "jamais doubler",
            "ne jamais doubler",
            "double dose",
            "ne pas rattraper",
            "ne rattrapez pas",
            "dès que vous vous en rendez compte",
            "des que vous vous en rendez compte",
            "dès que vous y pensez",
            "des que vous y pensez",
          ],
          recall: "si j'en oublie un, je le prends dès que je m'en rends compte, mais je ne double jamais la dose ;",
          error: "si j'en oublie un, je prends le double la fois d'après pour rattraper ;",
        },
        {
          id: "signes-saignement",
          label: "Les signes de saignement qui doivent faire consulter",
          synonyms: [
            "saignement",
            "saignements",
            "saignez",
            "saigner",
            "sang dans les urines",
            "urines rouges",
            "selles noires",
            "sang dans les selles",
            "gencives",
            "saigne du nez",
            "saignements de nez",
            "bleus",
            "hématomes",
            "hematomes",
            "mal de tête inhabituel",
            "mal de tete inhabituel",
          ],
          recall:
            "si je saigne du nez longtemps, des gencives, si j'ai du sang dans les urines, des selles noires ou des bleus bizarres, j'appelle ; et un gros mal de tête inhabituel, c'est le 15 ;",
          error: "pour les saignements, je ne sais pas trop à quoi il faut faire attention ;",
        },
        {
          id: "pas-ains",
          label: "Pas d'anti-inflammatoire ni d'aspirine : du paracétamol si besoin",
          synonyms: [
            "pas d'ibuprofène",
            "pas d'ibuprofene",
            "plus d'ibuprofène",
            "plus d'ibuprofene",
            "pas d'anti-inflammatoire",
            "pas d'anti-inflammatoires",
            "pas d'advil",
            "pas d'aspirine",
            "paracétamol",
            "paracetamol",
            "doliprane",
          ],
          recall: "pour la cheville, c'est paracétamol, plus d'ibuprofène ni d'aspirine ;",
          error: "pour la cheville, je continue l'ibuprofène quand j'ai mal ;",
        },
        {
          id: "trois-mois",
          label: "Trois mois de traitement, sans l'arrêter de lui-même",
          synonyms: [
            "trois mois",
            "3 mois",
            "ne l'arrêtez pas",
            "ne l'arretez pas",
            "pas l'arrêter",
            "pas l'arreter",
            "sans avis médical",
            "même si la jambe va mieux",
            "meme si la jambe va mieux",
          ],
          recall: "et je le prends trois mois, sans l'arrêter moi-même, même si ma jambe va mieux.",
          error: "et j'arrête quand ma jambe a dégonflé.",
        },
      ],
      outro: "C'est bien ça, docteur ?",
    },
    jargon: [
      { id: "tvp", terms: ["thrombose veineuse profonde", "TVP", "thrombose", "MTEV", "maladie thromboembolique"] },
      {
        id: "aod",
        terms: [
          "AOD",
          "anticoagulant oral direct",
          "anticoagulants oraux directs",
          "anti-Xa",
          "anti-facteur Xa",
          "apixaban",
        ],
      },
      { id: "avk", terms: ["AVK", "antivitamine K", "anti-vitamine K", "INR"] },
      { id: "ains", terms: ["AINS", "anti-inflammatoires non stéroïdiens", "anti-inflammatoire non stéroïdien"] },
      { id: "observance", terms: ["observance", "compliance", "posologie"] },
      { id: "embolie", terms: ["embolie pulmonaire", "EP", "embolie"] },
    ],
    documents: [
      { id: "carte-anticoagulant", title: "Carte « Je prends un anticoagulant » à garder sur soi", relevant: true },
      { id: "fiche-aod", title: "Fiche d'information sur votre anticoagulant oral", relevant: true },
      { id: "carnet-avk", title: "Carnet de suivi d'un traitement par AVK (INR)", relevant: false },
      { id: "plan-asthme", title: "Plan d'action en cas de crise d'asthme", relevant: false },
    ],
  },
  grid: [
    {
      id: "questions-ouvertes",
      name: "Explore le vécu du patient par des questions ouvertes (au moins trois)",
      explanation:
        "Les questions ouvertes laissent le patient dire ce qu'il sait, craint et prévoit : c'est le point de départ de l'éducation (HAS, ETP 2007).",
      evidence: { type: "mode", rule: "open-questions", params: { min: 3 } },
    },
    {
      id: "decouvre-representations",
      name: "Demande au patient ce qu'il sait de sa phlébite et de son traitement",
      explanation:
        "Partir de ce que le patient sait (« une veine bouchée qui se débouchera ») permet de compléter sans répéter.",
      evidence: { type: "mode", rule: "uncovers-belief", params: { belief: "veine-bouchee" } },
    },
    {
      id: "explique-caillot",
      name: "Explique en mots simples le risque que le caillot migre vers les poumons",
      explanation:
        "Comprendre qu'un caillot de la jambe peut migrer vers les poumons justifie le traitement et sa durée.",
      evidence: { type: "mode", rule: "addresses-belief", params: { belief: "veine-bouchee" } },
    },
    {
      id: "explique-role",
      name: "Explique à quoi sert le traitement : empêcher le caillot de grossir le temps que le corps le résorbe",
      explanation:
        "L'anticoagulant ne dissout pas le caillot : il l'empêche de s'étendre et de migrer pendant que l'organisme le résorbe.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "role-anticoagulant",
            label: "Empêcher le caillot de grossir ou de se reformer",
            synonyms: [
              "empêche le caillot de grossir",
              "empeche le caillot de grossir",
              "empêcher le caillot de grossir",
              "empecher le caillot de grossir",
              "ne grossisse pas",
              "pas grossir",
              "de s'étendre",
              "de s'etendre",
              "empêche le sang de coaguler",
              "empeche le sang de coaguler",
              "éviter un nouveau caillot",
              "eviter un nouveau caillot",
              "d'autres caillots",
              "le corps va le dissoudre",
              "le corps le dissout",
              "se résorber",
              "se resorber",
            ],
          },
        ],
      },
    },
    {
      id: "decouvre-duree",
      name: "Recherche ce que le patient prévoit pour la durée du traitement",
      explanation: "L'arrêt précoce « quand ça va mieux » expose à la récidive et à l'embolie ; il faut le faire dire.",
      evidence: { type: "mode", rule: "uncovers-belief", params: { belief: "arret-quand-mieux" } },
    },
    {
      id: "repond-duree",
      name: "Lui explique la durée de trois mois, même si la jambe va mieux",
      explanation:
        "Une thrombose proximale provoquée par un facteur transitoire majeur (immobilisation plâtrée) se traite trois mois.",
      evidence: { type: "mode", rule: "addresses-belief", params: { belief: "arret-quand-mieux" } },
    },
    {
      id: "decouvre-peur",
      name: "Fait exprimer sa crainte des saignements",
      explanation:
        "Une peur non dite (l'hémorragie de son père) mène à l'arrêt du traitement ; elle doit être entendue.",
      evidence: { type: "mode", rule: "uncovers-belief", params: { belief: "peur-saignement" } },
    },
    {
      id: "repond-peur",
      name: "Répond à cette crainte : bénéfice supérieur au risque, médicament différent du Préviscan",
      explanation:
        "Les anticoagulants oraux directs exposent à moins d'hémorragies intracrâniennes que les AVK ; le bénéfice sur la récidive l'emporte nettement.",
      evidence: { type: "mode", rule: "addresses-belief", params: { belief: "peur-saignement" } },
    },
    {
      id: "decouvre-automedication",
      name: "Recherche l'automédication et les autres médicaments",
      explanation:
        "L'ibuprofène acheté sans ordonnance majore le risque hémorragique ; le patient ne le cite pas spontanément.",
      evidence: { type: "mode", rule: "uncovers-belief", params: { belief: "ibuprofene-anodin" } },
    },
    {
      id: "repond-automedication",
      name: "Proscrit l'ibuprofène et l'aspirine et propose du paracétamol",
      explanation:
        "Les anti-inflammatoires et l'aspirine augmentent le risque de saignement sous anticoagulant ; le paracétamol est l'antalgique de choix.",
      evidence: { type: "mode", rule: "addresses-belief", params: { belief: "ibuprofene-anodin" } },
    },
    {
      id: "decouvre-horaires",
      name: "Recherche les difficultés concrètes de prise (travail, horaires, oublis)",
      explanation:
        "Deux prises par jour avec des horaires décalés : un obstacle à faire nommer avant de construire une solution.",
      evidence: { type: "mode", rule: "uncovers-belief", params: { belief: "horaires-decales" } },
    },
    {
      id: "repond-horaires",
      name: "Construit avec lui une solution contre les oublis (rappel, pilulier, heures fixes)",
      explanation:
        "Avec une demi-vie courte, chaque prise compte : un rappel et un pilulier adaptés à ses horaires sécurisent le traitement.",
      evidence: { type: "mode", rule: "addresses-belief", params: { belief: "horaires-decales" } },
    },
    {
      id: "posologie",
      name: "Explique la posologie : deux prises par jour, deux comprimés par prise la première semaine",
      explanation:
        "L'apixaban se prend 10 mg deux fois par jour pendant sept jours, puis 5 mg deux fois par jour ; une erreur de phase expose au sous- ou au surdosage.",
      evidence: {
        type: "stated",
        match: "all",
        concepts: [
          {
            id: "deux-fois-par-jour",
            label: "Deux prises par jour",
            synonyms: [
              "matin et soir",
              "deux fois par jour",
              "2 fois par jour",
              "toutes les 12 heures",
              "toutes les douze heures",
              "le matin et le soir",
              "deux prises par jour",
            ],
          },
          {
            id: "semaine-de-charge",
            label: "Deux comprimés par prise la première semaine",
            synonyms: [
              "première semaine",
              "premiere semaine",
              "sept premiers jours",
              "7 premiers jours",
              "pendant une semaine",
              "pendant sept jours",
              "pendant 7 jours",
              "deux comprimés à chaque prise",
              "deux comprimes a chaque prise",
              "10 mg",
            ],
          },
        ],
      },
    },
    {
      id: "signes-saignement",
      name: "Décrit les signes de saignement qui doivent le faire consulter",
      explanation:
        "Saignement prolongé du nez ou des gencives, urines rouges, selles noires, hématomes inexpliqués : consulter ; céphalée brutale ou saignement abondant : le 15.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "signes-hemorragiques",
            label: "Les signes de saignement",
            synonyms: [
              "sang dans les urines",
              "urines rouges",
              "selles noires",
              "sang dans les selles",
              "saigne du nez",
              "saignements de nez",
              "saignement de nez",
              "gencives qui saignent",
              "saignement des gencives",
              "bleus",
              "hématomes",
              "hematomes",
              "saignement qui ne s'arrête pas",
              "saignement qui ne s'arrete pas",
            ],
          },
        ],
      },
    },
    {
      id: "teach-back",
      name: "Fait reformuler le traitement par le patient, après l'avoir expliqué",
      explanation:
        "Faire redire (teach-back) est la seule façon de vérifier ce qui a été compris ; « vous avez compris ? » ne vérifie rien.",
      evidence: { type: "mode", rule: "teach-back", params: { min: 5 } },
    },
    {
      id: "carte",
      name: "Remet la carte de porteur d'anticoagulant",
      explanation: "La carte, gardée sur soi, informe les secours et tout soignant du traitement anticoagulant.",
      evidence: { type: "action", ids: ["document:carte-anticoagulant"] },
    },
    {
      id: "prevenir-soignants",
      name: "Lui demande de signaler son traitement à tout soignant (dentiste, pharmacien)",
      explanation:
        "Un geste dentaire ou un médicament prescrit par un autre soignant doit tenir compte de l'anticoagulant.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "signaler-traitement",
            label: "Signaler le traitement à tout soignant",
            synonyms: [
              "dentiste",
              "pharmacien",
              "tout soignant",
              "tous les soignants",
              "chaque soignant",
              "tout médecin",
              "tout medecin",
              "signalez",
              "signaler",
              "montrez-la",
              "montrez la carte",
              "montrer la carte",
            ],
          },
        ],
      },
    },
    {
      id: "invite-questions",
      name: "Invite le patient à poser ses questions",
      explanation:
        "Laisser la place aux questions fait émerger ce qui reste flou et engage le patient dans son traitement.",
      evidence: { type: "act", labels: ["act.invite_questions"] },
    },
    {
      id: "diagnostic-educatif",
      name: "Retient la situation : thrombose veineuse profonde proximale provoquée, traitée par anticoagulant oral direct",
      explanation:
        "Le caractère proximal et provoqué (immobilisation plâtrée) de la thrombose fixe la durée du traitement à trois mois et fonde l'éducation.",
      evidence: { type: "diagnosis" },
    },
    {
      id: "pas-de-monologue",
      name: "Laisse le patient s'exprimer, sans monologue",
      explanation:
        "Un long discours sans question ne s'imprime pas : une information à la fois, vérifiée au fur et à mesure.",
      evidence: { type: "mode", rule: "no-lecturing" },
    },
  ],
  sheetId: 54,
  sources: [
    "HAS, Éducation thérapeutique du patient : définition, finalités et organisation, recommandations, juin 2007",
    "Sanchez O. et al., Recommandations de bonne pratique pour la prise en charge de la maladie veineuse thromboembolique chez l'adulte (SPLF, SFMV et sociétés associées), Rev Mal Respir 2019",
    "HAS, fiche Bon usage du médicament : les anticoagulants oraux",
    "ESC 2019, Guidelines for the diagnosis and management of acute pulmonary embolism (durée du traitement d'une MTEV provoquée par un facteur transitoire majeur : 3 mois)",
    "Résumé des caractéristiques du produit Eliquis (apixaban) : 10 mg deux fois par jour pendant 7 jours puis 5 mg deux fois par jour ; conduite en cas d'oubli",
  ],
};
