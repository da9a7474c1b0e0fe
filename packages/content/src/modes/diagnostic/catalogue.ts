import type { DiagnosticTest } from "@ecos/contracts";

/**
 * The paraclinical catalogue of the `diagnostic` mode: every test a student may order in a station of
 * this mode, by family, with the words a search finds it by and its normal result (what the student
 * receives when the case has nothing to say about it). A contract: the stations name these ids, the
 * engine hands the list to the view through the mode's state.
 */

export const TEST_FAMILIES = [
  { id: "biology", name: "Biologie" },
  { id: "microbiology", name: "Microbiologie" },
  { id: "imaging", name: "Imagerie" },
  { id: "ecg", name: "ECG" },
  { id: "function", name: "Explorations et endoscopies" },
] as const;
export type TestFamily = (typeof TEST_FAMILIES)[number]["id"];

/** One test (`DiagnosticTest` of the contracts: id in kebab case, name, family, keywords) and its normal result. */
export interface ParaclinicalTest extends DiagnosticTest {
  family: TestFamily;
  /** The result when the case says nothing of this test: a normal report. */
  normal: string;
}

const test = (
  family: TestFamily,
  id: string,
  name: string,
  keywords: readonly string[],
  normal: string,
): ParaclinicalTest => ({ id, name, family, keywords, normal });

const BIOLOGY: readonly ParaclinicalTest[] = [
  test(
    "biology",
    "nfs",
    "Numération formule sanguine et plaquettes (NFS)",
    ["hémogramme", "NFS", "numération", "plaquettes", "hémoglobine", "globules", "leucocytes", "anémie"],
    "Hémoglobine 14,1 g/dL, VGM 89 fL, leucocytes 7,2 G/L avec une formule normale, plaquettes 245 G/L.",
  ),
  test(
    "biology",
    "reticulocytes",
    "Réticulocytes",
    ["réticulocytes", "régénération", "anémie"],
    "Réticulocytes 58 G/L (20 – 120).",
  ),
  test(
    "biology",
    "frottis-sanguin",
    "Frottis sanguin (cytologie)",
    ["frottis", "schizocytes", "morphologie", "cytologie", "blastes"],
    "Pas d'anomalie morphologique des globules rouges, des leucocytes ni des plaquettes ; pas de schizocyte.",
  ),
  test(
    "biology",
    "ionogramme",
    "Ionogramme sanguin",
    ["iono", "sodium", "natrémie", "potassium", "kaliémie", "chlore", "bicarbonates", "réserve alcaline"],
    "Na 140 mmol/L, K 4,1 mmol/L, Cl 102 mmol/L, bicarbonates 25 mmol/L, protides 72 g/L.",
  ),
  test(
    "biology",
    "creatinine",
    "Créatininémie et urée",
    ["créatinine", "urée", "fonction rénale", "DFG", "clairance", "insuffisance rénale"],
    "Créatinine 72 µmol/L, DFG estimé (CKD-EPI) supérieur à 90 mL/min/1,73 m², urée 5,1 mmol/L.",
  ),
  test(
    "biology",
    "glycemie",
    "Glycémie veineuse",
    ["glycémie", "glucose", "sucre", "hypoglycémie", "diabète"],
    "Glycémie 5,3 mmol/L (0,95 g/L).",
  ),
  test(
    "biology",
    "calcemie",
    "Calcémie, phosphorémie et albuminémie",
    ["calcium", "calcémie", "phosphore", "phosphorémie", "albumine"],
    "Calcémie 2,35 mmol/L, phosphorémie 1,05 mmol/L, albuminémie 41 g/L.",
  ),
  test(
    "biology",
    "bilan-hepatique",
    "Bilan hépatique (transaminases, GGT, PAL, bilirubine)",
    [
      "BHC",
      "transaminases",
      "ASAT",
      "ALAT",
      "GGT",
      "PAL",
      "phosphatases alcalines",
      "bilirubine",
      "foie",
      "cholestase",
    ],
    "ASAT 24 UI/L, ALAT 21 UI/L, GGT 28 UI/L, PAL 70 UI/L, bilirubine totale 9 µmol/L.",
  ),
  test(
    "biology",
    "lipase",
    "Lipasémie",
    ["lipase", "pancréas", "pancréatite"],
    "Lipase 32 UI/L (normale inférieure à 60).",
  ),
  test(
    "biology",
    "crp",
    "Protéine C réactive (CRP)",
    ["CRP", "inflammation", "syndrome inflammatoire"],
    "CRP inférieure à 5 mg/L.",
  ),
  test(
    "biology",
    "procalcitonine",
    "Procalcitonine",
    ["PCT", "procalcitonine", "infection bactérienne"],
    "Procalcitonine inférieure à 0,10 µg/L.",
  ),
  test(
    "biology",
    "vitesse-sedimentation",
    "Vitesse de sédimentation",
    ["VS", "sédimentation", "inflammation"],
    "VS 8 mm à la première heure.",
  ),
  test(
    "biology",
    "hemostase",
    "Bilan d'hémostase (TP, TCA, fibrinogène)",
    ["coagulation", "TP", "INR", "TCA", "fibrinogène", "crase"],
    "TP 95 %, INR 1,0, TCA patient/témoin 1,02, fibrinogène 3,1 g/L.",
  ),
  test(
    "biology",
    "d-dimeres",
    "D-dimères",
    ["D-dimères", "DDI", "dimères", "embolie", "thrombose"],
    "D-dimères inférieurs à 500 µg/L (FEU).",
  ),
  test(
    "biology",
    "troponine",
    "Troponine hypersensible",
    ["troponine", "tropo", "enzymes cardiaques", "infarctus", "myocarde"],
    "Troponine T hypersensible 6 ng/L (99e percentile : 14 ng/L), sans cinétique.",
  ),
  test(
    "biology",
    "bnp",
    "BNP ou NT-proBNP",
    ["BNP", "NT-proBNP", "peptide natriurétique", "insuffisance cardiaque"],
    "NT-proBNP 48 ng/L (normale inférieure à 125 ng/L).",
  ),
  test(
    "biology",
    "cpk",
    "Créatine phosphokinase (CPK)",
    ["CPK", "CK", "créatine kinase", "rhabdomyolyse", "muscle"],
    "CPK 110 UI/L (normale inférieure à 190).",
  ),
  test(
    "biology",
    "ldh",
    "Lactate déshydrogénase (LDH)",
    ["LDH", "lacticodéshydrogénase", "hémolyse"],
    "LDH 180 UI/L (normale inférieure à 250).",
  ),
  test("biology", "haptoglobine", "Haptoglobine", ["haptoglobine", "hémolyse"], "Haptoglobine 1,2 g/L (0,3 – 2,0)."),
  test(
    "biology",
    "coombs",
    "Test de Coombs direct",
    ["Coombs", "test direct à l'antiglobuline", "TDA", "hémolyse auto-immune"],
    "Test direct à l'antiglobuline négatif.",
  ),
  test(
    "biology",
    "bilan-martial",
    "Ferritine et coefficient de saturation de la transferrine",
    ["fer", "ferritine", "bilan martial", "transferrine", "CST", "carence martiale"],
    "Ferritine 110 µg/L, coefficient de saturation de la transferrine 28 %.",
  ),
  test(
    "biology",
    "vitamines-b12-folates",
    "Vitamine B12 et folates",
    ["B12", "cobalamine", "folates", "acide folique", "vitamine B9"],
    "Vitamine B12 410 pmol/L, folates sériques 18 nmol/L.",
  ),
  test("biology", "tsh", "TSH", ["thyroïde", "TSH", "thyréostimuline", "T4"], "TSH 1,6 mUI/L (0,4 – 4,0)."),
  test("biology", "hba1c", "Hémoglobine glyquée (HbA1c)", ["HbA1c", "hémoglobine glyquée", "diabète"], "HbA1c 5,4 %."),
  test(
    "biology",
    "bilan-lipidique",
    "Bilan lipidique (EAL)",
    ["EAL", "cholestérol", "LDL", "HDL", "triglycérides", "lipides"],
    "Cholestérol total 4,9 mmol/L, LDL-c 2,8 mmol/L, HDL-c 1,5 mmol/L, triglycérides 1,1 mmol/L.",
  ),
  test(
    "biology",
    "beta-hcg",
    "β-hCG plasmatiques",
    ["bêta-hCG", "beta hCG", "hCG", "grossesse", "test de grossesse"],
    "β-hCG inférieures à 5 UI/L : pas de grossesse.",
  ),
  test(
    "biology",
    "lactates",
    "Lactates",
    ["lactates", "lactatémie", "acide lactique", "choc", "hypoperfusion"],
    "Lactates 1,1 mmol/L.",
  ),
  test(
    "biology",
    "gaz-du-sang",
    "Gaz du sang artériels",
    ["GDS", "gazométrie", "gaz du sang", "PaO2", "PaCO2", "pH", "hypoxémie", "acidose"],
    "En air ambiant : pH 7,41, PaO2 94 mmHg, PaCO2 40 mmHg, bicarbonates 25 mmol/L, SaO2 98 %.",
  ),
  test(
    "biology",
    "electrophorese-proteines",
    "Électrophorèse des protéines sériques",
    ["EPS", "électrophorèse", "protéines", "pic monoclonal", "gammaglobulines"],
    "Profil électrophorétique normal, pas de pic monoclonal.",
  ),
  test(
    "biology",
    "cortisol",
    "Cortisolémie à 8 heures",
    ["cortisol", "insuffisance surrénale", "surrénales"],
    "Cortisol à 8 heures 420 nmol/L.",
  ),
  test(
    "biology",
    "marqueurs-tumoraux",
    "Marqueurs tumoraux (ACE, CA 19-9, CA 125, PSA)",
    ["marqueurs", "ACE", "CA 19-9", "CA 125", "PSA", "cancer", "tumeur"],
    "ACE, CA 19-9, CA 125 et PSA dans les valeurs de référence.",
  ),
  test(
    "biology",
    "thrombophilie",
    "Bilan de thrombophilie",
    ["thrombophilie", "antithrombine", "protéine C", "protéine S", "facteur V Leiden", "antiphospholipides"],
    "Antithrombine, protéines C et S normales ; pas de mutation du facteur V Leiden ni du facteur II ; anticorps antiphospholipides négatifs.",
  ),
  test(
    "biology",
    "anticorps-antinucleaires",
    "Anticorps antinucléaires",
    ["AAN", "anticorps antinucléaires", "lupus", "auto-immunité"],
    "Anticorps antinucléaires négatifs (titre inférieur à 1/80).",
  ),
  test(
    "biology",
    "groupe-rai",
    "Groupe sanguin, Rhésus et RAI",
    ["groupage", "groupe", "rhésus", "RAI", "agglutinines irrégulières", "transfusion"],
    "Groupe O Rhésus positif, deux déterminations ; RAI négatives.",
  ),
  test(
    "biology",
    "toxiques",
    "Recherche de toxiques (sang et urines)",
    ["toxiques", "tox", "drogues", "intoxication", "paracétamolémie", "cannabis"],
    "Recherche de toxiques négative ; paracétamolémie et salicylémie indétectables.",
  ),
  test("biology", "alcoolemie", "Alcoolémie", ["alcool", "éthanol", "alcoolémie"], "Alcoolémie nulle."),
  test(
    "biology",
    "bandelette-urinaire",
    "Bandelette urinaire",
    ["BU", "bandelette", "urines", "leucocytes urinaires", "nitrites", "protéinurie", "hématurie"],
    "Bandelette urinaire négative : ni leucocytes, ni nitrites, ni sang, ni protéines, ni glucose.",
  ),
  test(
    "biology",
    "proteinurie",
    "Rapport protéinurie/créatininurie",
    ["protéinurie", "albuminurie", "RPCU", "néphropathie"],
    "Rapport protéinurie/créatininurie 12 mg/mmol (normal).",
  ),
];

const MICROBIOLOGY: readonly ParaclinicalTest[] = [
  test(
    "microbiology",
    "hemocultures",
    "Hémocultures (deux paires)",
    ["hémocultures", "HC", "bactériémie", "septicémie", "culture du sang"],
    "Deux paires prélevées : pas de pousse à ce stade (résultat définitif à 5 jours).",
  ),
  test(
    "microbiology",
    "ecbu",
    "Examen cytobactériologique des urines (ECBU)",
    ["ECBU", "urines", "infection urinaire", "leucocyturie", "bactériurie"],
    "Leucocytes inférieurs à 10/mm³, pas de bactérie à l'examen direct, culture stérile.",
  ),
  test(
    "microbiology",
    "paludisme-frottis-goutte-epaisse",
    "Recherche de Plasmodium : frottis sanguin et goutte épaisse",
    ["paludisme", "malaria", "plasmodium", "goutte épaisse", "frottis", "parasitémie", "frottis mince"],
    "Frottis sanguin et goutte épaisse : absence de Plasmodium.",
  ),
  test(
    "microbiology",
    "paludisme-tdr",
    "Test de diagnostic rapide du paludisme (antigènes HRP2 et pLDH)",
    ["paludisme", "TDR", "test rapide", "HRP2", "antigène", "malaria"],
    "Test rapide négatif (HRP2 et pLDH).",
  ),
  test(
    "microbiology",
    "dengue",
    "Dengue : antigène NS1, RT-PCR et sérologie",
    ["dengue", "NS1", "arbovirose", "arbovirus", "chikungunya", "zika"],
    "Antigène NS1 négatif, RT-PCR dengue négative, IgM et IgG anti-dengue négatives.",
  ),
  test(
    "microbiology",
    "leptospirose",
    "Leptospirose : PCR sang et urines, sérologie",
    ["leptospirose", "leptospira", "PCR"],
    "PCR Leptospira négative dans le sang et les urines ; sérologie négative.",
  ),
  test(
    "microbiology",
    "serologies-hepatites",
    "Sérologies des hépatites virales A, B et C",
    ["hépatite", "VHA", "VHB", "VHC", "Ag HBs", "sérologie"],
    "IgM anti-VHA négatives, Ag HBs négatif, anticorps anti-VHC négatifs.",
  ),
  test(
    "microbiology",
    "serologie-vih",
    "Sérologie VIH (test combiné antigène p24 et anticorps)",
    ["VIH", "HIV", "sida", "p24", "dépistage"],
    "Test combiné VIH négatif.",
  ),
  test(
    "microbiology",
    "serologie-syphilis",
    "Sérologie de la syphilis (TPHA-VDRL)",
    ["syphilis", "TPHA", "VDRL", "tréponème"],
    "Sérologie tréponémique négative.",
  ),
  test(
    "microbiology",
    "pcr-respiratoire",
    "PCR respiratoire multiplex (grippe, SARS-CoV-2, VRS)",
    ["grippe", "covid", "SARS-CoV-2", "VRS", "PCR", "écouvillon nasopharyngé", "influenza"],
    "PCR grippe A et B, SARS-CoV-2 et VRS négatives.",
  ),
  test(
    "microbiology",
    "antigenuries",
    "Antigénuries légionelle et pneumocoque",
    ["légionelle", "pneumocoque", "antigénurie", "legionella"],
    "Antigénuries légionelle et pneumocoque négatives.",
  ),
  test(
    "microbiology",
    "ecbc",
    "Examen cytobactériologique des crachats (ECBC)",
    ["ECBC", "crachats", "expectoration", "pneumonie"],
    "Prélèvement salivaire, non interprétable : moins de 25 polynucléaires et plus de 10 cellules épithéliales par champ.",
  ),
  test(
    "microbiology",
    "coproculture",
    "Coproculture et examen parasitologique des selles",
    ["coproculture", "selles", "EPS", "parasitologie", "diarrhée", "salmonelle"],
    "Coproculture négative, pas de parasite à l'examen des selles.",
  ),
  test(
    "microbiology",
    "tdr-angine",
    "Test de diagnostic rapide du streptocoque A",
    ["angine", "streptocoque", "TDR", "pharyngite"],
    "Test rapide du streptocoque A négatif.",
  ),
  test(
    "microbiology",
    "igra",
    "Test IGRA (interféron gamma, QuantiFERON)",
    ["IGRA", "QuantiFERON", "tuberculose", "interféron"],
    "Test IGRA négatif.",
  ),
  test(
    "microbiology",
    "ponction-lombaire",
    "Ponction lombaire : analyse du liquide cérébrospinal",
    ["PL", "ponction lombaire", "LCS", "LCR", "méningite", "liquide céphalorachidien"],
    "Liquide clair : 2 éléments/mm³, protéinorachie 0,32 g/L, glycorachie 3,4 mmol/L (rapport 0,6), examen direct négatif.",
  ),
];

const IMAGING: readonly ParaclinicalTest[] = [
  test(
    "imaging",
    "radiographie-thoracique",
    "Radiographie thoracique de face",
    ["radio", "RP", "radio pulmonaire", "radiographie du thorax", "cliché thoracique", "poumons"],
    "Pas d'opacité parenchymateuse, pas d'épanchement pleural ni de pneumothorax ; silhouette cardiaque de taille normale.",
  ),
  test(
    "imaging",
    "angioscanner-thoracique",
    "Angioscanner thoracique (artères pulmonaires)",
    ["angioscanner", "angio-TDM", "scanner thoracique injecté", "embolie", "artères pulmonaires", "CTPA"],
    "Opacification satisfaisante des artères pulmonaires, sans défect endoluminal ; parenchyme et plèvre normaux.",
  ),
  test(
    "imaging",
    "scanner-thoracique",
    "Scanner thoracique sans injection",
    ["TDM thoracique", "scanner", "tomodensitométrie", "poumons"],
    "Parenchyme pulmonaire normal, pas de nodule ni d'épanchement ; médiastin sans adénomégalie.",
  ),
  test(
    "imaging",
    "scanner-cerebral",
    "Scanner cérébral sans injection",
    ["TDM cérébrale", "scanner", "cerveau", "hémorragie", "AVC"],
    "Pas d'hémorragie, pas de lésion expansive ni d'hypodensité ; ventricules de taille normale.",
  ),
  test(
    "imaging",
    "irm-cerebrale",
    "IRM cérébrale",
    ["IRM", "cerveau", "AVC", "encéphale"],
    "IRM encéphalique normale, sans lésion ischémique ni hémorragique.",
  ),
  test(
    "imaging",
    "echographie-abdominale",
    "Échographie abdominale",
    ["écho", "échographie", "abdomen", "foie", "rate", "vésicule", "splénomégalie"],
    "Foie, voies biliaires, pancréas, rate et reins sans anomalie ; pas d'épanchement.",
  ),
  test(
    "imaging",
    "scanner-abdomino-pelvien",
    "Scanner abdomino-pelvien injecté",
    ["TDM abdominale", "scanner", "abdomen", "pelvis", "uroscanner"],
    "Pas d'anomalie des organes pleins ni du tube digestif, pas d'épanchement ni d'adénomégalie.",
  ),
  test(
    "imaging",
    "abdomen-sans-preparation",
    "Radiographie de l'abdomen sans préparation",
    ["ASP", "radio de l'abdomen", "niveaux hydro-aériques", "pneumopéritoine"],
    "Pas de niveau hydro-aérique, pas de pneumopéritoine.",
  ),
  test(
    "imaging",
    "echographie-renale",
    "Échographie rénale et des voies urinaires",
    ["écho rénale", "reins", "dilatation des cavités", "voies urinaires", "vessie"],
    "Reins de taille normale, bien différenciés, sans dilatation des cavités ; vessie normale.",
  ),
  test(
    "imaging",
    "echographie-pelvienne",
    "Échographie pelvienne",
    ["écho pelvienne", "utérus", "ovaires", "endovaginale"],
    "Utérus et ovaires d'aspect normal, pas d'épanchement.",
  ),
  test(
    "imaging",
    "echocardiographie",
    "Échocardiographie transthoracique",
    ["ETT", "écho cardiaque", "échocardiographie", "cœur", "FEVG", "ventricule droit"],
    "FEVG 62 %, pas de trouble de la cinétique ; ventricule droit non dilaté ; pas de valvulopathie ni d'épanchement péricardique.",
  ),
  test(
    "imaging",
    "echo-doppler-veineux",
    "Écho-doppler veineux des membres inférieurs",
    ["doppler", "écho-doppler", "compression veineuse", "TVP", "thrombose", "phlébite", "veines"],
    "Veines profondes des deux membres inférieurs compressibles, sans thrombus.",
  ),
  test(
    "imaging",
    "echo-doppler-tsa",
    "Écho-doppler des troncs supra-aortiques",
    ["TSA", "carotides", "doppler", "sténose carotidienne"],
    "Pas de sténose carotidienne ni vertébrale significative.",
  ),
  test(
    "imaging",
    "scintigraphie-pulmonaire",
    "Scintigraphie pulmonaire de ventilation-perfusion",
    ["scintigraphie", "V/Q", "ventilation perfusion", "embolie"],
    "Perfusion pulmonaire homogène, concordante avec la ventilation : scintigraphie normale.",
  ),
  test(
    "imaging",
    "tep-scanner",
    "TEP-scanner au 18F-FDG",
    ["TEP", "PET", "pet-scan", "FDG", "hypermétabolisme"],
    "Pas de foyer hypermétabolique pathologique.",
  ),
  test(
    "imaging",
    "coronarographie",
    "Coronarographie",
    ["coronaires", "coro", "angioplastie", "sténose coronaire"],
    "Réseau coronaire sans sténose significative.",
  ),
];

const ECG: readonly ParaclinicalTest[] = [
  test(
    "ecg",
    "ecg",
    "Électrocardiogramme 12 dérivations",
    ["ECG", "électrocardiogramme", "tracé", "rythme"],
    "Rythme sinusal régulier à 72/min, axe normal, PR 160 ms, QRS fins, pas de trouble de la repolarisation, QTc 410 ms.",
  ),
  test(
    "ecg",
    "holter-ecg",
    "Holter ECG des 24 heures",
    ["holter", "enregistrement", "24 heures", "arythmie"],
    "Rythme sinusal permanent, quelques extrasystoles auriculaires isolées, pas de pause ni de trouble du rythme soutenu.",
  ),
  test(
    "ecg",
    "epreuve-effort",
    "Épreuve d'effort",
    ["ECG d'effort", "test d'effort", "ischémie", "cycloergomètre"],
    "Épreuve maximale et négative cliniquement et électriquement.",
  ),
];

const FUNCTION: readonly ParaclinicalTest[] = [
  test(
    "function",
    "efr",
    "Explorations fonctionnelles respiratoires (spirométrie)",
    ["EFR", "spirométrie", "VEMS", "capacité vitale", "trouble ventilatoire"],
    "VEMS 98 % de la théorique, VEMS/CVF 0,82 : pas de trouble ventilatoire.",
  ),
  test(
    "function",
    "debit-expiratoire-pointe",
    "Débit expiratoire de pointe",
    ["DEP", "peak flow", "débit de pointe", "asthme"],
    "DEP 95 % de la valeur théorique.",
  ),
  test(
    "function",
    "polysomnographie",
    "Polygraphie ventilatoire nocturne",
    ["polysomnographie", "polygraphie", "apnées du sommeil", "SAOS", "sommeil"],
    "Index d'apnées-hypopnées 3 par heure : normal.",
  ),
  test(
    "function",
    "eeg",
    "Électroencéphalogramme (EEG)",
    ["EEG", "épilepsie", "crise", "encéphalopathie"],
    "Rythme de fond normal, réactif, sans grapho-élément paroxystique.",
  ),
  test(
    "function",
    "enmg",
    "Électroneuromyogramme (ENMG)",
    ["EMG", "ENMG", "neuropathie", "nerfs"],
    "Conductions nerveuses motrices et sensitives normales, pas de tracé neurogène ni myogène.",
  ),
  test(
    "function",
    "mapa",
    "Mesure ambulatoire de la pression artérielle (MAPA)",
    ["MAPA", "tension", "hypertension", "holter tensionnel", "automesure"],
    "Moyenne des 24 heures 118/74 mmHg, diurne 122/77 mmHg, nocturne 106/64 mmHg.",
  ),
  test(
    "function",
    "fond-oeil",
    "Fond d'œil",
    ["FO", "fond d'oeil", "rétine", "rétinopathie", "papille"],
    "Fond d'œil normal, papilles à bords nets.",
  ),
  test(
    "function",
    "fogd",
    "Fibroscopie œso-gastro-duodénale",
    ["FOGD", "gastroscopie", "fibroscopie", "endoscopie haute", "estomac", "ulcère"],
    "Muqueuse œsophagienne, gastrique et duodénale normale ; biopsies sans anomalie.",
  ),
  test(
    "function",
    "coloscopie",
    "Coloscopie",
    ["coloscopie", "côlon", "endoscopie basse", "polype"],
    "Coloscopie complète jusqu'au bas-fond cæcal : muqueuse normale, pas de polype.",
  ),
  test(
    "function",
    "fibroscopie-bronchique",
    "Fibroscopie bronchique",
    ["bronchoscopie", "fibroscopie bronchique", "LBA", "lavage broncho-alvéolaire"],
    "Arbre bronchique normal, pas de lésion endobronchique.",
  ),
];

/** The whole catalogue, family by family. */
export const PARACLINICAL_TESTS: readonly ParaclinicalTest[] = [
  ...BIOLOGY,
  ...MICROBIOLOGY,
  ...IMAGING,
  ...ECG,
  ...FUNCTION,
];

const BY_ID = new Map(PARACLINICAL_TESTS.map((entry) => [entry.id, entry]));

export const paraclinicalTestById = (id: string): ParaclinicalTest | undefined => BY_ID.get(id);
