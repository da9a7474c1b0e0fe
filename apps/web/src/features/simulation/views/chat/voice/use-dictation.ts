import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  MICROPHONE_DENIED,
  type RecognitionResultEvent,
  recognitionConstructor,
  type SpeechRecognitionLike,
} from "./speech-api";

export const RECOGNITION_LANG = "fr-FR";

export type DictationError = "denied" | "failed";

interface DictationOptions {
  /** The student starts talking (the patient stops speaking). */
  onStart(): void;
  /** What was said, once the student stops talking (never called when nothing was understood). */
  onFinal(text: string): void;
  /** Recognition failed: the microphone was refused, or the service could not be reached. */
  onError(error: DictationError): void;
}

/** Joins pieces of text with single spaces. */
export const joinText = (...parts: string[]) => parts.join(" ").replace(/\s+/g, " ").trim();

/** The final and the interim text of every result heard so far. */
function transcriptOf(event: RecognitionResultEvent): { final: string; interim: string } {
  const finals: string[] = [];
  const interims: string[] = [];
  for (let index = 0; index < event.results.length; index++) {
    const result = event.results[index];
    const text = result?.[0]?.transcript ?? "";
    (result?.isFinal ? finals : interims).push(text);
  }
  return { final: joinText(...finals), interim: joinText(...interims) };
}

/**
 * French speech recognition for the chat (Web Speech API, where the browser offers it): while
 * listening, `transcript` is what has been heard so far (final then interim words); when the
 * recognition ends, the text is handed to `onFinal`. `cancel` throws away what was heard.
 */
export function useDictation({ onStart, onFinal, onError }: DictationOptions) {
  const Recognition = useMemo(() => recognitionConstructor(), []);
  const [listening, setListening] = useState(false);
  const [transcript, setTranscript] = useState("");
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  const callbacks = useRef({ onStart, onFinal, onError });
  callbacks.current = { onStart, onFinal, onError };

  const start = useCallback(() => {
    if (!Recognition || recognitionRef.current) return;
    const recognition = new Recognition();
    recognition.lang = RECOGNITION_LANG;
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.maxAlternatives = 1;
    let heard = { final: "", interim: "" };
    let failed = false;
    recognition.onresult = (event) => {
      heard = transcriptOf(event);
      setTranscript(joinText(heard.final, heard.interim));
    };
    recognition.onerror = (event) => {
      // "no-speech" (silence) and "aborted" (cancel) are not failures: the recognition just ends.
      if (event.error === "no-speech" || event.error === "aborted") return;
      failed = true;
      callbacks.current.onError(MICROPHONE_DENIED.has(event.error) ? "denied" : "failed");
    };
    recognition.onend = () => {
      if (recognitionRef.current !== recognition) return;
      recognitionRef.current = null;
      setListening(false);
      setTranscript("");
      // A browser that stops without finalizing the last words still hands them over.
      const text = joinText(heard.final, heard.interim);
      if (text && !failed) callbacks.current.onFinal(text);
    };
    recognitionRef.current = recognition;
    setTranscript("");
    setListening(true);
    callbacks.current.onStart();
    try {
      recognition.start();
    } catch {
      recognitionRef.current = null;
      setListening(false);
      callbacks.current.onError("failed");
    }
  }, [Recognition]);

  /** Stops listening; what was heard goes to `onFinal` when the recognition ends. */
  const stop = useCallback(() => recognitionRef.current?.stop(), []);

  /** Stops listening and forgets what was heard. */
  const cancel = useCallback(() => {
    const recognition = recognitionRef.current;
    if (!recognition) return;
    recognitionRef.current = null;
    recognition.onresult = null;
    recognition.onend = null;
    recognition.onerror = null;
    recognition.abort();
    setListening(false);
    setTranscript("");
  }, []);

  useEffect(() => cancel, [cancel]);

  return { supported: Recognition !== undefined, listening, transcript, start, stop, cancel };
}
