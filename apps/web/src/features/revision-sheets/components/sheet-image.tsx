import { Minus, Plus } from "lucide-react";
import { useId, useState } from "react";

const ZOOM_STEPS = [1, 1.5, 2, 3] as const;
const percent = (zoom: number) => `${Math.round(zoom * 100)} %`;

/** The sheet as an image, at the width of the page and zoomable (the frame then scrolls sideways). */
export function SheetImage({ src, alt }: { src: string; alt: string }) {
  const [step, setStep] = useState(0);
  const [loaded, setLoaded] = useState(false);
  const labelId = useId();
  const zoom = ZOOM_STEPS[step] ?? 1;
  const zoomed = zoom > 1;
  return (
    <figure className="space-y-2">
      <div className="flex items-center justify-between gap-3">
        <figcaption id={labelId} className="text-sm font-medium text-slate-700">
          Fiche en image
        </figcaption>
        <fieldset className="flex items-center gap-1 rounded-lg border border-slate-200 bg-white p-0.5">
          <legend className="sr-only">Zoom</legend>
          <button
            type="button"
            aria-label="Zoom arrière"
            disabled={step === 0}
            onClick={() => setStep((current) => Math.max(0, current - 1))}
            className="grid h-9 w-9 place-items-center rounded-md text-slate-700 hover:bg-slate-100 disabled:text-slate-300"
          >
            <Minus className="h-4 w-4" aria-hidden="true" />
          </button>
          <output aria-live="polite" aria-label="Niveau de zoom" className="w-12 text-center text-sm tabular-nums">
            {percent(zoom)}
          </output>
          <button
            type="button"
            aria-label="Zoom avant"
            disabled={step === ZOOM_STEPS.length - 1}
            onClick={() => setStep((current) => Math.min(ZOOM_STEPS.length - 1, current + 1))}
            className="grid h-9 w-9 place-items-center rounded-md text-slate-700 hover:bg-slate-100 disabled:text-slate-300"
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
          </button>
        </fieldset>
      </div>
      <section
        tabIndex={zoomed ? 0 : undefined}
        aria-labelledby={labelId}
        className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        <img
          src={src}
          alt={alt}
          onLoad={() => setLoaded(true)}
          style={{ width: `${zoom * 100}%`, maxWidth: "none" }}
          className={loaded ? "block h-auto" : "block h-auto min-h-96 animate-pulse bg-slate-100"}
        />
      </section>
    </figure>
  );
}
