import { vi } from "vitest";

/** A recognition result list as the browser hands it: each result a list of alternatives, final or not. */
function resultList(pieces: Array<{ text: string; final: boolean }>) {
  return pieces.map(({ text, final }) => Object.assign([{ transcript: text, confidence: 0.9 }], { isFinal: final }));
}

/** A stand-in for the browser's SpeechRecognition: the test says what was heard and when it ends. */
export class FakeRecognition extends EventTarget {
  static instances: FakeRecognition[] = [];
  static get last(): FakeRecognition {
    const last = FakeRecognition.instances.at(-1);
    if (!last) throw new Error("No recognition was created");
    return last;
  }

  lang = "";
  continuous = false;
  interimResults = false;
  maxAlternatives = 1;
  started = false;
  stopped = false;
  aborted = false;
  onstart: ((event: Event) => void) | null = null;
  onresult: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onend: ((event: Event) => void) | null = null;

  constructor() {
    super();
    FakeRecognition.instances.push(this);
  }
  start() {
    this.started = true;
    this.onstart?.(new Event("start"));
  }
  stop() {
    this.stopped = true;
    queueMicrotask(() => this.onend?.(new Event("end")));
  }
  abort() {
    this.aborted = true;
    queueMicrotask(() => this.onend?.(new Event("end")));
  }
  /** The words heard so far (the last piece interim unless `final`). */
  hear(pieces: Array<{ text: string; final: boolean }>) {
    const event = Object.assign(new Event("result"), { resultIndex: 0, results: resultList(pieces) });
    this.onresult?.(event);
  }
  fail(error: string) {
    this.onerror?.(Object.assign(new Event("error"), { error }));
    this.onend?.(new Event("end"));
  }
}

/** An utterance as the page builds it. */
export class FakeUtterance {
  lang = "";
  pitch = 1;
  rate = 1;
  voice: SpeechSynthesisVoice | null = null;
  constructor(readonly text: string) {}
}

export const voice = (name: string, lang: string, isDefault = false) =>
  ({ name, lang, default: isDefault, localService: true, voiceURI: name }) as SpeechSynthesisVoice;

/** Installs the fake recognition and synthesis on `window` (each part optional); returns the synthesis spies. */
export function installSpeech({ recognition = true, synthesis = true, voices = [] as SpeechSynthesisVoice[] } = {}) {
  FakeRecognition.instances = [];
  const speech = {
    speak: vi.fn<(utterance: FakeUtterance) => void>(),
    cancel: vi.fn(),
    getVoices: vi.fn(() => voices),
    speaking: false,
    pending: false,
  };
  if (recognition) vi.stubGlobal("webkitSpeechRecognition", FakeRecognition);
  if (synthesis) {
    vi.stubGlobal("speechSynthesis", speech);
    vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
  }
  return speech;
}

/** What was spoken: each utterance's text, language, pitch, rate and voice name. */
export const spoken = (speech: ReturnType<typeof installSpeech>) =>
  speech.speak.mock.calls.map(([u]) => ({
    text: u.text,
    lang: u.lang,
    pitch: u.pitch,
    rate: u.rate,
    voice: u.voice?.name ?? null,
  }));
