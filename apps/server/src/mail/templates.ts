import { EMAIL_CHANGE_TTL_HOURS, PASSWORD_RESET_TTL_MINUTES } from "@ecos/contracts";
import type { MailMessage } from "./mailer";

/** What replaces a code or a link in the copy of a message that may be stored (mailer.ts). */
export const REDACTED = "[masqué]";

const SIGNATURE = ["", "À très vite,", "L'équipe ECOS Academy"];
const hello = (firstName: string | undefined | null) => `Bonjour${firstName ? ` ${firstName}` : ""},`;

/** A message carrying a secret: rendered twice, with the secret and with REDACTED in its place. */
function withSecret(to: string, subject: string, secret: string, render: (secret: string) => string[]): MailMessage {
  return { to, subject, text: render(secret).join("\n"), redactedText: render(REDACTED).join("\n") };
}

export function passwordResetEmail(to: string, firstName: string, link: string): MailMessage {
  return withSecret(to, "Réinitialise ton mot de passe ECOS Academy", link, (secret) => [
    hello(firstName),
    "",
    "Tu as demandé à changer ton mot de passe ECOS Academy. Ouvre ce lien pour en choisir un nouveau :",
    secret,
    "",
    `Il est valable ${PASSWORD_RESET_TTL_MINUTES} minutes et une seule fois. Une fois ton mot de passe changé, tes autres appareils seront déconnectés.`,
    "Si tu n'as rien demandé, ignore ce message : ton mot de passe reste le même.",
    ...SIGNATURE,
  ]);
}

export function passwordChangedEmail(to: string, firstName: string, how: "change" | "reset"): MailMessage {
  return {
    to,
    subject: "Ton mot de passe ECOS Academy a été modifié",
    text: [
      hello(firstName),
      "",
      how === "reset"
        ? "Ton mot de passe ECOS Academy vient d'être réinitialisé avec le lien « Mot de passe oublié », et tes sessions ont été fermées."
        : "Ton mot de passe ECOS Academy vient d'être modifié depuis tes paramètres, et tes autres sessions ont été fermées.",
      "Si ce n'est pas toi, utilise tout de suite « Mot de passe oublié » sur la page de connexion et préviens-nous.",
      ...SIGNATURE,
    ].join("\n"),
  };
}

export function emailChangeConfirmationEmail(to: string, firstName: string, link: string): MailMessage {
  return withSecret(to, "Confirme ta nouvelle adresse e-mail ECOS Academy", link, (secret) => [
    hello(firstName),
    "",
    "Tu as demandé à utiliser cette adresse pour te connecter à ECOS Academy. Ouvre ce lien pour confirmer :",
    secret,
    "",
    `Il est valable ${EMAIL_CHANGE_TTL_HOURS} heures et une seule fois. Tant que tu ne l'as pas ouvert, ton ancienne adresse reste celle de ton compte.`,
    "Si tu n'as rien demandé, ignore ce message.",
    ...SIGNATURE,
  ]);
}

export function emailChangedNoticeEmail(to: string, firstName: string, newEmail: string): MailMessage {
  return {
    to,
    subject: "Ton adresse e-mail ECOS Academy a été modifiée",
    text: [
      hello(firstName),
      "",
      `L'adresse de connexion de ton compte ECOS Academy est désormais ${newEmail}. Cette adresse-ci (${to}) ne permet plus de te connecter.`,
      "Si ce n'est pas toi, écris-nous tout de suite depuis le formulaire de contact de la page d'accueil.",
      ...SIGNATURE,
    ].join("\n"),
  };
}
