import type { DiagnosticReport, DiagnosticState } from "@ecos/contracts";
import type { ModeContext } from "../types";
import {
  catalogue,
  diagnosticData,
  families,
  imageUrl,
  irrelevantOrdered,
  isShotgun,
  orderedTests,
  statusOf,
} from "./data";
import { irrelevantPenalty } from "./rules";

/** The view's state: the catalogue to order from and the results received so far, in order. */
export function diagnosticState(context: ModeContext): DiagnosticState {
  const data = diagnosticData(context.item);
  return {
    mode: "diagnostic",
    families: families().map((family) => ({ ...family })),
    catalogue: catalogue().map(({ id, name, family, keywords }) => ({ id, name, family, keywords: [...keywords] })),
    results: orderedTests(context).map(({ test, actionId, atSeconds }) => {
      const result = data.results.find((entry) => entry.testId === test.id);
      const image = result?.image;
      return {
        test_id: test.id,
        name: test.name,
        family: test.family,
        action_id: actionId,
        at_seconds: atSeconds,
        text: result?.text ?? test.normal,
        image: image ? { url: imageUrl(context.item, image.id), title: image.title, alt: image.alt } : null,
      };
    }),
  };
}

/** The grade page's extras: every test ordered with its place in the strategy, and the ones missed. */
export function diagnosticReport(context: ModeContext): DiagnosticReport {
  const data = diagnosticData(context.item);
  const ordered = orderedTests(context);
  const done = new Set(ordered.map((entry) => entry.test.id));
  const needed = [
    ...data.firstLine.map((id) => ({ id, status: "first-line" as const })),
    ...data.secondLine.map((id) => ({ id, status: "second-line" as const })),
  ];
  return {
    mode: "diagnostic",
    ordered: ordered.map(({ test, atSeconds }) => {
      const status = statusOf(data, test.id);
      const why = data.irrelevant.find((entry) => entry.testId === test.id)?.why;
      return {
        test_id: test.id,
        name: test.name,
        family: test.family,
        at_seconds: atSeconds,
        status,
        note:
          status === "irrelevant"
            ? (why ?? "Sans apport pour ce cas : il n'oriente ni ne change la prise en charge.")
            : null,
      };
    }),
    missed: needed
      .filter((entry) => !done.has(entry.id))
      .map((entry) => ({
        test_id: entry.id,
        name: catalogue().find((test) => test.id === entry.id)?.name ?? entry.id,
        status: entry.status,
      })),
    shotgun: isShotgun(data, ordered),
    penalty: irrelevantPenalty(data, irrelevantOrdered(data, ordered)),
  };
}
