import ontology from "./anamnesis-topics.json" with { type: "json" };

/** The label ontology of the patient engine (a contract shared with ../shared/design). */
export interface OntologyLabel {
  id: string;
  fr: string;
}

export const ONTOLOGY_LABELS: readonly OntologyLabel[] = ontology.labels;
export const LABEL_IDS: ReadonlySet<string> = new Set(ONTOLOGY_LABELS.map((label) => label.id));

export function isLabel(id: string): boolean {
  return LABEL_IDS.has(id);
}

export function labelDescription(id: string): string | undefined {
  return ONTOLOGY_LABELS.find((label) => label.id === id)?.fr;
}
