import type { RevisionSheetInput } from "./schema";

export const sheet27: RevisionSheetInput = {
  id: 27,
  title: "Chute de la personne âgée",
  caseId: "station-032",
  summary:
    "Une chute chez la personne âgée est un marqueur de fragilité : il faut en rechercher les conséquences traumatiques (fracture de l'extrémité supérieure du fémur), celles du séjour au sol (rhabdomyolyse, hypothermie), la cause (malaise, iatrogénie, hypotension orthostatique) et prévenir la récidive et la perte d'autonomie.",
  sections: [
    {
      kind: "definition",
      title: "Définition",
      items: [
        "Chute : fait de se retrouver involontairement au sol ou dans une position de niveau inférieur",
        "Chutes répétées : au moins deux chutes sur une période de douze mois",
        "Un tiers des plus de 65 ans et la moitié des plus de 85 ans chutent chaque année",
        "Chute grave : traumatisme sévère, séjour prolongé au sol, ou chute révélant une pathologie aiguë",
        "Fracture de l'extrémité supérieure du fémur : complication la plus redoutée, mortalité d'environ 20 % à un an",
        "Syndrome post-chute : peur de tomber, rétropulsion et perte d'autonomie rapide",
      ],
    },
    {
      kind: "causes",
      title: "Étiologies",
      items: [
        "Facteurs prédisposants : âge, troubles de la marche et de l'équilibre, sarcopénie, déficit visuel, troubles cognitifs",
        "Iatrogénie : psychotropes, hypnotiques, antihypertenseurs, diurétiques, polymédication",
        "Hypotension orthostatique, trouble du rythme ou de conduction, syncope",
        "Pathologie aiguë intercurrente : infection, déshydratation, hypoglycémie, accident vasculaire cérébral",
        "Facteurs environnementaux : éclairage, tapis, escaliers, chaussage inadapté",
        "Nycturie et levers nocturnes, alcool, dénutrition",
      ],
    },
    {
      kind: "red_flags",
      title: "Drapeaux rouges et signes de gravité",
      items: [
        "Impotence totale, membre raccourci en rotation externe : fracture de l'extrémité supérieure du fémur",
        "Séjour au sol de plus d'une heure : rhabdomyolyse, hypothermie, escarres, déshydratation",
        "Traumatisme crânien sous anticoagulant ou antiagrégant",
        "Chute précédée d'un malaise, d'une perte de connaissance ou de palpitations",
        "Impossibilité de se relever seul, chutes répétées, patient vivant seul",
        "Confusion, fièvre ou signe neurologique focal",
      ],
    },
    {
      kind: "history",
      title: "Interrogatoire",
      items: [
        "Circonstances : heure, activité, prodromes, malaise, perte de connaissance, témoin",
        "Temps passé au sol, capacité à se relever seul",
        "Chutes antérieures, peur de tomber, restriction des activités",
        "Traitements : psychotropes, antihypertenseurs, anticoagulants, ordonnance complète",
        "Autonomie, mode de vie, aides à domicile, entourage",
        "État nutritionnel, perte de poids, troubles cognitifs, vision",
      ],
    },
    {
      kind: "examination",
      title: "Examen clinique",
      items: [
        "Recherche de lésions traumatiques : hanche, poignet, bassin, rachis, crâne",
        "Pression artérielle couchée puis debout : hypotension orthostatique",
        "Fréquence cardiaque, rythme, auscultation cardiaque, glycémie capillaire, température",
        "Examen neurologique, cognitif, de la marche et de l'équilibre (Timed Up and Go, appui monopodal)",
        "Points d'appui, état d'hydratation, état nutritionnel",
        "Vision, audition, pieds et chaussage",
      ],
    },
    {
      kind: "tests",
      title: "Examens complémentaires de première intention",
      items: [
        "Radiographies du bassin de face et de la hanche face et profil si douleur ou impotence",
        "ECG systématique : trouble du rythme ou de conduction",
        "CPK, créatinine, ionogramme après un séjour prolongé au sol",
        "NFS, groupe, rhésus, RAI, hémostase avant chirurgie",
        "Glycémie, natrémie, calcémie et vitamine D selon le contexte",
        "Scanner cérébral en cas de traumatisme crânien sous anticoagulant",
      ],
    },
    {
      kind: "management",
      title: "Prise en charge initiale et orientation",
      items: [
        "Analgésie multimodale précoce : paracétamol, morphine titrée, bloc ilio-fascial",
        "Voie veineuse, réhydratation, patient à jeun en vue du bloc opératoire",
        "Chirurgie dans les 48 heures : prothèse si fracture déplacée du col, ostéosynthèse sinon",
        "Anticoagulant oral direct : arrêt et dosage spécifique pour programmer l'intervention",
        "Prévenir thrombose, escarres, confusion, dénutrition, rétention urinaire et fécalome",
        "Lever précoce avec appui complet, rééducation, orthogériatrie",
        "Traitement de l'ostéoporose fracturaire, vitamine D et calcium",
        "Prévention des récidives : révision des médicaments, aménagement du domicile, téléalarme",
      ],
    },
    {
      kind: "pitfalls",
      title: "Pièges à l'ECOS",
      items: [
        "Oublier de demander le temps passé au sol et de doser les CPK",
        "Ne pas rechercher la cause de la chute, notamment iatrogène",
        "Retarder la chirurgie au-delà de 48 heures sans raison valable",
        "Sous-traiter la douleur chez une patiente âgée",
        "Oublier le traitement de l'ostéoporose après une fracture sévère",
        "Ne pas organiser la prévention de la récidive et le retour à domicile",
      ],
    },
  ],
  keyPoints: [
    "Toute chute d'une personne âgée impose de chercher traumatisme, séjour au sol et cause",
    "Fracture de l'extrémité supérieure du fémur : analgésie, bloc ilio-fascial, chirurgie sous 48 heures",
    "Séjour prolongé au sol : CPK, créatinine, ionogramme, température",
    "Prévenir confusion, escarres, thrombose et dénutrition, lever précoce",
    "Ostéoporose fracturaire à traiter, prévention des chutes à organiser",
  ],
  sources: [
    "Haute Autorité de santé (HAS), « Évaluation et prise en charge des personnes âgées faisant des chutes répétées », 2009.",
    "Haute Autorité de santé (HAS) et SOFCOT, Recommandation « Chirurgie des fractures de l'extrémité proximale du fémur chez les patients âgés » ; SFAR et SFMU, Recommandations formalisées d'experts « Sédation et analgésie en structure d'urgence », 2010.",
    "Briot K et al., Actualisation 2018 des recommandations françaises du traitement de l'ostéoporose post-ménopausique (GRIO, SFR), 2018.",
    "Collège national des enseignants de gériatrie (CNEG), Gériatrie, référentiel pour la préparation des EDN : chutes de la personne âgée.",
  ],
};
