import { useCallback, useEffect, useMemo, useRef } from "react";
import { speechSynthesisOf } from "./speech-api";
import { type Speaker, voiceSettings } from "./voice-picker";

/**
 * Reads replies aloud with the browser's speech synthesis, in the speaker's French voice. Whatever
 * is being said stops when `silent` becomes true (voice mode off, station paused) and when the chat
 * is left (unmounted).
 */
export function useSpeechOutput(speaker: Speaker, silent: boolean) {
  const synthesis = useMemo(() => speechSynthesisOf(), []);
  const speakerRef = useRef(speaker);
  speakerRef.current = speaker;

  const speak = useCallback(
    (text: string) => {
      if (!synthesis || !text.trim()) return;
      const settings = voiceSettings(synthesis.getVoices(), speakerRef.current);
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = settings.lang;
      utterance.pitch = settings.pitch;
      utterance.rate = settings.rate;
      if (settings.voice) utterance.voice = settings.voice;
      synthesis.speak(utterance);
    },
    [synthesis],
  );

  const stop = useCallback(() => synthesis?.cancel(), [synthesis]);

  useEffect(() => {
    if (silent) stop();
  }, [silent, stop]);
  useEffect(() => stop, [stop]);

  return { available: synthesis !== undefined, speak, stop };
}
