/** npm run invite -- <email> [first name] [last name]: invites a student from a shell. */
import { invitationRequestSchema } from "@ecos/contracts";
import pino from "pino";
import { AiService } from "../ai/ai-service";
import { loadConfig } from "../config";
import { AccessTokens } from "../lib/access-tokens";
import { MemoryThrottleStore } from "../lib/throttle-memory";
import { createMailer } from "../mail/mailer";
import { openDatabase } from "../runtime";
import { inviteStudent } from "../services/invitations";

const [email, firstName, lastName] = process.argv.slice(2);
const request = invitationRequestSchema.safeParse({ email, first_name: firstName, last_name: lastName });
if (!request.success) {
  console.error("Usage : npm run invite -- <email> [prénom] [nom]");
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
const log = pino({ level: "warn" });
const mailer = createMailer({
  db: database.db,
  log,
  from: config.mailFrom,
  smtp: config.smtp,
  keepSecrets: !config.databaseUrl,
});
try {
  const invitation = await inviteStudent(
    {
      db: database.db,
      config,
      mailer,
      accessTokens: new AccessTokens(config.jwtSecret),
      throttle: new MemoryThrottleStore(),
      ai: new AiService(undefined),
      metrics: { observeEngine: () => undefined },
    },
    request.data,
    null,
  );
  // The code is printed only when no e-mail can carry it (no SMTP): console output often ends up in logs.
  if (mailer.transport === "smtp") {
    console.log(
      `Invitation envoyée à ${invitation.email} (code par e-mail), valable jusqu'au ${invitation.expires_at}`,
    );
  } else {
    console.log(
      `Invitation envoyée à ${invitation.email} : code ${invitation.code}, valable jusqu'au ${invitation.expires_at}`,
    );
    console.log("Aucun serveur SMTP configuré : l'e-mail est resté dans l'outbox, transmets ce code à l'étudiant.");
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
