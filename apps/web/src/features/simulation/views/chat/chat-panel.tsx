import type { ChatMessage, ThreadState } from "@ecos/contracts";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { ErrorBubble, MessageBubble, StreamingBubble, TypingIndicator } from "./chat-bubbles";
import { ChatComposer } from "./chat-composer";
import { buildTimeline } from "./timeline";
import { type Channel, useChat } from "./use-chat";
import { useChatVoice } from "./voice/use-chat-voice";
import { VoiceToggle } from "./voice/voice-toggle";

export const EXAMINER_NAME = "Examinateur";
/** What the examiner takes as "move on without answering" (the engine's NEXT_QUESTION_MESSAGE). */
export const NEXT_QUESTION = "Question suivante";

const TEXTS: Record<Channel, { input: string; empty: string }> = {
  patient: {
    input: "Ta question au patient",
    empty: "Commence l'interrogatoire : pose ta première question au patient.",
  },
  examiner: {
    input: "Ta réponse à l'examinateur",
    empty: "L'examinateur va te poser ses questions : réponds-lui ici.",
  },
};

interface ChatPanelProps {
  thread: ThreadState;
  channel: Channel;
  paused: boolean;
  onReport(message: ChatMessage): void;
  className?: string;
}

/** The texts of a chat with someone else than the patient (a nurse, a colleague on the phone). */
const interlocutorTexts = ({ role }: { role: string }) => ({
  input: `Ton message (${role.charAt(0).toLowerCase()}${role.slice(1)})`,
  empty: `Commence l'échange : écris ton premier message (${role.charAt(0).toLowerCase()}${role.slice(1)}).`,
});

/** The conversation with the patient, the station's interlocutor or the examiner (spec "Chat"). */
export function ChatPanel({ thread, channel, paused, onReport, className }: ChatPanelProps) {
  const chat = useChat(thread, channel);
  const voice = useChatVoice(thread, channel, chat.messages, paused);
  const interlocutor = channel === "patient" ? thread.base.interlocutor : undefined;
  const botName = channel === "examiner" ? EXAMINER_NAME : (interlocutor?.name ?? thread.scenario.label);
  const texts = interlocutor ? interlocutorTexts(interlocutor) : TEXTS[channel];
  const timeline = buildTimeline(chat.messages, chat.failed, chat.pending);
  const logRef = useRef<HTMLDivElement>(null);

  // Keep the newest message in view, and the newest words of a reply being written.
  const size = timeline.length;
  const streamedLength = chat.streamedText.length;
  useEffect(() => {
    const log = logRef.current;
    if (log && size + streamedLength > 0) log.scrollTop = log.scrollHeight;
  }, [size, streamedLength]);

  return (
    <section
      aria-label={`Conversation avec ${botName}`}
      className={cn("flex min-h-0 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-slate-50", className)}
    >
      {voice.available ? (
        <VoiceToggle
          enabled={voice.enabled}
          canListen={voice.canListen}
          canSpeak={voice.canSpeak}
          onChange={voice.setEnabled}
        />
      ) : null}
      <div ref={logRef} role="log" aria-live="polite" className="min-h-0 flex-1 overflow-y-auto p-3 sm:p-4">
        {timeline.length === 0 ? <p className="py-8 text-center text-sm text-slate-600">{texts.empty}</p> : null}
        <ol className="space-y-3">
          {timeline.map((entry) => {
            if (entry.kind === "message") {
              const { message } = entry;
              return (
                <MessageBubble
                  key={entry.key}
                  from={message.from}
                  text={message.message}
                  botName={botName}
                  reported={message.reported}
                  onReport={() => onReport(message)}
                />
              );
            }
            const user = <MessageBubble key={`${entry.key}-q`} from="user" text={entry.item.text} botName={botName} />;
            if (entry.kind === "pending") {
              // The typing dots, until the first words of a streamed reply arrive.
              const reply = chat.streamedText ? (
                <StreamingBubble key={entry.key} botName={botName} text={chat.streamedText} />
              ) : (
                <TypingIndicator key={entry.key} botName={botName} />
              );
              return [user, reply];
            }
            const { item } = entry;
            return [
              user,
              <ErrorBubble
                key={entry.key}
                disabled={chat.waiting || paused}
                failure={item.failure}
                onRetry={entry.last ? () => chat.retry(item) : undefined}
              />,
            ];
          })}
        </ol>
        {chat.done ? (
          <p className="mt-3 text-center text-sm font-medium text-slate-700">
            L'examinateur a posé toutes ses questions.
          </p>
        ) : null}
      </div>
      {channel === "examiner" && !chat.done ? (
        <div className="flex justify-end border-t border-slate-200 bg-white px-3 pt-2">
          <Button variant="ghost" size="sm" disabled={paused || chat.waiting} onClick={() => chat.send(NEXT_QUESTION)}>
            Question suivante
          </Button>
        </div>
      ) : null}
      <ChatComposer
        label={texts.input}
        disabled={paused || chat.waiting}
        onSend={chat.send}
        voice={{ enabled: voice.enabled, onTalkStart: voice.onTalkStart }}
      />
    </section>
  );
}
