import type { TicketEntry } from "@ecos/contracts";
import { textField } from "../lib/tickets";
import { DetailList, Identifier, Missing } from "./detail-list";

const message = (entry: TicketEntry, key = "message") => textField(entry, key) ?? <Missing>Message vide</Missing>;

export function ContactTicketBody({ entry }: { entry: TicketEntry }) {
  return <DetailList details={[{ term: "Message", value: message(entry), long: true }]} />;
}

/** bug_type "app" is an application error; anything else a medical error (spec section 3). */
export const bugTypeLabel = (bugType: string | null) =>
  bugType === "app" ? "Erreur de l'application" : "Erreur médicale";

export function BugTicketBody({ entry }: { entry: TicketEntry }) {
  const threadId = textField(entry, "thread_id");
  return (
    <DetailList
      details={[
        { term: "Type de bug", value: bugTypeLabel(textField(entry, "bug_type")) },
        { term: "Message", value: message(entry), long: true },
        ...(threadId ? [{ term: "Identifiant de la simulation", value: <Identifier value={threadId} /> }] : []),
      ]}
    />
  );
}

const CHANNELS: Record<string, string> = { patient: "Patient", examiner: "Examinateur" };

export function MessageReportTicketBody({ entry }: { entry: TicketEntry }) {
  const channel = textField(entry, "channel");
  return (
    <DetailList
      details={[
        { term: "Message de l'étudiant", value: message(entry, "user_message"), long: true },
        {
          term: channel && CHANNELS[channel] ? `Message de l'IA (${CHANNELS[channel]})` : "Message de l'IA",
          value: message(entry, "ai_message"),
          long: true,
        },
        { term: "Identifiant de la simulation", value: <Identifier value={textField(entry, "thread_id")} /> },
      ]}
    />
  );
}

export function EarlyTicketBody() {
  return <p className="text-sm text-slate-700">Souhaite être prévenu(e) de l'ouverture de l'Early Access.</p>;
}
