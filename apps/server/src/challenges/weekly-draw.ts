import { type ClinicalCase, seededRandom } from "@ecos/content";
import { CHALLENGE_STATIONS } from "@ecos/contracts";
import { PLAYABLE_CASES } from "../simulation/scenarios";

/** FNV-1a: a 32-bit seed from the week id. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The three stations of a week's challenge, the same for every student: the playable cases shuffled
 * by a generator seeded with the week id, then the first ones that add a mode and a category not
 * drawn yet (so a week mixes three modes and three categories). Nothing is stored: the draw depends
 * only on the week id and the station library.
 */
export function weeklyStations(weekId: string, pool: readonly ClinicalCase[] = PLAYABLE_CASES): ClinicalCase[] {
  const random = seededRandom(seedOf(`weekly-challenge:${weekId}`));
  const shuffled = [...pool].sort((a, b) => a.id.localeCompare(b.id));
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other] as ClinicalCase, shuffled[index] as ClinicalCase];
  }
  const drawn: ClinicalCase[] = [];
  for (const item of shuffled) {
    if (drawn.length === CHALLENGE_STATIONS) break;
    if (drawn.some((chosen) => chosen.modeId === item.modeId || chosen.categoryId === item.categoryId)) continue;
    drawn.push(item);
  }
  // A library too small to mix (never the case with 11 modes and 20 categories) still gives three.
  for (const item of shuffled) {
    if (drawn.length === CHALLENGE_STATIONS) break;
    if (!drawn.includes(item)) drawn.push(item);
  }
  return drawn;
}
