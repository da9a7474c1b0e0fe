import type { RevisionSheetInput } from "./schema";

export const sheet172: RevisionSheetInput = {
  id: 172,
  title: "Traumatisme crânien",
  caseId: "station-048",
  summary:
    "Devant un traumatisme crânien, l'interrogatoire (souvent téléphonique en régulation) recherche les signes de gravité immédiate et les facteurs de risque d'hémorragie intracrânienne, au premier rang desquels les anticoagulants : ils décident du scanner cérébral, de son délai et du moyen d'orientation.",
  sections: [
    {
      kind: "definition",
      title: "Définition",
      items: [
        "Traumatisme crânien : choc direct ou indirect sur le crâne, avec ou sans lésion cérébrale",
        "Traumatisme crânien léger : score de Glasgow de 13 à 15 à la prise en charge",
        "Traumatisme modéré : Glasgow de 9 à 12 ; grave : Glasgow inférieur ou égal à 8",
        "Perte de connaissance initiale et amnésie post-traumatique : marqueurs de gravité à rechercher",
        "Intervalle libre : aggravation secondaire après une phase lucide, évocatrice d'hématome extradural",
      ],
    },
    {
      kind: "causes",
      title: "Lésions et mécanismes",
      items: [
        "Chutes de sa hauteur chez le sujet âgé, première cause après 65 ans",
        "Accidents de la voie publique, accidents de sport, agressions, chutes de grande hauteur",
        "Hématome sous-dural aigu, fréquent chez le sujet âgé et sous anticoagulant",
        "Hématome extradural : fracture temporale, intervalle libre, urgence neurochirurgicale",
        "Contusions cérébrales, hémorragie sous-arachnoïdienne traumatique, lésions axonales diffuses",
        "Fractures du crâne, de la base du crâne avec risque de brèche méningée",
        "Chute sur malaise : rechercher une syncope, un trouble du rythme, une hypoglycémie",
      ],
    },
    {
      kind: "red_flags",
      title: "Drapeaux rouges et signes de gravité",
      items: [
        "Troubles de la vigilance, désorientation, score de Glasgow inférieur à 15 deux heures après le choc",
        "Déficit neurologique focal, anisocorie, crise convulsive post-traumatique",
        "Plus d'un épisode de vomissement chez l'adulte, céphalées qui s'aggravent",
        "Traitement anticoagulant ou trouble de la coagulation",
        "Après 65 ans : perte de connaissance ou amnésie des faits",
        "Signes de fracture de la base du crâne : otorragie, rhinorrhée claire, hématome en lunettes",
        "Mécanisme à haute cinétique, suspicion de lésion du rachis cervical",
      ],
    },
    {
      kind: "history",
      title: "Interrogatoire (régulation téléphonique)",
      items: [
        "Identité, adresse exacte, numéro de rappel, qui appelle et pour qui",
        "Heure et mécanisme du traumatisme : trébuchement ou malaise, hauteur, point d'impact",
        "Perte de connaissance, amnésie des faits, convulsion",
        "Céphalées et leur évolution, vomissements, somnolence, désorientation",
        "Déficit moteur, trouble de la parole ou de la vision",
        "Traitements anticoagulants ou antiagrégants : nom, dose, heure de la dernière prise",
        "Autres lésions : plaie qui saigne, douleur cervicale, fracture de membre",
        "Entourage : personne seule, voisin ou proche disponible, accès au logement",
      ],
    },
    {
      kind: "examination",
      title: "Examen clinique (aux urgences)",
      items: [
        "Score de Glasgow, pupilles, examen neurologique complet, répétés",
        "Recherche de plaie du scalp, d'embarrure, d'otorragie, de rhinorrhée",
        "Palpation et mobilité du rachis cervical",
        "Recherche de lésions associées, notamment des membres et du thorax",
        "Pression artérielle, fréquence cardiaque, glycémie capillaire, ECG si malaise",
      ],
    },
    {
      kind: "tests",
      title: "Examens complémentaires de première intention",
      items: [
        "Scanner cérébral sans injection, indications et délais selon la SFMU 2012",
        "Scanner immédiat : Glasgow inférieur à 15 à deux heures, déficit, convulsion, vomissements répétés, suspicion de fracture",
        "Patient sous anticoagulant : scanner cérébral systématique, même sans signe de gravité",
        "Après 65 ans avec perte de connaissance ou amnésie : scanner dans les huit heures",
        "Bilan d'hémostase selon l'anticoagulant : INR sous AVK, activité anti-Xa des anticoagulants oraux directs",
        "Scanner du rachis cervical si mécanisme ou examen évocateurs",
      ],
    },
    {
      kind: "management",
      title: "Prise en charge initiale et orientation",
      items: [
        "Régulation : décision d'orientation, moyen adapté à la gravité, consignes d'attente",
        "Patient stable sous anticoagulant : ambulance vers les urgences pour scanner",
        "Signes de gravité : moyen médicalisé (SMUR) et centre avec neurochirurgie",
        "Consignes : ne pas rester seul, rester à jeun, rappeler le 15 en cas d'aggravation",
        "Hémorragie intracrânienne sous anticoagulant : antagonisation en urgence et avis neurochirurgical",
        "Scanner normal sous anticoagulant : surveillance hospitalière selon le risque et le traitement",
        "Retour à domicile : surveillance par un proche et consignes écrites de reconsultation",
      ],
    },
    {
      kind: "pitfalls",
      title: "Pièges à l'ECOS",
      items: [
        "Oublier de recueillir l'adresse et un numéro de rappel au téléphone",
        "Se rassurer devant un traumatisme léger sans demander les anticoagulants",
        "Laisser une personne âgée seule à domicile après un choc crânien",
        "Ne pas rechercher un malaise à l'origine de la chute",
        "Oublier de donner les consignes de rappel en cas d'aggravation",
        "Ne pas faire reformuler les consignes par l'appelant",
      ],
    },
  ],
  keyPoints: [
    "Traumatisme crânien sous anticoagulant : scanner cérébral, même si tout paraît rassurant",
    "Au téléphone : identité, adresse, numéro de rappel avant toute autre question",
    "Perte de connaissance, amnésie, vomissements, convulsion, déficit : signes de gravité",
    "Moyen adapté à la gravité, consignes d'attente et de rappel reformulées par l'appelant",
    "Chez le sujet âgé, rechercher le malaise qui a causé la chute",
  ],
  sources: [
    "Société française de médecine d'urgence (SFMU), « Traumatisme crânien léger (score de Glasgow de 13 à 15) : triage, évaluation, examens complémentaires et prise en charge précoce », Annales françaises de médecine d'urgence 2012.",
    "Haute Autorité de santé (HAS), « Modalités de prise en charge d'un appel de demande de soins non programmés dans le cadre de la régulation médicale », mars 2011.",
    "Référentiel universitaire de médecine d'urgence pour la préparation des EDN (collège de la discipline) : traumatisme crânien.",
  ],
};
