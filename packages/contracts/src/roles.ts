export const ROLES = ["STUDENT", "SUPERADMIN"] as const;
export type Role = (typeof ROLES)[number];
