import type { RevisionSheetInput } from "./schema";

export const sheet315: RevisionSheetInput = {
  id: 315,
  title: "Prévention des risques professionnels",
  caseId: "station-035",
  summary:
    "Devant un symptôme rythmé par le travail, le médecin du travail établit le lien avec l'exposition, fait confirmer le diagnostic, informe sur la réparation en maladie professionnelle et agit sur l'exposition en préservant l'emploi : prévenir, c'est supprimer ou réduire le risque à la source.",
  sections: [
    {
      kind: "definition",
      title: "Définition",
      items: [
        "Prévention primaire : supprimer ou réduire l'exposition avant toute atteinte",
        "Prévention secondaire : dépister tôt une atteinte liée au travail, rhinite ou asthme débutant",
        "Prévention tertiaire : limiter les conséquences, maintien dans l'emploi et reclassement",
        "Principes généraux de prévention du Code du travail : éviter, évaluer, combattre à la source",
        "Document unique d'évaluation des risques professionnels, tenu par l'employeur",
        "Médecin du travail : conseiller de l'employeur et du salarié, tenu au secret médical",
      ],
    },
    {
      kind: "causes",
      title: "Étiologies",
      items: [
        "Asthme et rhinite professionnels : farines et alpha-amylase, isocyanates, persulfates, latex, ammoniums quaternaires",
        "Métiers à risque : boulangers-pâtissiers, coiffeurs, soignants, peintres, agents de nettoyage",
        "Asthme induit par les irritants (syndrome de Brooks) après une exposition massive unique",
        "Asthme préexistant aggravé par le travail : irritants, froid, effort",
        "Autres risques : bruit, troubles musculo-squelettiques, agents cancérogènes, risques psychosociaux",
        "Dermatoses professionnelles : eczéma de contact, urticaire de contact",
      ],
    },
    {
      kind: "red_flags",
      title: "Drapeaux rouges et signes de gravité",
      items: [
        "Symptômes au travail améliorés le week-end et en congés, rechute à la reprise",
        "Rhinite professionnelle : signe d'alerte qui précède souvent l'asthme",
        "Réveils nocturnes, recours quotidien au bronchodilatateur : asthme non contrôlé",
        "Crise grave, passage aux urgences ou hospitalisation",
        "Collègues symptomatiques : risque collectif à évaluer",
        "Poursuite de l'exposition après sensibilisation : aggravation et persistance de l'asthme",
      ],
    },
    {
      kind: "history",
      title: "Interrogatoire",
      items: [
        "Curriculum laboris : postes successifs, tâches, horaires, produits manipulés",
        "Gestes exposants, protections collectives et individuelles, fiches de données de sécurité",
        "Chronologie : début après l'embauche, rhinite préalable, délai après l'exposition",
        "Rythme professionnel : au poste, le soir, la nuit ; amélioration en repos et congés",
        "Atopie personnelle et familiale, tabagisme chiffré",
        "Traitements en cours, consommation de bronchodilatateurs, contrôle de l'asthme",
        "Retentissement professionnel, craintes pour l'emploi, projet professionnel",
      ],
    },
    {
      kind: "examination",
      title: "Examen clinique",
      items: [
        "Auscultation : sibilants expiratoires, souvent normale à distance de l'exposition",
        "Examen ORL : rhinite, conjonctivite associées",
        "Examen cutané : eczéma des mains associé",
        "Débit expiratoire de pointe mesuré en consultation et comparé aux valeurs théoriques",
        "Étude du poste de travail sur place, avec l'accord du salarié",
      ],
    },
    {
      kind: "tests",
      title: "Examens complémentaires de première intention",
      items: [
        "Spirométrie avec test de réversibilité, test à la métacholine si elle est normale",
        "Débits expiratoires de pointe sériés, au moins quatre par jour, au travail et hors travail, sur au moins trois semaines",
        "Prick-tests et IgE spécifiques : farines de blé et de seigle, alpha-amylase",
        "Spirométries comparées au travail et après une période d'éviction",
        "Test de provocation bronchique spécifique en centre spécialisé si le doute persiste",
        "Consultation de pathologie professionnelle pour l'expertise d'imputabilité",
      ],
    },
    {
      kind: "management",
      title: "Prise en charge initiale et orientation",
      items: [
        "Réduire l'exposition à la source : farine moins pulvérulente, versement sous aspiration, nettoyage aspiré",
        "Protection respiratoire en attendant les mesures collectives, jamais seule solution",
        "Asthme confirmé : éviction de l'allergène, aménagement ou changement de poste accompagné",
        "Maintien dans l'emploi : cellule de prévention de la désinsertion professionnelle, Cap emploi, formation, RQTH si besoin",
        "Certificat médical initial ; le salarié déclare la maladie professionnelle à la CPAM (tableau 66 du régime général)",
        "Traitement de fond de l'asthme par corticoïde inhalé, sevrage tabagique chez le fumeur",
        "Action collective : alerter l'employeur sans rompre le secret, dépister les collègues",
      ],
    },
    {
      kind: "pitfalls",
      title: "Pièges à l'ECOS",
      items: [
        "Ne pas demander l'amélioration le week-end et pendant les congés",
        "Attribuer la toux au seul tabac chez un salarié exposé",
        "Conseiller d'arrêter le métier du jour au lendemain : l'inaptitude n'est qu'un dernier recours",
        "Se contenter d'un masque sans agir sur l'exposition collective",
        "Oublier la déclaration en maladie professionnelle et le certificat médical initial",
        "Rompre le secret médical vis-à-vis de l'employeur",
      ],
    },
  ],
  keyPoints: [
    "Symptômes rythmés par le travail, améliorés en congés : asthme professionnel jusqu'à preuve du contraire",
    "Confirmer par spirométrie, débits de pointe au travail et hors travail, tests allergologiques",
    "Agir vite sur l'exposition, car la persistance de l'exposition aggrave le pronostic",
    "Tableau 66 du régime général : rhinite et asthme professionnels",
    "Éviction accompagnée et maintien dans l'emploi, jamais une rupture sans solution",
  ],
  sources: [
    "Société française de médecine du travail (SFMT), recommandations de bonne pratique « Asthme en relation avec le travail », avec le label de la HAS.",
    "INRS, Tableau n° 66 du régime général « Rhinite et asthmes professionnels » ; dossier « Asthme professionnel ».",
    "Collège des enseignants hospitalo-universitaires de médecine et santé au travail, Médecine et santé au travail, référentiel du second cycle.",
    "Code du travail, articles L. 4121-1 et L. 4121-2 : obligations de l'employeur et principes généraux de prévention.",
    "Haute Autorité de santé (HAS), recommandation de bonne pratique « Santé et maintien en emploi : prévention de la désinsertion professionnelle des travailleurs », 2019.",
  ],
};
