import type { ChatMessage, ThreadState } from "@ecos/contracts";
import { useEffect, useMemo, useRef } from "react";
import type { Channel } from "../use-chat";
import { speakerOf } from "./speaker";
import { recognitionConstructor } from "./speech-api";
import { useSpeechOutput } from "./use-speech-output";
import { useVoicePreference } from "./use-voice-preference";

/**
 * Speaks the replies that arrive while voice mode is on. The messages already there when the chat
 * opens stay silent, except the patient's opening words when no question has been asked yet.
 */
function useSpokenReplies(messages: ChatMessage[], enabled: boolean, speak: (text: string) => void) {
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (seen.current === null) {
      seen.current = new Set(messages.map((message) => message.id));
      const opening = messages.at(-1);
      if (enabled && opening && messages.every((message) => message.from === "bot")) speak(opening.message);
      return;
    }
    for (const message of messages) {
      if (seen.current.has(message.id)) continue;
      seen.current.add(message.id);
      if (enabled && message.from === "bot") speak(message.message);
    }
  }, [messages, enabled, speak]);
}

/**
 * Voice mode for one channel of the chat: the « Mode vocal » setting, the replies read aloud in the
 * speaker's voice (the examiner's in a neutral one), silence when paused, when the student starts
 * talking or leaves. `available` is false where the browser can neither speak nor listen.
 */
export function useChatVoice(thread: ThreadState, channel: Channel, messages: ChatMessage[], paused: boolean) {
  const preference = useVoicePreference();
  const speaker = useMemo(() => speakerOf(thread, channel), [thread, channel]);
  const output = useSpeechOutput(speaker, paused || !preference.enabled);
  const canListen = useMemo(() => recognitionConstructor() !== undefined, []);
  useSpokenReplies(messages, preference.enabled && !paused, output.speak);

  return {
    available: output.available || canListen,
    canListen,
    canSpeak: output.available,
    enabled: preference.enabled,
    setEnabled: preference.setEnabled,
    /** The student starts talking: the patient stops. */
    onTalkStart: output.stop,
  };
}
