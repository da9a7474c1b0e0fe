/** npm run invite -- <email> [first name] [last name]: invites a student from a shell. */
import { invitationRequestSchema } from "@ecos/contracts";
import pino from "pino";
import { loadConfig } from "../config";
import { AccessTokens } from "../lib/access-tokens";
import { AttemptLimiter } from "../lib/attempt-limiter";
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
try {
  const invitation = await inviteStudent(
    {
      db: database.db,
      config,
      mailer: createMailer({ db: database.db, log, from: config.mailFrom, smtp: config.smtp }),
      accessTokens: new AccessTokens(config.jwtSecret),
      emailFailures: new AttemptLimiter(1, 1),
    },
    request.data,
    null,
  );
  console.log(
    `Invitation envoyée à ${invitation.email} : code ${invitation.code}, valable jusqu'au ${invitation.expires_at}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
