/**
 * npm run admin:create -- <email> [first name] [last name]: creates a super admin (or resets an existing
 * account's password and makes it super admin). The password comes from ADMIN_PASSWORD, checked against
 * the password policy, or is generated and printed once. This is how production gets its first admin.
 */
import { randomBytes } from "node:crypto";
import { emailField } from "@ecos/contracts";
import { loadConfig } from "../config";
import { checkPasswordStrength } from "../lib/password-policy";
import { hashSecret } from "../lib/passwords";
import { findUserByEmail, insertUser, updateUser } from "../repositories/users";
import { openDatabase } from "../runtime";
import { DEMO_ACCOUNTS } from "../services/demo-seed";

const [rawEmail, firstName = "", lastName = ""] = process.argv.slice(2);
const email = emailField.safeParse(rawEmail ?? "");
if (!email.success) {
  console.error("Usage : npm run admin:create -- <email> [prénom] [nom]   (mot de passe : ADMIN_PASSWORD)");
  process.exit(2);
}
const chosen = process.env.ADMIN_PASSWORD;
if (chosen !== undefined) {
  // The demo passwords are published in the README: production refuses to start with them.
  const problem = DEMO_ACCOUNTS.some((account) => account.password === chosen)
    ? "Ce mot de passe est celui d'un compte de démonstration, publié dans le README."
    : checkPasswordStrength(chosen, { email: email.data, firstName, lastName });
  if (problem) {
    console.error(`ADMIN_PASSWORD refusé : ${problem}`);
    process.exit(2);
  }
}
const password = chosen ?? randomBytes(12).toString("base64url");
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
  if (chosen === undefined) console.log(`Mot de passe généré : ${password}`);
} finally {
  await database.close();
}
