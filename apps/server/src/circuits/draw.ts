/** A station as the draw sees it. */
export interface DrawCandidate {
  id: string;
  modeId: string;
  categoryId: string;
}

/** Tries per level of strictness before loosening the caps (each try is a few microseconds). */
const TRIES = 40;

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Greedy pick in preference order under per-mode and per-category caps; undefined when it gets stuck. */
function pick(
  preferred: readonly DrawCandidate[],
  size: number,
  caps: { mode: number; category: number },
): DrawCandidate[] | undefined {
  const chosen: DrawCandidate[] = [];
  const modes = new Map<string, number>();
  const categories = new Map<string, number>();
  for (const candidate of preferred) {
    if (chosen.length === size) break;
    if ((modes.get(candidate.modeId) ?? 0) >= caps.mode) continue;
    if ((categories.get(candidate.categoryId) ?? 0) >= caps.category) continue;
    chosen.push(candidate);
    modes.set(candidate.modeId, (modes.get(candidate.modeId) ?? 0) + 1);
    categories.set(candidate.categoryId, (categories.get(candidate.categoryId) ?? 0) + 1);
  }
  return chosen.length === size ? chosen : undefined;
}

/** A random order of `chosen` in which no two neighbours share a category; undefined if none was found. */
function arrange(chosen: readonly DrawCandidate[], random: () => number): DrawCandidate[] | undefined {
  for (let attempt = 0; attempt < TRIES * 5; attempt++) {
    const order = shuffled(chosen, random);
    if (order.every((item, index) => index === 0 || order[index - 1]?.categoryId !== item.categoryId)) return order;
  }
  return undefined;
}

/**
 * Draws the stations of a circuit: `size` different stations spread over the modes and the categories
 * (as few repeats of a mode or a category as the library allows: none for 5 or 10 stations among 11
 * modes and 20 categories), never two of the same category in a row, preferring the stations the
 * student has played least (ties broken at random). The caps are loosened only if no draw fits them.
 */
export function drawCircuit(
  candidates: readonly DrawCandidate[],
  plays: ReadonlyMap<string, number>,
  size: number,
  random: () => number,
): DrawCandidate[] {
  if (candidates.length < size) throw new Error(`a circuit of ${size} needs ${size} stations`);
  const modeCount = new Set(candidates.map((item) => item.modeId)).size;
  const categoryCount = new Set(candidates.map((item) => item.categoryId)).size;
  const strict = { mode: Math.ceil(size / modeCount), category: Math.ceil(size / categoryCount) };
  const levels = [strict, { ...strict, category: size }, { mode: size, category: size }];
  for (const caps of levels) {
    for (let attempt = 0; attempt < TRIES; attempt++) {
      // Least played first; a growing random share lets later tries reach slightly more played stations.
      const spread = 1 + attempt / 10;
      const keyed = candidates.map((item) => ({ item, key: (plays.get(item.id) ?? 0) + random() * spread }));
      const preferred = keyed.sort((a, b) => a.key - b.key).map((entry) => entry.item);
      const chosen = pick(preferred, size, caps);
      const order = chosen && arrange(chosen, random);
      if (order) return order;
    }
  }
  throw new Error("no circuit could be drawn");
}
