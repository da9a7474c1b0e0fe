import { CLINICAL_CASES, type ClinicalCase } from "@ecos/content";
import { describe, expect, it } from "vitest";
import { matchDiagnosis } from "../src/diagnosis";

/**
 * The diagnosis typed at the end of a station, resolved against the station's hidden differential:
 * every station's expected diagnosis as students write it (typo, no accents, abbreviation,
 * rewording), and what must not earn it (another option, a hedge between two, a vague text).
 */

const withoutAccents = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").replace(/œ/g, "oe");

/** Two neighbouring letters swapped in the middle of the label's longest word (7 letters or more). */
function withTypo(label: string): string {
  const words = label.split(" ");
  const longest = words.reduce((best, word) => (word.length > best.length ? word : best), "");
  if (longest.length < 7) return label;
  const at = Math.floor(longest.length / 2);
  const typo = longest.slice(0, at) + (longest[at + 1] ?? "") + (longest[at] ?? "") + longest.slice(at + 2);
  return words.map((word) => (word === longest ? typo : word)).join(" ");
}

/** How students write each station's expected diagnosis: abbreviated, reworded, shortened, misspelt. */
const TYPED: Record<string, string[]> = {
  "station-001": [
    "SCA ST+",
    "IDM",
    "infarctus du myocarde",
    "syndrome coronarien aigu avec sus-décalage",
    "sca",
    "Infarctus du myocarde antérieur",
  ],
  "station-002": ["EP", "embolie pulmonaire", "embolie pulmonaire droite", "emboli pulmonair", "EP probable"],
  "station-003": ["hypothyroidie", "hypothyroïdie périphérique", "hypothiroidie", "hypothyroïdie sur thyroïdite"],
  "station-004": ["colique néphrétique droite", "CN droite", "colique nefretique", "crise de colique néphrétique"],
  "station-005": [
    "insuffisance cardiaque",
    "ICG",
    "insuffisance cardiaque globale",
    "décompensation cardiaque",
    "insufisance cardiaque droite",
  ],
  "station-006": ["goutte", "arthrite goutteuse", "accès goutteux", "crise de goute", "goutte aiguë du gros orteil"],
  "station-007": [
    "ACD",
    "acidocetose diabetique",
    "acidocétose",
    "cétoacidose diabétique",
    "acidocetose diabetique severe",
  ],
  "station-008": [
    "anémie ferriprive",
    "anémie par carence martiale",
    "anémie ferriprive sur ménorragies",
    "anemie microcytaire ferriprive",
    "anémie par carence en fer",
  ],
  "station-009": ["ACFA", "FA rapide", "fibrillation auriculaire", "AC/FA", "fibrilation atriale"],
  "station-010": ["AAG", "asthme aigu grave", "exacerbation sévère d'asthme", "crise d'asthme grave"],
  "station-011": ["EP", "embolie pulmonaire", "embolie pulmonaire segmentaire"],
  "station-012": [
    "paludisme",
    "palu à falciparum",
    "accès palustre à P. falciparum",
    "paludisme a plasmodium falciparum",
    "paludisme grave",
  ],
  "station-013": [
    "hyperkaliémie",
    "hyperkaliémie menaçante",
    "hyperK iatrogène sur IRA",
    "hyperkaliémie médicamenteuse",
    "hyperkaliemie sur insuffisance renale aigue",
  ],
  "station-014": [
    "surdosage en AVK par interaction médicamenteuse",
    "interaction AVK-miconazole",
    "surdosage AVK (interaction avec le Daktarin)",
  ],
  "station-015": ["adénocarcinome du côlon", "cancer du côlon sigmoïde", "cancer colorectal", "ADK sigmoïdien"],
  "station-016": [
    "allergie à l'amoxicilline",
    "allergie immédiate aux pénicillines",
    "réaction allergique immédiate à l'amoxicilline",
  ],
  "station-017": [
    "asthme non contrôlé",
    "asthme mal contrôlé par mauvaise observance",
    "asthme non controle par defaut d'observance",
  ],
  "station-018": ["TVP", "TVP proximale", "phlébite profonde", "thrombose veineuse profonde sous AOD"],
  "station-019": [
    "choc anaphylactique",
    "anaphylaxie grave",
    "choc anaphylactique a l'antibiotique",
    "choc allergique",
  ],
  "station-020": ["FV", "ACR sur FV", "arrêt cardio-respiratoire sur fibrillation ventriculaire", "arret cardiaque FV"],
  "station-021": [
    "méningite bactérienne",
    "méningite à pneumocoque",
    "méningite purulente",
    "meningite bacterienne aigue",
  ],
  "station-022": [
    "exacerbation de BPCO",
    "EABPCO",
    "décompensation de BPCO",
    "exacerbation aiguë de bronchopneumopathie chronique obstructive",
  ],
  "station-023": ["HSA", "hémorragie méningée", "hemoragie sous arachnoidienne", "HSA sur rupture d'anévrisme"],
  "station-024": [
    "épistaxis de la tache vasculaire",
    "épistaxis antérieure sur tache vasculaire",
    "épistaxis bénigne de la tache vasculaire favorisée par l'aspirine",
  ],
  "station-025": [
    "érysipèle",
    "DHBNN",
    "dermohypodermite bactérienne non nécrosante",
    "érysipèle de jambe",
    "erisypele",
  ],
  "station-026": ["GEU", "grossesse extra-utérine", "grossesse ectopique", "grossesse extra uterine"],
  "station-027": [
    "rétention aiguë d'urine",
    "confusion sur globe vésical",
    "syndrome confusionnel sur RAU",
    "globe vésical iatrogène",
  ],
  "station-028": ["GAFA", "glaucome aigu", "glaucome aigu par fermeture de l'angle", "glaucome aigu à angle fermé"],
  "station-029": [
    "facteurs de risque de mort inattendue du nourrisson : couchage et tabac",
    "nourrisson exposé à un couchage à risque et au tabac",
  ],
  "station-030": ["diabète de type 1", "DT1 inaugural", "diabète insulinodépendant", "diabete de type 1 inaugural"],
  "station-031": [
    "entorse bénigne de la cheville",
    "entorse du LLE",
    "entorse de cheville",
    "entorse du ligament latéral externe",
  ],
  "station-032": ["fracture du col du fémur", "fracture du col fémoral gauche déplacée", "fracture déplacée du col"],
  "station-033": [
    "pancréatite aiguë biliaire",
    "pancréatite lithiasique",
    "pancréatite biliaire",
    "pancreatite aigue biliaire",
  ],
  "station-034": ["ulcère perforé", "perforation d'ulcère", "UGD perforé", "perforation d'un ulcère duodénal"],
  "station-035": ["asthme professionnel", "asthme du boulanger", "asthme professionnel à la farine"],
  "station-036": [
    "AES à haut risque : TPE indiqué",
    "accident d'exposition au sang à risque important, TPE VIH recommandé",
    "AES à risque élevé, trithérapie prophylactique recommandée",
  ],
  "station-037": [
    "hyperparathyroïdie primaire",
    "HPT primaire",
    "adénome parathyroïdien",
    "hyperparathyroidie primitive",
  ],
  "station-038": [
    "RAU sur HBP",
    "rétention aiguë d'urine sur adénome de prostate",
    "globe vésical sur HBP",
    "RAU sur HBP déclenchée par un vasoconstricteur nasal",
  ],
  "station-039": ["PPR", "pseudo-polyarthrite rhizomélique", "pseudopolyarthrite rhizomelique"],
  "station-040": ["cancer du poumon", "CBP", "carcinome bronchique", "néoplasie pulmonaire"],
  "station-041": ["violences conjugales", "violences au sein du couple", "VIF"],
  "station-042": [
    "AVC ischémique",
    "infarctus cérébral sylvien droit",
    "AVC ischémique sylvien droit",
    "accident vasculaire cérébral ischémique",
  ],
  "station-043": ["névrite vestibulaire", "neuronite vestibulaire", "déficit vestibulaire périphérique aigu"],
  "station-044": ["mélanome", "suspicion de mélanome", "melanome malin"],
  "station-045": ["contraception d'urgence", "oubli de pilule avec rapport à risque : contraception d'urgence"],
  "station-046": ["hypotension orthostatique iatrogène", "HTO médicamenteuse", "hypotension orthostatique"],
  "station-047": ["DMLA exsudative", "DMLA humide", "dégénérescence maculaire liée à l'âge néovasculaire"],
  "station-048": [
    "TC léger sous anticoagulant",
    "traumatisme crânien sous AOD",
    "traumatisme cranien sous anticoagulant à risque hémorragique",
  ],
  "station-049": ["PNA gravidique", "pyélonéphrite aiguë gravidique", "pyélonéphrite de la femme enceinte", "PNA"],
  "station-050": [
    "cancer de la tête du pancréas",
    "ictère obstructif sur cancer du pancréas",
    "adénocarcinome pancréatique",
  ],
};

/** Texts that name no diagnosis of any station. */
const VAGUE = [
  "problème cardiaque",
  "douleur thoracique",
  "maladie grave",
  "je ne sais pas",
  "syndrome",
  "infection",
  "insuffisance",
  "crise aiguë",
  "fièvre",
  "urgence vitale",
];

/** Texts that name only what several options share: not a diagnosis of this station. */
const SHARED: Array<[string, string]> = [
  ["station-008", "anémie"],
  ["station-014", "surdosage en AVK"],
  ["station-020", "arrêt cardiaque"],
  ["station-024", "épistaxis"],
  ["station-033", "pancréatite aiguë"],
  ["station-038", "rétention aiguë d'urine"],
  ["station-042", "AVC"],
  ["station-047", "DMLA"],
  ["station-049", "infection urinaire"],
];

const others = (item: ClinicalCase) => item.diagnosis.options.filter((option) => option !== item.diagnosis.correct);

/** The failures of one check over every station, listed together so that one run shows them all. */
function failures(check: (item: ClinicalCase) => string[]): string[] {
  return CLINICAL_CASES.flatMap((item) => check(item).map((failure) => `${item.id}: ${failure}`));
}

describe("diagnosis typed at the end of a station", () => {
  it("has typed wordings for every station", () => {
    expect(Object.keys(TYPED).sort()).toEqual(CLINICAL_CASES.map((item) => item.id).sort());
  });

  it("recognises the expected diagnosis of every station typed exactly, without accents, with a typo", () => {
    const missed = failures((item) => {
      const correct = item.diagnosis.correct;
      return [correct, withoutAccents(correct).toLowerCase(), withTypo(correct)]
        .map((typed) => matchDiagnosis(item.diagnosis, typed))
        .filter((match) => !match.correct)
        .map((match) => `« ${match.typed} » → ${match.label ?? match.reason}`);
    });
    expect(missed).toEqual([]);
  });

  it("recognises the expected diagnosis of every station as students write it", () => {
    const missed = failures((item) =>
      (TYPED[item.id] ?? [])
        .map((typed) => matchDiagnosis(item.diagnosis, typed))
        .filter((match) => !match.correct)
        .map((match) => `« ${match.typed} » → ${match.label ?? match.reason}`),
    );
    expect(missed).toEqual([]);
  });

  it("never gives the expected diagnosis for another option of the differential, however typed", () => {
    const credited = failures((item) =>
      others(item).flatMap((option) => {
        const exact = matchDiagnosis(item.diagnosis, option);
        const wrong = exact.label === option ? [] : [`« ${option} » → ${exact.label ?? exact.reason}`];
        const variants = [withoutAccents(option).toLowerCase(), withTypo(option)]
          .map((typed) => matchDiagnosis(item.diagnosis, typed))
          .filter((match) => match.correct)
          .map((match) => `« ${match.typed} » earned the expected diagnosis`);
        return [...wrong, ...variants];
      }),
    );
    expect(credited).toEqual([]);
  });

  it("gives nothing for a hedge between the expected diagnosis and another option", () => {
    const credited = failures((item) =>
      others(item).flatMap((option) =>
        [`${item.diagnosis.correct} ou ${option}`, `${option} ou ${item.diagnosis.correct}`]
          .map((typed) => matchDiagnosis(item.diagnosis, typed))
          .filter((match) => match.correct || match.label !== null)
          .map((match) => `« ${match.typed} » → ${match.label}`),
      ),
    );
    expect(credited).toEqual([]);
  });

  it("gives a station's point for another station's diagnosis only when it is the same disease", () => {
    const sameDisease = new Set([
      "station-001 ← Infarctus du myocarde inférieur",
      "station-002 ← Embolie pulmonaire postopératoire",
      "station-004 ← Colique néphrétique compliquée",
      "station-008 ← Anémie ferriprive",
      "station-011 ← Embolie pulmonaire postopératoire",
      "station-018 ← Thrombose veineuse profonde",
      "station-018 ← Thrombose veineuse profonde bilatérale",
      "station-025 ← Érysipèle",
      "station-027 ← Rétention aiguë d'urines sur hypertrophie bénigne de la prostate, déclenchée par un vasoconstricteur",
      "station-027 ← Rétention aiguë d'urines sur prostatite aiguë",
      "station-027 ← Rétention aiguë d'urines sur compression médullaire",
      "station-034 ← Ulcère gastroduodénal perforé",
      "station-035 ← Asthme professionnel",
      "station-046 ← Hypotension orthostatique",
      "station-049 ← Pyélonéphrite aiguë",
    ]);
    const library = [...new Set(CLINICAL_CASES.flatMap((item) => item.diagnosis.options))];
    const credited = failures((item) =>
      library
        .filter((label) => !item.diagnosis.options.includes(label))
        .filter((label) => matchDiagnosis(item.diagnosis, label).correct)
        .filter((label) => !sameDisease.has(`${item.id} ← ${label}`))
        .map((label) => `« ${label} » earned « ${item.diagnosis.correct} »`),
    );
    expect(credited).toEqual([]);
  });

  it("names nothing for a vague text, on any station", () => {
    const named = failures((item) =>
      VAGUE.map((typed) => matchDiagnosis(item.diagnosis, typed))
        .filter((match) => match.label !== null)
        .map((match) => `« ${match.typed} » → ${match.label}`),
    );
    expect(named).toEqual([]);
  });

  it.each(SHARED)("%s: « %s » is shared by several options and names none", (id, typed) => {
    const item = CLINICAL_CASES.find((candidate) => candidate.id === id);
    expect(item && matchDiagnosis(item.diagnosis, typed)).toMatchObject({
      label: null,
      correct: false,
      reason: "vague",
    });
  });

  it("says why: exact, recognised with a confidence, ambiguous with the options named, empty", () => {
    const item = CLINICAL_CASES.find((candidate) => candidate.id === "station-001");
    if (!item) throw new Error("station-001 missing");
    expect(matchDiagnosis(item.diagnosis, "Syndrome coronarien aigu")).toMatchObject({
      label: "Syndrome coronarien aigu",
      correct: true,
      reason: "exact",
      confidence: 1,
    });
    const idm = matchDiagnosis(item.diagnosis, "  IDM ");
    expect(idm).toMatchObject({ typed: "IDM", label: "Syndrome coronarien aigu", correct: true, reason: "recognised" });
    expect(idm.confidence).toBeGreaterThanOrEqual(0.5);
    expect(matchDiagnosis(item.diagnosis, "EP ou SCA")).toMatchObject({
      label: null,
      correct: false,
      reason: "ambiguous",
      candidates: ["Syndrome coronarien aigu", "Embolie pulmonaire"],
    });
    expect(matchDiagnosis(item.diagnosis, "Péricardite")).toMatchObject({
      label: "Péricardite aiguë",
      correct: false,
      reason: "recognised",
    });
    expect(matchDiagnosis(item.diagnosis, "   ")).toMatchObject({ typed: "", label: null, reason: "empty" });
    expect(matchDiagnosis(item.diagnosis, null)).toMatchObject({ label: null, reason: "empty" });
    expect(matchDiagnosis(item.diagnosis, "migraine")).toMatchObject({ label: null, reason: "unrecognised" });
  });

  it("reads abbreviations only where they stand for a diagnosis of the station", () => {
    const byId = (id: string) => {
      const item = CLINICAL_CASES.find((candidate) => candidate.id === id);
      if (!item) throw new Error(`${id} missing`);
      return item.diagnosis;
    };
    // « PNA » is the expected diagnosis in 049, a distractor in 004 (colique néphrétique).
    expect(matchDiagnosis(byId("station-049"), "PNA").correct).toBe(true);
    expect(matchDiagnosis(byId("station-004"), "PNA")).toMatchObject({ label: "Pyélonéphrite aiguë", correct: false });
    // « SCA » is the answer in 001 and a distractor in 011 (embolie pulmonaire).
    expect(matchDiagnosis(byId("station-011"), "SCA ST+")).toMatchObject({
      label: "Syndrome coronarien aigu",
      correct: false,
    });
    // « hyperthyroïdie » is not a typo of « hypothyroïdie ».
    expect(matchDiagnosis(byId("station-003"), "hyperthyroïdie").correct).toBe(false);
    // « pseudo-hyperkaliémie » is the distractor, not the hyperkaliémie the station expects.
    expect(matchDiagnosis(byId("station-013"), "pseudo hyperkaliémie").correct).toBe(false);
    // « non nécrosante » and « nécrosante » are two different options.
    expect(matchDiagnosis(byId("station-025"), "dermohypodermite bactérienne nécrosante").correct).toBe(false);
  });
});
