import { describe, expect, it } from "vitest";
import { hedgedClauses } from "../src/grading/hedges";

const hedged = (text: string, kind: "chat" | "note" | "answer" = "note") => hedgedClauses(text, kind).length > 0;

describe("hedges: a finding offered with its alternatives earns nothing", () => {
  it("catches exclusive values stated as alternatives (side, position, lobe, extent, setting)", () => {
    expect(hedged("Croissant gazeux à droite ou à gauche")).toBe(true);
    expect(hedged("Cliché debout ou couché")).toBe(true);
    expect(hedged("Lobe supérieur droit ou lobe inférieur gauche")).toBe(true);
    expect(hedged("Prise en charge ambulatoire ou hospitalisation")).toBe(true);
    // Both sides said together, or one value, is a finding.
    expect(hedged("Croissant gazeux sous les coupoles droite et gauche, cliché debout")).toBe(false);
    expect(hedged("Opacité du lobe supérieur droit, non systématisée")).toBe(false);
  });

  it("lets a student ask which one it is", () => {
    expect(hedged("Ça vous fait mal plutôt à droite ou à gauche ?", "chat")).toBe(false);
    expect(hedged("Vous étiez debout ou couché quand c'est arrivé ?", "chat")).toBe(false);
  });

  it("catches a finding offered with « normal » as its alternative, across commas in a note", () => {
    expect(hedged("Conclusion : pneumopéritoine, ou normal, ou occlusion")).toBe(true);
    expect(hedged("Conclusion : pneumopéritoine, sans épanchement pleural")).toBe(false);
  });

  it("catches a note that leaves a finding open (« peut-être … ou … »), not a differential said in the chat", () => {
    expect(hedged("Bactériurie peut-être significative, ou contamination, ou colonisation")).toBe(true);
    expect(hedged("Bactériurie significative à E. coli, 10^5 UFC/mL")).toBe(false);
    expect(
      hedged("Je pense à une pyélonéphrite, c'est peut-être aussi une colique néphrétique ou une cholécystite", "chat"),
    ).toBe(false);
  });

  it("reads a condition as exempting only the alternatives it governs", () => {
    expect(
      hedged("Traitement : amoxicilline ou ceftriaxone ou céfixime ou fosfomycine, avis obstétrical si besoin"),
    ).toBe(true);
    expect(hedged("Reconsulter si fièvre, ou douleur, ou vomissements, ou sang dans les urines", "chat")).toBe(false);
  });
});
