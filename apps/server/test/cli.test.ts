import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createDatabase, outboxEmails, users } from "@ecos/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { verifySecret } from "../src/lib/passwords";

const run = promisify(execFile);
const root = fileURLToPath(new URL("../../../", import.meta.url));
const tsx = join(root, "node_modules/.bin/tsx");

/** The shell commands of the README, run for real against an embedded database in a temp DATA_DIR. */
describe("command-line tools", () => {
  it("npm run invite and npm run admin:create work on the embedded database", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "ecos-cli-"));
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const env = { ...inherited, DATA_DIR: dataDir, LOG_LEVEL: "silent" };

    const invite = await run(tsx, ["apps/server/src/cli/invite.ts", "Nouvel.Etudiant@Exemple.fr", "Paul"], {
      cwd: root,
      env,
    });
    const code = /code (\d{4})/.exec(invite.stdout)?.[1];
    expect(invite.stdout).toContain("Invitation envoyée à nouvel.etudiant@exemple.fr");
    expect(code).toMatch(/^\d{4}$/);

    const admin = await run(tsx, ["apps/server/src/cli/admin-create.ts", "chef@exemple.fr", "Marie", "Curie"], {
      cwd: root,
      env: { ...env, ADMIN_PASSWORD: "tres-secret" },
    });
    expect(admin.stdout).toContain("Super admin créé : chef@exemple.fr");

    const usage = await run(tsx, ["apps/server/src/cli/invite.ts", "pas-un-email"], { cwd: root, env }).catch((e) => e);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("Usage : npm run invite");

    const database = await createDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
    try {
      const [mail] = await database.db
        .select()
        .from(outboxEmails)
        .where(eq(outboxEmails.recipient, "nouvel.etudiant@exemple.fr"));
      expect(mail?.body).toContain(`Ton code d'activation : ${code}`);
      const [chef] = await database.db.select().from(users).where(eq(users.email, "chef@exemple.fr"));
      expect(chef?.role).toBe("SUPERADMIN");
      expect(await verifySecret(chef?.passwordHash ?? "", "tres-secret")).toBe(true);
    } finally {
      await database.close();
    }
  }, 90_000);
});
