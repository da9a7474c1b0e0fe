import type { AiStatusResponse } from "@ecos/contracts";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { formatInteger } from "@/lib/format";
import { fallbackReasonLabel, formatReplyDate } from "../lib/ai-labels";
import { type StackedColumn, StackedTable } from "./stacked-table";

type TopUser = AiStatusResponse["top_users"][number];
type RecentReply = AiStatusResponse["recent"][number];

const TOP_USER_COLUMNS: readonly StackedColumn<TopUser>[] = [
  { label: "E-mail", cell: (row) => row.email },
  { label: "Nom", cell: (row) => row.name || "—" },
  { label: "Jetons", numeric: true, cell: (row) => formatInteger(row.tokens) },
  { label: "Appels", numeric: true, cell: (row) => formatInteger(row.calls) },
];

const RECENT_COLUMNS: readonly StackedColumn<RecentReply>[] = [
  {
    label: "Date",
    cell: (row) => (
      <time dateTime={row.created_at} className="whitespace-nowrap">
        {formatReplyDate(row.created_at)}
      </time>
    ),
  },
  { label: "E-mail", cell: (row) => row.email },
  { label: "Réponse", cell: (row) => <ReplyOutcome reply={row} /> },
  { label: "Jetons", numeric: true, cell: (row) => formatInteger(row.tokens) },
];

/** The model's reply was kept, or the embedded AI's was used instead, and why. */
function ReplyOutcome({ reply }: { reply: RecentReply }) {
  if (reply.outcome === "llm") return <Badge tone="brand">Modèle</Badge>;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <Badge tone="amber">IA embarquée</Badge>
      {reply.reason ? <span className="text-xs text-slate-700">{fallbackReasonLabel(reply.reason)}</span> : null}
    </span>
  );
}

const Empty = ({ children }: { children: string }) => (
  <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
    {children}
  </p>
);

/** The students who spent the most tokens today. */
export function TopStudentsCard({ users }: { users: AiStatusResponse["top_users"] }) {
  return (
    <Card title="Étudiants les plus consommateurs" description="Jetons dépensés aujourd'hui, du plus au moins.">
      {users.length === 0 ? (
        <Empty>Aucun appel au modèle aujourd'hui.</Empty>
      ) : (
        <StackedTable
          label="Étudiants les plus consommateurs aujourd'hui"
          columns={TOP_USER_COLUMNS}
          rows={users}
          rowKey={(row) => row.user_id}
        />
      )}
    </Card>
  );
}

/** The latest replies the model was asked for: kept, or replaced by the embedded AI's (and why). */
export function RecentRepliesCard({ replies }: { replies: AiStatusResponse["recent"] }) {
  return (
    <Card
      title="Dernières réponses"
      description="Les réponses du patient demandées au modèle, les plus récentes d'abord."
    >
      {replies.length === 0 ? (
        <Empty>Aucune réponse demandée au modèle pour le moment.</Empty>
      ) : (
        <StackedTable
          label="Dernières réponses du patient demandées au modèle"
          columns={RECENT_COLUMNS}
          rows={replies}
          rowKey={(row) => row.message_id}
        />
      )}
    </Card>
  );
}
