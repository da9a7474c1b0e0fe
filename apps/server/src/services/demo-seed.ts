import type { Db } from "@ecos/db";
import { hashSecret } from "../lib/passwords";
import { hasAnyUser, insertUser } from "../repositories/users";

/**
 * Accounts with published passwords, for development and demonstrations only: created when ECOS_DEMO=1
 * or in development, and refused in production (startup-checks.ts).
 */
export const DEMO_ACCOUNTS = [
  { email: "admin@ecos.local", password: "ecos-admin", role: "SUPERADMIN", firstName: "Alice", lastName: "Admin" },
  {
    email: "etudiant@ecos.local",
    password: "ecos-etudiant",
    role: "STUDENT",
    firstName: "Camille",
    lastName: "Martin",
  },
] as const;

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

/** On an empty database, creates the two demo accounts; returns them (empty when nothing was created). */
export async function seedDemoAccounts(db: Db): Promise<readonly DemoAccount[]> {
  if (await hasAnyUser(db)) return [];
  for (const account of DEMO_ACCOUNTS) {
    await insertUser(db, {
      email: account.email,
      passwordHash: await hashSecret(account.password),
      role: account.role,
      firstName: account.firstName,
      lastName: account.lastName,
      collegeYear: account.role === "STUDENT" ? "DFASM2" : null,
    });
  }
  return DEMO_ACCOUNTS;
}
