export { caseHabits, criterionHabit, habitWeight, labelHabit } from "./criterion-habit";
