import type { RevisionSheetInput } from "./schema";

export const sheet47: RevisionSheetInput = {
  id: 47,
  title: "Ictère",
  caseId: "station-050",
  summary:
    "Devant un ictère, l'interrogatoire distingue un ictère à bilirubine libre d'une cholestase (urines foncées, selles décolorées, prurit), puis oriente entre cause hépatique et obstacle biliaire : un ictère progressif indolore avec amaigrissement fait craindre un cancer de la tête du pancréas, une triade de Charcot une angiocholite.",
  sections: [
    {
      kind: "definition",
      title: "Définition",
      items: [
        "Ictère : coloration jaune des téguments et des conjonctives par excès de bilirubine",
        "Ictère visible au-delà de 40 à 50 µmol/L de bilirubine, d'abord aux conjonctives",
        "Ictère à bilirubine libre : hémolyse, syndrome de Gilbert ; urines et selles de couleur normale",
        "Ictère à bilirubine conjuguée : cholestase, urines foncées, selles décolorées, prurit",
        "Cholestase intra-hépatique ou extra-hépatique par obstacle sur les voies biliaires",
      ],
    },
    {
      kind: "causes",
      title: "Étiologies",
      items: [
        "Obstacle tumoral : cancer de la tête du pancréas, cholangiocarcinome, ampullome, compression ganglionnaire",
        "Obstacle lithiasique : lithiase de la voie biliaire principale, angiocholite",
        "Pancréatite chronique calcifiante, sténose biliaire bénigne",
        "Hépatites aiguës virales A, B, C, E, médicamenteuses, alcooliques, auto-immunes",
        "Cirrhose décompensée, carcinome hépatocellulaire, métastases hépatiques",
        "Cholestases intra-hépatiques : cholangite biliaire primitive, cholangite sclérosante, médicaments",
        "Bilirubine libre : hémolyse, syndrome de Gilbert",
      ],
    },
    {
      kind: "red_flags",
      title: "Drapeaux rouges et signes de gravité",
      items: [
        "Triade de Charcot : douleur, fièvre avec frissons, puis ictère, angiocholite à traiter en urgence",
        "Choc septique, confusion, insuffisance rénale associés à l'ictère",
        "Insuffisance hépatocellulaire : taux de prothrombine bas, encéphalopathie",
        "Ictère progressif indolore avec amaigrissement, chez un sujet âgé",
        "Diabète récent après 50 ans associé à un ictère ou un amaigrissement",
        "Grosse vésicule palpable indolore (signe de Courvoisier-Terrier)",
      ],
    },
    {
      kind: "history",
      title: "Interrogatoire",
      items: [
        "Date de début, mode d'installation progressif ou brutal, évolution",
        "Couleur des urines et des selles, prurit",
        "Douleur de type colique hépatique, fièvre et frissons",
        "Altération de l'état général : amaigrissement chiffré, anorexie, asthénie",
        "Diabète récent, antécédents biliaires, pancréatite, chirurgie biliaire",
        "Alcool et tabac quantifiés",
        "Médicaments, automédication, phytothérapie, introduits dans les trois derniers mois",
        "Risque viral : voyages, coquillages, drogues, transfusion, rapports non protégés, vaccinations",
        "Antécédents familiaux de cancers digestifs et de maladies du foie",
      ],
    },
    {
      kind: "examination",
      title: "Examen clinique",
      items: [
        "Intensité de l'ictère, lésions de grattage",
        "Grosse vésicule palpable, hépatomégalie, masse épigastrique",
        "Signes d'insuffisance hépatocellulaire et d'hypertension portale",
        "Ganglion de Troisier, ascite, état nutritionnel et poids",
        "Température, pression artérielle, signes de sepsis",
      ],
    },
    {
      kind: "tests",
      title: "Examens complémentaires de première intention",
      items: [
        "Bilirubine libre et conjuguée, phosphatases alcalines, gamma-GT, transaminases",
        "Lipase, hémogramme, taux de prothrombine, facteur V, créatinine, glycémie",
        "Échographie abdominale : dilatation des voies biliaires, lithiase, masse",
        "Scanner thoraco-abdomino-pelvien injecté : tumeur du pancréas, extension, résécabilité",
        "Écho-endoscopie avec biopsie si masse pancréatique ; bili-IRM pour une lithiase",
        "CA 19-9 : ni diagnostic ni dépistage, utile au pronostic et au suivi",
        "Sérologies virales et bilan d'hépatopathie si les voies biliaires ne sont pas dilatées",
      ],
    },
    {
      kind: "management",
      title: "Prise en charge initiale et orientation",
      items: [
        "Angiocholite : hospitalisation, hémocultures, antibiothérapie, drainage biliaire endoscopique urgent",
        "Suspicion de cancer du pancréas : bilan rapide et réunion de concertation pluridisciplinaire",
        "Tumeur résécable : chirurgie (duodénopancréatectomie céphalique) et chimiothérapie adjuvante",
        "Drainage biliaire par prothèse endoscopique si ictère et traitement différé",
        "Traitement symptomatique du prurit, prise en charge nutritionnelle et du diabète",
        "Annonce progressive, avec prudence, dans le cadre du dispositif d'annonce",
        "Arrêt d'un médicament suspect en cas d'hépatite ou de cholestase médicamenteuse",
      ],
    },
    {
      kind: "pitfalls",
      title: "Pièges à l'ECOS",
      items: [
        "Oublier de demander la couleur des urines et des selles",
        "Attribuer l'ictère à l'alcool sans rechercher un obstacle",
        "Ne pas relier un diabète récent à une pathologie pancréatique",
        "Demander le CA 19-9 comme examen diagnostique",
        "Annoncer un cancer avant toute preuve, ou au contraire rassurer à tort",
        "Oublier de rechercher la fièvre et les frissons d'une angiocholite",
      ],
    },
  ],
  keyPoints: [
    "Urines foncées, selles décolorées, prurit : ictère cholestatique à bilirubine conjuguée",
    "L'échographie abdominale cherche d'abord une dilatation des voies biliaires",
    "Ictère indolore progressif avec amaigrissement : cancer de la tête du pancréas à éliminer",
    "Triade de Charcot : angiocholite, urgence médicale et endoscopique",
    "Le CA 19-9 ne fait pas le diagnostic",
  ],
  sources: [
    "Collège des universitaires en hépato-gastro-entérologie (CDU-HGE), Hépato-gastro-entérologie et chirurgie digestive, référentiel pour la préparation des EDN : ictère, tumeurs du pancréas.",
    "Thésaurus national de cancérologie digestive (TNCD), chapitre « Cancer du pancréas », SNFGE, version en vigueur.",
    "Haute Autorité de santé (HAS) et Institut national du cancer (INCa), guide affection de longue durée « Cancer du pancréas », 2010.",
  ],
};
