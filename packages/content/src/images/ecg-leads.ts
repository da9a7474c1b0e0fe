/**
 * The twelve ECG leads with their French names (D1, D2, D3 for the bipolar limb leads).
 * Pure data, safe to import from validation code.
 */
export const ECG_LEADS = ["D1", "D2", "D3", "aVR", "aVL", "aVF", "V1", "V2", "V3", "V4", "V5", "V6"] as const;
export type EcgLead = (typeof ECG_LEADS)[number];

const ALIASES: Record<string, EcgLead> = {
  I: "D1",
  II: "D2",
  III: "D3",
  DI: "D1",
  DII: "D2",
  DIII: "D3",
};

/** The lead a name designates ("D2", "DII", "II", "avf", "v1"…), or undefined when it is not a lead. */
export function normalizeLeadName(name: string): EcgLead | undefined {
  const compact = name.replace(/\s+/g, "").toUpperCase();
  const alias = ALIASES[compact];
  if (alias) return alias;
  return ECG_LEADS.find((lead) => lead.toUpperCase() === compact);
}
