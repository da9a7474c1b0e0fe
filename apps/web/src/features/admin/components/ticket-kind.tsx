import type { TicketKind } from "@ecos/contracts";
import { Bug, ClipboardList, Flag, GraduationCap, type LucideIcon, Mail, Rocket } from "lucide-react";
import { cn } from "@/lib/cn";
import { TICKET_KIND_LABELS } from "../lib/tickets";

/** Each kind's icon and colours (the label always goes with them: never colour alone). */
export const KIND_STYLES: Record<TicketKind, { icon: LucideIcon; badge: string }> = {
  contact: { icon: Mail, badge: "bg-sky-50 text-sky-800 ring-sky-200" },
  bug: { icon: Bug, badge: "bg-rose-50 text-rose-800 ring-rose-200" },
  thread_reviews: { icon: ClipboardList, badge: "bg-violet-50 text-violet-800 ring-violet-200" },
  message_report: { icon: Flag, badge: "bg-amber-50 text-amber-900 ring-amber-200" },
  beta: { icon: GraduationCap, badge: "bg-brand-50 text-brand-800 ring-brand-200" },
  early: { icon: Rocket, badge: "bg-indigo-50 text-indigo-800 ring-indigo-200" },
};

export function KindIcon({ kind, className }: { kind: TicketKind; className?: string }) {
  const Icon = KIND_STYLES[kind].icon;
  return <Icon className={cn("h-4 w-4 shrink-0", className)} aria-hidden="true" />;
}

/** The ticket's type as a pill; `id` lets the card name itself after it. */
export function KindBadge({ kind, id }: { kind: TicketKind; id?: string }) {
  return (
    <span
      id={id}
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset",
        KIND_STYLES[kind].badge,
      )}
    >
      <KindIcon kind={kind} className="h-3.5 w-3.5" />
      {TICKET_KIND_LABELS[kind]}
    </span>
  );
}
