import type { ClinicalCaseInput } from "../schema";
import { SELF_INTRODUCTION } from "../shared-concepts";

/**
 * SDD 173 « Traumatisme des membres » — traumatisme en inversion de la cheville droite au handball chez une
 * femme de 24 ans : entorse bénigne du ligament collatéral latéral, règles d'Ottawa négatives (pas de radiographie),
 * traitement fonctionnel.
 */
export const station031: ClinicalCaseInput = {
  id: "station-031",
  sdd: { number: 173, title: "Traumatisme des membres" },
  categoryId: "orthopedics",
  modeId: "clinical_exam",
  rewardXp: 80,
  beta: true,
  patient: {
    firstName: "Léa",
    lastName: "Marchand",
    age: 24,
    sex: "F",
    persona:
      "Étudiante en master de géographie à Nantes, ailière dans une équipe de handball de niveau régional, elle s'entraîne trois fois par semaine. Vit en colocation. Aucun antécédent notable en dehors d'une petite torsion de la même cheville il y a deux ans, guérie en quelques jours. Prend une pilule contraceptive.",
    speakingStyle:
      "Parle clairement, vocabulaire de sportive (« je me suis tordu la cheville », « j'ai posé le pied sur celui d'une adversaire »), un peu rapide quand elle parle du match.",
    emotionalState:
      "Douloureuse mais calme ; surtout préoccupée de savoir si c'est cassé et si elle pourra jouer la demi-finale dans trois semaines.",
  },
  situation:
    "Une femme de 24 ans consulte aux urgences pour une douleur de la cheville droite survenue il y a deux heures lors d'un match de handball.",
  instructions:
    "Vous êtes interne aux urgences. Réalisez l'examen clinique orienté de Mme Marchand en choisissant les examens pertinents dans le catalogue. Vous pouvez poser quelques questions ciblées à la patiente. Expliquez-lui votre conclusion, la nécessité ou non d'une imagerie et le traitement que vous proposez. Indiquez enfin le diagnostic le plus probable.",
  context:
    "Mme Léa Marchand, 24 ans, sans antécédent notable, se présente aux urgences à 18 heures, accompagnée par une coéquipière. Il y a deux heures, en retombant d'un saut lors d'un match de handball, elle s'est tordu la cheville droite. Elle est arrivée en boitant, soutenue par son amie. Les données d'observation générale sont affichées dans l'onglet des données statiques.",
  script: {
    "id.name": "Marchand, Léa. Née le 14 avril 2002.",
    "id.age": "24 ans.",
    "id.job": "Je suis étudiante, en master de géographie. Je fais aussi du baby-sitting le week-end.",
    "id.living": "Je vis en colocation avec deux amies, au troisième étage sans ascenseur.",
    motif: [
      "J'ai mal à la cheville droite depuis le match de hand, il y a deux heures. Ça a gonflé et j'ai mal quand je marche.",
      "C'est ma cheville droite : je me suis blessée pendant le match, elle a gonflé sur le côté.",
    ],
    "hdm.onset": "Il y a deux heures, vers 16 heures, pendant la deuxième mi-temps.",
    "hdm.circumstances": [
      "Je me suis tordu la cheville en retombant d'un tir en suspension sur le pied d'une adversaire : le pied est parti en dedans, la plante vers l'intérieur. Je n'ai pas entendu de craquement, et je n'ai pas eu l'impression que ça se déboîtait.",
      "Je me la suis tordue en retombant d'un saut : le pied s'est retourné vers l'intérieur. Pas de craquement, pas de choc direct sur la jambe, je ne suis pas tombée lourdement.",
    ],
    "hdm.evolution":
      "Sur le moment j'ai eu mal, j'ai dû sortir du terrain. J'ai pu reposer le pied au bout de quelques minutes, en boitant. Ça a gonflé petit à petit sur le côté extérieur.",
    "hdm.previous_episodes":
      "Je m'étais déjà tordu cette cheville une fois, il y a deux ans : c'était passé en une semaine, je n'avais même pas consulté. Sinon, ça ne m'arrive pas souvent, et ma cheville ne lâche pas d'habitude.",
    "hdm.consultations": "Non, je suis venue directement. Le soigneur du club m'a juste mis de la glace.",
    "tx.self_medication":
      "Le soigneur m'a mis une poche de glace pendant vingt minutes et un bandage. Je n'ai pris aucun médicament.",
    "pain.location":
      "Sur le côté extérieur de la cheville droite, juste devant et sous l'os qui dépasse. Le pied lui-même ne me fait pas mal.",
    "pain.radiation": "Ça reste autour de la cheville. Ça ne monte pas dans le mollet ni vers le genou.",
    "pain.character": "Comme une douleur d'étirement, qui tire, et ça lance un peu quand je pose le pied.",
    "pain.intensity": "Au repos, 3 sur 10. Quand je marche, 5 ou 6 sur 10.",
    "pain.timing": "Ça lance surtout quand je pose le pied. Allongée, c'est supportable.",
    "pain.aggravating": "Quand je marche et quand je tourne le pied vers l'intérieur.",
    "pain.relieving": "La glace et garder le pied surélevé, ça soulage bien.",
    "sx.joint": "Non, aucune autre articulation ne me fait mal. Le genou va très bien.",
    "sx.neuro":
      "Non, je sens bien mes orteils, pas de fourmillements, pas d'engourdissement. Je peux les bouger normalement.",
    "sx.skin": "Il y a un petit bleu qui commence sur le côté de la cheville. Pas de plaie.",
    "sx.edema": "Seulement la cheville droite qui a gonflé sur le côté. L'autre jambe va bien.",
    "sx.calf_pain": "Non, le mollet ne me fait pas mal, il n'est pas gonflé.",
    "sx.fever": "Non, pas de fièvre.",
    "sx.syncope": "Non, je n'ai pas fait de malaise, je ne me suis pas cognée la tête.",
    "sx.fatigue": "Non, je suis en forme, à part la cheville.",
    "sx.headache": "Non, pas du tout.",
    "sx.bleeding": "Non, je ne fais pas de bleus facilement et je ne saigne pas plus que la normale.",
    "hx.medical": "Rien, je suis en bonne santé. Juste une petite torsion de cette cheville il y a deux ans.",
    "hx.surgical": "Jamais opérée.",
    "hx.hospitalizations": "Jamais hospitalisée.",
    "hx.family": "Rien de particulier dans la famille. Pas de phlébite à ma connaissance.",
    "hx.allergies": "Pas d'allergie connue, ni aux médicaments ni au reste.",
    "hx.vaccines": "Je suis à jour, le tétanos a été refait il y a trois ans.",
    "hx.regular_doctor": "Le docteur Guérin, à Nantes. Je la vois rarement.",
    "tx.current": "Seulement ma pilule contraceptive. Aucun autre médicament.",
    "gyn.contraception": "Je prends une pilule œstroprogestative, tous les jours, depuis cinq ans.",
    "gyn.pregnancy": "Non, je ne suis pas enceinte, je prends la pilule sans oubli.",
    "gyn.lmp": "Mes dernières règles, c'était il y a dix jours, normales.",
    "life.tobacco": "Non, je ne fume pas.",
    "life.alcohol": "Un verre ou deux en soirée, le week-end, pas plus.",
    "life.drugs": "Non, jamais.",
    "life.physical_activity":
      "Handball, trois entraînements par semaine et un match le week-end. Je cours aussi un peu à côté.",
    "life.last_meal": "J'ai mangé une banane avant le match, vers 15 heures.",
    "pt.ideas": "J'ai peur que ce soit cassé. Ou alors que les ligaments soient déchirés.",
    "pt.concerns": [
      "Ce qui m'inquiète, c'est la demi-finale dans trois semaines. Et si c'est cassé, le plâtre…",
      "J'ai peur de devoir arrêter le hand longtemps. Et avec mes trois étages sans ascenseur, les béquilles, ça va être compliqué.",
    ],
    "pt.expectations": "Savoir si c'est cassé, s'il faut une radio, et quand je pourrai rejouer.",
    "pt.impact":
      "Je boite, mais j'arrive à marcher un peu. Je ne sais pas comment je vais faire pour aller à la fac demain.",
    "act.invite_questions": [
      "Oui : la demi-finale, c'est dans trois semaines. Vous pensez que je pourrai la jouer ?",
      "Juste une chose : je peux aller à la fac demain, avec mes trois étages sans ascenseur ?",
    ],
    "sx.mood": "Ça va, je suis surtout agacée de m'être blessée avant la demi-finale.",
    "sx.sleep": "Je dors bien, d'habitude.",
  },
  announcementReaction: [
    "Ah, tant mieux si ce n'est pas cassé ! Et je vais pouvoir marcher normalement ?",
    "D'accord. Et pour la demi-finale dans trois semaines, c'est jouable ?",
    "Donc pas besoin de radio ? Mon entraîneur m'avait dit qu'il en fallait toujours une.",
  ],
  unscriptedDefault: ["Non, pas du tout.", "Non, je n'ai pas remarqué ça.", "Non, rien de ce côté-là."],
  diagnosis: {
    options: [
      "Entorse bénigne du ligament collatéral latéral de la cheville",
      "Fracture de la malléole latérale",
      "Fracture de la base du 5e métatarsien",
      "Fracture de Maisonneuve",
      "Rupture du tendon calcanéen",
      "Luxation des tendons fibulaires",
    ],
    correct: "Entorse bénigne du ligament collatéral latéral de la cheville",
  },
  staticBlock: {
    first_name: "Léa",
    last_name: "Marchand",
    age: "24 ans",
    sex: "Féminin",
    consultation_reason: "Traumatisme de la cheville droite au handball il y a deux heures",
    patient_position: "Assise sur le brancard, jambe droite surélevée sur un coussin",
    outfit: "Tenue de sport, chaussette et bandage au pied droit, basket au pied gauche",
    general_attitude: "Calme, douloureuse à la mobilisation, coopérante",
    skin_colour: "Normale",
    skin_aspect: "Tuméfaction sous le bandage de la cheville droite",
    visible_equipment: "Bandage élastique posé par le soigneur du club, poche de glace",
    spontaneous_language: "Cohérent, fluide",
    fever: "Apyrétique",
  },
  examResults: {
    "evaluation-douleur":
      "Douleur de la cheville droite cotée à 3/10 au repos et à 6/10 à l'appui et à la mobilisation en inversion.",
    "cheville-pied-inspection":
      "Tuméfaction modérée prémalléolaire et sous-malléolaire latérale droite, ecchymose débutante en regard du ligament collatéral latéral ; pas de déformation, pas de plaie, pas d'œdème « en œuf de pigeon » ; pied et cheville gauches normaux.",
    "cheville-pied-palpation":
      "Douleur élective à la palpation du faisceau talo-fibulaire antérieur, en avant et sous la malléole latérale ; bord postérieur et pointe des deux malléoles indolores sur les 6 derniers centimètres, base du 5e métatarsien et os naviculaire indolores ; tendons fibulaires en place, indolores ; tendon calcanéen continu et indolore.",
    "cheville-pied-mobilite":
      "Flexion dorsale et flexion plantaire possibles, légèrement limitées par la douleur ; inversion passive douloureuse en latéro-malléolaire ; éversion indolore.",
    "cheville-pied-regles-ottawa":
      "Règles d'Ottawa négatives : appui possible avec quatre pas sans aide (boiterie d'esquive), sans douleur osseuse au bord postérieur ni à la pointe des malléoles sur les 6 derniers centimètres, ni à la base du 5e métatarsien, ni à l'os naviculaire.",
    "cheville-pied-tiroir-anterieur":
      "Manœuvre peu interprétable à la phase aiguë du fait de la douleur et de la contracture antalgique : pas de tiroir franc ; test à refaire à distance (J3 à J5), une fois l'œdème et la douleur diminués.",
    "cheville-pied-test-thompson":
      "Test de Thompson négatif : la pression du mollet droit entraîne une flexion plantaire du pied ; tendon calcanéen continu, sans encoche, indolore.",
    "genou-palpation":
      "Tête de la fibula et tiers proximal de la jambe droite indolores à la palpation ; interlignes fémoro-tibiaux et insertions ligamentaires indolores, pas d'épanchement.",
    "pouls-peripheriques":
      "Pouls pédieux et tibial postérieur droits perçus, bien frappés et symétriques au côté gauche ; pouls poplités et fémoraux perçus.",
    "perfusion-peripherique":
      "Orteils chauds et bien colorés, temps de recoloration cutanée inférieur à 3 secondes aux deux pieds ; pas de marbrures.",
    "sensibilite-superficielle":
      "Sensibilité du dos du pied, de la plante, du bord latéral du pied et de la première commissure normale et symétrique ; pas d'hypoesthésie dans les territoires fibulaire superficiel, fibulaire profond, sural et tibial.",
    "testing-musculaire":
      "Mobilité active des orteils conservée ; flexion dorsale et flexion plantaire de la cheville droite cotées à 4/5, limitées par la douleur, sans déficit neurologique ; reste du testing à 5/5.",
    "examen-de-la-marche":
      "Marche possible sans aide sur quelques mètres, avec une boiterie d'esquive à droite (appui raccourci) ; pas de marche sur les talons.",
    "rachis-marche-talons-pointes":
      "Marche sur les talons et sur la pointe des pieds non réalisée à droite du fait de la douleur de la cheville ; possible à gauche.",
    "evaluation-risque-de-chute":
      "Appui monopodal impossible sur le pied droit du fait de la douleur, tenu plus de 5 secondes sur le pied gauche ; Timed Up and Go non pertinent.",
    "hanche-signe-trendelenburg":
      "Appui monopodal droit impossible du fait de la douleur de la cheville ; en appui monopodal gauche, le bassin reste horizontal.",
    "oedemes-membres-inferieurs":
      "Pas d'œdème déclive ni de godet prétibial ; tuméfaction localisée à la région latéro-malléolaire droite.",
    "examen-trophique-membres-inferieurs":
      "Membres inférieurs chauds, normalement colorés, sans varice ; ecchymose débutante de la face latérale de la cheville droite.",
    "inspection-cutanee":
      "Pas de plaie ni de dermabrasion ; ecchymose débutante latéro-malléolaire droite ; reste du revêtement cutané normal.",
    "epreuve-de-romberg":
      "Non réalisé pieds joints en appui bipodal prolongé du fait de la douleur de la cheville droite ; pas de trouble de l'équilibre par ailleurs.",
    pallesthesie:
      "Vibrations du diapason perçues normalement aux gros orteils et à la malléole médiale des deux côtés ; application sur la malléole latérale droite douloureuse.",
  },
  relevantExams: [
    "cheville-pied-inspection",
    "cheville-pied-palpation",
    "cheville-pied-regles-ottawa",
    "cheville-pied-mobilite",
    "cheville-pied-test-thompson",
    "cheville-pied-tiroir-anterieur",
    "genou-palpation",
    "pouls-peripheriques",
    "sensibilite-superficielle",
    "evaluation-douleur",
  ],
  irrelevantExams: [
    "auscultation-cardiaque",
    "palpation-abdominale",
    "score-de-glasgow",
    "rachis-signe-lasegue",
    "oculomotricite",
  ],
  grid: [
    {
      id: "salue-et-se-presente",
      name: "Salue la patiente et se présente",
      explanation: "Se présenter (nom, fonction) installe la relation de confiance dès les premières secondes.",
      evidence: { type: "act", labels: ["act.greeting"], mentions: [SELF_INTRODUCTION] },
    },
    {
      id: "recherche-mecanisme",
      name: "Précise le mécanisme du traumatisme (inversion, craquement, choc direct)",
      explanation:
        "Le mécanisme en inversion oriente vers le ligament collatéral latéral ; un craquement ou une sensation de déboîtement sont des signes de gravité.",
      evidence: { type: "asked", labels: ["hdm.circumstances"] },
    },
    {
      id: "annonce-examen",
      name: "Prévient la patiente et demande son accord avant d'examiner la cheville",
      explanation: "Le consentement est indispensable avant un examen qui va réveiller la douleur.",
      evidence: { type: "act", labels: ["act.announce_exam"] },
    },
    {
      id: "inspecte-cheville",
      name: "Inspecte la cheville (œdème, ecchymose, déformation, plaie)",
      explanation:
        "L'inspection apprécie l'œdème et l'ecchymose (signes de gravité s'ils sont importants) et élimine une déformation ou une fracture ouverte.",
      evidence: { type: "exam", examIds: ["cheville-pied-inspection"] },
    },
    {
      id: "palpe-ligament-lateral",
      name: "Palpe les reliefs osseux et les faisceaux du ligament collatéral latéral",
      explanation:
        "La douleur élective du faisceau talo-fibulaire antérieur localise la lésion ligamentaire ; la palpation osseuse prépare les règles d'Ottawa.",
      evidence: { type: "exam", examIds: ["cheville-pied-palpation"] },
    },
    {
      id: "regles-ottawa",
      name: "Applique les règles d'Ottawa (malléoles, base du 5e métatarsien, naviculaire, appui de quatre pas)",
      explanation:
        "Les règles d'Ottawa, très sensibles, permettent de ne pas prescrire de radiographie quand elles sont négatives.",
      evidence: { type: "exam", examIds: ["cheville-pied-regles-ottawa"] },
    },
    {
      id: "examen-vasculo-nerveux",
      name: "Vérifie l'état vasculo-nerveux distal (pouls et sensibilité du pied)",
      explanation:
        "Tout traumatisme de membre impose de vérifier les pouls distaux et la sensibilité avant et après tout geste.",
      evidence: { type: "exam", examIds: ["pouls-peripheriques", "sensibilite-superficielle"], match: "all" },
    },
    {
      id: "palpe-tete-fibula",
      name: "Palpe la tête de la fibula (fracture de Maisonneuve)",
      explanation:
        "Une douleur de la fibula proximale après un traumatisme de cheville doit faire rechercher une fracture de Maisonneuve, qui échappe aux règles d'Ottawa.",
      evidence: { type: "exam", examIds: ["genou-palpation"] },
    },
    {
      id: "teste-tendon-calcaneen",
      name: "Vérifie l'intégrité du tendon calcanéen (test de Thompson)",
      explanation:
        "Une rupture du tendon calcanéen peut se présenter comme une « entorse » et doit être éliminée par le test de Thompson.",
      evidence: { type: "exam", examIds: ["cheville-pied-test-thompson"] },
    },
    {
      id: "annonce-hypothese",
      name: "Annonce une entorse du ligament latéral de la cheville",
      explanation: "La patiente doit comprendre qu'il s'agit d'une lésion du ligament latéral et non d'une fracture.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "entorse",
            label: "Entorse du ligament latéral",
            synonyms: [
              "entorse",
              "entorse de cheville",
              "entorse de la cheville",
              "entorse benigne",
              "entorse bénigne",
              "entorse du ligament",
              "ligament collateral lateral",
              "ligament collatéral latéral",
              "ligament lateral",
              "ligament latéral",
              "lcl",
              "ligament talo-fibulaire",
              "ligament talofibulaire",
              "faisceau talo-fibulaire",
              "ligament étiré",
              "ligament etire",
              "ligaments étirés",
              "ligaments etires",
              "étirement du ligament",
              "etirement du ligament",
              "étirement des ligaments",
              "etirement des ligaments",
              "foulure",
            ],
          },
        ],
      },
    },
    {
      id: "pas-de-radiographie",
      name: "Explique qu'une radiographie n'est pas nécessaire (règles d'Ottawa négatives)",
      explanation:
        "Quand les règles d'Ottawa sont négatives, la radiographie est inutile : l'expliquer évite une irradiation et une attente inutiles et rassure la patiente.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "pas-de-radio",
            label: "Pas de radiographie",
            synonyms: [
              "pas de radio",
              "pas de radiographie",
              "pas besoin de radio",
              "pas besoin de radiographie",
              "pas besoin d'une radio",
              "pas besoin d'une radiographie",
              "pas besoin de faire une radio",
              "pas besoin de faire de radio",
              "pas la peine de faire une radio",
              "pas la peine de faire de radio",
              "pas nécessaire de faire une radio",
              "pas necessaire de faire une radio",
              "pas utile de faire une radio",
              "radio inutile",
              "radiographie inutile",
              "radio n'est pas nécessaire",
              "radio n'est pas necessaire",
              "radiographie n'est pas nécessaire",
              "radiographie n'est pas necessaire",
              "radio n'est pas utile",
              "radiographie n'est pas utile",
              "radio n'est pas indiquée",
              "radio n'est pas indiquee",
              "radiographie n'est pas indiquée",
              "radiographie n'est pas indiquee",
              "pas d'indication de radio",
              "pas d'indication à une radio",
              "pas d'indication a une radio",
              "pas d'indication de radiographie",
              "pas d'imagerie",
              "pas besoin d'imagerie",
              "pas faire de radio",
              "pas vous faire de radio",
              "pas te faire de radio",
              "pas faire de radiographie",
              "pas vous faire de radiographie",
              "se passer de radio",
              "se passer de radiographie",
            ],
          },
        ],
      },
    },
    {
      id: "traitement-symptomatique",
      name: "Prescrit un antalgique et conseille glace et surélévation (protocole GREC)",
      explanation:
        "La douleur se traite dès les urgences (paracétamol en première intention, anti-inflammatoire de courte durée à discuter) ; le glaçage, la surélévation et la compression limitent l'œdème les premiers jours.",
      evidence: {
        type: "stated",
        match: "all",
        concepts: [
          {
            id: "antalgique",
            label: "Antalgique",
            synonyms: [
              "antalgique",
              "antalgiques",
              "antidouleur",
              "anti-douleur",
              "anti douleur",
              "médicament contre la douleur",
              "medicament contre la douleur",
              "médicament pour la douleur",
              "medicament pour la douleur",
              "quelque chose pour la douleur",
              "paracétamol",
              "paracetamol",
              "doliprane",
              "dafalgan",
              "efferalgan",
              "anti-inflammatoire",
              "anti inflammatoire",
              "ains",
              "ibuprofène",
              "ibuprofene",
              "kétoprofène",
              "ketoprofene",
            ],
          },
          {
            id: "grec",
            label: "Glace, repos, élévation, compression",
            synonyms: [
              "glace",
              "glaçage",
              "glacage",
              "poche de glace",
              "froid",
              "cryothérapie",
              "cryotherapie",
              "surélever",
              "surelever",
              "surélevé",
              "sureleve",
              "surélevée",
              "surelevee",
              "surélévation",
              "surelevation",
              "jambe en l'air",
              "pied en l'air",
              "élévation",
              "elevation",
              "grec",
              "rice",
              "compression",
              "bande de contention",
            ],
          },
        ],
      },
    },
    {
      id: "orthese",
      name: "Propose une orthèse stabilisatrice (attelle, chevillère) plutôt qu'un plâtre",
      explanation:
        "Le traitement fonctionnel par orthèse stabilisatrice est le traitement de référence de l'entorse bénigne, l'immobilisation plâtrée n'étant pas indiquée.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "orthese",
            label: "Orthèse stabilisatrice",
            synonyms: [
              "orthèse",
              "orthese",
              "attelle",
              "attelle pneumatique",
              "attelle stabilisatrice",
              "aircast",
              "chevillère",
              "chevillere",
              "strapping",
              "strap",
              "contention adhésive",
              "contention adhesive",
              "contention souple",
              "bandage",
              "straping",
            ],
          },
        ],
      },
    },
    {
      id: "appui-precoce",
      name: "Autorise l'appui précoce, selon la douleur",
      explanation:
        "L'appui précoce et la mobilisation active accélèrent la récupération et limitent les séquelles ; les cannes ne servent qu'au début, si l'appui est trop douloureux.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "appui",
            label: "Appui autorisé",
            synonyms: [
              "appui",
              "appui précoce",
              "appui precoce",
              "appui autorisé",
              "appui autorise",
              "appui complet",
              "appuyer sur le pied",
              "appuyer sur la jambe",
              "poser le pied",
              "mettre le pied par terre",
              "marcher",
              "marchez",
              "remarcher",
              "reprise de la marche",
            ],
          },
        ],
      },
    },
    {
      id: "reeducation",
      name: "Prévoit une rééducation (kinésithérapie, travail proprioceptif)",
      explanation:
        "La rééducation proprioceptive prévient l'instabilité chronique et les récidives, en particulier chez une sportive.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "reeducation",
            label: "Rééducation proprioceptive",
            synonyms: [
              "rééducation",
              "reeducation",
              "kiné",
              "kine",
              "kinés",
              "kinésithérapie",
              "kinesitherapie",
              "kinésithérapeute",
              "kinesitherapeute",
              "proprioception",
              "proprioceptif",
              "proprioceptive",
              "exercices d'équilibre",
              "exercices d'equilibre",
              "travail de l'équilibre",
              "travail de l'equilibre",
            ],
          },
        ],
      },
    },
    {
      id: "reevaluation",
      name: "Prévoit une réévaluation clinique à J3–J5 (laxité, tiroir antérieur)",
      explanation:
        "L'examen de la laxité n'est fiable qu'après la régression de l'œdème : une réévaluation à J3–J5 confirme la bénignité ou fait reclasser l'entorse.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "reevaluation-j3-j5",
            label: "Réévaluation à J3–J5",
            synonyms: [
              "réévaluation",
              "reevaluation",
              "réévaluer",
              "reevaluer",
              "réexaminer",
              "reexaminer",
              "réexamen",
              "reexamen",
              "revoir dans 3 à 5 jours",
              "revoir dans 3 a 5 jours",
              "revoir dans trois à cinq jours",
              "revoir dans trois a cinq jours",
              "dans 3 à 5 jours",
              "dans 3 a 5 jours",
              "dans trois à cinq jours",
              "dans trois a cinq jours",
              "j3",
              "j5",
              "j3-j5",
              "contrôle dans quelques jours",
              "controle dans quelques jours",
              "consultation de contrôle",
              "consultation de controle",
              "revoir votre médecin",
              "revoir votre medecin",
              "revoir ton médecin",
              "revoir ton medecin",
            ],
          },
        ],
      },
    },
    {
      id: "verifie-comprehension",
      name: "Vérifie la compréhension de la patiente et l'invite à poser ses questions",
      explanation:
        "Une patiente qui a compris le traitement fonctionnel et les signes qui doivent la faire reconsulter l'applique mieux.",
      evidence: { type: "act", labels: ["act.check_understanding", "act.invite_questions"] },
    },
    {
      id: "diagnostic-retenu",
      name: "Retient le diagnostic d'entorse bénigne du ligament collatéral latéral",
      explanation:
        "Traumatisme en inversion, douleur élective du faisceau talo-fibulaire antérieur, sans signe de gravité, règles d'Ottawa négatives, tendon calcanéen et fibula proximale normaux.",
      evidence: { type: "diagnosis" },
    },
  ],
  sources: [
    "Agence nationale d'accréditation et d'évaluation en santé (ANAES, aujourd'hui HAS), Recommandations « Rééducation de l'entorse externe de la cheville », 2000 ; Société francophone de médecine d'urgence (SFMU), IVe conférence de consensus « L'entorse de cheville au service d'accueil et d'urgence », 1995.",
    "Stiell IG et al., A study to develop clinical decision rules for the use of radiography in acute ankle injuries (règles d'Ottawa), Ann Emerg Med 1992 ; validation JAMA 1993.",
    "Collège français des chirurgiens orthopédistes et traumatologues (CFCOT), Orthopédie-Traumatologie, référentiel du second cycle (R2C, EDN) : lésions ligamentaires de la cheville, traumatismes des membres.",
    "Vuurberg G et al., Diagnosis, treatment and prevention of ankle sprains : update of an evidence-based clinical guideline, Br J Sports Med 2018.",
  ],
  sheetId: 173,
};
