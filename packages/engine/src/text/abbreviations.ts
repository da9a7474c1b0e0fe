/**
 * What students abbreviate, spelt out (folded words → folded words). Medical shorthand first, then
 * texting shorthand. Words that are also common French words ("en", "pas") are never listed.
 * Read through `spellOutAbbreviation` only: a plain object also "has" constructor, toString...
 */
const ABBREVIATION_LIST: Readonly<Record<string, string>> = {
  atcd: "antecedents",
  atcds: "antecedents",
  atc: "antecedents",
  ant: "antecedents",
  ttt: "traitement",
  tt: "traitement",
  trt: "traitement",
  ttts: "traitements",
  hta: "hypertension arterielle",
  eva: "echelle de la douleur",
  dt1: "diabete",
  dt2: "diabete",
  did: "diabete",
  dnid: "diabete",
  fdr: "facteurs de risque",
  fdrcv: "facteurs de risque cardiovasculaire",
  cv: "cardiovasculaire",
  pdc: "perte de connaissance",
  pc: "perte de connaissance",
  sat: "saturation",
  ras: "rien a signaler",
  ist: "infection sexuellement transmissible",
  mst: "infection sexuellement transmissible",
  rdv: "rendez vous",
  mt: "medecin traitant",
  chir: "chirurgicaux",
  chirs: "chirurgicaux",
  chirurg: "chirurgicaux",
  med: "medicaux",
  meds: "medicaments",
  medoc: "medicament",
  medocs: "medicaments",
  fam: "familiaux",
  famil: "familiaux",
  perso: "personnels",
  persos: "personnels",
  dlr: "douleur",
  dl: "douleur",
  sx: "symptomes",
  cs: "consultation",
  ecbu: "examen des urines",
  ddr: "date des dernieres regles",
  ctr: "contraception",
  ctrl: "controle",
  tj: "toujours",
  tjs: "toujours",
  pr: "pour",
  ds: "dans",
  bcp: "beaucoup",
  qd: "quand",
  qqch: "quelque chose",
  qqc: "quelque chose",
  qqn: "quelqu un",
  vs: "vous",
  pk: "pourquoi",
  pq: "pourquoi",
  pb: "probleme",
  pbs: "problemes",
  pbm: "probleme",
  kk: "quelque chose",
  stp: "s il te plait",
  svp: "s il vous plait",
  cad: "c est a dire",
  dc: "donc",
  mm: "meme",
  jms: "jamais",
  ajd: "aujourd hui",
  auj: "aujourd hui",
  mtn: "maintenant",
  tps: "temps",
  clopes: "cigarettes",
  clope: "cigarette",
  dodo: "sommeil",
};

const ABBREVIATIONS: ReadonlyMap<string, string> = new Map(Object.entries(ABBREVIATION_LIST));

/** The words an abbreviation stands for, or undefined for any other word (including "constructor"). */
export function spellOutAbbreviation(word: string): string | undefined {
  return ABBREVIATIONS.get(word);
}

/**
 * Phrases that ask about several things, or say a thing in shorthand, spelt out on the text as typed
 * (before folding, so that the classifier's sentence parts see them too): "médico-chirurgicaux" asks
 * about both, "OH" in capitals is the students' shorthand for alcohol ("oh" is an interjection).
 */
const RAW_EXPANSIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/(?<![\p{L}\d])m[ée]dico[- ]?chirurgica(?:ux|le?s?)(?![\p{L}\d])/giu, "médicaux et chirurgicaux"],
  [/(?<![\p{L}\d])chirurgico[- ]?m[ée]dica(?:ux|le?s?)(?![\p{L}\d])/giu, "chirurgicaux et médicaux"],
  [/(?<![\p{L}\d])(personnels?) et familia(?:ux|le?s?)(?![\p{L}\d])/giu, "$1 et antécédents familiaux"],
  [/(?<![\p{L}\d])c\s*['’]?\s*(?:est|[ée]tait) quoi(?![\p{L}\d])/giu, "quel est"],
  [/(?<![\p{L}\d])OH(?![\p{L}\d])/gu, "alcool"],
];

/** The text with those phrases spelt out. */
export function spellOut(text: string): string {
  let result = text;
  for (const [pattern, replacement] of RAW_EXPANSIONS) result = result.replace(pattern, replacement);
  return result;
}
