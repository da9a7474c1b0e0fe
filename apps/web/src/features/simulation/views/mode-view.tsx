import type { ChatMessage, ThreadState } from "@ecos/contracts";
import type { JSX } from "react";
import { ClinicalExamView } from "./clinical/clinical-exam-view";
import { ConversationPane } from "./conversation-pane";
import { DocumentsView } from "./images/documents-view";
import { modeViewFor } from "./modes/registry";
import { SplitLayout } from "./split-layout";

export interface ModeViewProps {
  /** Current state from the query cache queryKeys.thread(thread.thread_id). */
  thread: ThreadState;
  /** Inputs are disabled while paused. */
  paused: boolean;
  /** The page opens the report dialog (it pauses and, on success, marks the message reported in the cache). */
  onReport(message: ChatMessage): void;
}

/**
 * The station's simulation step, by mode: the patient chat (interrogation), the clinical exam tabs
 * or the documents with analysis notes beside the patient chat, or the examiner's chat with the
 * patient's (stations with an examiner).
 */
export function ModeView({ thread, paused, onReport }: ModeViewProps): JSX.Element {
  const conversation = <ConversationPane thread={thread} paused={paused} onReport={onReport} />;
  const conversationLabel = thread.base.examiner ? "Conversation" : (thread.base.interlocutor?.role ?? "Patient");
  switch (thread.scenario.content_type) {
    case "clinical_exam":
      return (
        <SplitLayout
          main={<ClinicalExamView thread={thread} paused={paused} />}
          mainLabel="Examen clinique"
          conversation={conversation}
          conversationLabel={conversationLabel}
        />
      );
    case "paraclinical":
    case "iconography":
      return (
        <SplitLayout
          main={<DocumentsView thread={thread} paused={paused} />}
          mainLabel="Documents"
          conversation={conversation}
          conversationLabel={conversationLabel}
        />
      );
    default: {
      const mode = modeViewFor(thread.scenario.content_type);
      if (mode?.Main) {
        const Main = mode.Main;
        return (
          <SplitLayout
            main={<Main thread={thread} paused={paused} onReport={onReport} />}
            mainLabel={mode.mainLabel ?? "Station"}
            conversation={conversation}
            conversationLabel={conversationLabel}
          />
        );
      }
      return <div className="h-[70vh] min-h-[24rem]">{conversation}</div>;
    }
  }
}
