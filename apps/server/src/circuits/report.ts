import {
  CATEGORIES,
  CIRCUIT_AREAS_SHOWN,
  CIRCUIT_STRENGTH_FROM,
  CIRCUIT_WEAKNESS_BELOW,
  type CircuitAreaScore,
  type CircuitAverage,
  type CircuitMeanPoint,
  type CircuitReport,
  type CircuitSize,
  EVALUATION_MODES,
} from "@ecos/contracts";
import type { AreaAverage } from "../repositories/circuits";

/** Grades and means are shown with one decimal. */
export const round1 = (value: number) => Math.round(value * 10) / 10;

const MODE_NAMES = new Map<string, string>(EVALUATION_MODES.map((mode) => [mode.id, mode.name]));
const CATEGORY_NAMES = new Map<string, string>(CATEGORIES.map((category) => [category.id, category.name]));

/** A graded station of the circuit being reported. */
export interface GradedStation {
  modeId: string;
  categoryId: string;
  grade: number;
}

export interface FinishedCircuit {
  id: string;
  size: number;
  mean: number;
  finishedAt: Date;
}

const average = (values: number[]): CircuitAverage => ({
  average: round1(values.reduce((sum, value) => sum + value, 0) / values.length),
  count: values.length,
});

function areaScores(
  kind: CircuitAreaScore["kind"],
  stations: GradedStation[],
  all: AreaAverage[],
  key: (station: GradedStation) => string,
): CircuitAreaScore[] {
  const names = kind === "mode" ? MODE_NAMES : CATEGORY_NAMES;
  return all
    .map((area) => {
      const here = stations.filter((station) => key(station) === area.id).map((station) => station.grade);
      return {
        kind,
        id: area.id,
        name: names.get(area.id) ?? area.id,
        circuit: here.length > 0 ? average(here) : null,
        all: { average: round1(area.average), count: area.count },
      };
    })
    .sort((a, b) => b.all.average - a.all.average || a.name.localeCompare(b.name, "fr"));
}

/**
 * The final report of a finished circuit: its mean, where it stands among the student's finished
 * circuits, and each mode and category in this circuit and over all of them; strengths and
 * weaknesses are read on all circuits (one station per mode in a circuit is too little to judge).
 */
export function buildReport(
  circuitId: string,
  stations: GradedStation[],
  finished: FinishedCircuit[],
  areas: { modes: AreaAverage[]; categories: AreaAverage[] },
): CircuitReport {
  const mean = stations.reduce((sum, station) => sum + station.grade, 0) / stations.length;
  const means = finished.map((circuit) => circuit.mean);
  const history: CircuitMeanPoint[] = finished.map((circuit) => ({
    id: circuit.id,
    size: circuit.size as CircuitSize,
    mean: round1(circuit.mean),
    finished_at: circuit.finishedAt.toISOString(),
  }));
  const own = finished.find((circuit) => circuit.id === circuitId)?.mean ?? mean;
  const modes = areaScores("mode", stations, areas.modes, (station) => station.modeId);
  const categories = areaScores("category", stations, areas.categories, (station) => station.categoryId);
  const every = [...modes, ...categories];
  return {
    mean: round1(mean),
    history,
    rank: 1 + means.filter((other) => other > own).length,
    overall_mean: means.length > 0 ? round1(means.reduce((sum, value) => sum + value, 0) / means.length) : round1(mean),
    best_mean: round1(Math.max(mean, ...means)),
    modes,
    categories,
    strengths: every
      .filter((area) => area.all.average >= CIRCUIT_STRENGTH_FROM)
      .sort((a, b) => b.all.average - a.all.average)
      .slice(0, CIRCUIT_AREAS_SHOWN),
    weaknesses: every
      .filter((area) => area.all.average < CIRCUIT_WEAKNESS_BELOW)
      .sort((a, b) => a.all.average - b.all.average)
      .slice(0, CIRCUIT_AREAS_SHOWN),
  };
}
