import { FileText, Layers, Stethoscope } from "lucide-react";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { RESULT_TYPE_LABEL, type SearchResult } from "../lib/search-results";

interface SearchOptionProps {
  id: string;
  result: SearchResult;
  active: boolean;
  onPick(): void;
  onHover(): void;
}

/** One result: named by its label, described by its type ("Station", "Support pédagogique") and detail. */
export function SearchOption({ id, result, active, onPick, onHover }: SearchOptionProps) {
  const labelId = useId();
  const typeId = useId();
  const detailId = useId();
  const Icon = result.kind === "station" ? Stethoscope : result.kind === "mode" ? Layers : FileText;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (aria-activedescendant)
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      aria-labelledby={labelId}
      aria-describedby={`${typeId} ${detailId}`}
      onClick={onPick}
      onMouseMove={active ? undefined : onHover}
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2.5",
        active ? "bg-brand-50 ring-1 ring-brand-200 ring-inset" : "hover:bg-slate-50",
      )}
    >
      <span
        className={cn(
          "mt-0.5 grid h-8 w-8 shrink-0 place-items-center rounded-lg",
          result.kind === "station"
            ? "bg-brand-100 text-brand-800"
            : result.kind === "mode"
              ? "bg-amber-100 text-amber-900"
              : "bg-violet-100 text-violet-800",
        )}
      >
        <Icon className="h-4 w-4" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span id={labelId} className="block font-semibold break-words text-ink">
          {result.label}
        </span>
        <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
          <Badge tone={result.kind === "station" ? "brand" : result.kind === "mode" ? "amber" : "violet"}>
            <span id={typeId}>{RESULT_TYPE_LABEL[result.kind]}</span>
          </Badge>
          <span id={detailId} className="min-w-0 break-words">
            {result.detail}
          </span>
        </span>
      </span>
    </div>
  );
}
