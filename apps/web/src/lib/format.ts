/** French number and word formats shared by every screen. */

const integer = new Intl.NumberFormat("fr-FR");

/** Digits grouped the French way: 10000 -> "10 000" (narrow no-break space). */
export const formatInteger = (value: number) => integer.format(value);

/** "1 simulation", "3 simulations": French plural from 2 (0 and 1 are singular). */
export const plural = (count: number, singular: string, pluralForm = `${singular}s`) =>
  `${count} ${Math.abs(count) >= 2 ? pluralForm : singular}`;

/** French writes the first day of a month "1er": "lundi 1 décembre" -> "lundi 1er décembre". */
export const withFirstOfMonth = (text: string) =>
  text.replace(/(^|\s)1 (?=\p{L})/gu, (_match, before: string) => `${before}1er `);

const longDate = new Intl.DateTimeFormat("fr-FR", {
  timeZone: "Europe/Paris",
  day: "numeric",
  month: "long",
  year: "numeric",
});
/** "12 mars 2026", "1er décembre 2026" (the day in France, where the students sit the exam). */
export const formatLongDate = (iso: string) => withFirstOfMonth(longDate.format(new Date(iso)));
