import type { RevisionSheetInput } from "./schema";

export const sheet56: RevisionSheetInput = {
  id: 56,
  title: "Raideur articulaire",
  caseId: "station-039",
  summary:
    "Devant une raideur articulaire, l'horaire (raideur matinale prolongée, réveils nocturnes) distingue l'atteinte inflammatoire de l'atteinte mécanique ; après 50 ans, des douleurs des ceintures avec raideur matinale évoquent une pseudopolyarthrite rhizomélique, dont il faut écarter la maladie de Horton associée et les diagnostics différentiels.",
  sections: [
    {
      kind: "definition",
      title: "Définition",
      items: [
        "Raideur : difficulté à mobiliser une articulation, maximale après le repos",
        "Raideur inflammatoire : matinale, supérieure à 30 minutes, avec réveils nocturnes",
        "Raideur mécanique : dérouillage bref, douleur à l'effort, calmée par le repos",
        "Atteinte rhizomélique : racines des membres, ceintures scapulaire et pelvienne",
        "Pseudopolyarthrite rhizomélique : après 50 ans, douleurs bilatérales des ceintures et syndrome inflammatoire",
      ],
    },
    {
      kind: "causes",
      title: "Étiologies",
      items: [
        "Pseudopolyarthrite rhizomélique, isolée ou associée à une maladie de Horton",
        "Polyarthrite rhumatoïde du sujet âgé à début rhizomélique, spondyloarthrite",
        "Néoplasies : syndrome paranéoplasique, métastases osseuses, myélome multiple",
        "Myopathies : statines, myosites inflammatoires, hypothyroïdie",
        "Chondrocalcinose et arthrose, infections (endocardite, spondylodiscite)",
        "Tendinopathies et bursites des épaules et des hanches",
      ],
    },
    {
      kind: "red_flags",
      title: "Drapeaux rouges et signes de gravité",
      items: [
        "Troubles visuels, même transitoires : maladie de Horton, urgence ophtalmologique",
        "Céphalée temporale récente, hyperesthésie du cuir chevelu, claudication de la mâchoire",
        "Altération marquée de l'état général, douleurs osseuses : néoplasie ou myélome",
        "Fièvre élevée avec frissons : infection, endocardite",
        "Faiblesse musculaire vraie et CK élevées : myopathie",
        "Absence de réponse rapide à une corticothérapie à faible dose : diagnostic à revoir",
      ],
    },
    {
      kind: "history",
      title: "Interrogatoire",
      items: [
        "Topographie : ceintures, bilatéralité, petites articulations des mains et des pieds",
        "Date et mode de début, durée de la raideur matinale, réveils nocturnes",
        "Signes généraux : fièvre, amaigrissement, asthénie, sueurs",
        "Signes céphaliques et visuels de maladie de Horton, à rechercher systématiquement",
        "Traitements : statines et leur chronologie, traitements récents",
        "Antécédents de cancer, dépistages à jour, douleurs osseuses",
        "Signes d'hypothyroïdie, retentissement sur l'autonomie",
      ],
    },
    {
      kind: "examination",
      title: "Examen clinique",
      items: [
        "Mobilité active et passive des épaules et des hanches, limitation douloureuse",
        "Recherche de synovites des mains, des poignets et des pieds",
        "Palpation et pouls des artères temporales, examen du cuir chevelu",
        "Force musculaire : testing des ceintures, distinguer douleur et faiblesse",
        "Examen général : adénopathies, seins, prostate, foie, souffle cardiaque",
      ],
    },
    {
      kind: "tests",
      title: "Examens complémentaires de première intention",
      items: [
        "CRP et vitesse de sédimentation : syndrome inflammatoire quasi constant",
        "Hémogramme, électrophorèse des protéines sériques, calcémie, créatinine",
        "TSH et CK pour écarter une hypothyroïdie ou une myopathie",
        "Facteur rhumatoïde et anticorps anti-CCP pour la polyarthrite rhumatoïde",
        "Échographie des épaules et des hanches : bursites, ténosynovites",
        "Suspicion de Horton : écho-doppler des artères temporales ou biopsie, sans retarder les corticoïdes",
      ],
    },
    {
      kind: "management",
      title: "Prise en charge initiale et orientation",
      items: [
        "Pseudopolyarthrite isolée : prednisone 12,5 à 25 mg par jour, réponse rapide attendue",
        "Décroissance lente sur au moins un an, guidée par la clinique et la CRP",
        "Prévention de l'ostéoporose cortico-induite : calcium, vitamine D, bisphosphonate selon le risque",
        "Surveillance : glycémie, pression artérielle, poids, tolérance, rechutes",
        "Horton avec troubles visuels : corticothérapie à forte dose en urgence",
        "Signes d'alerte expliqués : trouble visuel ou céphalée nouvelle, consulter sans délai",
        "Avis rhumatologique si doute diagnostique, rechutes ou dépendance aux corticoïdes",
      ],
    },
    {
      kind: "pitfalls",
      title: "Pièges à l'ECOS",
      items: [
        "Conclure à de l'arthrose devant une raideur matinale prolongée",
        "Oublier de rechercher les signes céphaliques et visuels de maladie de Horton",
        "Débuter les corticoïdes sans bilan des diagnostics différentiels",
        "Ne pas demander les statines et les antécédents de cancer",
        "Oublier la prévention de l'ostéoporose sous corticoïdes",
        "Ne pas expliquer les signes d'alerte qui imposent de consulter en urgence",
      ],
    },
  ],
  keyPoints: [
    "Raideur matinale prolongée et réveils nocturnes : horaire inflammatoire",
    "Après 50 ans, douleurs des ceintures et syndrome inflammatoire : pseudopolyarthrite rhizomélique",
    "Rechercher systématiquement les signes céphaliques et visuels de maladie de Horton",
    "Écarter polyarthrite rhumatoïde, néoplasie, myélome, statines et hypothyroïdie",
    "Corticoïdes à faible dose, décroissance lente, prévention de l'ostéoporose",
  ],
  sources: [
    "Collège français des enseignants en rhumatologie (COFER), Rhumatologie, référentiel pour la préparation de l'EDN (Elsevier Masson).",
    "Dejaco C et al., 2015 Recommendations for the management of polymyalgia rheumatica (EULAR/ACR), Annals of the Rheumatic Diseases 2015.",
    "Dasgupta B et al., 2012 Provisional classification criteria for polymyalgia rheumatica (EULAR/ACR), Annals of the Rheumatic Diseases 2012.",
    "HAS, PNDS « Artérite à cellules géantes (maladie de Horton) », centre de référence et filière FAI²R (2017).",
  ],
};
