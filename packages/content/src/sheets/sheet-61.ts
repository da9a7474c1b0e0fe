import type { RevisionSheetInput } from "./schema";

export const sheet61: RevisionSheetInput = {
  id: 61,
  title: "Syndrome polyuro-polydipsique",
  caseId: "station-030",
  summary:
    "Devant une polyurie avec polydipsie, la première question est celle d'un diabète sucré : chez l'enfant, une glycémie capillaire et une recherche de cétose s'imposent sur place, et un diabète de type 1 suspecté est adressé à l'hôpital le jour même.",
  sections: [
    {
      kind: "definition",
      title: "Définition",
      items: [
        "Polyurie : diurèse supérieure à 3 L/24 h chez l'adulte, à 2 L/m²/24 h chez l'enfant",
        "Polydipsie : soif excessive et prise de boissons abondante, souvent nocturne",
        "Diurèse osmotique (glucose, urée) ou diurèse aqueuse à urines diluées",
        "Nycturie et énurésie secondaire : signes d'appel fréquents chez l'enfant",
        "À distinguer de la pollakiurie : mictions fréquentes mais de faible volume",
      ],
    },
    {
      kind: "causes",
      title: "Étiologies",
      items: [
        "Diabète sucré : type 1 chez l'enfant et l'adolescent, type 2 chez l'adulte",
        "Diabète insipide central : traumatisme, tumeur ou infiltration hypothalamo-hypophysaire, idiopathique",
        "Diabète insipide néphrogénique : lithium, génétique, hypercalcémie, hypokaliémie",
        "Potomanie : polydipsie primaire, urines diluées, natrémie basse ou normale",
        "Hypercalcémie et hypokaliémie : altération du pouvoir de concentration des urines",
        "Insuffisance rénale chronique, levée d'obstacle, diurétiques",
        "Chez l'enfant, diabète de type 1 en premier devant une polyurie avec amaigrissement",
      ],
    },
    {
      kind: "red_flags",
      title: "Drapeaux rouges et signes de gravité",
      items: [
        "Vomissements, douleurs abdominales : acidocétose débutante, pas une gastro-entérite",
        "Respiration rapide et profonde de Kussmaul, haleine à l'odeur de pomme",
        "Somnolence, confusion, troubles de la conscience",
        "Déshydratation marquée, tachycardie, amaigrissement rapide",
        "Jeune enfant, évolution prolongée, infection intercurrente",
        "Hypernatrémie avec troubles de la conscience dans un diabète insipide sans accès à l'eau",
      ],
    },
    {
      kind: "history",
      title: "Interrogatoire",
      items: [
        "Date de début et évolution, quantité bue par jour, type de boissons",
        "Fréquence et volume des mictions, lever nocturne, reprise d'une énurésie",
        "Amaigrissement chiffré, appétit conservé ou augmenté, asthénie",
        "Signes d'acidocétose : nausées, vomissements, douleurs abdominales, dyspnée, somnolence",
        "Infection intercurrente, fièvre, signes urinaires",
        "Antécédents familiaux de diabète et de maladies auto-immunes",
        "Médicaments : corticoïdes, lithium, diurétiques ; traumatisme crânien",
      ],
    },
    {
      kind: "examination",
      title: "Examen clinique",
      items: [
        "Poids comparé aux mesures antérieures, courbe de croissance et indice de masse corporelle",
        "Signes de déshydratation : muqueuses sèches, pli cutané, tachycardie, temps de recoloration",
        "Fréquence respiratoire, odeur de l'haleine, état de conscience",
        "Recherche d'un foyer infectieux, d'une mycose génitale",
        "Signes d'une cause endocrinienne ou d'une tumeur hypothalamo-hypophysaire",
      ],
    },
    {
      kind: "tests",
      title: "Examens complémentaires de première intention",
      items: [
        "Au cabinet : glycémie capillaire et cétonémie capillaire ou bandelette urinaire, immédiatement",
        "Diabète : glycémie veineuse ≥ 2 g/L avec symptômes, HbA1c en complément",
        "À l'hôpital : gaz du sang, ionogramme, trou anionique, cétonémie, créatinine",
        "Auto-anticorps anti-GAD, anti-IA2, anti-insuline, anti-ZnT8 pour confirmer le type 1",
        "Dépistage associé : TSH et anticorps anti-thyroïdiens, anticorps anti-transglutaminase",
        "Sans hyperglycémie : natrémie, calcémie, kaliémie, osmolalités plasmatique et urinaire",
        "Épreuve de restriction hydrique en milieu spécialisé pour un diabète insipide",
      ],
    },
    {
      kind: "management",
      title: "Prise en charge initiale et orientation",
      items: [
        "Suspicion de diabète de type 1 chez l'enfant : adressage le jour même en pédiatrie",
        "Contact téléphonique direct avec l'équipe de diabétologie pédiatrique",
        "Acidocétose : urgence vitale, réhydratation prudente et insulinothérapie intraveineuse",
        "Sans acidocétose : insulinothérapie sous-cutanée en schéma basal-bolus ou pompe",
        "Éducation thérapeutique de l'enfant et des parents : glycémies, doses, hypoglycémie",
        "Prise en charge en affection de longue durée et projet d'accueil individualisé scolaire",
        "Annonce adaptée à l'âge, en associant les parents, sport et vie normale possibles",
      ],
    },
    {
      kind: "pitfalls",
      title: "Pièges à l'ECOS",
      items: [
        "Prescrire un bilan de ville et revoir l'enfant dans quelques jours",
        "Attribuer la polyurie à la croissance, au sport ou à une infection urinaire",
        "Oublier la glycémie capillaire et la recherche de cétose au cabinet",
        "Prendre des vomissements pour une gastro-entérite chez un enfant polyurique",
        "Oublier de demander la reprise d'une énurésie ou l'amaigrissement",
        "Parler seulement à l'adolescent sans associer ses parents",
      ],
    },
  ],
  keyPoints: [
    "Polyurie, polydipsie et amaigrissement chez l'enfant : diabète de type 1 jusqu'à preuve du contraire",
    "Glycémie capillaire et recherche de cétose immédiatement, au cabinet",
    "Adressage le jour même vers une équipe de diabétologie pédiatrique",
    "Vomissements, douleurs abdominales, dyspnée ou somnolence : acidocétose, urgence vitale",
    "Sans hyperglycémie : penser au diabète insipide, à la potomanie et aux troubles ioniques",
  ],
  sources: [
    "Collège national des pédiatres universitaires (CNPU), Pédiatrie, référentiel pour la préparation de l'EDN (Elsevier Masson) : item 247 « Diabète sucré de types 1 et 2 de l'enfant et de l'adulte ».",
    "Collège des enseignants d'endocrinologie, diabète et maladies métaboliques (CEEDMM), référentiel des collèges (Elsevier Masson) : item 247 « Diabète sucré de types 1 et 2 » et diabète insipide.",
    "HAS, Guide médecin ALD n° 8 « Diabète de type 1 de l'enfant et de l'adolescent » (2007).",
    "ISPAD Clinical Practice Consensus Guidelines 2022, Pediatric Diabetes 2022 ; 23 : classification du diabète de l'enfant et acidocétose.",
  ],
};
