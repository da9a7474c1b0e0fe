import type { RevisionSheetInput } from "./schema";

export const sheet167: RevisionSheetInput = {
  id: 167,
  title: "Toux",
  caseId: "station-040",
  summary:
    "Une toux aiguë est le plus souvent infectieuse et bénigne ; une toux chronique (plus de huit semaines) ou la modification de la toux habituelle d'un fumeur impose une radiographie thoracique et, devant le moindre signe d'alerte, d'éliminer un cancer bronchopulmonaire.",
  sections: [
    {
      kind: "definition",
      title: "Définition",
      items: [
        "Toux aiguë : moins de trois semaines ; subaiguë : trois à huit semaines ; chronique : plus de huit semaines",
        "Toux sèche ou productive : préciser l'aspect, la quantité et la couleur de l'expectoration",
        "Chez le fumeur, la modification d'une toux ancienne a la valeur d'une toux récente",
        "Hémoptysie : rejet de sang par la bouche lors d'un effort de toux, même sous forme de crachats striés",
        "Bronchite chronique : toux productive au moins trois mois par an, deux années de suite",
      ],
    },
    {
      kind: "causes",
      title: "Étiologies",
      items: [
        "Toux aiguë : infections virales des voies aériennes, coqueluche, pneumonie, inhalation d'un corps étranger",
        "Toux chronique à radiographie normale : rhinosinusite chronique, asthme, reflux gastro-œsophagien",
        "Causes médicamenteuses : inhibiteurs de l'enzyme de conversion, bêtabloquants",
        "Bronchite chronique et BPCO du fumeur, dilatations des bronches",
        "Cancer bronchopulmonaire, surtout chez le fumeur de plus de 40 ans",
        "Tuberculose pulmonaire : sujet à risque, fièvre, sueurs nocturnes, amaigrissement",
        "Pneumopathies interstitielles diffuses, insuffisance cardiaque gauche",
      ],
    },
    {
      kind: "red_flags",
      title: "Drapeaux rouges et signes de gravité",
      items: [
        "Hémoptysie, même minime ou isolée",
        "Altération de l'état général : amaigrissement involontaire, anorexie, asthénie",
        "Modification de la toux habituelle d'un fumeur ou ancien fumeur",
        "Dysphonie persistante, dyspnée progressive, wheezing localisé",
        "Douleur thoracique ou osseuse persistante, signes neurologiques",
        "Fièvre prolongée, sueurs nocturnes, contage tuberculeux",
        "Exposition professionnelle à l'amiante ou à d'autres cancérogènes",
      ],
    },
    {
      kind: "history",
      title: "Interrogatoire",
      items: [
        "Ancienneté, mode de début, horaire, caractère sec ou productif, modification récente",
        "Tabac quantifié en paquets-années, cannabis, exposition passive",
        "Expositions professionnelles : amiante, silice, métaux, métiers du bâtiment et de la métallurgie",
        "Hémoptysie, dyspnée, douleur thoracique, dysphonie, fièvre, sueurs",
        "Poids, appétit, fatigue : quantifier l'amaigrissement",
        "Traitements : inhibiteurs de l'enzyme de conversion, traitements déjà essayés",
        "Signes de reflux, de rhinite ou d'asthme, contage infectieux, voyages",
      ],
    },
    {
      kind: "examination",
      title: "Examen clinique",
      items: [
        "Poids et indice de masse corporelle, indice de performance de l'OMS",
        "Auscultation pulmonaire : sibilants, crépitants, wheezing localisé, syndrome pleural",
        "Hippocratisme digital, adénopathies sus-claviculaires",
        "Signes de compression : syndrome cave supérieur, syndrome de Claude Bernard-Horner, dysphonie",
        "Hépatomégalie, douleur osseuse, examen neurologique",
        "Examen ORL et recherche d'un reflux selon le contexte",
      ],
    },
    {
      kind: "tests",
      title: "Examens complémentaires de première intention",
      items: [
        "Radiographie thoracique de face devant toute toux chronique ou tout signe d'alerte",
        "Opacité suspecte : scanner thoracique injecté, étendu à l'abdomen supérieur",
        "Fibroscopie bronchique avec biopsies pour la preuve histologique, ou ponction sous scanner",
        "Bilan d'extension : TEP-scanner au 18-FDG, IRM cérébrale selon le stade",
        "Explorations fonctionnelles respiratoires avant tout traitement et pour la BPCO",
        "Examens bactériologiques des crachats à la recherche de mycobactéries si suspicion de tuberculose",
        "Radiographie normale sans signe d'alerte : test thérapeutique selon la cause suspectée",
      ],
    },
    {
      kind: "management",
      title: "Prise en charge initiale et orientation",
      items: [
        "Opacité suspecte chez un fumeur : avis pneumologique rapide, parcours de diagnostic accéléré",
        "Décision thérapeutique en réunion de concertation pluridisciplinaire selon l'histologie et le stade",
        "Dispositif d'annonce : consultation dédiée, plan personnalisé de soins, infirmière d'annonce",
        "Arrêt du tabac accompagné : substituts nicotiniques, tabacologue, varénicline",
        "Déclaration en maladie professionnelle si exposition à l'amiante",
        "Demande de prise en charge à 100 % en affection de longue durée",
        "Toux sans signe d'alerte : traiter la cause, arrêter un inhibiteur de l'enzyme de conversion",
      ],
    },
    {
      kind: "pitfalls",
      title: "Pièges à l'ECOS",
      items: [
        "Attribuer au tabac la modification de la toux d'un fumeur",
        "Ne pas rechercher une hémoptysie minime, que le patient n'évoque pas spontanément",
        "Oublier l'exposition professionnelle à l'amiante",
        "Annoncer un cancer comme certain avant la preuve histologique",
        "Multiplier les antibiotiques sans radiographie thoracique",
        "Oublier de proposer l'arrêt du tabac",
      ],
    },
  ],
  keyPoints: [
    "Toux modifiée chez un fumeur de plus de 40 ans : radiographie thoracique",
    "Hémoptysie ou amaigrissement : cancer bronchopulmonaire à éliminer",
    "Opacité suspecte : scanner injecté, fibroscopie avec biopsies, bilan d'extension",
    "Traitement décidé en RCP, annonce dans le cadre du dispositif d'annonce",
    "Quantifier le tabac, rechercher l'amiante et accompagner l'arrêt du tabac",
  ],
  sources: [
    "Collège des enseignants de pneumologie (CEP), référentiel de pneumologie du second cycle (EDN) : « Toux chez l'enfant et chez l'adulte » et « Tumeurs du poumon, primitives et secondaires ».",
    "Société de pneumologie de langue française (SPLF), Recommandations pour le diagnostic et la prise en charge de la toux chronique de l'adulte, Rev Mal Respir 2006.",
    "HAS, INCa, Guide affection de longue durée n° 30 « Cancer bronchopulmonaire et mésothéliome pleural malin » (2009).",
    "HAS, Recommandation de bonne pratique « Arrêt de la consommation de tabac : du dépistage individuel au maintien de l'abstinence en premier recours » (2014).",
  ],
};
