import type { ExamDefinition } from "../categories";

export const EPAULE_EXAMS: readonly ExamDefinition[] = [
  {
    id: "epaule-inspection",
    name: "Inspection de l'épaule",
    categoryId: "locomoteur-epaule",
    defaultResult:
      "Épaules symétriques, sans déformation ni saillie acromio-claviculaire, pas de signe de l'épaulette, pas d'amyotrophie des fosses supra- et infra-épineuses, pas d'ecchymose.",
    keywords: ["inspection epaule", "amyotrophie", "epaulette", "deformation epaule"],
  },
  {
    id: "epaule-palpation",
    name: "Palpation de l'épaule",
    categoryId: "locomoteur-epaule",
    defaultResult:
      "Palpation indolore de la clavicule, de l'articulation acromio-claviculaire, de la coulisse bicipitale et du tubercule majeur ; pas de chaleur locale.",
    keywords: ["palpation epaule", "acromio-claviculaire", "coulisse bicipitale", "trochiter"],
  },
  {
    id: "epaule-mobilite",
    name: "Mobilité active et passive de l'épaule",
    categoryId: "locomoteur-epaule",
    defaultResult:
      "Mobilités active et passive complètes, symétriques et indolores, sans arc douloureux : élévation antérieure 180°, abduction 180°, rotation externe coude au corps 60°, rotation interne main dans le dos à T7.",
    keywords: ["mobilite epaule", "amplitudes", "abduction", "rotation externe", "capsulite", "arc douloureux"],
  },
  {
    id: "epaule-test-jobe",
    name: "Test de Jobe",
    categoryId: "locomoteur-epaule",
    defaultResult:
      "Test de Jobe négatif des deux côtés : résistance à l'abaissement du bras (abduction 90°, antépulsion 30°, pouce vers le bas) conservée et indolore.",
    keywords: ["jobe", "supra-epineux", "sus-epineux", "coiffe des rotateurs"],
  },
  {
    id: "epaule-manoeuvre-patte",
    name: "Manœuvre de Patte",
    categoryId: "locomoteur-epaule",
    defaultResult:
      "Manœuvre de Patte négative : rotation externe contrariée, bras en abduction à 90° et coude fléchi, avec une force conservée et sans douleur.",
    keywords: ["patte", "infra-epineux", "sous-epineux", "coiffe des rotateurs"],
  },
  {
    id: "epaule-test-gerber",
    name: "Test de Gerber (lift-off)",
    categoryId: "locomoteur-epaule",
    defaultResult:
      "Lift-off test de Gerber négatif : la main est décollée du dos contre résistance, force conservée et indolore ; belly-press test négatif.",
    keywords: ["gerber", "lift off", "lift-off", "sous-scapulaire", "belly press"],
  },
  {
    id: "epaule-test-palm-up",
    name: "Palm-up test",
    categoryId: "locomoteur-epaule",
    defaultResult:
      "Palm-up test négatif : l'antépulsion contrariée du bras tendu, paume vers le haut, ne déclenche pas de douleur de la coulisse bicipitale.",
    keywords: ["palm up", "palm-up", "long biceps", "tendinopathie bicipitale"],
  },
  {
    id: "epaule-test-yergason",
    name: "Test de Yergason",
    categoryId: "locomoteur-epaule",
    defaultResult:
      "Test de Yergason négatif : la supination contrariée, coude fléchi à 90°, est indolore, sans ressaut dans la coulisse bicipitale.",
    keywords: ["yergason", "long biceps", "coulisse bicipitale"],
  },
  {
    id: "epaule-test-neer",
    name: "Test de Neer",
    categoryId: "locomoteur-epaule",
    defaultResult:
      "Test de Neer négatif : l'élévation antérieure passive du bras en rotation interne, omoplate bloquée, est indolore.",
    keywords: ["neer", "conflit sous-acromial", "impingement"],
  },
  {
    id: "epaule-test-hawkins",
    name: "Test de Hawkins",
    categoryId: "locomoteur-epaule",
    defaultResult:
      "Test de Hawkins négatif : la rotation interne passive du bras, en antépulsion à 90° et coude fléchi à 90°, est indolore.",
    keywords: ["hawkins", "conflit sous-acromial", "impingement"],
  },
];

export const COUDE_EXAMS: readonly ExamDefinition[] = [
  {
    id: "coude-inspection",
    name: "Inspection du coude",
    categoryId: "locomoteur-coude",
    defaultResult:
      "Coudes symétriques, valgus physiologique conservé, pas de tuméfaction, pas d'hygroma olécrânien, pas d'amyotrophie.",
    keywords: ["inspection coude", "hygroma", "bursite olecranienne", "tumefaction coude"],
  },
  {
    id: "coude-palpation",
    name: "Palpation du coude",
    categoryId: "locomoteur-coude",
    defaultResult:
      "Palpation indolore de l'épicondyle latéral, de l'épicondyle médial et de l'olécrâne, pas d'épanchement articulaire ; gouttière ulnaire indolore, sans signe de Tinel.",
    keywords: ["palpation coude", "epicondyle", "epitrochlee", "olecrane", "nerf ulnaire"],
  },
  {
    id: "coude-mobilite",
    name: "Mobilité active et passive du coude",
    categoryId: "locomoteur-coude",
    defaultResult:
      "Mobilités complètes, symétriques et indolores : flexion 145°, extension complète sans flessum, pronation 85° et supination 90°.",
    keywords: ["mobilite coude", "flexion extension coude", "prono-supination", "flessum"],
  },
  {
    id: "coude-test-epicondylite-laterale",
    name: "Tests de l'épicondylite latérale",
    categoryId: "locomoteur-coude",
    defaultResult:
      "Extension contrariée du poignet et du 3e doigt, coude tendu, indolore ; supination contrariée indolore : pas de douleur épicondylienne latérale.",
    keywords: ["epicondylite", "tennis elbow", "epicondylalgie", "extension contrariee"],
  },
  {
    id: "coude-test-epicondylite-mediale",
    name: "Tests de l'épicondylite médiale",
    categoryId: "locomoteur-coude",
    defaultResult:
      "Flexion contrariée du poignet et pronation contrariée indolores, coude tendu : pas de douleur épicondylienne médiale.",
    keywords: ["epitrochleite", "epicondylite mediale", "golfer elbow", "flexion contrariee"],
  },
];

export const POIGNET_MAIN_EXAMS: readonly ExamDefinition[] = [
  {
    id: "poignet-main-inspection",
    name: "Inspection du poignet et de la main",
    categoryId: "locomoteur-poignet-main",
    defaultResult:
      "Poignets et mains sans déformation, tuméfaction ni déviation des doigts, pas de synovite visible, pas de nodule d'Heberden ni de Bouchard, pas d'amyotrophie thénarienne ou hypothénarienne.",
    keywords: ["inspection main", "deformation", "heberden", "bouchard", "synovite", "coup de vent cubital"],
  },
  {
    id: "poignet-main-palpation",
    name: "Palpation du poignet et de la main",
    categoryId: "locomoteur-poignet-main",
    defaultResult:
      "Palpation indolore de la tabatière anatomique, des styloïdes radiale et ulnaire, des métacarpo-phalangiennes et des interphalangiennes ; pression transverse des métacarpo-phalangiennes (squeeze test) indolore.",
    keywords: ["palpation poignet", "tabatiere anatomique", "scaphoide", "squeeze test", "styloide"],
  },
  {
    id: "poignet-main-mobilite",
    name: "Mobilité active et passive du poignet et des doigts",
    categoryId: "locomoteur-poignet-main",
    defaultResult:
      "Flexion du poignet 80° et extension 70°, inclinaisons radiale et ulnaire conservées, fermeture complète du poing, extension complète des doigts et opposition du pouce possible ; force de préhension conservée.",
    keywords: ["mobilite poignet", "mobilite doigts", "flexion extension poignet", "prehension", "poing"],
  },
  {
    id: "poignet-main-test-finkelstein",
    name: "Test de Finkelstein",
    categoryId: "locomoteur-poignet-main",
    defaultResult:
      "Test de Finkelstein négatif : l'inclinaison ulnaire du poignet, pouce fléchi dans la paume, ne déclenche pas de douleur de la styloïde radiale.",
    keywords: ["finkelstein", "de quervain", "tenosynovite", "styloide radiale"],
  },
  {
    id: "poignet-main-manoeuvre-phalen",
    name: "Manœuvre de Phalen",
    categoryId: "locomoteur-poignet-main",
    defaultResult:
      "Manœuvre de Phalen négative : pas de paresthésie dans le territoire du nerf médian après une minute de flexion forcée des poignets.",
    keywords: ["phalen", "canal carpien", "nerf median", "paresthesies"],
  },
  {
    id: "poignet-main-signe-tinel",
    name: "Signe de Tinel au canal carpien",
    categoryId: "locomoteur-poignet-main",
    defaultResult:
      "Signe de Tinel négatif : la percussion de la face antérieure du poignet ne déclenche pas de paresthésie dans le territoire du nerf médian.",
    keywords: ["tinel", "canal carpien", "nerf median", "percussion poignet"],
  },
];

export const HANCHE_EXAMS: readonly ExamDefinition[] = [
  {
    id: "hanche-inspection",
    name: "Inspection de la hanche",
    categoryId: "locomoteur-hanche",
    defaultResult:
      "Marche sans boiterie, pas d'attitude vicieuse en décubitus, membres inférieurs de longueur égale, pas d'amyotrophie fessière ni quadricipitale.",
    keywords: ["inspection hanche", "boiterie", "inegalite de longueur", "attitude vicieuse", "raccourcissement"],
  },
  {
    id: "hanche-palpation",
    name: "Palpation de la hanche",
    categoryId: "locomoteur-hanche",
    defaultResult: "Palpation indolore du pli inguinal, du grand trochanter et de la région fessière.",
    keywords: ["palpation hanche", "pli inguinal", "grand trochanter", "bursite trochanterienne"],
  },
  {
    id: "hanche-mobilite",
    name: "Mobilité active et passive de la hanche",
    categoryId: "locomoteur-hanche",
    defaultResult:
      "Mobilités complètes, symétriques et indolores : flexion 120°, extension 20°, abduction 45°, adduction 30°, rotation interne 40° et rotation externe 50°, sans flessum.",
    keywords: ["mobilite hanche", "rotation interne", "flessum", "coxarthrose", "amplitudes hanche"],
  },
  {
    id: "hanche-test-faber",
    name: "Test de FABER (Patrick)",
    categoryId: "locomoteur-hanche",
    defaultResult:
      "Test de FABER (flexion, abduction, rotation externe) négatif des deux côtés : pas de douleur inguinale ni sacro-iliaque, genoux descendant symétriquement.",
    keywords: ["faber", "patrick", "sacro-iliaque", "flexion abduction rotation externe"],
  },
  {
    id: "hanche-signe-trendelenburg",
    name: "Signe de Trendelenburg",
    categoryId: "locomoteur-hanche",
    defaultResult:
      "Signe de Trendelenburg négatif : en appui monopodal, le bassin reste horizontal, sans chute de l'hémibassin controlatéral.",
    keywords: ["trendelenburg", "moyen fessier", "appui monopodal", "boiterie de hanche"],
  },
];

export const GENOU_EXAMS: readonly ExamDefinition[] = [
  {
    id: "genou-inspection",
    name: "Inspection du genou",
    categoryId: "locomoteur-genou",
    defaultResult:
      "Axes des membres inférieurs normaux, sans genu varum ni valgum marqué, pas de tuméfaction, pas d'amyotrophie du quadriceps.",
    keywords: ["inspection genou", "genu varum", "genu valgum", "tumefaction genou", "amyotrophie quadriceps"],
  },
  {
    id: "genou-palpation",
    name: "Palpation du genou",
    categoryId: "locomoteur-genou",
    defaultResult:
      "Palpation indolore des interlignes fémoro-tibiaux médial et latéral, de la patella, des insertions ligamentaires et de la patte d'oie ; creux poplité libre, sans kyste ; pas de chaleur locale.",
    keywords: ["palpation genou", "interligne", "rotule", "patte d'oie", "kyste poplite"],
  },
  {
    id: "genou-mobilite",
    name: "Mobilité active et passive du genou",
    categoryId: "locomoteur-genou",
    defaultResult:
      "Flexion active et passive à 140°, extension complète sans flessum, mobilisation indolore, sans craquement.",
    keywords: ["mobilite genou", "flexion genou", "flessum", "blocage"],
  },
  {
    id: "genou-choc-rotulien",
    name: "Recherche d'un choc rotulien",
    categoryId: "locomoteur-genou",
    defaultResult: "Pas de choc rotulien ni de signe du flot : pas d'épanchement intra-articulaire.",
    keywords: ["choc rotulien", "epanchement", "hydarthrose", "hemarthrose", "signe du flot"],
  },
  {
    id: "genou-test-lachman",
    name: "Test de Lachman",
    categoryId: "locomoteur-genou",
    defaultResult:
      "Test de Lachman négatif : translation tibiale antérieure à 20° de flexion avec un arrêt dur et net, symétrique.",
    keywords: ["lachman", "lca", "ligament croise anterieur", "laxite anterieure"],
  },
  {
    id: "genou-tiroirs",
    name: "Tiroirs antérieur et postérieur",
    categoryId: "locomoteur-genou",
    defaultResult:
      "Pas de tiroir antérieur ni postérieur à 90° de flexion, pas d'avalement de la tubérosité tibiale antérieure.",
    keywords: ["tiroir", "tiroir anterieur", "tiroir posterieur", "lcp", "ligaments croises"],
  },
  {
    id: "genou-laxites-laterales",
    name: "Recherche de laxités latérales (valgus et varus forcés)",
    categoryId: "locomoteur-genou",
    defaultResult:
      "Pas de laxité en valgus ni en varus forcés, en extension comme à 30° de flexion ; manœuvres indolores.",
    keywords: ["laxite laterale", "valgus force", "varus force", "lli", "lle", "ligaments collateraux"],
  },
  {
    id: "genou-test-mcmurray",
    name: "Test de McMurray (ménisques)",
    categoryId: "locomoteur-genou",
    defaultResult:
      "Test de McMurray négatif : pas de douleur ni de ressaut méniscal lors de la flexion-extension en rotation externe puis interne ; grinding test d'Apley indolore.",
    keywords: ["mcmurray", "mac murray", "menisque", "lesion meniscale", "apley", "grinding"],
  },
];

export const CHEVILLE_PIED_EXAMS: readonly ExamDefinition[] = [
  {
    id: "cheville-pied-inspection",
    name: "Inspection de la cheville et du pied",
    categoryId: "locomoteur-cheville-pied",
    defaultResult:
      "Chevilles et pieds sans tuméfaction ni ecchymose, arches plantaires normales, pas d'hallux valgus ni de déformation des orteils, statique normale en appui.",
    keywords: ["inspection cheville", "inspection pied", "hallux valgus", "pied plat", "pied creux"],
  },
  {
    id: "cheville-pied-palpation",
    name: "Palpation de la cheville et du pied",
    categoryId: "locomoteur-cheville-pied",
    defaultResult:
      "Palpation indolore des malléoles, du ligament collatéral latéral, de la base du 5e métatarsien, de l'os naviculaire et du tendon calcanéen.",
    keywords: ["palpation cheville", "malleoles", "ligament lateral", "entorse", "metatarsien"],
  },
  {
    id: "cheville-pied-mobilite",
    name: "Mobilité active et passive de la cheville et du pied",
    categoryId: "locomoteur-cheville-pied",
    defaultResult:
      "Flexion dorsale 20° et flexion plantaire 40°, inversion et éversion conservées ; mobilités symétriques et indolores.",
    keywords: ["mobilite cheville", "flexion dorsale", "flexion plantaire", "inversion", "eversion"],
  },
  {
    id: "cheville-pied-regles-ottawa",
    name: "Règles d'Ottawa (cheville et pied)",
    categoryId: "locomoteur-cheville-pied",
    defaultResult:
      "Règles d'Ottawa négatives : appui possible avec quatre pas sans aide, pas de douleur osseuse au bord postérieur ni à la pointe des malléoles sur les 6 derniers centimètres, ni à la base du 5e métatarsien, ni à l'os naviculaire.",
    keywords: ["ottawa", "criteres d'ottawa", "entorse", "radiographie cheville", "appui"],
  },
  {
    id: "cheville-pied-tiroir-anterieur",
    name: "Tiroir antérieur de cheville",
    categoryId: "locomoteur-cheville-pied",
    defaultResult: "Pas de tiroir antérieur de cheville, arrêt net et symétrique, pas de bâillement talien en varus.",
    keywords: ["tiroir cheville", "laxite cheville", "ligament talo-fibulaire", "entorse grave"],
  },
  {
    id: "cheville-pied-test-thompson",
    name: "Test de Thompson (tendon calcanéen)",
    categoryId: "locomoteur-cheville-pied",
    defaultResult:
      "Test de Thompson négatif : la pression du mollet entraîne une flexion plantaire du pied ; tendon calcanéen continu, sans encoche palpable.",
    keywords: ["thompson", "achille", "tendon d'achille", "rupture", "tendon calcaneen"],
  },
];

export const RACHIS_EXAMS: readonly ExamDefinition[] = [
  {
    id: "rachis-inspection",
    name: "Inspection du rachis (statique)",
    categoryId: "locomoteur-rachis",
    defaultResult:
      "Statique rachidienne normale de face et de profil, courbures physiologiques conservées, pas de scoliose ni de gibbosité à l'antéflexion, pas d'attitude antalgique.",
    keywords: ["inspection rachis", "scoliose", "gibbosite", "statique rachidienne", "cyphose"],
  },
  {
    id: "rachis-palpation",
    name: "Palpation des épineuses et des muscles paravertébraux",
    categoryId: "locomoteur-rachis",
    defaultResult:
      "Palpation et percussion des épineuses indolores, pas de contracture paravertébrale, signe de la sonnette négatif, pas de douleur sacro-iliaque.",
    keywords: ["epineuses", "palpation rachis", "contracture paravertebrale", "sonnette", "sacro-iliaques"],
  },
  {
    id: "rachis-mobilite-cervicale",
    name: "Mobilité du rachis cervical",
    categoryId: "locomoteur-rachis",
    defaultResult:
      "Mobilité cervicale complète et indolore en flexion, extension, inclinaisons et rotations, distance menton-sternum nulle en flexion ; manœuvre de Spurling négative.",
    keywords: ["rachis cervical", "cou", "cervicalgie", "spurling", "menton sternum"],
  },
  {
    id: "rachis-indice-schober",
    name: "Indice de Schober",
    categoryId: "locomoteur-rachis",
    defaultResult: "Indice de Schober à 10 + 5 cm : mobilité du rachis lombaire en flexion normale.",
    keywords: ["schober", "mobilite lombaire", "spondylarthrite", "rachis lombaire"],
  },
  {
    id: "rachis-distance-doigts-sol",
    name: "Distance doigts-sol",
    categoryId: "locomoteur-rachis",
    defaultResult: "Distance doigts-sol à 0 cm en flexion antérieure du tronc, genoux tendus, sans douleur.",
    keywords: ["dds", "distance doigts sol", "flexion anterieure", "raideur lombaire"],
  },
  {
    id: "rachis-signe-lasegue",
    name: "Signe de Lasègue",
    categoryId: "locomoteur-rachis",
    defaultResult:
      "Signe de Lasègue négatif des deux côtés : l'élévation de la jambe tendue jusqu'à 90° ne reproduit pas de douleur radiculaire.",
    keywords: ["lasegue", "sciatique", "radiculalgie", "l5", "s1"],
  },
  {
    id: "rachis-signe-leri",
    name: "Signe de Léri",
    categoryId: "locomoteur-rachis",
    defaultResult:
      "Signe de Léri négatif des deux côtés : l'extension de la hanche en décubitus ventral, genou fléchi, ne reproduit pas de douleur crurale.",
    keywords: ["leri", "lasegue inverse", "cruralgie", "l3", "l4"],
  },
  {
    id: "rachis-marche-talons-pointes",
    name: "Marche sur les talons et sur la pointe des pieds",
    categoryId: "locomoteur-rachis",
    defaultResult:
      "Marche sur les talons et sur la pointe des pieds possible et symétrique : pas de déficit des releveurs (L5) ni du triceps sural (S1).",
    keywords: ["marche talons", "marche pointes", "deficit l5", "deficit s1", "pied tombant"],
  },
];
