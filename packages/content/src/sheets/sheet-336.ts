import type { RevisionSheetInput } from "./schema";

export const sheet336: RevisionSheetInput = {
  id: 336,
  title: "Exposition accidentelle aux liquides biologiques",
  caseId: "station-036",
  summary:
    "Un accident d'exposition au sang ou aux liquides biologiques est une urgence : soins locaux immédiats sans faire saigner, évaluation du risque (gravité de l'exposition et statut de la source), traitement post-exposition contre le VIH si le risque est important, idéalement dans les 4 heures, déclaration d'accident du travail et suivi sérologique.",
  sections: [
    {
      kind: "definition",
      title: "Définition",
      items: [
        "Contact avec du sang ou un liquide biologique contenant du sang, par effraction cutanée ou projection sur muqueuse ou peau lésée",
        "Accident d'exposition professionnel (piqûre, coupure, projection) ou sexuel",
        "Risques viraux principaux : VIH, virus de l'hépatite B, virus de l'hépatite C",
        "Risque après piqûre d'une source VIH non traitée : environ 0,3 %, plus élevé si piqûre profonde par aiguille creuse",
        "Risque après piqûre : VHB jusqu'à 30 % chez un non-immunisé, VHC environ 0,5 à 2 %",
        "Urgence médicale : chaque hôpital dispose d'un circuit et de référents AES",
      ],
    },
    {
      kind: "causes",
      title: "Étiologies",
      items: [
        "Piqûre par aiguille creuse après prélèvement veineux ou artériel, recapuchonnage",
        "Élimination tardive ou inadaptée des objets piquants, collecteur trop plein",
        "Coupure par bistouri ou matériel chirurgical",
        "Projection de sang ou de liquide biologique sur les yeux ou la bouche",
        "Contact sur une peau lésée (plaie, eczéma)",
        "Exposition sexuelle non protégée ou partage de matériel d'injection",
      ],
    },
    {
      kind: "red_flags",
      title: "Drapeaux rouges et signes de gravité",
      items: [
        "Piqûre profonde, aiguille creuse, dispositif intravasculaire, sang visible",
        "Source infectée par le VIH avec charge virale détectable ou inconnue",
        "Source de statut inconnu appartenant à un groupe à forte prévalence",
        "Victime non vaccinée ou non répondeuse contre l'hépatite B",
        "Délai depuis l'exposition : au-delà de 48 heures, le traitement post-exposition n'est plus indiqué",
        "Grossesse ou allaitement chez la victime",
      ],
    },
    {
      kind: "history",
      title: "Interrogatoire",
      items: [
        "Heure et circonstances exactes de l'accident, type de matériel, profondeur, port de gants",
        "Soins déjà réalisés : lavage, antiseptique, temps de contact",
        "Statut de la source : VIH, charge virale, traitement, résistances, VHB, VHC",
        "Statut de la victime : vaccination contre l'hépatite B et taux d'anti-HBs, sérologies antérieures",
        "Grossesse possible, contraception, allaitement, traitements en cours et interactions",
        "Partenaire sexuel, retentissement psychologique",
      ],
    },
    {
      kind: "examination",
      title: "Examen clinique",
      items: [
        "Inspection de la plaie : siège, profondeur, saignement",
        "Recherche de lésions cutanées préexistantes aux mains",
        "Examen oculaire ou muqueux en cas de projection",
        "Évaluation de l'anxiété et du retentissement psychologique",
        "Recherche d'une contre-indication ou d'une interaction pour le traitement",
      ],
    },
    {
      kind: "tests",
      title: "Examens complémentaires de première intention",
      items: [
        "Source, avec son accord : sérologie VIH ou charge virale, Ag HBs, sérologie VHC et ARN VHC si positive",
        "Victime à J0 : sérologies VIH, VHB avec anti-HBs, VHC, transaminases",
        "Avant traitement : créatinine, transaminases, test de grossesse",
        "Suivi VIH à 6 semaines et 3 mois en cas de traitement post-exposition",
        "Suivi VHC (ARN puis sérologie) si la source est infectée ou de statut inconnu",
      ],
    },
    {
      kind: "management",
      title: "Prise en charge initiale et orientation",
      items: [
        "Ne pas faire saigner, nettoyer à l'eau et au savon, rincer",
        "Antiseptique : Dakin ou eau de Javel diluée (à défaut povidone iodée ou alcool à 70°), au moins 5 minutes",
        "Projection muqueuse : rinçage abondant au sérum physiologique ou à l'eau pendant 5 minutes",
        "Traitement post-exposition par trithérapie si risque important, idéalement avant 4 heures, au plus tard 48 heures",
        "Durée de 28 jours, réévaluation par un référent à 48–96 heures",
        "Hépatite B : sérovaccination si la victime n'est pas protégée",
        "Déclaration d'accident du travail dans les 48 heures, certificat médical initial, médecine du travail",
        "Préservatif et pas de don du sang jusqu'à la fin du suivi",
      ],
    },
    {
      kind: "pitfalls",
      title: "Pièges à l'ECOS",
      items: [
        "Faire saigner ou presser la plaie",
        "Retarder le traitement post-exposition dans l'attente des résultats de la source",
        "Oublier le statut vaccinal contre l'hépatite B et le taux d'anti-HBs",
        "Oublier le test de grossesse et la contraception",
        "Oublier la déclaration d'accident du travail",
        "Tester le patient source sans l'informer ni recueillir son accord",
      ],
    },
  ],
  keyPoints: [
    "Ne pas faire saigner, laver, désinfecter au moins 5 minutes",
    "Risque évalué sur la gravité de l'exposition et le statut de la source",
    "Traitement post-exposition au plus tôt, idéalement avant 4 heures, pendant 28 jours",
    "Vérifier la protection contre l'hépatite B",
    "Déclaration d'accident du travail, suivi sérologique, préservatif, pas de don du sang",
  ],
  sources: [
    "Instruction interministérielle n° DGS/SP2/PP2/DGOS/PF2/DSS/1C/DGT/CT2/2019/45 du 25 février 2019 relative aux recommandations de prise en charge des accidents d'exposition au sang et aux liquides biologiques (AES) survenant dans un environnement professionnel et des accidents d'exposition sexuelle.",
    "CNS et ANRS, Rapport d'experts (rapport Morlat), « Prise en charge des accidents d'exposition sexuelle et au sang chez l'adulte et l'enfant », 2017.",
    "INRS, dossier « Accidents exposant au sang (AES) » ; GERES, recommandations de prévention des AES.",
  ],
};
