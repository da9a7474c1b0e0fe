const oneDecimal = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const upToOneDecimal = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

/** An average on /20, always with one decimal: 12.44 -> "12,4". */
export const formatAverage = (grade: number) => oneDecimal.format(Math.round(grade * 10) / 10);

/** A goal grade, decimals only when needed: 14 -> "14", 14.5 -> "14,5". */
export const formatGoal = (grade: number) => upToOneDecimal.format(grade);

export { formatInteger as formatXp, plural } from "@/lib/format";
