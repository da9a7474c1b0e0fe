export interface Level {
  level: number;
  title: string;
  xpRequired: number;
}

/** The ten levels of medical seniority (spec section 9). */
export const LEVELS: readonly Level[] = [
  { level: 1, title: "Novice en Médecine", xpRequired: 0 },
  { level: 2, title: "Étudiant en Médecine", xpRequired: 90 },
  { level: 3, title: "Externe", xpRequired: 300 },
  { level: 4, title: "Interne", xpRequired: 900 },
  { level: 5, title: "Docteur Junior", xpRequired: 1500 },
  { level: 6, title: "Chef de Clinique", xpRequired: 3000 },
  { level: 7, title: "MCU-PH", xpRequired: 5000 },
  { level: 8, title: "PU-PH", xpRequired: 7800 },
  { level: 9, title: "Chef de Service", xpRequired: 9000 },
  { level: 10, title: "Doyen", xpRequired: 10000 },
];

/** The highest level whose threshold is at most xp. */
export function currentLevel(xp: number): Level {
  let found = LEVELS[0] as Level;
  for (const level of LEVELS) if (level.xpRequired <= xp) found = level;
  return found;
}

/** The level after the current one, or undefined at the top. */
export function nextLevel(xp: number): Level | undefined {
  return LEVELS.find((level) => level.xpRequired > xp);
}
