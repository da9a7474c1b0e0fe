import type { RevisionSheetInput } from "./schema";

export const sheet84: RevisionSheetInput = {
  id: 84,
  title: "Lésion cutanée/« grain de beauté »",
  caseId: "station-044",
  summary:
    "Devant un « grain de beauté » qui inquiète, l'interrogatoire recherche une évolution et les facteurs de risque ; toute lésion pigmentée suspecte (règle ABCDE, « vilain petit canard ») est adressée rapidement au dermatologue pour dermoscopie et exérèse complète avec analyse histologique.",
  sections: [
    {
      kind: "definition",
      title: "Définition",
      items: [
        "Nævus : prolifération bénigne de mélanocytes, acquise ou congénitale",
        "Mélanome : tumeur maligne des mélanocytes, de novo le plus souvent, parfois sur un nævus",
        "Règle ABCDE : asymétrie, bords irréguliers, couleur hétérogène, diamètre supérieur à 6 mm, évolution",
        "Signe du « vilain petit canard » : lésion différente des autres nævus du patient",
        "Le pronostic dépend de l'épaisseur tumorale (indice de Breslow) et de l'ulcération",
        "Près de 18 000 nouveaux cas de mélanome par an en France (estimation 2023)",
      ],
    },
    {
      kind: "causes",
      title: "Étiologies",
      items: [
        "Mélanome : à extension superficielle, nodulaire, de Dubreuilh, acral lentigineux",
        "Nævus commun ou nævus atypique (dysplasique)",
        "Kératose séborrhéique pigmentée, souvent multiple après 50 ans",
        "Carcinome basocellulaire pigmenté",
        "Angiome thrombosé, histiocytofibrome (dermatofibrome)",
        "Lentigo solaire, éphélides",
      ],
    },
    {
      kind: "red_flags",
      title: "Drapeaux rouges et signes de gravité",
      items: [
        "Lésion qui change de taille, de forme, de couleur ou d'épaisseur",
        "Asymétrie, bords irréguliers, couleurs multiples, diamètre supérieur à 6 mm",
        "Saignement spontané, ulcération, prurit persistant d'une lésion pigmentée",
        "Lésion nodulaire d'apparition rapide, même peu pigmentée",
        "Lésion différente des autres nævus du patient",
        "Adénopathie dans le territoire de drainage, altération de l'état général",
      ],
    },
    {
      kind: "history",
      title: "Interrogatoire",
      items: [
        "Ancienneté de la lésion, date et nature du changement, témoin du changement",
        "Symptômes : prurit, saignement, ulcération",
        "Antécédents personnels de mélanome ou de carcinome cutané, lésions déjà enlevées",
        "Antécédents familiaux de mélanome au premier degré",
        "Phototype : peau claire, cheveux roux ou blonds, éphélides, coups de soleil faciles",
        "Expositions solaires : coups de soleil de l'enfance, loisirs, travail en extérieur, cabines UV",
        "Nombre de nævus, nævus atypiques, autres lésions qui changent",
        "Immunodépression : greffe, traitement immunosuppresseur",
      ],
    },
    {
      kind: "examination",
      title: "Examen clinique",
      items: [
        "Examen de tout le revêtement cutané, cuir chevelu, plantes, ongles et muqueuses compris",
        "Description de la lésion selon la règle ABCDE, mesure et photographie",
        "Recherche d'une lésion différente des autres",
        "Palpation des aires ganglionnaires de drainage",
        "Dermoscopie par le dermatologue",
      ],
    },
    {
      kind: "tests",
      title: "Examens complémentaires de première intention",
      items: [
        "Dermoscopie et cartographie des nævus chez le dermatologue",
        "Exérèse complète avec marges étroites et examen anatomopathologique",
        "Indice de Breslow, ulcération et index mitotique sur la pièce",
        "Reprise chirurgicale et bilan d'extension selon l'épaisseur",
        "Ganglion sentinelle discuté au-delà d'un millimètre d'épaisseur",
      ],
    },
    {
      kind: "management",
      title: "Prise en charge initiale et orientation",
      items: [
        "Lésion suspecte : avis dermatologique rapide par contact direct, en quelques jours à deux semaines",
        "Jamais de destruction sans analyse : ni laser, ni azote, ni biopsie partielle",
        "Mélanome confirmé : réunion de concertation pluridisciplinaire, reprise avec marges selon Breslow",
        "Photoprotection : éviter les expositions et les cabines UV, vêtements, crème solaire",
        "Autoexamen de la peau et surveillance dermatologique régulière",
        "Examen des apparentés au premier degré",
      ],
    },
    {
      kind: "pitfalls",
      title: "Pièges à l'ECOS",
      items: [
        "Rassurer sans avis spécialisé devant une lésion qui évolue",
        "Oublier les facteurs de risque : phototype, coups de soleil, nombreux nævus, antécédents familiaux",
        "Proposer une surveillance simple ou une destruction sans histologie",
        "Oublier d'examiner tout le revêtement cutané",
        "Oublier les conseils de photoprotection et d'autosurveillance",
      ],
    },
  ],
  keyPoints: [
    "Toute lésion pigmentée qui évolue est suspecte de mélanome",
    "Règle ABCDE et signe du vilain petit canard",
    "Avis dermatologique rapide avec dermoscopie",
    "Exérèse complète et analyse histologique, jamais de destruction",
    "Photoprotection, autoexamen et dépistage des apparentés",
  ],
  sources: [
    "Haute Autorité de santé (HAS), « Stratégie de diagnostic précoce du mélanome », 2006.",
    "HAS et Institut national du cancer (INCa), guide du parcours de soins « Mélanome cutané », 2012.",
    "Institut national du cancer (INCa), « Détection précoce des cancers de la peau », outils pour le médecin généraliste.",
    "Collège des enseignants en dermatologie de France (CEDEF), référentiel du second cycle (EDN), item « Tumeurs cutanées ».",
  ],
};
