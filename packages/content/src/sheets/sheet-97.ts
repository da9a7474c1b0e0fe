import type { RevisionSheetInput } from "./schema";

export const sheet97: RevisionSheetInput = {
  id: 97,
  title: "Rétention aiguë d'urines",
  caseId: "station-038",
  summary:
    "La rétention aiguë d'urines est l'impossibilité brutale et douloureuse d'uriner malgré une vessie pleine : c'est une urgence de drainage (sondage urétral ou cathéter sus-pubien), puis de recherche de la cause et du facteur déclenchant.",
  sections: [
    {
      kind: "definition",
      title: "Définition",
      items: [
        "Impossibilité totale et brutale d'uriner malgré un besoin pressant, avec globe vésical douloureux",
        "Globe : voussure sus-pubienne tendue, mate, convexe vers le haut, douloureuse à la palpation",
        "Confirmation par l'échographie vésicale (bladder scanner) au moindre doute",
        "À distinguer de l'anurie : vessie vide, urgence néphrologique",
        "Rétention chronique : résidu post-mictionnel important, souvent indolore, avec mictions par regorgement",
        "Urgence fréquente chez l'homme de plus de 60 ans",
      ],
    },
    {
      kind: "causes",
      title: "Étiologies",
      items: [
        "Obstacle prostatique : hypertrophie bénigne de la prostate, cancer de la prostate, prostatite aiguë",
        "Obstacle urétral : sténose de l'urètre, caillotage sur hématurie, calcul enclavé",
        "Causes neurologiques : compression médullaire, syndrome de la queue de cheval, neuropathie diabétique",
        "Médicaments : anticholinergiques, vasoconstricteurs (pseudoéphédrine), opiacés, psychotropes, antihistaminiques",
        "Facteurs favorisants : fécalome, alitement, période postopératoire, anesthésie, alcool, froid",
        "Chez la femme : prolapsus, cause neurologique, masse pelvienne",
      ],
    },
    {
      kind: "red_flags",
      title: "Drapeaux rouges et signes de gravité",
      items: [
        "Fièvre ou frissons : prostatite aiguë, le drainage se fait alors par cathéter sus-pubien",
        "Déficit des membres inférieurs, anesthésie en selle, perte du tonus anal : compression médullaire",
        "Urétrorragie après traumatisme du bassin : rupture de l'urètre, sondage urétral contre-indiqué",
        "Insuffisance rénale aiguë obstructive, dilatation des cavités rénales",
        "Hématurie avec caillots : sonde à double courant et lavage vésical",
        "Confusion chez le sujet âgé révélant un globe",
      ],
    },
    {
      kind: "history",
      title: "Interrogatoire",
      items: [
        "Heure de la dernière miction, douleur, besoin pressant",
        "Troubles mictionnels antérieurs : dysurie, pollakiurie nocturne, jet faible, gouttes retardataires",
        "Médicaments et automédication récents : vasoconstricteurs, anticholinergiques, opiacés, psychotropes",
        "Fièvre, frissons, brûlures mictionnelles, hématurie",
        "Transit : constipation, fécalome",
        "Antécédents urologiques : chirurgie, sténose urétrale, sondages, traumatisme",
        "Signes neurologiques, anticoagulants, allergies à l'antiseptique ou au latex",
      ],
    },
    {
      kind: "examination",
      title: "Examen clinique",
      items: [
        "Palpation et percussion de l'hypogastre : globe vésical",
        "Température, pression artérielle, fréquence cardiaque",
        "Toucher rectal : volume et consistance de la prostate, douleur, fécalome, tonus anal",
        "Examen neurologique des membres inférieurs, sensibilité du périnée, réflexes",
        "Examen des organes génitaux externes : méat, phimosis, signes de traumatisme",
        "Fosses lombaires : recherche d'une douleur ou d'un contact lombaire",
      ],
    },
    {
      kind: "tests",
      title: "Examens complémentaires de première intention",
      items: [
        "Bladder scanner : volume vésical, confirmation de la rétention",
        "Créatinine et ionogramme sanguin : insuffisance rénale obstructive",
        "ECBU sur les urines recueillies par la sonde si fièvre ou signes urinaires",
        "Échographie rénale si insuffisance rénale : dilatation des cavités",
        "Le dosage du PSA est différé, faussement élevé après rétention ou sondage",
        "IRM médullaire en urgence si signes neurologiques",
      ],
    },
    {
      kind: "management",
      title: "Prise en charge initiale et orientation",
      items: [
        "Drainage en urgence : sondage urétral ou cathéter sus-pubien, après information et consentement",
        "Sondage urétral aseptique : toilette, antisepsie des muqueuses, gants stériles, gel lidocaïne, sonde Ch 14 à 18",
        "Ballonnet gonflé seulement après le reflux d'urine, système clos, recalottage systématique",
        "Cathéter sus-pubien si prostatite aiguë, traumatisme ou sténose urétrale, échec du sondage",
        "Cathéter sus-pubien contre-indiqué si anticoagulant, trouble de l'hémostase, tumeur de vessie ou globe non palpable",
        "Vidange complète sans clampage ; surveiller hématurie a vacuo et syndrome de levée d'obstacle",
        "Arrêt du médicament déclenchant, alpha-bloquant, épreuve de désondage à 48-72 heures",
        "Consultation d'urologie : bilan de la cause, chirurgie de la prostate si récidive",
      ],
    },
    {
      kind: "pitfalls",
      title: "Pièges à l'ECOS",
      items: [
        "Oublier de demander la fièvre avant de sonder par l'urètre",
        "Oublier l'automédication, en particulier les vasoconstricteurs contre le rhume",
        "Utiliser un antiseptique alcoolique sur une muqueuse",
        "Gonfler le ballonnet avant le reflux d'urine",
        "Forcer sur une résistance au lieu de s'arrêter et demander de l'aide",
        "Oublier de recalotter le gland : paraphimosis",
        "Ouvrir le système clos pour vider la vessie",
      ],
    },
  ],
  keyPoints: [
    "Globe douloureux sans miction : drainage vésical en urgence, après information et consentement",
    "Fièvre ou traumatisme urétral : cathéter sus-pubien plutôt que sonde urétrale",
    "Asepsie stricte, antiseptique pour muqueuses, ballonnet après le reflux d'urine, système clos, recalottage",
    "Rechercher le facteur déclenchant : médicaments, fécalome, infection, cause neurologique",
    "Alpha-bloquant et épreuve de désondage à 48-72 heures, suivi urologique",
  ],
  sources: [
    "SPILF, AFU, SF2H — Révision des recommandations de bonne pratique pour la prise en charge et la prévention des infections urinaires associées aux soins (IUAS) de l'adulte, 2015.",
    "Association française d'urologie (AFU), Comité des troubles mictionnels de l'homme (CTMH) — « Bilan initial, suivi et traitement des troubles mictionnels en rapport avec hyperplasie bénigne de prostate », Prog Urol 2012 ; Descazeaud A et al., « Prise en charge de l'obstacle sous-vésical lié à une HBP chez les patients à terrain particulier et/ou ayant une complication », Prog Urol 2018.",
    "Collège français des urologues (CFU), Urologie, référentiel du second cycle (R2C, EDN) : item « Rétention aiguë d'urines ».",
    "SF2H, mai 2016 — « Antisepsie de la peau saine avant un geste invasif chez l'adulte ».",
  ],
};
