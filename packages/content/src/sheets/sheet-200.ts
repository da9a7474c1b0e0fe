import type { RevisionSheetInput } from "./schema";

export const sheet200: RevisionSheetInput = {
  id: 200,
  title: "Dyscalcémie",
  caseId: "station-037",
  summary:
    "Une calcémie anormale se confirme d'abord (calcémie corrigée par l'albumine ou calcium ionisé), puis s'évalue en gravité (ECG, signes cliniques) et s'oriente par le dosage de la PTH : une hypercalcémie avec PTH non freinée est une hyperparathyroïdie primaire, une PTH effondrée fait rechercher un cancer ou un myélome.",
  sections: [
    {
      kind: "definition",
      title: "Définition",
      items: [
        "Hypercalcémie : calcémie corrigée supérieure à 2,60 mmol/L, ou calcium ionisé supérieur à 1,32 mmol/L",
        "Hypocalcémie : calcémie corrigée inférieure à 2,20 mmol/L, ou calcium ionisé inférieur à 1,15 mmol/L",
        "Calcémie corrigée = calcémie totale + 0,025 × (40 − albumine en g/L), en mmol/L",
        "Hypercalcémie sévère au-delà de 3,50 mmol/L ou mal tolérée : urgence",
        "La PTH s'interprète toujours avec la calcémie mesurée le même jour",
      ],
    },
    {
      kind: "causes",
      title: "Étiologies",
      items: [
        "PTH-dépendante : hyperparathyroïdie primaire, le plus souvent par adénome unique",
        "PTH-dépendante : hyperparathyroïdie tertiaire, lithium, hypercalcémie hypocalciurique familiale bénigne",
        "PTH effondrée : métastases osseuses, myélome, sécrétion de PTHrP par un cancer",
        "PTH effondrée : granulomatoses, intoxication à la vitamine D, immobilisation, hyperthyroïdie",
        "Médicaments : diurétiques thiazidiques, calcium et vitamine D, vitamine A",
        "Hypocalcémie : carence en vitamine D, hypoparathyroïdie post-chirurgicale, hypomagnésémie, insuffisance rénale",
      ],
    },
    {
      kind: "red_flags",
      title: "Drapeaux rouges et signes de gravité",
      items: [
        "Calcémie corrigée supérieure à 3,50 mmol/L",
        "Troubles de conscience, confusion, somnolence, coma",
        "Déshydratation, vomissements, insuffisance rénale aiguë",
        "QT court, troubles du rythme ou de conduction à l'ECG",
        "Altération de l'état général, douleurs osseuses : cause maligne à rechercher",
        "Hypocalcémie : tétanie, laryngospasme, convulsions, QT long",
      ],
    },
    {
      kind: "history",
      title: "Interrogatoire",
      items: [
        "Signes d'hypercalcémie : soif, polyurie, constipation, nausées, asthénie, troubles de l'humeur",
        "Antécédents de lithiase urinaire, de fracture de fragilité, de pancréatite",
        "Médicaments : thiazidique, lithium, vitamine D, calcium, vitamine A",
        "Signes d'un cancer ou d'un myélome : amaigrissement, douleurs osseuses, tabac",
        "Antécédents familiaux d'hypercalcémie ou de néoplasie endocrinienne multiple",
        "Alimentation, apports calciques, exposition solaire",
      ],
    },
    {
      kind: "examination",
      title: "Examen clinique",
      items: [
        "Pression artérielle, fréquence cardiaque, état d'hydratation, poids",
        "Vigilance et examen neurologique",
        "Palpation cervicale, le plus souvent normale dans l'hyperparathyroïdie",
        "Recherche d'une tumeur : seins, thyroïde, poumons, adénopathies, prostate",
        "Douleurs osseuses à la palpation, déformations rachidiennes",
        "Hypocalcémie : signes de Chvostek et de Trousseau",
      ],
    },
    {
      kind: "tests",
      title: "Examens complémentaires de première intention",
      items: [
        "Calcémie avec albumine ou calcium ionisé, phosphatémie, créatinine, magnésémie",
        "PTH intacte, 25-OH vitamine D, calciurie des 24 heures",
        "ECG systématique à la recherche d'un QT court",
        "PTH basse : électrophorèse des protéines, PTHrP, imagerie à la recherche d'un cancer",
        "Hyperparathyroïdie primaire : échographie rénale et ostéodensitométrie aux trois sites",
        "Localisation avant chirurgie : échographie cervicale et scintigraphie au sestamibi ou TEP à la fluorocholine",
      ],
    },
    {
      kind: "management",
      title: "Prise en charge initiale et orientation",
      items: [
        "Hypercalcémie sévère : hospitalisation, réhydratation intraveineuse au sérum salé, bisphosphonate intraveineux",
        "Arrêter les médicaments hypercalcémiants, dont les diurétiques thiazidiques et le calcium",
        "Hyperparathyroïdie primaire : hydratation abondante, apports calciques normaux, correction prudente de la vitamine D",
        "Parathyroïdectomie si symptômes, lithiase, ostéoporose, calcémie élevée, DFG bas ou âge inférieur à 50 ans",
        "Avis endocrinologique et chirurgien entraîné à la chirurgie endocrinienne",
        "Patient non opéré : surveillance annuelle de la calcémie, de la fonction rénale et de la densité osseuse",
        "Cinacalcet ou bisphosphonate si chirurgie impossible",
      ],
    },
    {
      kind: "pitfalls",
      title: "Pièges à l'ECOS",
      items: [
        "Interpréter une calcémie totale sans la corriger par l'albumine",
        "Croire qu'une PTH normale exclut l'hyperparathyroïdie primaire",
        "Demander l'imagerie cervicale pour faire le diagnostic, qui est biologique",
        "Oublier l'ECG devant une hypercalcémie",
        "Oublier de rechercher un thiazidique ou du lithium",
        "Méconnaître une hypercalcémie hypocalciurique familiale faute de calciurie",
      ],
    },
  ],
  keyPoints: [
    "Toujours corriger la calcémie par l'albumine ou doser le calcium ionisé",
    "Hypercalcémie : ECG, signes de gravité, puis PTH",
    "PTH non freinée avec hypophosphatémie et hypercalciurie : hyperparathyroïdie primaire",
    "Le diagnostic est biologique ; l'imagerie cervicale ne sert qu'à localiser avant chirurgie",
    "Parathyroïdectomie si forme symptomatique ou compliquée",
  ],
  sources: [
    "Collège des enseignants d'endocrinologie, diabète et maladies métaboliques (CEEDMM), Référentiel EDN : « Hypercalcémie ».",
    "Société française d'endocrinologie (SFE), Association francophone de chirurgie endocrinienne (AFCE) et Société française de médecine nucléaire (SFMN), Consensus sur l'hyperparathyroïdie primaire (2024).",
    "Bilezikian JP et al., Evaluation and management of primary hyperparathyroidism: Fifth International Workshop, J Bone Miner Res 2022.",
    "HAS, Rapport d'évaluation « Utilité clinique du dosage de la vitamine D » (2013).",
  ],
};
