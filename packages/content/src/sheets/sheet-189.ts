import type { RevisionSheetInput } from "./schema";

export const sheet189: RevisionSheetInput = {
  id: 189,
  title: "Analyse d'un examen cytobactériologique des urines (ECBU)",
  caseId: "station-049",
  summary:
    "Un ECBU se lit avec la clinique : leucocyturie, bactériurie comparée au seuil du germe, qualité du prélèvement, puis antibiogramme. Il ne se demande que devant une infection urinaire suspectée (sauf cystite simple) ou une bactériurie à dépister pendant la grossesse, et ne se traite jamais sans symptôme en dehors de la grossesse.",
  sections: [
    {
      kind: "definition",
      title: "Définition",
      items: [
        "Examen cytologique (leucocytes, hématies, cellules épithéliales) et bactériologique (Gram, culture, numération, antibiogramme) des urines",
        "Leucocyturie significative : au moins 10⁴/mL, soit 10/mm³",
        "Bactériurie significative chez un patient symptomatique : au moins 10³ UFC/mL pour E. coli et S. saprophyticus",
        "Seuil de 10⁴ UFC/mL pour les autres bactéries chez la femme, 10³ UFC/mL chez l'homme",
        "Colonisation (bactériurie asymptomatique) : bactérie sans symptôme, quel que soit le taux de leucocytes",
        "Grossesse : colonisation retenue à 10⁵ UFC/mL d'une seule espèce sur un prélèvement",
      ],
    },
    {
      kind: "causes",
      title: "Étiologies",
      items: [
        "Escherichia coli : premier germe des infections urinaires communautaires",
        "Autres entérobactéries : Proteus mirabilis, Klebsiella, Enterobacter",
        "Staphylococcus saprophyticus chez la femme jeune",
        "Entérocoque, Pseudomonas : infections associées aux soins, sonde, uropathie",
        "Leucocyturie sans germe : antibiotique préalable, tuberculose urinaire, urétrite, lithiase, néphropathie interstitielle",
        "Culture polymicrobienne avec cellules épithéliales : contamination, ECBU à refaire",
      ],
    },
    {
      kind: "red_flags",
      title: "Drapeaux rouges et signes de gravité",
      items: [
        "Sepsis ou choc septique : qSOFA, hypotension, marbrures, lactates élevés",
        "Obstacle sur les voies urinaires : urgence de drainage",
        "Grossesse : toute pyélonéphrite est hospitalisée ou encadrée par l'équipe obstétricale",
        "Contractions utérines ou anomalie du rythme cardiaque fœtal : menace d'accouchement prématuré",
        "Homme fébrile avec infection urinaire : prostatite jusqu'à preuve du contraire",
        "Bactérie multirésistante à l'antibiogramme : BLSE, résistance aux carbapénèmes",
      ],
    },
    {
      kind: "history",
      title: "Interrogatoire",
      items: [
        "Signes fonctionnels urinaires : brûlures, pollakiurie, impériosités, hématurie",
        "Fièvre, frissons, douleur lombaire : atteinte parenchymateuse",
        "Terrain : grossesse et terme, uropathie, immunodépression, insuffisance rénale, âge",
        "Allergie aux antibiotiques, en particulier aux β-lactamines",
        "Antibiotique récent ou pris avant le prélèvement, infections urinaires antérieures",
        "Chez la femme enceinte : contractions, pertes de liquide, mouvements du bébé",
      ],
    },
    {
      kind: "examination",
      title: "Examen clinique",
      items: [
        "Température, fréquence cardiaque, pression artérielle, fréquence respiratoire, conscience",
        "Percussion et palpation des fosses lombaires",
        "Palpation abdominale et recherche d'un globe vésical",
        "Grossesse : hauteur utérine, contractions, bruits du cœur fœtal",
        "Homme : toucher rectal doux à la recherche d'une prostate douloureuse",
        "Bandelette urinaire : leucocytes et nitrites, négative elle rend l'infection peu probable chez la femme",
      ],
    },
    {
      kind: "tests",
      title: "Examens complémentaires de première intention",
      items: [
        "ECBU au milieu du jet après toilette, avant toute antibiothérapie, acheminé rapidement",
        "Lire dans l'ordre : leucocyturie, hématurie, Gram, culture et numération, nombre d'espèces",
        "Antibiogramme : résistances aux pénicillines, aux C3G, recherche de BLSE, fluoroquinolones",
        "Pyélonéphrite : NFS, CRP, créatinine, hémocultures si gravité, doute diagnostique ou terrain à risque",
        "Échographie des voies urinaires dans les 24 heures si pyélonéphrite à risque de complication",
        "Uroscanner en dehors de la grossesse si forme grave ou évolution défavorable",
      ],
    },
    {
      kind: "management",
      title: "Prise en charge initiale et orientation",
      items: [
        "Pas d'ECBU ni de traitement d'une colonisation en dehors de la grossesse et d'un geste urologique",
        "Pyélonéphrite gravidique : hospitalisation et C3G parentérale probabiliste, ceftriaxone ou céfotaxime",
        "Relais oral après 48 heures d'apyrexie selon l'antibiogramme : amoxicilline, amoxicilline-acide clavulanique ou céfixime",
        "Durée totale de 10 à 14 jours pour une pyélonéphrite gravidique",
        "ECBU de contrôle 8 à 10 jours après l'arrêt puis tous les mois jusqu'à l'accouchement",
        "Avis et surveillance obstétricale : contractions, col, rythme cardiaque fœtal",
        "Colonisation gravidique : traitement adapté à l'antibiogramme (amoxicilline sept jours en première intention), puis ECBU mensuels",
        "Forme grave ou obstacle : aminoside associé, drainage urologique en urgence",
      ],
    },
    {
      kind: "pitfalls",
      title: "Pièges à l'ECOS",
      items: [
        "Interpréter la bactériurie sans le seuil propre au germe et au contexte",
        "Traiter une bactériurie asymptomatique en dehors de la grossesse",
        "Proposer une fluoroquinolone ou le cotrimoxazole en première intention chez la femme enceinte",
        "Choisir un relais par amoxicilline alors que la souche y est résistante",
        "Oublier l'échographie des voies urinaires et l'ECBU de contrôle",
        "Oublier la surveillance obstétricale et le risque d'accouchement prématuré",
        "Ne pas demander les allergies avant de prescrire une β-lactamine",
      ],
    },
  ],
  keyPoints: [
    "Leucocyturie significative au moins 10⁴/mL, bactériurie au moins 10³ UFC/mL pour E. coli",
    "Un ECBU se lit toujours avec la clinique et la qualité du prélèvement",
    "Pyélonéphrite gravidique : hospitalisation, échographie, C3G puis relais selon l'antibiogramme",
    "Traitement de 10 à 14 jours, ECBU 8 à 10 jours après puis chaque mois jusqu'à l'accouchement",
    "Colonisation urinaire : traitée seulement pendant la grossesse",
  ],
  sources: [
    "SPILF, Diagnostic et antibiothérapie des infections urinaires bactériennes communautaires de l'adulte (2015, actualisations 2017 et 2018), dont « Infections urinaires au cours de la grossesse ».",
    "HAS et SPILF, fiche mémo « Choix et durée de l'antibiothérapie : pyélonéphrite aiguë de la femme » (2016, mise à jour 2021).",
    "Collège des universitaires de maladies infectieuses et tropicales (CMIT), ECN.Pilly, référentiel du second cycle : « Infections urinaires de l'enfant et de l'adulte ».",
    "CNGOF, référentiel de gynécologie-obstétrique du second cycle : infections urinaires et grossesse.",
  ],
};
