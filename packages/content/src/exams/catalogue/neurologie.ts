import type { ExamDefinition } from "../categories";

/** Consciousness, higher functions and, for want of a better place in the fixed list, the meningeal signs. */
export const NEURO_CONSCIENCE_EXAMS: readonly ExamDefinition[] = [
  {
    id: "score-de-glasgow",
    name: "Score de Glasgow",
    categoryId: "neuro-conscience-fonctions-superieures",
    defaultResult:
      "Score de Glasgow à 15 : ouverture des yeux spontanée (Y4), réponse verbale orientée (V5), réponse motrice aux ordres (M6).",
    keywords: ["glasgow", "gcs", "conscience", "coma", "vigilance"],
  },
  {
    id: "orientation-temporo-spatiale",
    name: "Orientation temporo-spatiale",
    categoryId: "neuro-conscience-fonctions-superieures",
    defaultResult:
      "Orientation temporelle et spatiale parfaite : date, jour, mois, année, lieu et ville correctement donnés.",
    keywords: ["orientation", "desorientation", "temporo-spatiale", "date", "lieu"],
  },
  {
    id: "evaluation-attention",
    name: "Évaluation de l'attention (recherche d'une confusion)",
    categoryId: "neuro-conscience-fonctions-superieures",
    defaultResult:
      "Attention conservée : mois de l'année récités à l'envers sans erreur, pas de fluctuation de la vigilance ni de pensée désorganisée ; CAM négative.",
    keywords: ["attention", "confusion", "syndrome confusionnel", "cam", "delirium"],
  },
  {
    id: "evaluation-cognitive-mmse",
    name: "Évaluation cognitive (MMSE)",
    categoryId: "neuro-conscience-fonctions-superieures",
    defaultResult:
      "MMSE à 29/30 (une erreur au calcul mental) : orientation, apprentissage, rappel des trois mots, langage et praxies constructives sans erreur.",
    keywords: ["mmse", "mms", "folstein", "troubles cognitifs", "memoire", "demence"],
  },
  {
    id: "evaluation-langage",
    name: "Évaluation du langage",
    categoryId: "neuro-conscience-fonctions-superieures",
    defaultResult:
      "Langage fluent et informatif, compréhension des ordres simples et complexes conservée, dénomination et répétition sans erreur : pas d'aphasie ni de dysarthrie.",
    keywords: ["langage", "aphasie", "dysarthrie", "parole", "comprehension", "denomination"],
  },
  {
    id: "raideur-de-nuque",
    name: "Recherche d'une raideur de nuque",
    categoryId: "neuro-conscience-fonctions-superieures",
    defaultResult:
      "Pas de raideur de nuque : la flexion passive du cou est souple et indolore, le menton touche le sternum.",
    keywords: ["raideur de nuque", "syndrome meninge", "meningite", "nuque"],
  },
  {
    id: "signes-kernig-brudzinski",
    name: "Signes de Kernig et de Brudzinski",
    categoryId: "neuro-conscience-fonctions-superieures",
    defaultResult:
      "Signe de Kernig négatif (extension passive complète et indolore de la jambe, cuisse fléchie) et signe de Brudzinski négatif (pas de flexion réflexe des membres inférieurs à la flexion de la nuque).",
    keywords: ["kernig", "brudzinski", "syndrome meninge", "meningite"],
  },
];

export const NEURO_PAIRES_CRANIENNES_EXAMS: readonly ExamDefinition[] = [
  {
    id: "champ-visuel-confrontation",
    name: "Champ visuel au doigt (II)",
    categoryId: "neuro-paires-craniennes",
    defaultResult:
      "Champ visuel normal à la confrontation dans les quatre quadrants de chaque œil, pas d'hémianopsie ni de quadranopsie.",
    keywords: ["champ visuel", "confrontation", "hemianopsie", "nerf optique", "nerf ii"],
  },
  {
    id: "oculomotricite",
    name: "Oculomotricité (III, IV, VI)",
    categoryId: "neuro-paires-craniennes",
    defaultResult:
      "Oculomotricité normale dans toutes les directions du regard, poursuite oculaire fluide, sans diplopie, ptosis ni strabisme.",
    keywords: ["oculomotricite", "diplopie", "ptosis", "mouvements oculaires", "nerf iii", "nerf vi"],
  },
  {
    id: "recherche-nystagmus",
    name: "Recherche d'un nystagmus (VIII)",
    categoryId: "neuro-paires-craniennes",
    defaultResult:
      "Pas de nystagmus spontané ni dans le regard latéral ; head impulse test normal des deux côtés, sans saccade de rattrapage.",
    keywords: ["nystagmus", "vertige", "vestibulaire", "head impulse test", "nerf viii"],
  },
  {
    id: "nerf-trijumeau",
    name: "Nerf trijumeau (V)",
    categoryId: "neuro-paires-craniennes",
    defaultResult:
      "Sensibilité de la face normale et symétrique dans les trois territoires du trijumeau, réflexe cornéen présent des deux côtés, force des masséters conservée.",
    keywords: ["trijumeau", "sensibilite face", "reflexe corneen", "nevralgie", "nerf v"],
  },
  {
    id: "nerf-facial",
    name: "Nerf facial (VII)",
    categoryId: "neuro-paires-craniennes",
    defaultResult:
      "Motricité faciale symétrique au repos et à la mimique dans les territoires supérieur et inférieur : fermeture complète des yeux, pas de signe de Charles Bell, sillons nasogéniens symétriques.",
    keywords: ["facial", "paralysie faciale", "pf", "charles bell", "nerf vii"],
  },
  {
    id: "nerfs-glossopharyngien-vague",
    name: "Nerfs glossopharyngien et vague (IX, X)",
    categoryId: "neuro-paires-craniennes",
    defaultResult:
      "Voile du palais symétrique s'élevant normalement à la phonation, luette médiane, réflexe nauséeux présent, pas de dysphonie ni de trouble de la déglutition.",
    keywords: ["voile du palais", "reflexe nauseeux", "deglutition", "dysphagie", "nerf ix", "nerf x"],
  },
  {
    id: "nerfs-spinal-hypoglosse",
    name: "Nerfs spinal et hypoglosse (XI, XII)",
    categoryId: "neuro-paires-craniennes",
    defaultResult:
      "Haussement des épaules et rotation de la tête contre résistance symétriques ; langue médiane à la protraction, sans amyotrophie ni fasciculations.",
    keywords: ["spinal", "hypoglosse", "langue", "trapeze", "sterno-cleido-mastoidien", "nerf xii"],
  },
];

export const NEURO_MOTRICITE_EXAMS: readonly ExamDefinition[] = [
  {
    id: "inspection-musculaire",
    name: "Inspection musculaire (amyotrophie, fasciculations)",
    categoryId: "neuro-motricite",
    defaultResult: "Masses musculaires symétriques, pas d'amyotrophie ni de fasciculations visibles au repos.",
    keywords: ["amyotrophie", "fasciculations", "fonte musculaire", "inspection musculaire"],
  },
  {
    id: "tonus-musculaire",
    name: "Tonus musculaire",
    categoryId: "neuro-motricite",
    defaultResult:
      "Tonus normal aux quatre membres : pas d'hypertonie spastique ni plastique (pas de roue dentée), pas d'hypotonie.",
    keywords: ["tonus", "spasticite", "rigidite", "roue dentee", "hypertonie"],
  },
  {
    id: "testing-musculaire",
    name: "Testing musculaire segmentaire",
    categoryId: "neuro-motricite",
    defaultResult:
      "Force musculaire cotée à 5/5 dans tous les groupes musculaires proximaux et distaux des quatre membres, de façon symétrique.",
    keywords: ["force musculaire", "testing", "deficit moteur", "mrc", "paresie", "hemiplegie"],
  },
  {
    id: "manoeuvre-de-barre",
    name: "Manœuvre de Barré",
    categoryId: "neuro-motricite",
    defaultResult:
      "Manœuvre de Barré négative aux membres supérieurs (bras tendus en supination tenus sans pronation ni chute) et aux membres inférieurs (jambes fléchies en décubitus ventral tenues sans chute).",
    keywords: ["barre", "bras tendus", "deficit moteur", "pronation"],
  },
  {
    id: "manoeuvre-de-mingazzini",
    name: "Manœuvre de Mingazzini",
    categoryId: "neuro-motricite",
    defaultResult:
      "Manœuvre de Mingazzini négative : en décubitus dorsal, cuisses fléchies à 90° et jambes à l'horizontale, la position est tenue sans chute des deux côtés.",
    keywords: ["mingazzini", "deficit moteur", "membres inferieurs"],
  },
  {
    id: "mouvements-anormaux",
    name: "Recherche de mouvements anormaux (tremblement)",
    categoryId: "neuro-motricite",
    defaultResult:
      "Pas de tremblement de repos, d'attitude ni d'action, pas d'autre mouvement anormal (chorée, dystonie, myoclonies).",
    keywords: ["tremblement", "mouvements anormaux", "parkinson", "choree", "myoclonies"],
  },
];

export const NEURO_SENSIBILITE_EXAMS: readonly ExamDefinition[] = [
  {
    id: "sensibilite-superficielle",
    name: "Sensibilité superficielle (tact, piqûre, chaud-froid)",
    categoryId: "neuro-sensibilite",
    defaultResult:
      "Sensibilité superficielle normale et symétrique aux quatre membres et au tronc : tact fin, piqûre et discrimination chaud-froid correctement perçus.",
    keywords: ["sensibilite", "tact", "thermo-algique", "piqure", "hypoesthesie", "anesthesie"],
  },
  {
    id: "sensibilite-proprioceptive",
    name: "Sensibilité proprioceptive (sens de position)",
    categoryId: "neuro-sensibilite",
    defaultResult: "Sens de position du gros orteil et des doigts perçu sans erreur des deux côtés.",
    keywords: ["proprioception", "sens de position", "sensibilite profonde", "arthrokinesthesie"],
  },
  {
    id: "pallesthesie",
    name: "Pallesthésie (diapason)",
    categoryId: "neuro-sensibilite",
    defaultResult:
      "Vibrations du diapason perçues de façon symétrique au gros orteil, aux malléoles et aux styloïdes radiales.",
    keywords: ["pallesthesie", "diapason", "vibrations", "sensibilite profonde", "neuropathie"],
  },
  {
    id: "niveau-sensitif",
    name: "Recherche d'un niveau sensitif",
    categoryId: "neuro-sensibilite",
    defaultResult:
      "Pas de niveau sensitif sur le tronc, pas de déficit à topographie radiculaire, pas d'anesthésie en selle.",
    keywords: ["niveau sensitif", "compression medullaire", "anesthesie en selle", "queue de cheval"],
  },
];

export const NEURO_COORDINATION_REFLEXES_EXAMS: readonly ExamDefinition[] = [
  {
    id: "reflexes-osteotendineux",
    name: "Réflexes ostéotendineux",
    categoryId: "neuro-coordination-reflexes",
    defaultResult:
      "Réflexes bicipitaux, tricipitaux, stylo-radiaux, rotuliens et achilléens présents, symétriques et normovifs, sans polycinésie ni diffusion ; pas de clonus.",
    keywords: ["rot", "reflexes", "reflexes osteotendineux", "rotulien", "achilleen", "areflexie"],
  },
  {
    id: "reflexe-cutane-plantaire",
    name: "Réflexe cutané plantaire (signe de Babinski)",
    categoryId: "neuro-coordination-reflexes",
    defaultResult: "Réflexe cutané plantaire en flexion des deux côtés : pas de signe de Babinski.",
    keywords: ["babinski", "rcp", "reflexe cutane plantaire", "syndrome pyramidal"],
  },
  {
    id: "epreuve-doigt-nez",
    name: "Épreuve doigt-nez",
    categoryId: "neuro-coordination-reflexes",
    defaultResult:
      "Épreuve doigt-nez réalisée sans dysmétrie ni tremblement intentionnel des deux côtés, yeux ouverts puis fermés.",
    keywords: ["doigt nez", "dysmetrie", "cerebelleux", "coordination"],
  },
  {
    id: "epreuve-talon-genou",
    name: "Épreuve talon-genou",
    categoryId: "neuro-coordination-reflexes",
    defaultResult:
      "Épreuve talon-genou réalisée avec précision des deux côtés, sans dysmétrie ni décomposition du mouvement.",
    keywords: ["talon genou", "dysmetrie", "cerebelleux", "coordination"],
  },
  {
    id: "mouvements-alternatifs-rapides",
    name: "Mouvements alternatifs rapides (marionnettes)",
    categoryId: "neuro-coordination-reflexes",
    defaultResult:
      "Mouvements alternatifs rapides des mains réalisés de façon fluide, rythmée et symétrique : pas d'adiadococinésie.",
    keywords: ["marionnettes", "adiadococinesie", "cerebelleux", "mouvements alternatifs"],
  },
  {
    id: "epreuve-de-romberg",
    name: "Épreuve de Romberg",
    categoryId: "neuro-coordination-reflexes",
    defaultResult:
      "Signe de Romberg négatif : station debout pieds joints stable, yeux ouverts puis fermés, sans oscillation ni chute.",
    keywords: ["romberg", "equilibre", "ataxie", "station debout"],
  },
  {
    id: "examen-de-la-marche",
    name: "Examen de la marche",
    categoryId: "neuro-coordination-reflexes",
    defaultResult:
      "Marche normale, sans boiterie, polygone de sustentation normal, ballant des bras conservé ; marche en tandem et demi-tour réalisés sans difficulté.",
    keywords: ["marche", "demarche", "polygone de sustentation", "ataxie", "tandem"],
  },
  {
    id: "evaluation-risque-de-chute",
    name: "Évaluation du risque de chute (Timed Up and Go, appui monopodal)",
    categoryId: "neuro-coordination-reflexes",
    defaultResult:
      "Timed Up and Go réalisé en 9 secondes sans aide technique, appui monopodal tenu plus de 5 secondes de chaque côté.",
    keywords: ["timed up and go", "tug", "appui monopodal", "chute", "equilibre"],
  },
];
