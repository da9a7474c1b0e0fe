import type { ClinicalCaseInput } from "../schema";
import { SELF_INTRODUCTION } from "../shared-concepts";

/**
 * SDD 99 « Douleur pelvienne » : suspicion de grossesse extra-utérine (probablement fissurée) chez une
 * femme de 29 ans, aux antécédents de salpingite à Chlamydia, fumeuse, sans contraception depuis six mois.
 */
export const station026: ClinicalCaseInput = {
  id: "station-026",
  sdd: { number: 99, title: "Douleur pelvienne" },
  categoryId: "gynecology",
  modeId: "interrogation",
  rewardXp: 80,
  beta: true,
  patient: {
    firstName: "Laura",
    lastName: "Mercier",
    age: 29,
    sex: "F",
    persona:
      "Vendeuse dans un magasin de prêt-à-porter, en couple depuis quatre ans avec Kévin, électricien, qui l'a amenée et attend dans le couloir. Ils essaient d'avoir un enfant depuis qu'elle a fait retirer son stérilet au cuivre il y a six mois, et chaque retour de règles a été une déception. Elle a fait une infection des trompes à Chlamydia à 23 ans et fume encore sept ou huit cigarettes par jour. Jeune femme dynamique, qui consulte peu et n'aime pas « déranger ».",
    speakingStyle:
      "Français courant et spontané, phrases simples, vocabulaire de tous les jours (« le bas du ventre », « mes pertes », « j'ai cru que j'allais tomber dans les pommes »). Elle connaît le mot « salpingite » parce qu'on le lui a dit à l'époque, mais pas le jargon médical. Elle parle par moments en se tenant le ventre, quand la douleur lance.",
    emotionalState:
      "Pâle, douloureuse et inquiète, surtout depuis son malaise du matin ; elle fait des efforts pour rester calme. Elle devient émue dès qu'on aborde le désir d'enfant ou la fertilité.",
  },
  situation:
    "Une femme de 29 ans consulte aux urgences gynécologiques pour une douleur du bas-ventre apparue la veille.",
  instructions:
    "Vous êtes interne aux urgences gynécologiques. Menez l'interrogatoire de la patiente. Annoncez-lui votre hypothèse diagnostique principale et les examens que vous demandez en urgence. Vous n'avez pas à examiner la patiente.",
  context:
    "Mme Laura Mercier, 29 ans, vient d'être installée en box à 10 h 40 pour une douleur du bas-ventre. Constantes à l'accueil : PA 98/62 mmHg, FC 112/min, température 37,2 °C, SpO2 99 % en air ambiant, EVA 7/10. L'infirmière d'accueil la trouve pâle et vous demande de la voir en priorité.",
  opening: "Bonjour… J'ai très mal au ventre depuis hier après-midi, et ça ne fait qu'empirer.",
  script: {
    "act.greeting": "Bonjour docteur… Excusez-moi, j'ai du mal à me tenir droite.",
    "act.identity_check": "Oui, c'est bien moi : Laura Mercier, 29 ans, née en octobre 1996.",
    "act.empathy": [
      "Merci… Ça me rassure un peu. Ce matin, j'ai vraiment eu peur.",
      "Merci, c'est gentil. J'essaie de rester calme, mais ce n'est pas facile.",
    ],
    "act.check_understanding": [
      "Oui, je crois que j'ai compris : c'est peut-être grave, et vous allez faire les examens tout de suite pour savoir ce qui se passe, c'est ça ?",
      "Oui… C'est urgent, et il faut faire les examens tout de suite. Je reste ici en attendant, c'est bien ça ?",
    ],
    "act.invite_questions": [
      "Est-ce que c'est grave ? Est-ce que je vais devoir être opérée ?",
      "Est-ce que je pourrai encore avoir des enfants après ? Et est-ce que Kévin peut venir près de moi ?",
    ],
    "id.name": "Mercier, Laura.",
    "id.age": "J'ai 29 ans. Je suis née en octobre 1996.",
    "id.job":
      "Je suis vendeuse dans un magasin de vêtements, en centre-ville. Je suis debout toute la journée, je range les réserves.",
    "id.living":
      "J'habite avec mon compagnon, Kévin, dans un appartement au troisième étage. On n'a pas encore d'enfant. Il m'a amenée ce matin, il attend dans le couloir.",
    motif: [
      "J'ai mal au bas du ventre depuis hier après-midi, de plus en plus fort. Et ce matin j'ai fait un malaise en me levant, alors mon copain m'a amenée.",
      "C'est le ventre, en bas. Ça a commencé hier et ça empire. Ce matin j'ai failli tomber dans les pommes.",
    ],
    "hdm.onset": [
      "Hier après-midi, vers 16 heures, au magasin. C'est venu petit à petit, comme des crampes, et puis c'est monté.",
      "Depuis hier, vers 16 heures. Pas d'un coup : ça a commencé doucement et ça n'a fait qu'augmenter.",
    ],
    "hdm.circumstances":
      "J'étais au travail, je rangeais des cartons dans la réserve. Rien de spécial : je ne suis pas tombée, je n'ai pas fait de gros effort, je n'ai pas reçu de coup.",
    "hdm.evolution": [
      "C'est de pire en pire. Cette nuit j'ai très mal dormi, ce matin en me levant j'ai fait un malaise, et depuis j'ai aussi mal à l'épaule droite.",
      "Ça s'aggrave : hier c'était supportable, cette nuit beaucoup moins, et depuis ce matin c'est vraiment fort.",
    ],
    "hdm.previous_episodes":
      "Non, jamais une douleur comme ça. J'ai des règles un peu douloureuses d'habitude, mais rien à voir. Mon infection des trompes, il y a six ans, c'était des deux côtés avec de la fièvre, ça ne ressemblait pas à ça.",
    "hdm.consultations":
      "Non, je n'ai vu personne. Je pensais que ça passerait, et après le malaise de ce matin mon copain m'a amenée directement ici.",
    "tx.self_medication": [
      "Hier soir j'ai pris un Spasfon et un Doliprane 1 g. Ça a un peu calmé pendant une heure, puis c'est revenu. Ce matin j'ai repris un Doliprane vers 7 heures, ça n'a rien fait.",
      "Du Doliprane et du Spasfon, hier soir et ce matin. Pas d'ibuprofène. Ça n'a presque rien fait.",
    ],
    "pain.location": [
      "En bas du ventre, à gauche, là. (elle montre la fosse iliaque gauche) Au début c'était bien localisé ; maintenant ça prend un peu tout le bas du ventre.",
      "Surtout en bas à gauche, au-dessus de l'aine. Mais depuis ce matin ça s'étale à tout le bas du ventre.",
    ],
    "pain.radiation": [
      "Ça descend vers le bas, vers le vagin et l'anus, comme une pesanteur. Et depuis ce matin, bizarrement, j'ai mal au bout de l'épaule droite, alors que je ne me suis pas cognée.",
      "Ça appuie vers le bas, vers les fesses. Et j'ai une douleur en haut de l'épaule droite depuis ce matin, je ne comprends pas pourquoi.",
    ],
    "pain.character": [
      "Au début c'étaient des crampes, comme des règles fortes. Maintenant c'est une pesanteur permanente, avec des coups de couteau par moments.",
      "Ça tiraille, comme des grosses crampes, et par moments ça lance comme un coup de couteau.",
    ],
    "pain.intensity": [
      "Là, je dirais 7 sur 10. Quand ça lance, plutôt 8 ou 9.",
      "7 sur 10 en continu, et 9 quand ça lance. Je n'ai jamais eu aussi mal au ventre.",
    ],
    "pain.timing":
      "C'est continu depuis hier soir, ça ne me lâche plus, avec des pics toutes les dix ou quinze minutes.",
    "pain.aggravating": [
      "Quand je marche, quand je me lève, à chaque bosse dans la voiture. Quand je suis allée aux toilettes, ça tirait très fort. Et allongée à plat, l'épaule me fait plus mal.",
      "Bouger, marcher, me redresser : tout fait mal. Pousser aux toilettes aussi.",
    ],
    "pain.relieving":
      "Un peu recroquevillée sur le côté, les genoux pliés. Le Doliprane a un peu aidé hier soir, plus du tout ce matin.",
    "sx.syncope": [
      "Ce matin vers 7 heures, en me levant du lit : j'ai vu tout flou, j'ai eu très chaud, j'ai transpiré d'un coup et mes jambes ont lâché. Je me suis assise par terre dans la salle de bains. Je n'ai pas perdu connaissance, mais pas loin.",
      "Oui, ce matin en me levant. Tout est devenu flou, j'ai transpiré, j'ai dû m'asseoir par terre. Je ne suis pas tombée dans les pommes, mais presque.",
    ],
    "sx.dizziness":
      "Oui, dès que je me redresse ou que je me lève, la tête tourne et je vois des petites étoiles. Allongée, ça va mieux.",
    "sx.palpitations": "J'ai l'impression que mon cœur bat vite depuis ce matin, oui. Mais régulier, je crois.",
    "sx.fever": [
      "Non, pas de fièvre. Je l'ai prise hier soir, 37,2. Pas de frissons.",
      "Non, je n'ai pas de fièvre, pas de frissons. J'ai vérifié hier soir.",
    ],
    "sx.nausea_vomiting": "Un peu mal au cœur, oui, surtout le matin depuis une bonne semaine. Mais je n'ai pas vomi.",
    "sx.bowel":
      "Pas de diarrhée, pas de constipation avant. Depuis ce matin, j'ai tout le temps l'impression d'avoir envie d'aller à la selle : j'y suis allée deux fois, rien, et ça faisait mal.",
    "sx.gi_bleeding":
      "Non, pas de sang dans les selles, pas de selles noires. Le seul sang, ce sont ces petites pertes foncées par le vagin depuis trois jours.",
    "sx.urinary": [
      "Non, pas de brûlures quand j'urine, je n'y vais pas plus souvent que d'habitude, et pas de sang dans les urines.",
      "Non, de ce côté-là tout va bien : ni brûlures, ni envies fréquentes.",
    ],
    "gyn.lmp": [
      "Mes dernières règles, c'était il y a six semaines, un lundi, je l'ai noté dans mon application. Je suis très bien réglée, comme une horloge : des cycles de 28 jours. Donc normalement j'ai deux semaines de retard… à moins que ce soient mes règles qui arrivent de travers.",
      "Il y a six semaines. D'habitude je suis très régulière, tous les 28 jours, alors ça me fait deux semaines de retard.",
    ],
    "gyn.pregnancy": [
      "Enceinte ? Je ne sais pas… C'est possible : on essaie d'avoir un bébé depuis six mois. Je n'ai pas fait de test, j'ai eu tellement de déceptions que je n'osais plus. J'ai les seins un peu tendus depuis quelques jours, mais j'ai ça avant les règles aussi. Je n'ai jamais été enceinte avant.",
      "Je n'ai pas fait de test. On voudrait un enfant, alors oui, ce serait possible. Je n'ai jamais été enceinte, ce serait la première fois.",
    ],
    "gyn.contraception": [
      "Plus rien depuis six mois. J'avais un stérilet au cuivre depuis mes 24 ans ; je l'ai fait retirer par ma sage-femme parce qu'on veut un enfant. Pas de pilule, pas de préservatif.",
      "Aucune. Avant, j'avais un stérilet au cuivre, pendant plus de quatre ans ; on l'a enlevé il y a six mois pour avoir un bébé.",
    ],
    "gyn.heavy_periods": [
      "Depuis trois jours, j'ai des petits saignements par le vagin. Pas beaucoup, un protège-slip suffit. C'est foncé, presque noir, comme du marc de café, pas du sang rouge comme mes règles, et pas de caillots. Pas d'autres pertes bizarres, pas d'odeur.",
      "Des petits saignements depuis trois jours, marron foncé, presque noirs. Très peu, rien à voir avec mes règles, qui sont d'habitude normales, quatre-cinq jours, sans saignement entre deux.",
    ],
    "sx.bleeding":
      "Non, je ne saigne pas du nez ni des gencives, je ne fais pas de bleus. Juste ces petites pertes de sang foncé par le vagin depuis trois jours.",
    "sx.abdominal_pain": "Oui, c'est le bas du ventre qui me fait mal, surtout à gauche.",
    "sx.fatigue": "Un peu fatiguée ces derniers jours, et ce matin complètement vidée, sans force.",
    "sx.weight": "Non, mon poids n'a pas changé, 58 kilos pour 1,65 mètre.",
    "sx.appetite": "Depuis hier je n'ai pas faim du tout, avec cette douleur.",
    "sx.night_sweats": "La nuit, non. Mais ce matin, au moment du malaise, j'ai transpiré d'un coup, j'étais trempée.",
    "sx.dyspnea": "Non, je respire bien. Peut-être un peu vite quand la douleur lance.",
    "sx.orthopnea":
      "Non, je ne suis pas essoufflée, même allongée. Allongée à plat, c'est juste l'épaule qui me fait plus mal.",
    "sx.cough": "Non, je ne tousse pas. Un peu le matin avec la cigarette, c'est tout.",
    "sx.hemoptysis":
      "Non, je n'ai jamais craché de sang. Le seul sang, ce sont ces petites pertes par le vagin depuis trois jours.",
    "sx.chest_pain": "Non, pas mal à la poitrine. Juste en haut de l'épaule droite, depuis ce matin.",
    "sx.joint":
      "Non, pas de douleurs dans les articulations. L'épaule droite me fait mal depuis ce matin, mais je ne me suis pas cognée et elle bouge normalement.",
    "sx.headache": "Non, pas mal à la tête.",
    "sx.neuro":
      "Non. Juste la vue qui s'est brouillée au moment du malaise ce matin. Pas de fourmillements, pas de faiblesse d'un côté, je parle normalement.",
    "sx.skin": "Non, rien sur la peau. Kévin dit que je suis toute blanche depuis ce matin.",
    "sx.edema": "Non, pas de jambes gonflées.",
    "sx.calf_pain": "Non, pas mal aux mollets, les jambes sont normales.",
    "sx.jaundice": "Non, je ne suis pas jaune, les urines sont claires.",
    "sx.sleep": "Cette nuit, très mal, à cause de la douleur. D'habitude je dors bien.",
    "sx.mood": [
      "D'habitude ça va. Avec le bébé qui ne vient pas, j'ai parfois des coups de blues. Mais là, j'ai surtout peur.",
      "Le moral était bon. Ces derniers mois, un peu de déception chaque mois… Là, je suis surtout inquiète.",
    ],
    "sx.polyuria_polydipsia": "Non, je ne bois pas plus que d'habitude.",
    "hx.medical": [
      "J'ai eu une infection des trompes à 23 ans, une salpingite, à cause d'un chlamydia. J'avais de la fièvre et très mal au ventre, on m'a gardée deux jours à l'hôpital avec des antibiotiques. Sinon je n'ai pas de maladie.",
      "Rien de chronique. Juste cette infection des trompes à 23 ans, due à un chlamydia, soignée par antibiotiques à l'hôpital.",
    ],
    "hx.surgical":
      "Je n'ai jamais été opérée. Juste la pose et le retrait du stérilet, si ça compte. Jamais d'opération des trompes ni du ventre.",
    "hx.hospitalizations": "Une seule fois, deux jours, pour l'infection des trompes à 23 ans.",
    "hx.family":
      "Ma mère a un problème de thyroïde, elle prend un comprimé. Mon père a de la tension. Ma sœur a deux enfants, ses grossesses se sont bien passées.",
    "hx.hypertension": "Non, au contraire, j'ai plutôt une petite tension d'habitude.",
    "hx.diabetes": "Non, pas de diabète.",
    "hx.dyslipidemia": "Non, jamais eu de cholestérol.",
    "hx.allergies": "Non, aucune allergie connue, ni aux médicaments ni à autre chose.",
    "hx.vaccines": "Je suis à jour, je crois. J'ai eu le vaccin contre le papillomavirus quand j'étais ado.",
    "hx.regular_doctor":
      "Mon médecin traitant, c'est le docteur Vasseur, mais je ne le vois presque jamais. Pour le côté gynéco, je vois une sage-femme une fois par an : c'est elle qui me suit depuis mon infection des trompes, qui m'a retiré le stérilet, et mon dernier frottis était normal.",
    "tx.current": [
      "De l'acide folique, un petit comprimé par jour, que la sage-femme m'a conseillé quand on a décidé d'avoir un bébé. Rien d'autre.",
      "Juste l'acide folique, pour préparer une grossesse. Pas d'autres médicaments, pas d'anticoagulant.",
    ],
    "tx.adherence": "L'acide folique, je le prends presque tous les jours, je l'oublie de temps en temps.",
    "life.tobacco": [
      "Oui, je fume depuis mes 16 ans, une dizaine de cigarettes par jour. J'essaie d'arrêter pour le bébé, je suis descendue à sept ou huit.",
      "Sept ou huit cigarettes par jour en ce moment. Avant c'était dix, depuis l'âge de 16 ans.",
    ],
    "life.alcohol":
      "Presque rien : un verre de vin le week-end avant, et plus rien depuis qu'on essaie d'avoir un enfant.",
    "life.drugs": "Non, jamais, ni cannabis ni autre chose.",
    "life.sexual": [
      "J'ai un seul partenaire, Kévin, depuis quatre ans. On n'utilise plus de protection depuis qu'on veut un enfant, et les rapports ne sont pas douloureux. À 23 ans, j'ai eu un chlamydia avec un ancien copain : ça m'avait donné une infection des trompes, une salpingite, et on avait été traités tous les deux.",
      "Je suis avec Kévin depuis quatre ans, seulement lui. Pas de préservatif, on essaie d'avoir un bébé. L'infection des trompes à chlamydia, à 23 ans, c'était avec mon ex.",
    ],
    "life.physical_activity": "Je marche beaucoup au travail, et je fais de la zumba une fois par semaine.",
    "life.diet": "Je mange normalement, un peu vite le midi. Plus de légumes depuis qu'on prépare une grossesse.",
    "life.last_meal": [
      "Ce matin vers 7 heures et demie, un thé et deux biscottes, je n'ai rien pu avaler d'autre. Depuis, juste quelques gorgées d'eau.",
      "Un thé et deux biscottes vers 7 h 30. Rien depuis, à part un peu d'eau.",
    ],
    "life.travel": "Non, pas de voyage récent, je n'ai pas bougé d'ici.",
    "life.animals": "Un chat, à l'appartement.",
    "life.exposure": "Non, rien de particulier au magasin, pas de produits toxiques.",
    "life.contacts": "Non, personne de malade autour de moi.",
    "pt.ideas": [
      "Je me suis dit que c'étaient mes règles qui arrivaient en retard, en plus douloureuses. Ou que mon infection des trompes recommençait.",
      "Au début, j'ai cru que c'était le début de mes règles. Maintenant, avec le malaise, je ne sais plus du tout.",
    ],
    "pt.concerns": [
      "J'ai peur que ce soit grave, avec ce malaise. Et j'ai peur pour mes trompes : après l'infection, on m'avait dit que ça pouvait rendre plus difficile d'avoir un enfant.",
      "Ce qui me fait peur, c'est de ne jamais pouvoir avoir d'enfant… et ce malaise ce matin, je n'ai jamais eu ça.",
    ],
    "pt.expectations":
      "Qu'on me soulage, et qu'on me dise ce que j'ai. Et que Kévin puisse venir, il est aussi inquiet que moi.",
    "pt.impact": "Je n'ai pas pu aller travailler ce matin. J'ai du mal à marcher, même jusqu'aux toilettes.",
  },
  announcementReaction: [
    "Alors j'étais enceinte… et ça ne pourra pas continuer, c'est ça ? (les larmes lui montent aux yeux)",
    "Est-ce que je vais devoir être opérée ? Et est-ce que je pourrai encore avoir des enfants après ?",
    "Il faut prévenir Kévin, il attend dans le couloir… Il ne sait même pas que je suis peut-être enceinte.",
  ],
  unscriptedDefault: ["Non, pas du tout.", "Non, je n'ai pas remarqué ça.", "Non, rien de ce côté-là."],
  diagnosis: {
    options: [
      "Grossesse extra-utérine",
      "Fausse couche spontanée",
      "Torsion d'annexe sur kyste ovarien",
      "Salpingite aiguë",
      "Appendicite aiguë",
      "Pyélonéphrite aiguë",
    ],
    correct: "Grossesse extra-utérine",
  },
  grid: [
    {
      id: "presentation",
      name: "Se présente à la patiente (nom, fonction)",
      explanation: "Se présenter installe la relation de confiance, même dans l'urgence.",
      evidence: { type: "act", labels: ["act.greeting"], mentions: [SELF_INTRODUCTION] },
    },
    {
      id: "siege-irradiation",
      name: "Précise le siège de la douleur et recherche une irradiation (scapulalgie)",
      explanation:
        "Une douleur pelvienne latéralisée oriente vers l'annexe ; une douleur de l'épaule droite sans cause locale évoque une irritation diaphragmatique par un hémopéritoine.",
      evidence: { type: "asked", labels: ["pain.location", "pain.radiation"], match: "all" },
    },
    {
      id: "debut-evolution",
      name: "Précise le mode de début de la douleur et son évolution depuis",
      explanation:
        "Un début progressif puis une aggravation avec malaise orientent vers une complication hémorragique ; un début brutal ferait évoquer une torsion d'annexe.",
      evidence: { type: "asked", labels: ["hdm.onset", ["hdm.evolution", "pain.timing"]], match: "all" },
    },
    {
      id: "date-dernieres-regles",
      name: "Précise la date des dernières règles et la régularité des cycles",
      explanation:
        "Toute douleur pelvienne d'une femme en âge de procréer impose de chercher un retard de règles : ici deux semaines de retard pour des cycles de 28 jours.",
      evidence: { type: "asked", labels: ["gyn.lmp"] },
    },
    {
      id: "grossesse-possible",
      name: "Recherche une grossesse possible (désir de grossesse, test, signes sympathiques)",
      explanation:
        "Une grossesse est possible : rapports non protégés depuis six mois dans un projet d'enfant, aucun test fait, seins tendus et nausées matinales.",
      evidence: { type: "asked", labels: ["gyn.pregnancy"] },
    },
    {
      id: "contraception",
      name: "Recherche la contraception actuelle et passée",
      explanation:
        "L'absence de contraception depuis le retrait du stérilet rend la grossesse possible ; un antécédent de dispositif intra-utérin est un facteur de risque de grossesse extra-utérine.",
      evidence: { type: "asked", labels: ["gyn.contraception"] },
    },
    {
      id: "metrorragies",
      name: "Recherche des saignements vaginaux (métrorragies) et précise leur aspect",
      explanation:
        "Des métrorragies peu abondantes, noirâtres (« sépia »), après un retard de règles, associées à une douleur pelvienne, sont le tableau classique de la grossesse extra-utérine.",
      evidence: { type: "asked", labels: [["gyn.heavy_periods", "sx.bleeding"]] },
    },
    {
      id: "malaise",
      name: "Recherche un malaise ou une lipothymie (retentissement hémodynamique)",
      explanation:
        "Un malaise au lever, avec sueurs et vue brouillée, chez une patiente tachycarde traduit une hypovolémie : il faut suspecter une rupture avec hémopéritoine.",
      evidence: { type: "asked", labels: ["sx.syncope", "sx.dizziness"] },
    },
    {
      id: "signes-orientation",
      name: "Recherche les signes d'un diagnostic différentiel : fièvre, signes urinaires, signes digestifs",
      explanation:
        "L'absence de fièvre et de signes urinaires rend une salpingite ou une pyélonéphrite peu probables ; les faux besoins à aller à la selle évoquent un épanchement dans le cul-de-sac de Douglas plutôt qu'une appendicite.",
      evidence: {
        type: "asked",
        labels: ["sx.fever", "sx.urinary", ["sx.nausea_vomiting", "sx.bowel"]],
        match: "all",
      },
    },
    {
      id: "facteurs-risque",
      name: "Recherche les facteurs de risque de grossesse extra-utérine (antécédent d'infection génitale, tabac)",
      explanation:
        "La salpingite à Chlamydia et le tabagisme sont les deux principaux facteurs de risque de grossesse extra-utérine (atteinte de la fonction tubaire).",
      evidence: {
        type: "asked",
        labels: [["hx.medical", "life.sexual"], "life.tobacco"],
        match: "all",
      },
    },
    {
      id: "traitements-allergies",
      name: "Recherche les traitements en cours et les allergies",
      explanation:
        "Avant une anesthésie ou un traitement en urgence, les traitements en cours et les allergies doivent être connus.",
      evidence: { type: "asked", labels: ["tx.current", "hx.allergies"], match: "all" },
    },
    {
      id: "dernier-repas",
      name: "Précise l'heure du dernier repas (jeûne en vue d'une éventuelle intervention)",
      explanation:
        "Une cœlioscopie en urgence est possible : l'heure du dernier repas conditionne l'anesthésie, et la patiente doit rester à jeun.",
      evidence: { type: "asked", labels: ["life.last_meal"] },
    },
    {
      id: "empathie",
      name: "Rassure la patiente et prend en compte son inquiétude",
      explanation:
        "La patiente est effrayée par son malaise et inquiète pour sa fertilité : la réassurance fait partie de la prise en charge.",
      evidence: { type: "act", labels: ["act.empathy"] },
    },
    {
      id: "annonce-hypothese",
      name: "Annonce l'hypothèse d'une grossesse extra-utérine",
      explanation:
        "Retard de règles, métrorragies sépia et douleur pelvienne latéralisée chez une femme aux antécédents de salpingite : la grossesse extra-utérine est l'hypothèse à annoncer, avec des mots simples.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "hypothese-geu",
            label: "Grossesse extra-utérine (grossesse implantée hors de l'utérus, le plus souvent dans la trompe)",
            synonyms: [
              "grossesse extra-utérine",
              "grossesse extra utérine",
              "grossesse extra-uterine",
              "grossesse extra uterine",
              "grossesse extrautérine",
              "grossesse extrauterine",
              "extra-utérine",
              "extra-uterine",
              "extra utérine",
              "extra uterine",
              "geu",
              "grossesse ectopique",
              "ectopique",
              "grossesse tubaire",
              "grossesse dans la trompe",
              "grossesse dans une trompe",
              "grossesse dans votre trompe",
              "grossesse en dehors de l'utérus",
              "grossesse en dehors de l'uterus",
              "grossesse hors de l'utérus",
              "grossesse hors de l'uterus",
              "grossesse mal placée",
              "grossesse mal placee",
              "grossesse mal implantée",
              "grossesse mal implantee",
              "embryon dans la trompe",
              "œuf dans la trompe",
              "oeuf dans la trompe",
              "bébé dans la trompe",
              "bebe dans la trompe",
              "s'est implantée dans la trompe",
              "s'est implantee dans la trompe",
              "s'est accrochée dans la trompe",
              "s'est accrochee dans la trompe",
              "ailleurs que dans l'utérus",
              "ailleurs que dans l'uterus",
            ],
          },
        ],
      },
    },
    {
      id: "annonce-examens",
      name: "Annonce un dosage des β-hCG et une échographie pelvienne endovaginale en urgence",
      explanation:
        "Le couple β-hCG plasmatiques quantitatifs et échographie endovaginale confirme la grossesse, la localise et recherche un épanchement (hémopéritoine).",
      evidence: {
        type: "stated",
        match: "all",
        concepts: [
          {
            id: "beta-hcg",
            label: "Dosage des β-hCG (test de grossesse)",
            synonyms: [
              "β-hCG",
              "βhCG",
              "beta-hcg",
              "beta hcg",
              "bêta-hcg",
              "bêta hcg",
              "betahcg",
              "b-hcg",
              "bhcg",
              "hcg",
              "hormone de grossesse",
              "hormone de la grossesse",
              "test de grossesse",
              "tests de grossesse",
              "dosage de grossesse",
              "prise de sang de grossesse",
              "prise de sang pour la grossesse",
              "prise de sang pour confirmer la grossesse",
            ],
          },
          {
            id: "echographie",
            label: "Échographie pelvienne endovaginale",
            synonyms: [
              "échographie endovaginale",
              "echographie endovaginale",
              "échographie endo-vaginale",
              "echographie endo-vaginale",
              "échographie pelvienne",
              "echographie pelvienne",
              "échographie par voie vaginale",
              "echographie par voie vaginale",
              "échographie",
              "echographie",
              "échographies",
              "echographies",
              "écho",
              "echo",
              "écho endovaginale",
              "echo endovaginale",
              "écho pelvienne",
              "echo pelvienne",
              "sonde vaginale",
              "sonde endovaginale",
            ],
          },
        ],
      },
    },
    {
      id: "bilan-avis-gyneco",
      name: "Annonce le bilan pré-opératoire (groupe sanguin, Rhésus, RAI) et l'avis du gynécologue de garde",
      explanation:
        "Devant une suspicion de rupture, il faut préparer une transfusion et une intervention (groupe, Rhésus, RAI, NFS ; prévention anti-D si Rhésus négatif) et appeler le gynécologue de garde pour une éventuelle cœlioscopie.",
      evidence: {
        type: "stated",
        match: "all",
        concepts: [
          {
            id: "groupe-rhesus",
            label: "Groupe sanguin, Rhésus, RAI",
            synonyms: [
              "groupe sanguin",
              "groupes sanguins",
              "groupage",
              "groupe rhésus",
              "groupe rhesus",
              "groupe-rhésus",
              "groupe-rhesus",
              "rhésus",
              "rhesus",
              "rai",
              "agglutinines irrégulières",
              "agglutinines irregulieres",
              "carte de groupe",
              "bilan pré-opératoire",
              "bilan pre-operatoire",
              "bilan préopératoire",
              "bilan preoperatoire",
              "bilan pré-transfusionnel",
              "bilan pre-transfusionnel",
              "bilan prétransfusionnel",
              "bilan pretransfusionnel",
              "transfusion",
              "transfuser",
            ],
          },
          {
            id: "avis-gynecologue",
            label: "Avis du gynécologue de garde, intervention possible (cœlioscopie)",
            synonyms: [
              "gynécologue",
              "gynecologue",
              "gynécologues",
              "gynecologues",
              "gynéco",
              "gyneco",
              "gynéco de garde",
              "gyneco de garde",
              "chirurgien",
              "chirurgienne",
              "chirurgie",
              "chirurgical",
              "cœlioscopie",
              "coelioscopie",
              "cœlio",
              "coelio",
              "laparoscopie",
              "bloc opératoire",
              "bloc operatoire",
              "au bloc",
              "opérer",
              "operer",
              "opérée",
              "operee",
              "opération",
              "operation",
              "intervention chirurgicale",
            ],
          },
        ],
      },
    },
    {
      id: "comprehension",
      name: "Vérifie la compréhension de la patiente et l'invite à poser ses questions",
      explanation: "S'assurer que la patiente a compris l'urgence favorise son adhésion aux examens et aux soins.",
      evidence: { type: "act", labels: ["act.check_understanding", "act.invite_questions"] },
    },
    {
      id: "diagnostic",
      name: "Retient le diagnostic de grossesse extra-utérine",
      explanation:
        "Douleur pelvienne gauche, métrorragies noirâtres et retard de règles chez une femme sans contraception, aux antécédents de salpingite et fumeuse, avec scapulalgie droite et malaise : grossesse extra-utérine probablement fissurée.",
      evidence: { type: "diagnosis" },
    },
  ],
  sheetId: 99,
  sources: [
    "Collège national des gynécologues et obstétriciens français (CNGOF), Recommandations pour la pratique clinique : prise en charge de la grossesse extra-utérine (2016) : diagnostic par le couple β-hCG plasmatiques et échographie endovaginale, traitement chirurgical cœlioscopique des formes rompues ou hémodynamiquement instables, méthotrexate dans les formes peu évolutives.",
    "CNGOF, Gynécologie Obstétrique, référentiel pour la préparation des ECN/EDN (Elsevier Masson, 2021) : « Douleur pelvienne aiguë chez la femme » et « Grossesse extra-utérine ».",
    "CNGOF et SPILF, Recommandations pour la pratique clinique : prise en charge des infections génitales hautes (2019) : diagnostic différentiel de la salpingite et séquelles tubaires des infections à Chlamydia trachomatis.",
    "CNGOF, Recommandations pour la pratique clinique : prévention de l'allo-immunisation Rhésus D fœto-maternelle (2017) : immunoglobulines anti-D en cas de grossesse extra-utérine chez une femme Rhésus négatif.",
  ],
};
