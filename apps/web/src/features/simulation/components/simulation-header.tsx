import type { ScenarioRecord } from "@ecos/contracts";
import { EVALUATION_MODES } from "@ecos/contracts/constants";
import { Bug, LogOut } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

const modeName = (id: ScenarioRecord["content_type"]) => EVALUATION_MODES.find((mode) => mode.id === id)?.name ?? id;

/** The station's name and mode, the bug-report button and the quit button. */
export function SimulationHeader({
  scenario,
  onBugReport,
  onQuit,
}: {
  scenario: ScenarioRecord;
  onBugReport(): void;
  onQuit(): void;
}) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-3 py-3 sm:px-6">
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge>{modeName(scenario.content_type)}</Badge>
            <span className="text-xs font-medium text-slate-600">Station n° {scenario.number}</span>
          </div>
          <h1 className="mt-1 truncate text-lg font-bold text-ink sm:text-xl">{scenario.label}</h1>
        </div>
        <Button variant="ghost" size="sm" onClick={onBugReport} aria-label="Signaler un bug">
          <Bug className="h-5 w-5" aria-hidden="true" />
          <span className="hidden sm:inline" aria-hidden="true">
            Signaler un bug
          </span>
        </Button>
        <Button variant="secondary" size="sm" onClick={onQuit}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Quitter
        </Button>
      </div>
    </header>
  );
}
