import type { ThreadState } from "@ecos/contracts";
import { useState } from "react";
import { KeptTabContent, TabList, TabsRoot, TabTrigger } from "../tabs";
import { AnalysisNotes } from "./analysis-notes";
import { ZoomableImage } from "./zoomable-image";

/** Paraclinical and iconography stations: the documents ("Annexe …") and the analysis notes. */
export function DocumentsView({ thread, paused }: { thread: ThreadState; paused: boolean }) {
  const images = thread.base.images ?? [];
  const [current, setCurrent] = useState("0");
  const only = images.length === 1 ? images[0] : undefined;

  return (
    <div className="space-y-4">
      {images.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          Aucun document pour cette station.
        </p>
      ) : only ? (
        <ZoomableImage image={only} />
      ) : (
        <TabsRoot value={current} onValueChange={setCurrent}>
          <TabList label="Documents">
            {images.map((image, index) => (
              <TabTrigger key={image.url} value={String(index)}>
                {image.name}
              </TabTrigger>
            ))}
          </TabList>
          {images.map((image, index) => (
            <KeptTabContent key={image.url} value={String(index)} current={current}>
              <ZoomableImage image={image} />
            </KeptTabContent>
          ))}
        </TabsRoot>
      )}
      <AnalysisNotes thread={thread} paused={paused} />
    </div>
  );
}
