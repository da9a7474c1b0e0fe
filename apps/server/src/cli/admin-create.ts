/**
 * npm run admin:create -- <email> [first name] [last name]: creates a super admin. The password comes
 * from ADMIN_PASSWORD, or is generated and printed once.
 */
import { randomBytes } from "node:crypto";
import { emailField, PASSWORD_MIN_LENGTH } from "@ecos/contracts";
import { loadConfig } from "../config";
import { hashSecret } from "../lib/passwords";
import { findUserByEmail, insertUser, updateUser } from "../repositories/users";
import { openDatabase } from "../runtime";

const [rawEmail, firstName = "", lastName = ""] = process.argv.slice(2);
const email = emailField.safeParse(rawEmail ?? "");
if (!email.success) {
  console.error("Usage : npm run admin:create -- <email> [prénom] [nom]   (mot de passe : ADMIN_PASSWORD)");
  process.exit(2);
}
const password = process.env.ADMIN_PASSWORD ?? randomBytes(12).toString("base64url");
if (password.length < PASSWORD_MIN_LENGTH) {
  console.error(`ADMIN_PASSWORD doit faire au moins ${PASSWORD_MIN_LENGTH} caractères.`);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  const existing = await findUserByEmail(database.db, email.data);
  const passwordHash = await hashSecret(password);
  if (existing) {
    await updateUser(database.db, existing.id, { role: "SUPERADMIN", passwordHash });
    console.log(`${email.data} est maintenant super admin (mot de passe réinitialisé).`);
  } else {
    await insertUser(database.db, { email: email.data, passwordHash, role: "SUPERADMIN", firstName, lastName });
    console.log(`Super admin créé : ${email.data}`);
  }
  if (!process.env.ADMIN_PASSWORD) console.log(`Mot de passe généré : ${password}`);
} finally {
  await database.close();
}
