import { z } from "zod";
import { emailField, nameField } from "./fields";
import { AVATAR_IDS, COLLEGE_YEARS, TARGET_GRADE_MAX, TARGET_GRADE_MIN, UNIVERSITIES, WEEKDAYS } from "./profile";
import { ROLES } from "./roles";

export const userSchema = z.object({
  _id: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  first_name: z.string(),
  last_name: z.string(),
  college_label: z.string().nullable(),
  college_year: z.string().nullable(),
  avatar_id: z.number().int(),
  target_grade: z.number(),
  xp: z.number().int(),
  friends_count: z.number().int(),
  /** Voice mode in the chat (issue 15), remembered per user. */
  voice_enabled: z.boolean(),
  /** The first-run guide was finished or skipped. */
  onboarded: z.boolean(),
  statistics: z.object({
    Simulations: z.object({ avg_grade: z.number().nullable(), count: z.number().int() }),
    Streaks: z.record(z.enum(WEEKDAYS), z.boolean()),
  }),
});
export type User = z.infer<typeof userSchema>;

const avatarUpdate = z
  .object({
    avatar_id: z
      .number()
      .int()
      .refine((id) => AVATAR_IDS.includes(id as never)),
  })
  .strict();
const profileUpdate = z.object({ first_name: nameField, last_name: nameField, email: emailField.optional() }).strict();
const collegeLabelUpdate = z.object({ college_label: z.enum(UNIVERSITIES) }).strict();
const collegeYearUpdate = z.object({ college_year: z.enum(COLLEGE_YEARS) }).strict();
/**
 * A grade on the /20 scale with at most two decimals (the interface steps by 0.5): 5e-324 or
 * 14.000000001 are refused rather than stored as a float nobody typed; -0 is stored as 0.
 */
const targetGrade = z
  .number()
  .min(TARGET_GRADE_MIN)
  .max(TARGET_GRADE_MAX)
  .refine((grade) => Number(grade.toFixed(2)) === grade, { message: "Deux décimales au plus" })
  .transform((grade) => grade + 0);
const targetGradeUpdate = z.object({ target_grade: targetGrade }).strict();
const voiceUpdate = z.object({ voice_enabled: z.boolean() }).strict();
/** The first-run guide is done (finished or skipped); sending false shows it again. */
const onboardedUpdate = z.object({ onboarded: z.boolean() }).strict();

/** PUT /users/me accepts exactly one of these shapes (spec section 7, plus the goal grade). */
export const updateMeSchema = z.union([
  avatarUpdate,
  profileUpdate,
  collegeLabelUpdate,
  collegeYearUpdate,
  targetGradeUpdate,
  voiceUpdate,
  onboardedUpdate,
]);
export type UpdateMeRequest = z.infer<typeof updateMeSchema>;
