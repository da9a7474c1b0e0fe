const oneDecimal = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const upToOneDecimal = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });
const integer = new Intl.NumberFormat("fr-FR");

/** An average on /20, always with one decimal: 12.44 -> "12,4". */
export const formatAverage = (grade: number) => oneDecimal.format(Math.round(grade * 10) / 10);

/** A goal grade, decimals only when needed: 14 -> "14", 14.5 -> "14,5". */
export const formatGoal = (grade: number) => upToOneDecimal.format(grade);

/** XP with French digit grouping: 10000 -> "10 000" (narrow no-break space). */
export const formatXp = (xp: number) => integer.format(xp);

/** "1 simulation", "3 simulations" (French plural from 2). */
export const plural = (count: number, singular: string, pluralForm = `${singular}s`) =>
  `${count} ${Math.abs(count) >= 2 ? pluralForm : singular}`;
