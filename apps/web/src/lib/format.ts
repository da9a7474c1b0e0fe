/** French number and word formats shared by every screen. */

const integer = new Intl.NumberFormat("fr-FR");

/** Digits grouped the French way: 10000 -> "10 000" (narrow no-break space). */
export const formatInteger = (value: number) => integer.format(value);

/** "1 simulation", "3 simulations": French plural from 2 (0 and 1 are singular). */
export const plural = (count: number, singular: string, pluralForm = `${singular}s`) =>
  `${count} ${Math.abs(count) >= 2 ? pluralForm : singular}`;
