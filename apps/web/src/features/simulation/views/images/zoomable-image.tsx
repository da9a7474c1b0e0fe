import type { CaseImageRef } from "@ecos/contracts";
import { RotateCcw, ZoomIn, ZoomOut } from "lucide-react";
import { useState } from "react";
import { clampZoom, ZOOM_MAX_PERCENT, ZOOM_MIN_PERCENT, ZOOM_STEP_PERCENT } from "./zoom";

const control =
  "inline-flex h-10 w-10 items-center justify-center rounded-lg bg-white text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-400";

/** One document with its zoom (50 % to 200 %); the frame scrolls when the image outgrows it. */
export function ZoomableImage({ image }: { image: CaseImageRef }) {
  const [zoom, setZoom] = useState(100);
  const step = (direction: 1 | -1) => setZoom((z) => clampZoom(z + direction * ZOOM_STEP_PERCENT));
  return (
    <figure className="space-y-2">
      <fieldset className="flex items-center justify-end gap-2">
        <legend className="sr-only">Zoom</legend>
        <button
          type="button"
          aria-label="Zoom arrière"
          title="Zoom arrière"
          className={control}
          disabled={zoom <= ZOOM_MIN_PERCENT}
          onClick={() => step(-1)}
        >
          <ZoomOut className="h-5 w-5" aria-hidden="true" />
        </button>
        <output
          aria-live="polite"
          aria-label="Niveau de zoom"
          className="w-14 text-center text-sm font-semibold text-ink"
        >
          {zoom} %
        </output>
        <button
          type="button"
          aria-label="Zoom avant"
          title="Zoom avant"
          className={control}
          disabled={zoom >= ZOOM_MAX_PERCENT}
          onClick={() => step(1)}
        >
          <ZoomIn className="h-5 w-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          aria-label="Réinitialiser le zoom"
          title="Réinitialiser le zoom"
          className={control}
          disabled={zoom === 100}
          onClick={() => setZoom(100)}
        >
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
        </button>
      </fieldset>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the frame scrolls, so the keyboard must reach it
        tabIndex={0}
        aria-label={`${image.name} (zone défilante)`}
        className="max-h-[65vh] overflow-auto rounded-xl border border-slate-200 bg-slate-100"
      >
        <img
          src={image.url}
          alt={image.alt}
          style={{ width: `${zoom}%`, maxWidth: "none" }}
          className="mx-auto block h-auto"
          draggable={false}
        />
      </section>
      <figcaption className="text-sm text-slate-600">{image.name}</figcaption>
    </figure>
  );
}
