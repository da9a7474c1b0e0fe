import { type Db, users } from "@ecos/db";
import { eq } from "drizzle-orm";

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error("insert into users returned nothing");
  return row;
}

export async function updateUser(db: Db, id: string, changes: Partial<NewUser>): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function hasAnyUser(db: Db): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/**
 * Locks the user's row until the transaction ends, so that what is counted per user (XP already earned
 * on a case, stations open or opened, tickets sent) is read only after a concurrent writer for the same
 * user has committed: under READ COMMITTED each statement after the lock sees that writer's rows.
 * `NO KEY UPDATE` still lets other transactions insert rows that reference the user.
 */
export async function lockUserRow(db: Db, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
}
