import type { ClinicalCaseInput } from "../schema";
import { SELF_INTRODUCTION } from "../shared-concepts";

/** SDD 162 « Dyspnée » : embolie pulmonaire chez une femme de 34 ans sous pilule œstroprogestative, au retour d'un vol long-courrier. */
export const station002: ClinicalCaseInput = {
  id: "station-002",
  sdd: { number: 162, title: "Dyspnée" },
  categoryId: "pneumology",
  modeId: "interrogation",
  rewardXp: 80,
  beta: true,
  patient: {
    firstName: "Claire",
    lastName: "Moreau",
    age: 34,
    sex: "F",
    persona:
      "Chargée de communication dans une mairie, elle vit avec son compagnon et leur fils de 4 ans dans un appartement au troisième étage sans ascenseur. Sportive (course à pied deux fois par semaine), elle n'est jamais malade et n'a pas de médecin qu'elle voit régulièrement en dehors de sa gynécologue. Elle est rentrée il y a cinq jours de dix jours de vacances à La Réunion. Elle fume quelques cigarettes par jour et prend une pilule combinée depuis des années.",
    speakingStyle:
      "Français courant et soigné, phrases courtes entrecoupées de pauses pour reprendre son souffle. Elle n'emploie pas de termes médicaux, sauf « pilule combinée », mot de sa gynécologue.",
    emotionalState:
      "Anxieuse et un peu essoufflée, elle se contrôle mais s'inquiète de ne pas pouvoir respirer normalement et de savoir qui va récupérer son fils à l'école.",
  },
  situation: "Une femme de 34 ans consulte aux urgences pour un essoufflement brutal apparu ce matin.",
  instructions:
    "Vous êtes interne aux urgences. Menez l'interrogatoire de la patiente. Annoncez-lui votre hypothèse diagnostique et la prise en charge immédiate. Vous n'avez pas à examiner la patiente.",
  context:
    "Mme Claire Moreau, 34 ans, consulte aux urgences pour un essoufflement apparu ce matin. Constantes à l'accueil : PA 124/78 mmHg, FC 112/min, FR 24/min, SpO2 93 % en air ambiant, température 37,3 °C. L'infirmière l'a installée en position demi-assise ; elle parle par phrases complètes.",
  opening:
    "Bonjour docteur… Depuis ce matin, j'ai du mal à respirer, d'un coup, et j'ai mal sur le côté droit quand j'inspire.",
  script: {
    "act.greeting": "Bonjour docteur.",
    "act.identity_check": "Oui, Claire Moreau, j'ai 34 ans.",
    "act.empathy": "Merci… C'est vrai que ça me fait peur, je n'ai jamais eu de mal à respirer comme ça.",
    "act.check_understanding":
      "Oui, je crois : vous pensez à un caillot dans le poumon, vous allez faire un scanner et me donner un traitement pour fluidifier le sang. Et je dois arrêter ma pilule, c'est ça ?",
    "act.invite_questions": [
      "Est-ce que c'est grave ? Je vais devoir rester à l'hôpital ?",
      "Qui va aller chercher mon fils à l'école ? Est-ce que je peux appeler mon compagnon ?",
    ],
    "id.name": "Moreau, Claire.",
    "id.age": "J'ai 34 ans.",
    "id.job": "Je suis chargée de communication dans une mairie. Je suis assise à mon bureau presque toute la journée.",
    "id.living":
      "Je vis avec mon compagnon et notre fils de 4 ans, dans un appartement au troisième étage, sans ascenseur.",
    motif: [
      "Je suis essoufflée depuis ce matin, c'est venu d'un coup. Et j'ai mal sur le côté droit quand je respire.",
      "J'ai du mal à respirer depuis ce matin, je n'arrive pas à reprendre mon souffle. Et j'ai un point de côté à droite.",
    ],
    "hdm.onset": [
      "Ce matin vers 7 heures, en me levant. D'un coup, j'ai eu du mal à respirer, comme si je n'arrivais pas à remplir mes poumons.",
      "C'est arrivé brutalement ce matin au réveil, vers 7 heures. Hier soir j'allais très bien.",
    ],
    "hdm.circumstances":
      "Rien de spécial, je venais de me lever pour préparer le petit-déjeuner de mon fils. Je n'avais fait aucun effort.",
    "hdm.evolution":
      "Ça ne passe pas, c'est à peu près pareil depuis ce matin. Dès que je marche un peu, c'est encore pire : j'ai dû m'arrêter dans le couloir en arrivant.",
    "hdm.previous_episodes": "Non, jamais, c'est la première fois de ma vie que j'ai ça.",
    "hdm.consultations": "Non, je n'ai vu personne, je suis venue directement ici. Mon compagnon m'a déposée.",
    "tx.self_medication": "J'ai pris un Doliprane pour la douleur au côté, ça a à peine changé quelque chose.",
    "pain.location": [
      "Là, sur le côté droit, en bas des côtes, un peu vers le dos.",
      "Sur le côté droit de la poitrine, en bas. Pas au milieu.",
    ],
    "pain.radiation": "Non, ça reste là. Ça ne part pas dans le bras, ni dans la mâchoire, ni dans l'épaule.",
    "pain.character": [
      "C'est comme un point de côté, un coup de couteau quand j'inspire fort.",
      "Ça pique, comme un point de côté quand on court. Ça ne serre pas.",
    ],
    "pain.intensity": "Au repos, 3 sur 10. Mais quand je respire à fond, ça monte à 6 ou 7.",
    "pain.timing": "Elle est là en fond depuis ce matin, et elle est plus forte à chaque grande inspiration.",
    "pain.aggravating":
      "Quand je respire fort ou quand je tousse, surtout en inspirant à fond. Changer de position, ça ne change pas grand-chose, et quand j'appuie sur les côtes ça ne fait pas plus mal.",
    "pain.relieving":
      "Respirer doucement, sans trop gonfler la poitrine. Le Doliprane, un tout petit peu. Me pencher en avant, ça ne change rien.",
    "sx.fever": "Non, j'ai pris ma température ce matin, j'avais 37,3. Pas de frissons.",
    "sx.weight": "Non, mon poids est stable. Je fais 62 kilos pour 1,68 mètre.",
    "sx.appetite": "Pas très faim ce matin, mais d'habitude j'ai un appétit normal.",
    "sx.fatigue": "Un peu fatiguée depuis le retour, j'ai mis ça sur le compte du voyage et de la reprise du travail.",
    "sx.night_sweats": "Non, pas de sueurs la nuit.",
    "sx.dyspnea": [
      "Oui, c'est surtout ça : je n'arrive pas à reprendre mon souffle, même assise. En marchant, c'est pire.",
      "Je suis essoufflée tout le temps depuis ce matin. D'habitude je cours deux fois par semaine sans problème, là je n'arrive même pas à traverser le couloir.",
    ],
    "sx.orthopnea": "Allongée, ce n'est pas pire, non. Je n'ai pas eu besoin de me redresser cette nuit.",
    "sx.cough": "Je tousse un peu depuis ce matin, une petite toux sèche, sans crachats.",
    "sx.hemoptysis": "Non, je n'ai pas craché de sang.",
    "sx.chest_pain":
      "Oui, ce point sur le côté droit quand je respire. Au milieu de la poitrine, non, ça ne serre pas.",
    "sx.palpitations": "Oui, j'ai l'impression que mon cœur bat très vite depuis ce matin, même assise.",
    "sx.syncope": "Non, je ne suis pas tombée, je n'ai pas perdu connaissance.",
    "sx.edema": [
      "Maintenant que vous en parlez… j'ai mal au mollet gauche depuis deux ou trois jours, comme une courbature. Et il me semble un peu plus gonflé que l'autre.",
      "Le mollet gauche me fait un peu mal depuis deux-trois jours, je croyais que c'était une courbature. Il est peut-être un peu plus gros que le droit.",
    ],
    "sx.nausea_vomiting": "Non, pas de nausées, je n'ai pas vomi.",
    "sx.abdominal_pain": "Non, je n'ai pas mal au ventre.",
    "sx.bowel": "Non, le transit est normal.",
    "sx.gi_bleeding": "Non, rien de tout ça.",
    "sx.urinary": "Non, rien de particulier de ce côté-là.",
    "sx.headache": "Non, pas mal à la tête.",
    "sx.neuro": "Non, je bouge bien les bras et les jambes, je vois bien, je parle bien.",
    "sx.dizziness": "Non, la tête ne tourne pas.",
    "sx.skin": "Non, pas de boutons, pas de plaques.",
    "sx.joint": "Non, pas de douleurs dans les articulations.",
    "sx.bleeding": "Non, je ne saigne pas facilement, pas de bleus. Mes règles ne sont pas abondantes.",
    "sx.sleep": "La nuit s'est bien passée, c'est au réveil que ça a commencé.",
    "sx.mood":
      "D'habitude le moral est bon, je ne suis pas quelqu'un d'anxieux, je n'ai jamais fait de crise d'angoisse. Là, je suis inquiète, j'avoue.",
    "gyn.lmp":
      "Mes dernières règles, c'était il y a environ trois semaines, pendant la semaine d'arrêt de la pilule. Elles sont toujours régulières.",
    "gyn.pregnancy":
      "Non, je ne pense pas être enceinte, je prends ma pilule sans oubli. J'ai un petit garçon de 4 ans, la grossesse s'était bien passée.",
    "gyn.contraception": [
      "Oui, je prends la pilule depuis mes 20 ans, avec une pause pour ma grossesse. Une pilule combinée, m'a dit ma gynécologue : 21 jours, puis une semaine d'arrêt.",
      "La pilule, depuis des années. Ma gynécologue dit que c'est une pilule combinée, avec deux hormones.",
    ],
    "hx.medical": [
      "Rien de particulier, je suis en bonne santé. Pas d'asthme, et je n'ai jamais eu de phlébite ni de caillot.",
      "Aucun problème de santé. Pas d'asthme, pas de problème de cœur, jamais de phlébite.",
    ],
    "hx.surgical": "Juste l'appendicite quand j'étais petite. Rien de récent, pas d'opération ni de plâtre.",
    "hx.family": [
      "Ma mère a fait une phlébite à la jambe après ma naissance. Et sa sœur, ma tante, a eu un caillot dans le poumon il y a quelques années. Mon père a de la tension.",
      "Du côté de ma mère, il y a des problèmes de caillots : elle a fait une phlébite après son accouchement, et ma tante a eu un caillot dans le poumon.",
    ],
    "hx.hypertension": "Non, ma tension a toujours été normale, on me la prend à chaque renouvellement de pilule.",
    "hx.diabetes": "Non, pas de diabète.",
    "hx.dyslipidemia": "Pas que je sache. J'ai fait une prise de sang pour la pilule il y a deux ans, c'était normal.",
    "hx.hospitalizations": "Seulement pour l'appendicite et pour mon accouchement.",
    "hx.allergies": "Non, aucune allergie connue, ni aux médicaments ni aux aliments.",
    "hx.vaccines": "Je pense être à jour, j'ai fait le rappel du tétanos il y a trois ans.",
    "tx.current": "Juste ma pilule. Rien d'autre, pas de médicament tous les jours.",
    "tx.adherence":
      "Je la prends tous les soirs à la même heure, j'ai une alarme sur mon téléphone. Je n'oublie jamais.",
    "life.tobacco": [
      "Je fume un peu, 5 ou 6 cigarettes par jour, depuis mes 18 ans. J'essaie d'arrêter.",
      "Oui, quelques cigarettes par jour, cinq ou six. Je sais que ce n'est pas idéal avec la pilule.",
    ],
    "life.alcohol": "Un verre de vin de temps en temps, le week-end. Pas plus.",
    "life.drugs": "Non, jamais.",
    "life.physical_activity":
      "Je cours deux fois par semaine, une demi-heure. D'habitude je ne suis jamais essoufflée.",
    "life.diet": "Je mange équilibré, je cuisine beaucoup à la maison.",
    "life.travel": [
      "On est rentrés de La Réunion il y a cinq jours. Onze heures d'avion, de nuit : j'ai dormi presque tout le vol, je ne me suis pas levée.",
      "Oui, dix jours à La Réunion, retour il y a cinq jours. Le vol a duré onze heures, je suis restée assise tout du long.",
    ],
    "life.animals": "Un chat à la maison, depuis des années.",
    "life.sexual": "J'ai un compagnon, on est ensemble depuis huit ans. Rien de particulier.",
    "life.exposure": "Non, je travaille dans un bureau, je ne suis exposée à rien de particulier.",
    "life.contacts": "Non, personne n'est malade à la maison. Mon fils va très bien.",
    "pt.ideas":
      "Je ne sais pas… Peut-être que j'ai attrapé un microbe dans l'avion ? Ou alors c'est le stress de la reprise du travail.",
    "pt.concerns": [
      "J'ai peur que ce soit grave, je n'ai jamais eu de mal à respirer comme ça.",
      "Ce qui m'inquiète, c'est de ne pas réussir à respirer. Et mon fils : qui va le chercher à l'école ce soir ?",
    ],
    "pt.expectations": "Savoir ce que j'ai, et pouvoir respirer normalement.",
    "pt.impact":
      "Ce matin, je n'ai pas pu descendre les trois étages d'une traite, j'ai dû m'arrêter dans l'escalier. Je n'ai pas pu aller travailler.",
    "sx.calf_pain": [
      "Oui, le mollet gauche… Il me fait mal depuis deux ou trois jours, comme une courbature, surtout quand je marche. Et il me semble un peu plus gonflé que le droit. Il n'est pas rouge.",
      "Maintenant que vous le dites… mon mollet gauche. Une douleur sourde depuis deux-trois jours, je pensais à une courbature. Il est un peu plus gros que l'autre, mais pas rouge.",
    ],
    "sx.cold_intolerance": "Non, je ne suis pas plus frileuse que d'habitude, et je n'ai pas trop chaud non plus.",
    "sx.hair_loss": "Non, rien de ce côté-là. Mes cheveux et mes ongles vont bien.",
    "sx.snoring": "Non, d'après mon compagnon je ne ronfle pas. Et je ne m'endors pas dans la journée.",
    "sx.polyuria_polydipsia": "Non, je ne bois pas plus que d'habitude, et je n'urine pas plus.",
    "sx.jaundice": "Non, je ne suis pas jaune. Les urines sont normales.",
    "sx.neck_stiffness": "Non, pas de raideur dans la nuque. Et la lumière ne me gêne pas.",
    "sx.seizure": "Non, jamais.",
    "gyn.heavy_periods":
      "Non, avec la pilule mes règles sont plutôt légères, trois ou quatre jours. Je n'ai pas de saignements entre les règles.",
    "life.last_meal":
      "Hier soir vers 20 heures, un dîner normal. Ce matin, je n'ai rien pu avaler… juste un verre d'eau avec le Doliprane.",
    "hx.regular_doctor": [
      "Pas vraiment… J'en ai déclaré un, le docteur Faure, mais je ne l'ai pas vu depuis des années. C'est ma gynécologue qui me suit, pour la pilule.",
      "Sur le papier, c'est le docteur Faure. Mais je ne suis jamais malade, je ne le vois presque jamais. Je vois ma gynécologue une fois par an.",
    ],
  },
  announcementReaction: [
    "C'est grave ? Je vais devoir rester à l'hôpital ?",
    "D'accord… Il faut que je prévienne mon compagnon. Quelqu'un doit aller chercher notre fils à l'école ce soir.",
    "Ça se soigne ? Est-ce que je pourrai reprendre le sport, après ?",
  ],
  unscriptedDefault: ["Non, pas du tout.", "Non, je n'ai pas remarqué ça.", "Non, rien de ce côté-là."],
  examResults: {
    "frequence-cardiaque": "Fréquence cardiaque 112 battements par minute, pouls régulier.",
    "frequence-respiratoire": "Fréquence respiratoire 24 cycles par minute, respiration superficielle.",
    "saturation-oxygene": "SpO2 93 % en air ambiant, avec un signal de pouls de bonne qualité sur l'oxymètre.",
    temperature: "Température 37,3 °C, mesurée par voie tympanique.",
    "poids-taille-imc": "Poids 62 kg, taille 1,68 m, soit un IMC de 22,0 kg/m².",
    "hypotension-orthostatique":
      "Non réalisée : patiente dyspnéique, maintenue au repos en position demi-assise ; PA 124/78 mmHg et FC 112/min.",
    "evaluation-douleur":
      "Douleur basithoracique droite cotée à 3/10 au repos et à 6-7/10 à l'inspiration profonde ; mollet gauche sensible à la palpation.",
    "etat-general":
      "État général conservé ; patiente anxieuse et essoufflée, installée en position demi-assise ; pas d'amaigrissement.",
    "conscience-comportement":
      "Vigilance normale, contact adapté, discours cohérent ; patiente anxieuse mais coopérante, sans agitation ni somnolence.",
    "signes-de-lutte-respiratoire":
      "Polypnée à 24/min sans tirage ni balancement thoraco-abdominal, pas de battement des ailes du nez, pas de cyanose ; parole en phrases complètes, entrecoupées de pauses.",
    "auscultation-cardiaque":
      "Bruits du cœur réguliers et rapides à 112/min, B1 et B2 bien perçus, pas de souffle, pas de galop ni de frottement péricardique.",
    "signes-hyperthyroidie":
      "Tachycardie régulière à 112/min sans autre signe : pas de tremblement fin des extrémités, pas de rétraction palpébrale ni d'exophtalmie, pas d'amyotrophie proximale.",
    "palpation-mollets":
      "Mollet gauche augmenté de volume (circonférence supérieure de 2 cm à celle du mollet droit), sensible à la palpation, avec une diminution du ballant ; pas de rougeur ni de cordon veineux palpable. Mollet droit souple et indolore.",
    "oedemes-membres-inferieurs":
      "Discret œdème unilatéral de la jambe gauche, prenant à peine le godet en prétibial ; pas d'œdème à droite ni des lombes.",
  },
  diagnosis: {
    options: [
      "Embolie pulmonaire",
      "Pneumothorax",
      "Pneumopathie",
      "Crise d'asthme",
      "Crise d'angoisse",
      "Péricardite",
    ],
    correct: "Embolie pulmonaire",
  },
  grid: [
    {
      id: "presentation",
      name: "Se présente à la patiente (nom, fonction)",
      explanation: "Se présenter installe la relation de confiance, même dans l'urgence.",
      evidence: { type: "act", labels: ["act.greeting"], mentions: [SELF_INTRODUCTION] },
    },
    {
      id: "mode-installation",
      name: "Précise le mode d'installation de la dyspnée et ses circonstances",
      explanation: "Une dyspnée brutale, survenue au repos, évoque une embolie pulmonaire ou un pneumothorax.",
      evidence: { type: "asked", labels: ["hdm.onset", "hdm.circumstances"] },
    },
    {
      id: "douleur-thoracique",
      name: "Caractérise la douleur thoracique (siège, majoration à l'inspiration)",
      explanation:
        "Une douleur latérothoracique majorée à l'inspiration est une douleur pleurale, fréquente dans l'embolie pulmonaire.",
      evidence: { type: "asked", labels: ["pain.location", "pain.aggravating"], match: "all" },
    },
    {
      id: "hemoptysie",
      name: "Recherche une hémoptysie",
      explanation: "L'hémoptysie est un signe évocateur d'infarctus pulmonaire et un item du score de Genève.",
      evidence: { type: "asked", labels: ["sx.hemoptysis"] },
    },
    {
      id: "fievre-toux",
      name: "Recherche une fièvre et une toux (pneumopathie)",
      explanation: "L'absence de fièvre et d'expectoration rend une pneumopathie moins probable.",
      evidence: { type: "asked", labels: ["sx.fever", "sx.cough"], match: "all" },
    },
    {
      id: "gravite-palpitations-malaise",
      name: "Recherche des palpitations ou un malaise (signes de gravité)",
      explanation: "La tachycardie et la syncope témoignent du retentissement hémodynamique de l'embolie.",
      evidence: { type: "asked", labels: ["sx.palpitations", "sx.syncope"] },
    },
    {
      id: "signes-tvp",
      name: "Recherche des signes de thrombose veineuse profonde (douleur ou gonflement d'un mollet)",
      explanation: "Des signes cliniques de TVP sont le critère le plus lourd du score de Wells.",
      evidence: { type: "asked", labels: ["sx.edema", "sx.calf_pain"] },
    },
    {
      id: "voyage",
      name: "Recherche un voyage ou une immobilisation récente",
      explanation: "Un vol long-courrier de plus de 6 heures est un facteur de risque thromboembolique transitoire.",
      evidence: { type: "asked", labels: ["life.travel"] },
    },
    {
      id: "contraception",
      name: "Recherche une contraception œstroprogestative",
      explanation: "La pilule œstroprogestative multiplie le risque de maladie thromboembolique veineuse.",
      evidence: { type: "asked", labels: ["gyn.contraception"] },
    },
    {
      id: "grossesse",
      name: "Recherche une grossesse possible (date des dernières règles)",
      explanation: "La grossesse est un facteur de risque thromboembolique et modifie la stratégie d'imagerie.",
      evidence: { type: "asked", labels: ["gyn.pregnancy", "gyn.lmp"] },
    },
    {
      id: "antecedents-thrombose",
      name: "Recherche des antécédents personnels et familiaux de thrombose",
      explanation:
        "Un antécédent personnel ou familial de maladie thromboembolique oriente et fera discuter un bilan de thrombophilie.",
      evidence: { type: "asked", labels: ["hx.medical", "hx.family"], match: "all" },
    },
    {
      id: "tabac",
      name: "Recherche un tabagisme",
      explanation: "L'association tabac et pilule œstroprogestative majore le risque vasculaire.",
      evidence: { type: "asked", labels: ["life.tobacco"] },
    },
    {
      id: "empathie",
      name: "Rassure la patiente et prend en compte son inquiétude",
      explanation: "La patiente est angoissée et dyspnéique : la réassurance fait partie de la prise en charge.",
      evidence: { type: "act", labels: ["act.empathy"] },
    },
    {
      id: "annonce-hypothese",
      name: "Annonce à la patiente l'hypothèse d'une embolie pulmonaire",
      explanation: "La patiente doit être informée, avec des mots simples, de l'hypothèse d'un caillot dans le poumon.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "embolie-pulmonaire",
            label: "Embolie pulmonaire (caillot dans une artère du poumon)",
            synonyms: [
              "embolie pulmonaire",
              "embolie",
              "embolie pulmo",
              "caillot dans le poumon",
              "caillot dans les poumons",
              "caillot dans une artère du poumon",
              "caillot dans une artere du poumon",
              "caillot de sang",
              "caillot",
              "thrombose pulmonaire",
            ],
          },
        ],
      },
    },
    {
      id: "strategie-diagnostique",
      name: "Annonce l'évaluation de la probabilité clinique et l'angioscanner thoracique",
      explanation:
        "La probabilité clinique (Wells ou Genève) guide la stratégie : forte ici, elle impose l'angioscanner d'emblée ; les D-dimères ne servent qu'en cas de probabilité faible ou intermédiaire.",
      evidence: {
        type: "stated",
        match: "all",
        concepts: [
          {
            id: "probabilite-clinique",
            label: "Probabilité clinique (score de Wells ou de Genève)",
            synonyms: [
              "probabilité clinique",
              "probabilite clinique",
              "probabilité",
              "probabilite",
              "score de wells",
              "wells",
              "score de genève",
              "score de geneve",
              "genève",
              "geneve",
              "score clinique",
            ],
          },
          {
            id: "angioscanner",
            label: "Angioscanner thoracique",
            synonyms: [
              "angioscanner",
              "angio-scanner",
              "angio scanner",
              "angioscanner thoracique",
              "angio-tdm",
              "angiotdm",
              "tdm thoracique",
              "scanner thoracique",
              "scanner du thorax",
              "scanner des poumons",
              "scanner avec injection",
              "scanner",
              "scintigraphie",
              "scintigraphie pulmonaire",
            ],
          },
        ],
      },
    },
    {
      id: "anticoagulation",
      name: "Annonce un traitement anticoagulant",
      explanation:
        "L'anticoagulation curative est débutée dès que la probabilité clinique est forte, sans attendre l'imagerie.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "anticoagulant",
            label: "Traitement anticoagulant",
            synonyms: [
              "anticoagulant",
              "anticoagulants",
              "anticoagulation",
              "anticoaguler",
              "anticoagulée",
              "anticoagulee",
              "fluidifier le sang",
              "fluidifie le sang",
              "fluidifiant",
              "héparine",
              "heparine",
              "hbpm",
              "lovenox",
              "énoxaparine",
              "enoxaparine",
              "tinzaparine",
              "innohep",
              "apixaban",
              "eliquis",
              "rivaroxaban",
              "xarelto",
              "aod",
              "anticoagulant oral direct",
            ],
          },
        ],
      },
    },
    {
      id: "arret-pilule",
      name: "Informe la patiente de l'arrêt de la pilule œstroprogestative",
      explanation:
        "La contraception œstroprogestative est contre-indiquée après une maladie thromboembolique : il faut l'arrêter et proposer une alternative sans œstrogène.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "arret-pilule",
            label: "Arrêt de la pilule œstroprogestative",
            synonyms: [
              "arrêter la pilule",
              "arreter la pilule",
              "arrêter votre pilule",
              "arreter votre pilule",
              "arrêter définitivement la pilule",
              "arreter definitivement la pilule",
              "arrêt de la pilule",
              "arret de la pilule",
              "arrêt de votre pilule",
              "arret de votre pilule",
              "stopper la pilule",
              "stopper votre pilule",
              "ne plus prendre la pilule",
              "ne plus prendre votre pilule",
              "arrêter la contraception",
              "arreter la contraception",
              "arrêt de la contraception",
              "arret de la contraception",
              "arrêt des œstroprogestatifs",
              "arret des oestroprogestatifs",
              "arrêt de l'œstroprogestatif",
              "arret de l'oestroprogestatif",
              "contraception sans œstrogène",
              "contraception sans oestrogene",
              "pilule contre-indiquée",
              "pilule contre-indiquee",
            ],
          },
        ],
      },
    },
    {
      id: "diagnostic",
      name: "Retient le diagnostic d'embolie pulmonaire",
      explanation:
        "Dyspnée brutale avec douleur pleurale, tachycardie, hypoxémie et signes de TVP chez une femme sous pilule œstroprogestative, au retour d'un vol long-courrier.",
      evidence: { type: "diagnosis" },
    },
  ],
  sources: [
    "Konstantinides SV et al. 2019 ESC Guidelines for the diagnosis and management of acute pulmonary embolism. Eur Heart J 2020;41:543-603.",
    "Sanchez O et al. Recommandations de bonne pratique pour la prise en charge de la maladie veineuse thromboembolique chez l'adulte (SPLF, SFMV, SFC, SFAR, SFMU…). Rev Mal Respir 2019;36:249-283.",
  ],
  sheetId: 162,
};
