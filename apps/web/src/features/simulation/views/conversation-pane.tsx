import type { ChatMessage, ThreadState } from "@ecos/contracts";
import { MessagesSquare, UserRound } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";
import { ChatPanel, EXAMINER_NAME } from "./chat/chat-panel";
import { KeptTabContent, TabList, TabsRoot, TabTrigger } from "./tabs";

interface ConversationPaneProps {
  thread: ThreadState;
  paused: boolean;
  onReport(message: ChatMessage): void;
  className?: string;
}

/**
 * The patient chat; on a station with an examiner, two tabs say who the student is talking to
 * (both chats stay mounted so a reply awaited in one is not lost when switching).
 */
export function ConversationPane({ thread, paused, onReport, className }: ConversationPaneProps) {
  const [tab, setTab] = useState<string>("examiner");
  if (!thread.base.examiner) {
    return (
      <ChatPanel
        thread={thread}
        channel="patient"
        paused={paused}
        onReport={onReport}
        className={cn("h-full", className)}
      />
    );
  }
  return (
    <TabsRoot value={tab} onValueChange={setTab} className={cn("flex h-full min-h-0 flex-col", className)}>
      <TabList label="Interlocuteur">
        <TabTrigger value="examiner">
          <MessagesSquare className="h-4 w-4" aria-hidden="true" />
          {EXAMINER_NAME}
        </TabTrigger>
        <TabTrigger value="patient">
          <UserRound className="h-4 w-4" aria-hidden="true" />
          Patient
        </TabTrigger>
      </TabList>
      {(["examiner", "patient"] as const).map((channel) => (
        <KeptTabContent
          key={channel}
          value={channel}
          current={tab}
          className="min-h-0 flex-1 data-[state=inactive]:hidden"
        >
          <ChatPanel thread={thread} channel={channel} paused={paused} onReport={onReport} className="h-full" />
        </KeptTabContent>
      ))}
    </TabsRoot>
  );
}
