/** Who is read aloud: the patient (or the nurse, the colleague), or the examiner with a neutral voice. */
export interface Speaker {
  sex?: "F" | "M";
  age?: number;
  neutral?: boolean;
}

/** What an utterance is given: the voice (null: the browser's French default), its language, pitch and rate. */
export interface VoiceSettings {
  voice: SpeechSynthesisVoice | null;
  lang: string;
  pitch: number;
  rate: number;
}

export const DEFAULT_LANG = "fr-FR";

/**
 * First names and words found in the names of the French voices of Windows, macOS, iOS, Android and
 * Chrome ("Microsoft Denise Online (Natural) - French (France)", "Thomas", "Google français"…).
 */
const FEMALE_HINTS = new Set([
  "female",
  "femme",
  "woman",
  "amelie",
  "audrey",
  "aurelie",
  "ariane",
  "brigitte",
  "celeste",
  "celine",
  "charline",
  "chloe",
  "coralie",
  "denise",
  "eloise",
  "elsa",
  "estelle",
  "hortense",
  "jacqueline",
  "josephine",
  "julie",
  "lea",
  "manon",
  "marie",
  "sylvie",
  "virginie",
  "vivienne",
  "yvette",
  "google", // Chrome's single « Google français » voice is a woman's
]);
const MALE_HINTS = new Set([
  "male",
  "homme",
  "man",
  "alain",
  "antoine",
  "claude",
  "daniel",
  "fabrice",
  "gerard",
  "guillaume",
  "henri",
  "jacques",
  "jean",
  "jerome",
  "maurice",
  "nicolas",
  "paul",
  "remy",
  "sebastien",
  "thomas",
  "yves",
]);
const QUALITY = /natural|neural|premium|enhanced|online/i;

const words = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);

/** The sex a voice's name tells (female hints first: "female" is not "male"), if it tells one. */
export function voiceSex(voice: Pick<SpeechSynthesisVoice, "name">): "F" | "M" | undefined {
  const parts = words(voice.name);
  if (parts.some((part) => FEMALE_HINTS.has(part))) return "F";
  if (parts.some((part) => MALE_HINTS.has(part))) return "M";
  return undefined;
}

const langOf = (voice: SpeechSynthesisVoice) => voice.lang.replace("_", "-");
const isFrench = (voice: SpeechSynthesisVoice) => /^fr(-|$)/i.test(langOf(voice));

function score(voice: SpeechSynthesisVoice, speaker: Speaker): number {
  let total = /^fr-FR$/i.test(langOf(voice)) ? 2 : 0;
  if (QUALITY.test(voice.name)) total += 1;
  if (voice.default) total += 0.5;
  if (!speaker.neutral && speaker.sex) {
    const sex = voiceSex(voice);
    if (sex === speaker.sex) total += 4;
    else if (sex) total -= 4;
  }
  return total;
}

/** The best French voice for the speaker, or null when the browser has no French voice listed. */
export function pickVoice(voices: readonly SpeechSynthesisVoice[], speaker: Speaker): SpeechSynthesisVoice | null {
  let best: SpeechSynthesisVoice | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const voice of voices) {
    if (!isFrench(voice)) continue;
    const value = score(voice, speaker);
    if (value > bestScore) {
      best = voice;
      bestScore = value;
    }
  }
  return best;
}

const clamp = (value: number, min: number, max: number) => Math.round(Math.min(max, Math.max(min, value)) * 100) / 100;

/**
 * The voice and its tuning for a speaker: a child or a teenager speaks higher, an older patient a
 * little lower and slower; when no voice of the patient's sex is found, the pitch moves towards it.
 */
export function voiceSettings(voices: readonly SpeechSynthesisVoice[], speaker: Speaker): VoiceSettings {
  const voice = pickVoice(voices, speaker);
  const lang = voice ? langOf(voice) : DEFAULT_LANG;
  if (speaker.neutral) return { voice, lang, pitch: 1, rate: 1 };
  let pitch = 1;
  let rate = 1;
  const age = speaker.age;
  if (age !== undefined) {
    if (age < 12) [pitch, rate] = [1.4, 1.05];
    else if (age < 18) [pitch, rate] = [1.2, 1.05];
    else if (age >= 75) [pitch, rate] = [0.9, 0.85];
    else if (age >= 60) [pitch, rate] = [0.95, 0.92];
  }
  if (speaker.sex) {
    const sex = voice ? voiceSex(voice) : undefined;
    const wanted = speaker.sex === "F" ? 1 : -1;
    if (sex === undefined) pitch += 0.1 * wanted;
    else if (sex !== speaker.sex) pitch += 0.25 * wanted;
  }
  return { voice, lang, pitch: clamp(pitch, 0.5, 2), rate: clamp(rate, 0.5, 1.5) };
}
