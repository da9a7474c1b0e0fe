import { createHash, randomBytes } from "node:crypto";

/** A secret for an e-mailed link: 32 random bytes in base64url (43 characters). */
export const newLinkToken = () => randomBytes(32).toString("base64url");

/** What the database keeps of a link token: its SHA-256, so a leaked table opens no account. */
export const hashLinkToken = (token: string) => createHash("sha256").update(token).digest("hex");
