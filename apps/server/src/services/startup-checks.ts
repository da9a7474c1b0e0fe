import type { Db } from "@ecos/db";
import type { AppConfig } from "../config";
import { verifySecret } from "../lib/passwords";
import { findUserByEmail } from "../repositories/users";
import { DEMO_ACCOUNTS, type DemoAccount, seedDemoAccounts } from "./demo-seed";

/** Raised when the server must not start: a known default password would let anyone in. */
export class UnsafeStartupError extends Error {
  override name = "UnsafeStartupError";
}

/** The demo accounts present in the database that still accept their published password. */
export async function accountsWithDemoPassword(db: Db): Promise<string[]> {
  const exposed: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const user = await findUserByEmail(db, account.email);
    if (user && (await verifySecret(user.passwordHash, account.password))) exposed.push(account.email);
  }
  return exposed;
}

/**
 * In production, refuses to start when a known default password would be usable: demo data asked
 * for, or a demo account still holding its published password (e.g. a data directory first started
 * in development). Outside production it does nothing.
 */
export async function assertNoDefaultPasswords(config: Pick<AppConfig, "production" | "demoData">, db: Db) {
  if (!config.production) return;
  if (config.demoData) {
    throw new UnsafeStartupError(
      "Démarrage refusé : ECOS_DEMO=1 est interdit en production (les comptes de démonstration ont des mots de " +
        "passe publics). Retirez ECOS_DEMO et créez le premier super admin avec « npm run admin:create -- <email> ».",
    );
  }
  const exposed = await accountsWithDemoPassword(db);
  if (exposed.length > 0) {
    throw new UnsafeStartupError(
      `Démarrage refusé : ${exposed.join(", ")} ${exposed.length > 1 ? "ont" : "a"} encore le mot de passe de ` +
        "démonstration, connu de tous. Supprimez ces comptes ou changez leur mot de passe (pour un super admin : " +
        "« npm run admin:create -- <email> » le réinitialise), puis relancez.",
    );
  }
}

/**
 * Start-up work on the database before serving: the production safety check, then the demo accounts
 * when asked for. Returns the demo accounts created (to print them), empty otherwise.
 */
export async function prepareStartup(
  config: Pick<AppConfig, "production" | "demoData">,
  db: Db,
): Promise<readonly DemoAccount[]> {
  await assertNoDefaultPasswords(config, db);
  return config.demoData ? seedDemoAccounts(db) : [];
}
