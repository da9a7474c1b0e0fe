import { ChevronDown, MailPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

interface TicketsHeaderProps {
  inviteOpen: boolean;
  onToggleInvite(): void;
  inviteId: string;
}

/** "Tickets utilisateurs" and the toggle of the manual invitation form (folded by default). */
export function TicketsHeader({ inviteOpen, onToggleInvite, inviteId }: TicketsHeaderProps) {
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Tickets utilisateurs</h1>
        <p className="mt-1 text-slate-600">
          Messages, bugs, questionnaires et candidatures envoyés par les utilisateurs.
        </p>
      </div>
      <Button
        variant="secondary"
        onClick={onToggleInvite}
        aria-expanded={inviteOpen}
        aria-controls={inviteId}
        className="shrink-0 self-start"
      >
        <MailPlus className="h-4 w-4" aria-hidden="true" />
        Nouvelle invitation
        <ChevronDown className={cn("h-4 w-4 transition-transform", inviteOpen && "rotate-180")} aria-hidden="true" />
      </Button>
    </header>
  );
}
