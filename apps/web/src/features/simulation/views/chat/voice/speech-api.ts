/**
 * The parts of the Web Speech API the voice mode uses. TypeScript's DOM library has the synthesis
 * but not the recognition (still prefixed in Chromium and Safari), so it is declared here.
 */

export interface RecognitionResultEvent extends Event {
  readonly resultIndex: number;
  readonly results: SpeechRecognitionResultList;
}

export interface RecognitionErrorEvent extends Event {
  readonly error: string;
}

export interface SpeechRecognitionLike extends EventTarget {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onstart: ((event: Event) => void) | null;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: ((event: Event) => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

type WithRecognition = {
  SpeechRecognition?: SpeechRecognitionConstructor;
  webkitSpeechRecognition?: SpeechRecognitionConstructor;
};

/** The browser's speech recognition, or undefined where it offers none (Firefox, jsdom). */
export function recognitionConstructor(): SpeechRecognitionConstructor | undefined {
  if (typeof window === "undefined") return undefined;
  const scope = window as unknown as WithRecognition;
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

/** The browser's speech synthesis, or undefined where it has none. */
export function speechSynthesisOf(): SpeechSynthesis | undefined {
  if (typeof window === "undefined") return undefined;
  return "speechSynthesis" in window && typeof SpeechSynthesisUtterance !== "undefined"
    ? window.speechSynthesis
    : undefined;
}

/** Recognition errors that mean the student refused the microphone (or the page may not use it). */
export const MICROPHONE_DENIED = new Set(["not-allowed", "service-not-allowed"]);
