import { type User, WEEKDAYS, type Weekday } from "@ecos/contracts";
import type { UserRow } from "../repositories/users";

export interface UserActivity {
  avgGrade: number | null;
  count: number;
  /** Weekdays of the current week (Monday first) with at least one graded station. */
  activeDays: ReadonlySet<Weekday>;
}

export const NO_ACTIVITY: UserActivity = { avgGrade: null, count: 0, activeDays: new Set() };

/** The GET /users/me shape (spec section 3). */
export function toUserResponse(user: UserRow, activity: UserActivity = NO_ACTIVITY): User {
  const streaks = Object.fromEntries(WEEKDAYS.map((day) => [day, activity.activeDays.has(day)])) as Record<
    Weekday,
    boolean
  >;
  return {
    _id: user.id,
    email: user.email,
    username: user.email.split("@")[0] ?? user.email,
    role: user.role,
    first_name: user.firstName,
    last_name: user.lastName,
    college_label: user.collegeLabel,
    college_year: user.collegeYear,
    avatar_id: user.avatarId,
    target_grade: user.targetGrade,
    xp: user.xp,
    friends_count: 0,
    voice_enabled: user.voiceEnabled,
    onboarded: user.onboardedAt !== null,
    statistics: { Simulations: { avg_grade: activity.avgGrade, count: activity.count }, Streaks: streaks },
  };
}
