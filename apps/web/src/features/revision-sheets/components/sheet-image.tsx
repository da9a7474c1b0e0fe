import { ImageOff, Minus, Plus, RefreshCw } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";

const ZOOM_STEPS = [1, 1.5, 2, 3] as const;
const percent = (zoom: number) => `${Math.round(zoom * 100)} %`;

/**
 * The sheet as an image, at the width of the page and zoomable (the frame then scrolls sideways). A
 * placeholder pulses while it loads; if it fails, a message with a retry (a fresh <img>) replaces it.
 */
export function SheetImage({ src, alt }: { src: string; alt: string }) {
  const [step, setStep] = useState(0);
  const [status, setStatus] = useState<"loading" | "loaded" | "failed">("loading");
  const [attempt, setAttempt] = useState(0);
  const labelId = useId();
  const frameRef = useRef<HTMLElement>(null);
  const zoom = ZOOM_STEPS[step] ?? 1;
  const failed = status === "failed";
  const zoomed = zoom > 1 && !failed;
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
            disabled={failed || step === 0}
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
            disabled={failed || step === ZOOM_STEPS.length - 1}
            onClick={() => setStep((current) => Math.min(ZOOM_STEPS.length - 1, current + 1))}
            className="grid h-9 w-9 place-items-center rounded-md text-slate-700 hover:bg-slate-100 disabled:text-slate-300"
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
          </button>
        </fieldset>
      </div>
      <section
        ref={frameRef}
        // In the tab order when zoomed (it scrolls); focusable by script for the retry below.
        tabIndex={zoomed ? 0 : -1}
        aria-labelledby={labelId}
        className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
      >
        {failed ? (
          <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
            <ImageOff className="h-8 w-8 text-slate-500" aria-hidden="true" />
            <p className="text-slate-700">L'image de la fiche n'a pas pu être chargée.</p>
            <Button
              variant="secondary"
              onClick={() => {
                setStatus("loading");
                setAttempt((current) => current + 1);
                // The button goes away with the message: the focus stays on the frame, not on <body>.
                frameRef.current?.focus();
              }}
            >
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              Réessayer
            </Button>
          </div>
        ) : (
          <img
            // A new element on a retry, so that the browser requests the image again.
            key={attempt}
            src={src}
            alt={alt}
            onLoad={() => setStatus("loaded")}
            onError={() => setStatus("failed")}
            style={{ width: `${zoom * 100}%`, maxWidth: "none" }}
            className={status === "loaded" ? "block h-auto" : "block h-auto min-h-96 animate-pulse bg-slate-100"}
          />
        )}
      </section>
    </figure>
  );
}
