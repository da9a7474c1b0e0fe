import type { AddressInfo } from "node:net";
import { type Database, outboxEmails } from "@ecos/db";
import pino from "pino";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifySecret } from "../src/lib/passwords";
import { createMailer } from "../src/mail/mailer";
import { findUserByEmail } from "../src/repositories/users";
import { DEMO_ACCOUNTS, seedDemoAccounts } from "../src/services/demo-seed";
import { createTestDatabase } from "./databases";

describe("mailer and demo accounts", () => {
  let database: Database;
  let smtp: SMTPServer;
  let port = 0;
  const received: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase("pglite");
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => {
          raw += chunk.toString("utf8");
        });
        stream.on("end", () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await database.close();
  });

  it("delivers through real SMTP when configured, and records the message", async () => {
    const mailer = createMailer({
      db: database.db,
      log: pino({ level: "silent" }),
      from: "ECOS Academy <no-reply@ecos.local>",
      smtp: { host: "127.0.0.1", port, secure: false },
    });
    expect(mailer.transport).toBe("smtp");
    await mailer.send({ to: "invite@exemple.fr", subject: "Ton invitation", text: "Ton code d'activation : 0420" });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain("To: invite@exemple.fr");
    expect(received[0]).toContain("0420");
    const rows = await database.db.select().from(outboxEmails);
    expect(rows).toEqual([expect.objectContaining({ recipient: "invite@exemple.fr", transport: "smtp", error: null })]);
  });

  it("reports an SMTP failure instead of pretending the e-mail left", async () => {
    const mailer = createMailer({
      db: database.db,
      log: pino({ level: "silent" }),
      from: "x@ecos.local",
      smtp: { host: "127.0.0.1", port: 1, secure: false },
    });
    await expect(mailer.send({ to: "a@exemple.fr", subject: "s", text: "t" })).rejects.toThrow(
      /E-mail delivery failed/,
    );
  });

  it("creates the two demo accounts on an empty database only", async () => {
    const created = await seedDemoAccounts(database.db);
    expect(created.map((a) => a.email)).toEqual(["admin@ecos.local", "etudiant@ecos.local"]);
    const admin = await findUserByEmail(database.db, "admin@ecos.local");
    expect(admin?.role).toBe("SUPERADMIN");
    expect(await verifySecret(admin?.passwordHash ?? "", "ecos-admin")).toBe(true);
    const student = await findUserByEmail(database.db, "etudiant@ecos.local");
    expect(student?.role).toBe("STUDENT");
    expect(await verifySecret(student?.passwordHash ?? "", "ecos-etudiant")).toBe(true);
    expect(await seedDemoAccounts(database.db)).toEqual([]);
    expect(DEMO_ACCOUNTS).toHaveLength(2);
  });
});
