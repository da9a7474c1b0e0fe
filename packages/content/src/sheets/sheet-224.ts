import type { RevisionSheetInput } from "./schema";

export const sheet224: RevisionSheetInput = {
  id: 224,
  title: "Découverte d'une anomalie abdominale à l'examen d'imagerie médicale",
  caseId: "station-034",
  summary:
    "Une anomalie abdominale sur une imagerie s'interprète toujours avec la clinique : un pneumopéritoine chez un patient douloureux impose un avis chirurgical en urgence, alors qu'une anomalie découverte fortuitement chez un patient asymptomatique relève d'une démarche programmée et hiérarchisée.",
  sections: [
    {
      kind: "definition",
      title: "Définition",
      items: [
        "Anomalie abdominale vue sur une radiographie, une échographie, un scanner ou une IRM, attendue ou découverte fortuitement",
        "Pneumopéritoine : air libre dans la cavité péritonéale, croissant clair sous une ou deux coupoles sur un cliché debout",
        "Le pneumopéritoine signe la perforation d'un organe creux, sauf chirurgie abdominale ou cœlioscopie récente",
        "Incidentalome : lésion découverte sur un examen demandé pour une autre raison (surrénale, rein, foie, pancréas)",
        "Le scanner est bien plus sensible que la radiographie pour détecter l'air libre",
      ],
    },
    {
      kind: "causes",
      title: "Étiologies",
      items: [
        "Pneumopéritoine : perforation d'ulcère gastroduodénal, favorisée par les AINS, l'aspirine, Helicobacter pylori et le tabac",
        "Pneumopéritoine : perforation diverticulaire sigmoïdienne, perforation tumorale ou diastatique du côlon",
        "Pneumopéritoine iatrogène : après cœlioscopie, laparotomie, endoscopie ou dialyse péritonéale",
        "Autres urgences en imagerie : niveaux hydro-aériques d'occlusion, pneumatose pariétale d'ischémie, aérobilie",
        "Fausses images d'air libre : interposition colique entre foie et coupole, poche à air gastrique",
        "Incidentalomes fréquents : kyste biliaire du foie, angiome hépatique, kyste rénal, adénome surrénalien",
        "Incidentalomes à explorer : masse rénale solide, nodule surrénalien atypique, lésion kystique du pancréas",
      ],
    },
    {
      kind: "red_flags",
      title: "Drapeaux rouges et signes de gravité",
      items: [
        "Douleur abdominale brutale en coup de poignard, intense, d'horaire précis",
        "Contracture abdominale généralisée, ventre de bois, abdomen qui ne respire pas",
        "Signes de choc : tachycardie, hypotension, marbrures, oligurie",
        "Fièvre, frissons, aggravation depuis plusieurs heures : péritonite installée",
        "Terrain fragile : sujet âgé, corticoïdes, immunodépression, qui masquent la contracture",
        "Hémorragie digestive associée : hématémèse ou méléna",
      ],
    },
    {
      kind: "history",
      title: "Interrogatoire",
      items: [
        "Heure et mode de début de la douleur, siège initial, type, irradiation, évolution",
        "Prise d'anti-inflammatoires, d'aspirine ou de corticoïdes, y compris en automédication",
        "Antécédents de brûlures épigastriques, d'ulcère, d'infection à Helicobacter pylori",
        "Signes associés : vomissements, arrêt des matières et des gaz, fièvre, saignement digestif",
        "Chirurgie, cœlioscopie ou endoscopie récentes, qui expliquent un air libre résiduel",
        "Heure du dernier repas et traitements anticoagulants avant une anesthésie",
        "Tabac, alcool, antécédents cardiovasculaires pour les diagnostics différentiels",
      ],
    },
    {
      kind: "examination",
      title: "Examen clinique",
      items: [
        "Constantes : pression artérielle, fréquence cardiaque, température, fréquence respiratoire, diurèse",
        "Contracture généralisée permanente, douloureuse et invincible : péritonite",
        "Disparition de la matité préhépatique à la percussion en cas de pneumopéritoine abondant",
        "Toucher rectal douloureux, cri du Douglas",
        "Recherche de signes de choc septique ou hypovolémique",
        "Examen cardiovasculaire et pouls fémoraux devant toute douleur abdominale aiguë",
      ],
    },
    {
      kind: "tests",
      title: "Examens complémentaires de première intention",
      items: [
        "Radiographie thoracique de face debout, centrée sur les coupoles, si scanner non rapidement disponible",
        "Scanner abdomino-pelvien injecté : examen de référence, siège de la perforation, épanchement, diagnostics différentiels",
        "ECG et troponine pour écarter un infarctus inférieur à expression digestive",
        "Lipasémie pour écarter une pancréatite aiguë",
        "Bilan préopératoire : groupe ABO-Rh, RAI, NFS, hémostase, ionogramme, créatinine",
        "Gravité : CRP, lactates, bilan hépatique, hémocultures si fièvre",
        "Pas de fibroscopie à la phase aiguë d'une perforation suspectée",
      ],
    },
    {
      kind: "management",
      title: "Prise en charge initiale et orientation",
      items: [
        "À jeun strict, sonde nasogastrique en aspiration",
        "Voie veineuse, remplissage par cristalloïdes, antalgiques intraveineux dont morphine titrée",
        "Inhibiteur de la pompe à protons intraveineux à forte dose",
        "Antibiothérapie probabiliste intraveineuse couvrant les germes digestifs dès le diagnostic de péritonite",
        "Avis chirurgical en urgence : suture de l'ulcère et lavage péritonéal, le plus souvent par cœlioscopie",
        "Traitement médical seul exceptionnel : perforation couverte, patient à jeun, sans péritonite",
        "Arrêt définitif des AINS, recherche et éradication d'Helicobacter pylori, fibroscopie à distance (contrôle de cicatrisation et biopsies si ulcère gastrique)",
        "Incidentalome : caractérisation par imagerie adaptée, avis spécialisé, surveillance selon le risque",
      ],
    },
    {
      kind: "pitfalls",
      title: "Pièges à l'ECOS",
      items: [
        "Décrire la poche à air gastrique comme un pneumopéritoine, ou l'inverse",
        "Se rassurer devant une radiographie normale : elle n'élimine pas une perforation",
        "Demander une fibroscopie en urgence devant une perforation suspectée",
        "Oublier de demander les anti-inflammatoires pris en automédication",
        "Retarder l'avis chirurgical pour obtenir d'autres examens",
        "Oublier l'ECG devant une douleur épigastrique",
      ],
    },
  ],
  keyPoints: [
    "Croissant gazeux sous une coupole sur un cliché debout : pneumopéritoine",
    "Douleur en coup de poignard, contracture et AINS : perforation d'ulcère jusqu'à preuve du contraire",
    "À jeun, voie veineuse, antalgiques, IPP et antibiotiques intraveineux, chirurgien en urgence",
    "Le scanner est l'examen de référence en cas de doute ; jamais de fibroscopie à la phase aiguë",
    "Toujours écarter un infarctus inférieur et une pancréatite",
  ],
  sources: [
    "Collège des universitaires en hépato-gastro-entérologie (CDU-HGE), Hépato-gastro-entérologie – Chirurgie digestive, référentiel du second cycle (Elsevier Masson) : items 274 « Ulcère gastrique et duodénal » et 352 « Péritonite aiguë ».",
    "Tarasconi A et al., World Society of Emergency Surgery (WSES) guidelines : Perforated and bleeding peptic ulcer, World J Emerg Surg 2020;15:3.",
    "HAS, fiches mémo sur le diagnostic et le traitement de l'infection à Helicobacter pylori chez l'adulte (2017).",
    "SFAR, SPILF, Recommandations « Prise en charge des infections intra-abdominales » (2015).",
  ],
};
