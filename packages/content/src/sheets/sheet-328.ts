import type { RevisionSheetInput } from "./schema";

export const sheet328: RevisionSheetInput = {
  id: 328,
  title: "Annonce d'une maladie chronique",
  caseId: "station-047",
  summary:
    "Annoncer une maladie chronique, c'est dire un diagnostic qui change la vie du patient de façon durable : l'annonce se prépare, suit des étapes (cadre, perception, invitation, annonce en mots simples, silence, émotions, plan) et ouvre un suivi et une éducation thérapeutique, sans jamais se réduire à une seule consultation.",
  sections: [
    {
      kind: "definition",
      title: "Définitions",
      items: [
        "Maladie chronique : maladie durable, évolutive, avec un retentissement sur la vie quotidienne",
        "Annonce : moment où le patient apprend le diagnostic, qui marque durablement sa relation aux soins",
        "Mauvaise nouvelle : toute information qui modifie négativement la vision de son avenir",
        "Le patient a le droit d'être informé et celui de ne pas savoir (Code de la santé publique)",
        "L'annonce est un processus, poursuivi au fil des consultations, et non un moment unique",
      ],
    },
    {
      kind: "causes",
      title: "Situations fréquentes",
      items: [
        "Diabète, hypertension, insuffisance rénale ou cardiaque chronique",
        "Dégénérescence maculaire liée à l'âge, glaucome : risque pour la vue et l'autonomie",
        "Maladies neurologiques : sclérose en plaques, maladie de Parkinson, épilepsie",
        "Maladies inflammatoires chroniques : polyarthrite rhumatoïde, maladie de Crohn",
        "Infection par le VIH, hépatites virales chroniques",
        "Maladies psychiatriques chroniques et maladies rares",
      ],
    },
    {
      kind: "red_flags",
      title: "Réactions à repérer pendant et après l'annonce",
      items: [
        "Sidération : le patient n'entend plus rien après le mot clé",
        "Déni, colère, marchandage : des défenses normales à accueillir sans les combattre",
        "Angoisse intense, idées de mort ou idées suicidaires à rechercher explicitement",
        "Peur de la dépendance, de la perte d'autonomie, d'être une charge pour les proches",
        "Représentations marquées par un proche malade (« comme ma mère ») à explorer",
        "Incompréhension masquée par une politesse de façade : vérifier par la reformulation",
      ],
    },
    {
      kind: "history",
      title: "Préparer et conduire l'entretien",
      items: [
        "Connaître parfaitement le dossier, les résultats et le traitement proposé avant l'entretien",
        "Lieu calme, assis, sans interruption, temps suffisant, proche présent si le patient le souhaite",
        "Demander ce que le patient sait, a compris et imagine de sa maladie",
        "Demander ce qu'il souhaite savoir et avec quel niveau de détail",
        "Préparer par une phrase d'avertissement avant de dire le diagnostic",
        "Explorer ses inquiétudes, son mode de vie, son entourage et ses projets",
      ],
    },
    {
      kind: "examination",
      title: "Ce qu'il faut observer",
      items: [
        "Le langage non verbal : regard, posture, mains, larmes",
        "Les silences : les respecter sans les combler par des explications",
        "Les émotions exprimées : les nommer et les reconnaître",
        "Les questions posées, qui disent ce que le patient est prêt à entendre",
      ],
    },
    {
      kind: "tests",
      title: "Éléments à réunir avant l'annonce",
      items: [
        "Résultats confirmant le diagnostic : imagerie, biologie, examens spécialisés",
        "Exemple de la DMLA humide : OCT et angiographie montrant des vaisseaux anormaux sous la rétine",
        "Acuité visuelle des deux yeux, pour répondre sur la lecture et la conduite",
        "Proposition de traitement et calendrier de mise en route",
      ],
    },
    {
      kind: "management",
      title: "Annoncer et organiser la suite",
      items: [
        "Nommer la maladie en mots simples, expliquer chaque terme technique",
        "Laisser un silence après l'annonce, accueillir l'émotion avant d'expliquer",
        "Répondre honnêtement aux questions : pronostic, traitement, vie quotidienne",
        "DMLA humide : injections dans l'œil, mensuelles au début, à commencer dans les dix jours",
        "DMLA : la vision périphérique est préservée ; autosurveillance de l'autre œil par grille d'Amsler",
        "Aides basse vision, arrêt du tabac, informations sur la conduite automobile",
        "Proposer un soutien : proches, associations, psychologue, éducation thérapeutique",
        "Donner un rendez-vous proche, un contact, informer le médecin traitant",
        "Faire reformuler ce qui a été compris, remettre un document écrit",
      ],
    },
    {
      kind: "pitfalls",
      title: "Pièges à l'ECOS",
      items: [
        "Annoncer dès la première phrase, sans cadre ni avertissement",
        "Employer un jargon non expliqué : macula, néovaisseaux, anti-VEGF, OCT",
        "Enchaîner les explications techniques sans laisser de silence",
        "Rassurer trop vite (« ce n'est rien ») ou promettre une guérison",
        "Éluder les questions pratiques : piqûre dans l'œil, conduite, autonomie",
        "Terminer sans plan, sans rendez-vous et sans vérifier la compréhension",
      ],
    },
  ],
  keyPoints: [
    "Une annonce se prépare : cadre calme, temps, proche si souhaité",
    "Partir de ce que le patient sait et veut savoir, avertir avant d'annoncer",
    "Mots simples, silence, émotions accueillies avant les explications",
    "Répondre aux questions concrètes et repartir avec un plan et un rendez-vous",
    "Vérifier la compréhension par la reformulation ; l'annonce se poursuit au suivi",
  ],
  sources: [
    "HAS, Annoncer une mauvaise nouvelle, février 2008",
    "HAS, Dégénérescence maculaire liée à l'âge : prise en charge diagnostique et thérapeutique, recommandation de bonne pratique, juin 2012",
    "Baile WF, Buckman R et al., « SPIKES — A six-step protocol for delivering bad news », The Oncologist 2000;5:302-311",
    "Collège des ophtalmologistes universitaires de France (COUF), Ophtalmologie, référentiel du second cycle (R2C, EDN) : dégénérescence maculaire liée à l'âge",
    "HAS, Éducation thérapeutique du patient : définition, finalités et organisation, recommandations, juin 2007",
  ],
};
