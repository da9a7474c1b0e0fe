import { CLINICAL_CASES } from "@ecos/content";
import { DIAGNOSIS_SYNONYMS } from "../diagnosis/lexicon";
import { foldedWords } from "../text/fold";

/**
 * The kinds of clinical fact a patient's reply may state only when the case does: what the
 * grounding check looks for in a model's reply.
 */
export type FactKind = "number" | "drug" | "diagnosis" | "result" | "antecedent";

/** Drugs and classes of drugs a patient names, in lay and brand names (folded, whole words). */
const DRUG_WORDS = new Set(
  [
    "doliprane dafalgan efferalgan paracetamol aspirine kardegic ibuprofene advil nurofen antadys spasfon",
    "smecta gaviscon maalox levothyrox xarelto eliquis pradaxa previscan coumadine sintrom plavix lasilix",
    "ventoline seretide symbicort airomir bricanyl augmentin amoxicilline orelox clamoxyl bactrim flagyl",
    "oflocet ciflox cortisone solupred prednisolone prednisone celestene lexomil xanax temesta valium",
    "stilnox imovane deroxat prozac zoloft seroplex laroxyl lyrica neurontin tahor crestor inexium mopral",
    "omeprazole esomeprazole lansoprazole pantoprazole morphine skenan oxynorm actiskenan tramadol contramal",
    "ixprim lamaline codeine insuline metformine glucophage stagid januvia ozempic trulicity victoza",
    "diamicron amarel lantus novorapid humalog lovenox innohep heparine kayexalate ventoline pilule",
    "sterilet methotrexate humira enbrel depakine lamictal keppra tegretol lithium risperdal haldol",
    "zyprexa abilify subutex methadone champix nicopatch penicilline cephalosporine vaccin antibiotique",
    "antibiotiques anticoagulant anticoagulants antidepresseur antidepresseurs anxiolytique anxiolytiques",
    "somnifere somniferes antalgique antalgiques corticoide corticoides diuretique diuretiques",
    "betabloquant betabloquants chimiotherapie chimio radiotherapie immunotherapie antihistaminique",
    "antiinflammatoire antiinflammatoires aerosol aerosols",
  ]
    .join(" ")
    .split(" "),
);

/** International names end like this (« ramipril », « bisoprolol », « apixaban »…). */
const DRUG_SUFFIX =
  /^[a-z]{3,}(?:pril|sartan|olol|statine|azepam|azolam|prazole|cilline|mycine|floxacine|cycline|parine|xaban|gatran|dipine|tidine|triptan|setron|lukast|semide|thiazide|profene|fenac|coxib|gliptine|gliflozine|mab|tinib)$/;

/** Exams and what they show: a patient states a result only when the case gives it. */
const RESULT_WORDS = new Set(
  [
    "radio radiographie scanner scanographie irm echographie echo ecg electrocardiogramme holter",
    "biopsie coloscopie fibroscopie endoscopie gastroscopie mammographie frottis scintigraphie",
    "resultat resultats glycemie hemoglobine globules plaquettes creatinine troponine ponction prelevement",
    "electroencephalogramme eeg spirometrie coronarographie doppler",
  ]
    .join(" ")
    .split(" "),
);

/** Multi-word results, matched as phrases. */
const RESULT_PHRASES = [
  "prise de sang",
  "bilan sanguin",
  "analyse de sang",
  "analyses de sang",
  "epreuve d effort",
  "fausse couche",
];

/** Words of a past history: operations, stays, devices. */
const ANTECEDENT_WORDS = new Set(
  [
    "opere operee operation operations chirurgie chirurgien hospitalise hospitalisee hospitalisation",
    "greffe pontage stent prothese pacemaker stimulateur platre fracture fractures cesarienne",
    "ivg avortement transfusion dialyse reanimation",
  ]
    .join(" ")
    .split(" "),
);

/** Conditions a patient names in lay words (antecedents, family history, a diagnosis). */
const LAY_CONDITIONS = new Set(
  [
    "diabete diabetique hypertension hypertendu cholesterol asthme asthmatique cancer tumeur avc",
    "infarctus epilepsie epileptique depression depressif hepatite vih sida tuberculose ulcere",
    "thyroide hypothyroidie hyperthyroidie bronchite pneumonie embolie phlebite calcul calculs hernie",
    "arthrose polyarthrite lupus sclerose parkinson alzheimer demence cirrhose migraine angine",
    "insuffisance allergie allergique eczema psoriasis glaucome cataracte leucemie lymphome anemie",
    "apnee bpco emphyseme mucoviscidose crohn rectocolite",
  ]
    .join(" ")
    .split(" "),
);

const ORDINARY = new Set(["tension", "crise", "douleur", "maladie", "aigu", "aigue", "chronique", "syndrome"]);

/** Disease names of the engine's lexicon and of every station's differential, long enough to be names. */
let diseases: string[] | undefined;
function diseasePhrases(): string[] {
  diseases ??= [
    ...new Set(
      [
        ...DIAGNOSIS_SYNONYMS.flatMap(([canonical, forms]) =>
          canonical.startsWith("#") ? forms : [canonical, ...forms],
        ),
        ...CLINICAL_CASES.flatMap((item) => item.diagnosis.options),
      ]
        .map((form) => foldedWords(form).join(" "))
        .filter((form) => form.length >= 5 && !ORDINARY.has(form)),
    ),
  ];
  return diseases;
}

/** A clinical fact named in a text: its kind and its folded words. */
export interface NamedFact {
  kind: FactKind;
  words: string;
}

const padded = (words: readonly string[]) => ` ${words.join(" ")} `;

/** The numbers of a text, digits and French number words read as values (« quarante-cinq » → 45). */
export function numbersIn(text: string): string[] {
  const words = foldedWords(text.replace(/(\d)[,.](\d)/g, "$1p$2"));
  const values: string[] = [];
  let pending: number | undefined;
  const flush = () => {
    if (pending !== undefined) values.push(String(pending));
    pending = undefined;
  };
  for (const word of words) {
    if (/^\d+(p\d+)?$/.test(word)) {
      flush();
      values.push(word.replace("p", "."));
      continue;
    }
    const value = NUMBER_WORDS.get(word);
    if (value === undefined || (pending === undefined && (word === "un" || word === "une"))) {
      flush();
      continue;
    }
    if (word === "cent" || word === "cents") pending = (pending || 1) * 100;
    else if (word === "mille") pending = (pending || 1) * 1000;
    else if (word === "vingt" || word === "vingts") pending = pending === 4 ? 80 : (pending ?? 0) + 20;
    else pending = (pending ?? 0) + value;
  }
  flush();
  return values;
}

const NUMBER_WORDS = new Map<string, number>(
  Object.entries({
    zero: 0,
    un: 1,
    une: 1,
    deux: 2,
    trois: 3,
    quatre: 4,
    cinq: 5,
    six: 6,
    sept: 7,
    huit: 8,
    neuf: 9,
    dix: 10,
    onze: 11,
    douze: 12,
    treize: 13,
    quatorze: 14,
    quinze: 15,
    seize: 16,
    vingt: 20,
    vingts: 20,
    trente: 30,
    quarante: 40,
    cinquante: 50,
    soixante: 60,
    cent: 100,
    cents: 100,
    mille: 1000,
  }),
);

/** Every clinical fact a text names: drugs, results, antecedents, conditions (numbers apart). */
export function clinicalFactsIn(text: string): NamedFact[] {
  const words = foldedWords(text);
  const line = padded(words);
  const facts: NamedFact[] = [];
  for (const word of words) {
    if (DRUG_WORDS.has(word) || DRUG_SUFFIX.test(word)) facts.push({ kind: "drug", words: word });
    else if (RESULT_WORDS.has(word)) facts.push({ kind: "result", words: word });
    else if (ANTECEDENT_WORDS.has(word)) facts.push({ kind: "antecedent", words: word });
    else if (LAY_CONDITIONS.has(word)) facts.push({ kind: "diagnosis", words: word });
  }
  for (const phrase of RESULT_PHRASES) if (line.includes(` ${phrase} `)) facts.push({ kind: "result", words: phrase });
  for (const disease of diseasePhrases()) {
    if (line.includes(` ${disease} `)) facts.push({ kind: "diagnosis", words: disease });
  }
  return facts;
}

/** Whether a fact's words appear in a text (folded, whole words; a plural « s » does not matter). */
export function textStates(text: string, words: string): boolean {
  const line = padded(foldedWords(text).map((w) => w.replace(/s$/, "")));
  const target = words
    .split(" ")
    .map((w) => w.replace(/s$/, ""))
    .join(" ");
  return line.includes(` ${target} `);
}
