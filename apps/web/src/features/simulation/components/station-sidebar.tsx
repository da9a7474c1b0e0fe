import type { ThreadState } from "@ecos/contracts";
import { Collapsible } from "./collapsible";
import { Instructions } from "./instructions";

/** Left column under the timer: the instructions and the situation's context, each foldable. */
export function StationSidebar({
  thread,
  defaultOpen,
  className,
}: {
  thread: ThreadState;
  defaultOpen: boolean;
  className?: string;
}) {
  return (
    <div className={className}>
      <div className="space-y-4">
        <Collapsible title="Consignes" defaultOpen={defaultOpen}>
          <Instructions text={thread.scenario.instructions} />
        </Collapsible>
        <Collapsible title="Contexte de la situation" defaultOpen={defaultOpen}>
          <p className="font-medium text-ink">{thread.scenario.sdd}</p>
          <p>{thread.base.context}</p>
        </Collapsible>
      </div>
    </div>
  );
}
