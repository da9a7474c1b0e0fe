import type { ClinicalCaseInput } from "../schema";
import { SELF_INTRODUCTION } from "../shared-concepts";

export const station005: ClinicalCaseInput = {
  id: "station-005",
  sdd: { number: 54, title: "Œdème localisé ou diffus" },
  categoryId: "cardiology",
  modeId: "clinical_exam",
  rewardXp: 90,
  beta: true,
  patient: {
    firstName: "Gérard",
    lastName: "Lemoine",
    age: 72,
    sex: "M",
    persona:
      "Ancien chauffeur routier à la retraite, veuf depuis un an, il vit seul dans une maison de plain-pied et se fait surtout des plats préparés. Il a fait un infarctus en 2016 et n'a pas revu son cardiologue depuis deux ans. Sa fille, qui habite à côté, l'a poussé à venir parce que ses chaussures ne ferment plus.",
    speakingStyle:
      "Phrases courtes, vocabulaire simple et un peu familier, s'arrête parfois pour reprendre son souffle ; minimise volontiers ses symptômes.",
    emotionalState: "Fatigué et un peu inquiet, mais bougon et pudique : il n'aime pas « faire d'histoires ».",
  },
  situation: "Un homme de 72 ans consulte aux urgences pour un gonflement des deux jambes depuis trois semaines.",
  instructions:
    "Vous êtes interne aux urgences. Réalisez l'examen clinique orienté de M. Lemoine en choisissant les examens pertinents dans le catalogue. Vous pouvez poser quelques questions ciblées au patient. Annoncez au patient votre hypothèse diagnostique et les examens complémentaires que vous proposez. Indiquez enfin le diagnostic le plus probable.",
  context:
    "M. Gérard Lemoine, 72 ans, aux antécédents d'infarctus du myocarde en 2016, est adressé par son médecin traitant pour des œdèmes des membres inférieurs apparus il y a trois semaines. Il se plaint aussi d'un essoufflement qui s'aggrave. Les données d'observation générale sont affichées dans l'onglet des données statiques.",
  script: {
    "id.name": "Lemoine, Gérard. Né le 14 mars 1953.",
    "id.age": "J'ai 72 ans, 73 en mars.",
    "id.job": "Je suis à la retraite. J'étais chauffeur routier, trente-cinq ans sur la route.",
    "id.living":
      "Je vis tout seul depuis que ma femme est partie, l'an dernier. Une maison de plain-pied. Ma fille habite à deux rues, elle passe tous les deux jours.",
    motif: [
      "C'est mes jambes, docteur. Elles gonflent, elles gonflent… et je suis essoufflé pour un rien.",
      "J'ai les jambes qui ont doublé de volume, mes chaussures ne ferment plus. Et je manque d'air.",
    ],
    "hdm.onset":
      "Ça a commencé il y a trois semaines, à peu près. D'abord les chevilles le soir, et puis c'est monté petit à petit.",
    "hdm.circumstances":
      "Rien de spécial… Il y a eu les fêtes, j'ai mangé pas mal de charcuterie et des plats tout prêts. Pas d'opération, pas de long voyage, je n'ai pas été alité.",
    "hdm.evolution": [
      "Ça empire. Maintenant c'est jusqu'aux genoux, et le matin ça ne dégonfle plus vraiment.",
      "De pire en pire. Au début c'était juste le soir, maintenant c'est tout le temps, et je souffle de plus en plus.",
    ],
    "hdm.previous_episodes":
      "Les jambes comme ça, non, jamais. Après mon infarctus j'étais un peu essoufflé, mais ça s'était arrangé.",
    "hdm.consultations":
      "Mon médecin m'a vu hier, il m'a dit de venir ici directement. Mon cardiologue, je ne l'ai pas revu depuis deux ans, je sais, c'est pas bien.",
    "sx.edema": [
      "Les deux jambes, pareil des deux côtés. Quand j'appuie avec le doigt, ça laisse un trou qui reste un moment.",
      "Oui, les deux, des pieds jusqu'aux genoux. Ça ne fait pas mal, c'est lourd, c'est tout.",
    ],
    "sx.dyspnea": [
      "Oui, je suis essoufflé. Avant je faisais mon tour du quartier, maintenant je m'arrête au bout de cinquante mètres. Même pour m'habiller je souffle.",
      "Je manque d'air dès que je marche un peu ou que je monte les trois marches de chez moi.",
    ],
    "sx.orthopnea": [
      "À plat, je ne peux plus. Je dors avec trois oreillers, et des fois je finis la nuit dans le fauteuil.",
      "Si je m'allonge, j'étouffe. Je me réveille la nuit, je dois m'asseoir au bord du lit pour respirer.",
    ],
    "sx.weight":
      "J'ai pris du poids, oui. Je faisais 79 kilos, ce matin la balance disait 84. Et pourtant je ne mange pas plus.",
    "sx.fatigue": "Je suis crevé. Je n'ai plus de jus, je passe l'après-midi dans mon fauteuil.",
    "sx.fever": "Non, pas de fièvre, pas de frissons.",
    "sx.chest_pain":
      "Non, pas de douleur dans la poitrine. Ça n'a rien à voir avec ce que j'avais eu pour mon infarctus.",
    "sx.palpitations": "Des fois je sens le cœur qui tape un peu vite quand je marche, mais il ne bat pas de travers.",
    "sx.syncope": "Non, je ne suis jamais tombé dans les pommes.",
    "sx.cough": "Je tousse un peu la nuit quand je suis couché, une petite toux sèche. Pas de crachats.",
    "sx.hemoptysis": "Non, jamais de sang.",
    "sx.abdominal_pain":
      "J'ai une sorte de pesanteur là, à droite sous les côtes. Ça me gêne quand je marche ou quand on appuie.",
    "pain.location":
      "Les jambes, elles ne me font pas mal, elles sont lourdes. Ce qui me tire un peu, c'est à droite sous les côtes.",
    "sx.appetite": "Je mange moins, je me sens vite plein.",
    "sx.nausea_vomiting": "Un peu barbouillé après les repas, mais je ne vomis pas.",
    "sx.urinary":
      "J'urine moins qu'avant, il me semble. Ça ne brûle pas, il n'y a pas de sang, et mes urines ne moussent pas.",
    "sx.bowel": "Normal de ce côté-là.",
    "sx.skin": "La peau des chevilles est tendue et toute brillante. Pas de bouton, pas de plaie.",
    "sx.sleep": "Je dors mal, à cause de la respiration. Je me réveille deux ou trois fois.",
    "hx.medical": [
      "J'ai fait un infarctus en 2016. On m'a mis un ressort dans une artère du cœur. Le cardiologue m'avait dit que le cœur avait gardé une petite faiblesse. Et j'ai de la tension.",
      "Le cœur : un infarctus il y a neuf ans, avec un ressort. La tension aussi. Pas de problème de reins ni de foie que je sache.",
    ],
    "hx.surgical": "Juste la vésicule, il y a longtemps. Et le ressort du cœur, passé par le poignet.",
    "hx.hospitalizations": "La dernière fois, c'était pour l'infarctus, une semaine en cardiologie.",
    "hx.hypertension": "Oui, j'ai de la tension depuis une quinzaine d'années, je suis traité.",
    "hx.diabetes": "Non, pas de diabète. Le sucre, on me le contrôle, c'est toujours bon.",
    "hx.dyslipidemia": "Du cholestérol, oui, j'ai un comprimé pour ça.",
    "hx.family": "Mon père est mort du cœur à 68 ans. Ma mère, je crois que c'était un cancer.",
    "hx.allergies": "Pas d'allergie, non.",
    "tx.current": [
      "J'ai l'aspirine en sachet, le bisoprolol, le ramipril et l'atorvastatine pour le cholestérol. C'est tout.",
      "Quatre médicaments pour le cœur : l'aspirine, le bisoprolol, le ramipril et un pour le cholestérol. Pas de médicament pour faire uriner.",
    ],
    "tx.adherence":
      "Je les prends tous les matins, ma fille me prépare le pilulier. Mais le renouvellement, ça fait deux ans que c'est le généraliste qui le fait, sans voir le cardiologue.",
    "tx.self_medication":
      "Rien du tout. J'ai mis les jambes sur un tabouret le soir. Pas d'anti-inflammatoires, pas de nouveau médicament.",
    "life.tobacco": "J'ai fumé un paquet par jour pendant trente ans. J'ai arrêté net le jour de l'infarctus.",
    "life.alcohol": "Un verre de vin à midi, pas plus. Je n'ai jamais été un gros buveur.",
    "life.diet":
      "Depuis que je suis seul, je ne cuisine plus beaucoup : des plats tout prêts, de la charcuterie, du fromage. Le sel, je ne fais pas trop attention.",
    "life.physical_activity": "Je marchais une demi-heure tous les jours. Depuis trois semaines, je ne peux plus.",
    "life.travel": "Non, je n'ai pas bougé de chez moi.",
    "pt.ideas": "Je me dis que c'est la circulation, les veines, avec l'âge. Ou alors le cœur qui fatigue ?",
    "pt.concerns":
      "Ce qui me fait peur, c'est de refaire un infarctus. Ou de ne plus pouvoir rester chez moi tout seul.",
    "pt.expectations": "Qu'on me dégonfle ces jambes et que je puisse respirer. Et rentrer chez moi si possible.",
    "pt.impact": "Je ne sors plus, je ne peux plus aller chercher mon pain à pied. Ma fille fait les courses.",
    "sx.mood": "Le moral, bof. Depuis que je suis seul, c'est pas tous les jours facile, mais je tiens le coup.",
    "pain.character": "C'est pas vraiment une douleur. Une pesanteur, comme un poids sous les côtes, à droite.",
    "pain.intensity": "Pas grand-chose, 2 sur 10. Quand on appuie dessus, ça monte à 5.",
    "pain.timing": "C'est là depuis une dizaine de jours, en fond, tout le temps. Plus gênant quand je marche.",
    "pain.aggravating":
      "Quand je marche, quand je me penche, et quand on appuie dessus. Après les repas aussi, je me sens plein.",
    "pain.relieving": "Assis, au repos, ça gêne moins. Je n'ai rien pris pour ça.",
    "pain.radiation": "Non, ça reste là, sous les côtes à droite. Ça ne part pas dans le dos ni dans l'épaule.",
    "hx.vaccines": "La grippe, je la fais tous les ans à la pharmacie. Le tétanos, je ne sais plus trop.",
    "sx.cold_intolerance": "Non, ni plus frileux ni plus chaud qu'avant.",
    "sx.hair_loss": "Des cheveux, j'en ai plus beaucoup depuis longtemps ! Rien de nouveau.",
    "sx.snoring":
      "Ma femme disait que je ronflais. Maintenant je dors seul, personne pour me le dire. Dans la journée je somnole dans mon fauteuil, mais c'est parce que je dors mal la nuit, avec la respiration.",
    "sx.polyuria_polydipsia": "Non, pas de soif spéciale. Et j'urine plutôt moins qu'avant.",
    "sx.calf_pain":
      "Non, les mollets ne me font pas mal. C'est gonflé pareil des deux côtés, pas plus une jambe que l'autre, et ce n'est pas rouge.",
    "sx.jaundice": "Non, je ne suis pas jaune, ni la peau ni les yeux. Les selles sont normales.",
    "sx.neck_stiffness": "Non, pas de raideur dans le cou.",
    "sx.seizure": "Non, jamais.",
    "life.last_meal":
      "Ce midi. Ma fille m'a apporté une assiette de purée-jambon, j'en ai mangé la moitié. Je me sens vite plein.",
    "hx.regular_doctor":
      "Le docteur Perrin. Ça fait vingt ans qu'il me suit. C'est lui qui m'a envoyé ici, il m'a vu hier.",
  },
  announcementReaction: [
    "C'est grave ? Je vais devoir rester ici ?",
    "Et après, je pourrai rentrer chez moi ? Je ne veux pas finir en maison de retraite.",
    "Bon… Il faudra prévenir ma fille. C'est elle qui s'occupe de mes médicaments.",
  ],
  unscriptedDefault: ["Non, pas du tout.", "Non, je n'ai pas remarqué ça.", "Ça, non, je ne crois pas."],
  diagnosis: {
    options: [
      "Insuffisance cardiaque congestive",
      "Syndrome néphrotique",
      "Cirrhose décompensée",
      "Thrombose veineuse profonde bilatérale",
      "Œdèmes médicamenteux",
      "Insuffisance veineuse",
    ],
    correct: "Insuffisance cardiaque congestive",
  },
  staticBlock: {
    first_name: "Gérard",
    last_name: "Lemoine",
    age: "72 ans",
    sex: "Masculin",
    consultation_reason: "Gonflement des deux jambes depuis trois semaines et essoufflement",
    patient_position: "Assis au bord du brancard, refuse de s'allonger à plat",
    outfit: "En pyjama, chaussons ouverts car ses chaussures ne ferment plus",
    general_attitude: "Fatigué, légèrement essoufflé à la parole, coopérant",
    skin_colour: "Normale",
    skin_aspect: "Peau des chevilles tendue et luisante, sans lésion visible",
    visible_equipment: "Aucun",
    spontaneous_language: "Cohérent, phrases courtes entrecoupées de pauses pour reprendre son souffle",
    fever: "Non",
  },
  examResults: {
    "pression-arterielle":
      "Pression artérielle 148/88 mmHg au bras droit et 146/86 mmHg au bras gauche, mesurée au repos en position assise.",
    "hypotension-orthostatique":
      "Décubitus strict mal toléré (orthopnée) : mesure réalisée tête surélevée à 30°, 146/86 mmHg et 94 bpm ; debout : 142/84 mmHg et 98 bpm à 1 minute, 140/84 mmHg et 100 bpm à 3 minutes : pas d'hypotension orthostatique.",
    "frequence-cardiaque": "Fréquence cardiaque 96 battements par minute, pouls régulier.",
    "frequence-respiratoire":
      "Fréquence respiratoire 22 cycles par minute en position assise, respiration superficielle.",
    "saturation-oxygene": "SpO2 94 % en air ambiant, avec un signal de pouls de bonne qualité sur l'oxymètre.",
    "poids-taille-imc":
      "Poids 84 kg (79 kg il y a un mois selon le carnet du médecin traitant), taille 1,72 m, soit un IMC de 28,4 kg/m².",
    "evaluation-douleur":
      "Pas de douleur des membres inférieurs ; pesanteur de l'hypochondre droit cotée à 2/10 au repos et à 5/10 à la palpation.",
    "etat-general":
      "Patient fatigué, essoufflé après s'être déshabillé, faciès non altéré ; autonomie conservée mais activité très limitée par la dyspnée.",
    "morphologie-etat-nutritionnel":
      "Surpoids à prédominance abdominale, masses musculaires conservées, pas de signe de dénutrition ; volume des membres inférieurs augmenté par les œdèmes.",
    "etat-hydratation":
      "Muqueuses buccales humides, pas de pli cutané : pas de déshydratation ; signes d'hyperhydratation extracellulaire avec œdèmes déclives et prise de poids de 5 kg.",
    "inspection-cardiovasculaire":
      "Pas de cicatrice de sternotomie ni de boîtier de stimulateur ; veines jugulaires visiblement turgescentes en position demi-assise.",
    "choc-de-pointe":
      "Choc de pointe dévié en bas et en dehors, perçu au 6e espace intercostal gauche sur la ligne axillaire antérieure, étalé ; pas de frémissement palpable.",
    "auscultation-cardiaque":
      "Bruits du cœur réguliers et rapides à 96/min, bruit de galop protodiastolique (B3) à l'apex, souffle holosystolique apexien 2/6 irradiant vers l'aisselle ; pas de frottement péricardique.",
    "pouls-peripheriques":
      "Pouls carotidiens, radiaux et fémoraux perçus et symétriques ; pouls pédieux et tibiaux postérieurs perçus mais difficiles à palper du fait des œdèmes.",
    "signes-insuffisance-cardiaque-droite":
      "Turgescence jugulaire spontanée en position demi-assise à 45°, reflux hépato-jugulaire franc et prolongé ; foie palpable à 4 travers de doigt sous le rebord costal, sensible.",
    "oedemes-membres-inferieurs":
      "Œdèmes bilatéraux et symétriques des membres inférieurs, blancs, mous, indolores, prenant le godet, remontant jusqu'aux genoux ; pas d'œdème des lombes.",
    "palpation-mollets":
      "Mollets souples et indolores, infiltrés de façon symétrique par l'œdème (circonférences égales à 1 cm près), ballant conservé, pas de chaleur locale ni de cordon veineux induré.",
    "examen-trophique-membres-inferieurs":
      "Membres inférieurs chauds, infiltrés par les œdèmes, peau tendue et luisante aux chevilles ; pilosité conservée, pas de varice, pas de dermite ocre, pas d'ulcère.",
    "signes-de-lutte-respiratoire":
      "Polypnée modérée à 22/min, sans tirage ni balancement thoraco-abdominal, pas de cyanose ; parole en phrases complètes, entrecoupées de pauses.",
    "auscultation-pulmonaire":
      "Crépitants fins inspiratoires aux deux bases, remontant jusqu'à mi-champ, sans sibilants ; murmure vésiculaire conservé, pas de frottement pleural.",
    "inspection-abdominale":
      "Abdomen globuleux, symétrique, mobile avec la respiration, cicatrice ancienne sous-costale droite, pas de circulation veineuse collatérale.",
    "palpation-abdominale":
      "Abdomen souple, sans défense ni contracture ; sensibilité de l'hypochondre droit en rapport avec un foie augmenté de volume, pas d'autre masse palpable.",
    "percussion-abdominale":
      "Sonorité abdominale normale, matité hépatique augmentée en hauteur, pas de matité déclive des flancs.",
    "palpation-foie":
      "Hépatomégalie : bord inférieur palpable à 4 travers de doigt sous le rebord costal, mousse, lisse et régulier, de consistance ferme, sensible ; flèche hépatique à 15 cm ; reflux hépato-jugulaire positif.",
    "signe-de-murphy":
      "Signe de Murphy négatif (pas d'inhibition inspiratoire) ; l'hypochondre droit est sensible du fait de l'hépatomégalie.",
    "cheville-pied-inspection":
      "Chevilles et dos des pieds tuméfiés de façon bilatérale et symétrique par un œdème mou, sans rougeur ni ecchymose, sans déformation.",
    "genou-inspection":
      "Axes normaux ; infiltration œdémateuse des jambes jusqu'aux genoux, sans épanchement articulaire visible ni rougeur.",
    "examen-de-la-marche":
      "Marche possible sans aide, lente, avec un essoufflement après une dizaine de mètres ; pas de boiterie, polygone de sustentation normal.",
    "evaluation-risque-de-chute":
      "Timed Up and Go réalisé en 14 secondes sans aide technique, ralenti par l'essoufflement ; appui monopodal tenu 5 secondes de chaque côté.",
    "signes-hyperthyroidie":
      "Fréquence cardiaque à 96/min sans autre signe : pas de tremblement fin des extrémités, pas de rétraction palpébrale ni d'exophtalmie, pas d'amyotrophie.",
    "examen-pieds-diabetique":
      "Pieds œdématiés, sans plaie, hyperkératose ni mycose ; monofilament de 10 g perçu sur les trois sites de chaque pied ; pouls pédieux difficiles à palper du fait de l'œdème.",
    "inspection-cutanee":
      "Peau des chevilles et du dos des pieds tendue et luisante du fait de l'œdème, sans rougeur ni plaie ; pas d'éruption ni de lésion élémentaire sur le reste du corps.",
    "cheville-pied-palpation":
      "Reliefs malléolaires effacés par un œdème mou prenant le godet ; palpation indolore des malléoles, du ligament collatéral latéral, de la base du 5e métatarsien, de l'os naviculaire et du tendon calcanéen.",
    "signes-hypothyroidie":
      "Pas de bradycardie (96/min), pas d'infiltration du visage ni des mains, peau non sèche ; œdèmes des membres inférieurs blancs et mous prenant le godet, non myxœdémateux ; réflexes achilléens à décontraction normale.",
    "sites-injection-insuline":
      "Pas de traitement injectable : aucun site d'injection ni trace de piqûre sur l'abdomen et les cuisses.",
    "debit-expiratoire-pointe":
      "DEP à 370 L/min (meilleure de trois mesures, essoufflé après chaque essai), soit environ 80 % de la valeur théorique.",
  },
  relevantExams: [
    "oedemes-membres-inferieurs",
    "signes-insuffisance-cardiaque-droite",
    "auscultation-cardiaque",
    "auscultation-pulmonaire",
    "palpation-foie",
    "poids-taille-imc",
    "saturation-oxygene",
    "bandelette-urinaire",
  ],
  irrelevantExams: [
    "rachis-signe-lasegue",
    "otoscopie",
    "genou-test-lachman",
    "epaule-test-jobe",
    "evaluation-cognitive-mmse",
    "manoeuvre-dix-hallpike",
  ],
  grid: [
    {
      id: "salue-et-se-presente",
      name: "Salue le patient et se présente",
      explanation: "Se présenter (nom, fonction) installe la relation de confiance dès les premières secondes.",
      evidence: { type: "act", labels: ["act.greeting"], mentions: [SELF_INTRODUCTION] },
    },
    {
      id: "verifie-identite",
      name: "Vérifie l'identité du patient",
      explanation: "L'identitovigilance (nom, prénom, date de naissance) est exigée avant tout examen.",
      evidence: { type: "act", labels: ["act.identity_check"] },
    },
    {
      id: "annonce-examen",
      name: "Explique l'examen et demande l'accord du patient",
      explanation: "Le consentement à l'examen clinique doit être recueilli avant de toucher le patient.",
      evidence: { type: "act", labels: ["act.announce_exam"] },
    },
    {
      id: "recherche-dyspnee-orthopnee",
      name: "Recherche une dyspnée d'effort et une orthopnée",
      explanation:
        "Dyspnée d'effort et orthopnée orientent vers une cause cardiaque des œdèmes et en mesurent la gravité.",
      evidence: { type: "asked", labels: ["sx.dyspnea", "sx.orthopnea"], match: "all" },
    },
    {
      id: "recherche-traitements",
      name: "Recherche les traitements en cours et leur observance",
      explanation:
        "Un médicament pourvoyeur d'œdèmes (inhibiteur calcique, AINS, corticoïdes) ou une mauvaise observance doivent être cherchés.",
      evidence: { type: "asked", labels: ["tx.current", "tx.adherence"], match: "any" },
    },
    {
      id: "examine-oedemes",
      name: "Caractérise les œdèmes des membres inférieurs (godet, topographie, symétrie)",
      explanation: "Un œdème blanc, mou, indolore, bilatéral prenant le godet signe une rétention hydrosodée.",
      evidence: { type: "exam", examIds: ["oedemes-membres-inferieurs"] },
    },
    {
      id: "pese-le-patient",
      name: "Pèse le patient",
      explanation: "La prise de poids chiffre la rétention hydrosodée et servira au suivi du traitement diurétique.",
      evidence: { type: "exam", examIds: ["poids-taille-imc"] },
    },
    {
      id: "mesure-constantes",
      name: "Mesure la pression artérielle, la fréquence cardiaque et la SpO2",
      explanation: "Les constantes recherchent des signes de gravité (hypoxémie, hypotension, tachycardie).",
      evidence: {
        type: "exam",
        examIds: ["pression-arterielle", "frequence-cardiaque", "saturation-oxygene"],
        match: "all",
      },
    },
    {
      id: "recherche-signes-icd",
      name: "Recherche une turgescence jugulaire et un reflux hépato-jugulaire",
      explanation: "Ce sont les signes directs d'élévation des pressions droites, spécifiques d'une cause cardiaque.",
      evidence: { type: "exam", examIds: ["signes-insuffisance-cardiaque-droite"] },
    },
    {
      id: "palpe-le-foie",
      name: "Palpe le foie à la recherche d'une hépatomégalie",
      explanation:
        "Le foie cardiaque est augmenté de volume, sensible, à bord mousse, à la différence du foie de cirrhose.",
      evidence: { type: "exam", examIds: ["palpation-foie"] },
    },
    {
      id: "ausculte-le-coeur",
      name: "Ausculte le cœur (galop, souffle)",
      explanation:
        "Le bruit de galop est un signe d'insuffisance cardiaque gauche ; un souffle oriente vers une valvulopathie.",
      evidence: { type: "exam", examIds: ["auscultation-cardiaque"] },
    },
    {
      id: "ausculte-les-poumons",
      name: "Ausculte les poumons (crépitants)",
      explanation:
        "Les crépitants bibasaux témoignent d'une congestion pulmonaire, donc d'une insuffisance cardiaque globale.",
      evidence: { type: "exam", examIds: ["auscultation-pulmonaire"] },
    },
    {
      id: "elimine-tvp",
      name: "Palpe les mollets pour éliminer une thrombose veineuse",
      explanation:
        "Une asymétrie, une douleur ou une perte du ballant feraient évoquer une thrombose veineuse profonde.",
      evidence: { type: "exam", examIds: ["palpation-mollets"] },
    },
    {
      id: "bandelette-urinaire",
      name: "Réalise une bandelette urinaire",
      explanation: "La bandelette urinaire systématique recherche une protéinurie en faveur d'un syndrome néphrotique.",
      evidence: { type: "exam", examIds: ["bandelette-urinaire"] },
    },
    {
      id: "elimine-cause-hepatique",
      name: "Recherche une ascite ou des signes d'hépatopathie chronique",
      explanation: "L'absence d'ascite et de signes d'insuffisance hépatocellulaire écarte une cirrhose décompensée.",
      evidence: {
        type: "exam",
        examIds: ["recherche-ascite", "signes-insuffisance-hepatocellulaire", "signes-hypertension-portale"],
        match: "any",
      },
    },
    {
      id: "annonce-hypothese",
      name: "Annonce au patient l'hypothèse d'une insuffisance cardiaque",
      explanation: "Le patient doit comprendre que ses œdèmes et son essoufflement viennent du cœur.",
      evidence: {
        type: "stated",
        concepts: [
          {
            id: "insuffisance-cardiaque",
            label: "Insuffisance cardiaque",
            synonyms: [
              "insuffisance cardiaque",
              "insufisance cardiaque",
              "insuffisance cardiaque congestive",
              "insuffisance cardiaque globale",
              "insuffisance cardiaque droite",
              "decompensation cardiaque",
              "décompensation cardiaque",
              "defaillance cardiaque",
              "défaillance cardiaque",
              "coeur fatigue",
              "cœur fatigué",
              "coeur qui pompe mal",
              "cœur qui pompe mal",
              "coeur pompe moins bien",
              "cœur pompe moins bien",
              "icc",
              "icg",
            ],
          },
        ],
      },
    },
    {
      id: "propose-examens",
      name: "Propose un dosage du BNP et une échographie cardiaque",
      explanation:
        "Le BNP (ou NT-proBNP) et l'échocardiographie confirment l'insuffisance cardiaque et précisent la fraction d'éjection.",
      evidence: {
        type: "stated",
        match: "all",
        concepts: [
          {
            id: "peptide-natriuretique",
            label: "BNP ou NT-proBNP",
            synonyms: [
              "bnp",
              "nt-probnp",
              "nt probnp",
              "ntprobnp",
              "pro-bnp",
              "probnp",
              "peptide natriuretique",
              "peptide natriurétique",
              "peptides natriuretiques",
              "peptides natriurétiques",
            ],
          },
          {
            id: "echocardiographie",
            label: "Échocardiographie",
            synonyms: [
              "echographie cardiaque",
              "échographie cardiaque",
              "echocardiographie",
              "échocardiographie",
              "echocardiogramme",
              "échocardiogramme",
              "echo cardiaque",
              "écho cardiaque",
              "echo du coeur",
              "écho du cœur",
              "echographie du coeur",
              "échographie du cœur",
              "ett",
              "echocoeur",
            ],
          },
        ],
      },
    },
    {
      id: "diagnostic-retenu",
      name: "Retient le diagnostic d'insuffisance cardiaque congestive",
      explanation:
        "Œdèmes de rétention, signes droits, crépitants et galop chez un coronarien signent une insuffisance cardiaque globale.",
      evidence: { type: "diagnosis" },
    },
  ],
  sources: [
    "McDonagh TA et al. 2021 ESC Guidelines for the diagnosis and treatment of acute and chronic heart failure. Eur Heart J 2021;42:3599-3726.",
    "HAS, guide du parcours de soins « Insuffisance cardiaque » (2014).",
    "Collège National des Enseignants de Cardiologie (CNEC), référentiel de cardiologie : insuffisance cardiaque.",
  ],
  sheetId: 54,
};
