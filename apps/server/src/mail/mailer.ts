import { type Db, outboxEmails } from "@ecos/db";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { AppConfig } from "../config";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * The same text with its code or link masked (see templates.ts). outbox_emails keeps this one unless
   * the mailer keeps secrets (embedded mode only). A message without any secret leaves it out.
   */
  redactedText?: string;
}

export interface Mailer {
  readonly transport: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

function smtpTransport(config: NonNullable<AppConfig["smtp"]>): Transporter {
  if (config.url) return nodemailer.createTransport(config.url);
  return nodemailer.createTransport({
    host: config.host,
    port: config.port ?? (config.secure ? 465 : 587),
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.pass ?? "" } : undefined,
  });
}

/**
 * Real SMTP through nodemailer when configured; otherwise nodemailer's JSON transport, i.e. a
 * development outbox. Every message is also recorded in outbox_emails (with the SMTP error, if any)
 * and logged by recipient and subject only: codes and links never reach the logs. The stored body
 * keeps them only with `keepSecrets` (embedded mode, where the outbox is how a developer or a test
 * reads them); on a shared PostgreSQL database it is the redacted text.
 */
export function createMailer(options: {
  db: Db;
  log: Logger;
  from: string;
  smtp: AppConfig["smtp"];
  keepSecrets?: boolean;
}): Mailer {
  const transport = options.smtp ? "smtp" : "outbox";
  const transporter = options.smtp ? smtpTransport(options.smtp) : nodemailer.createTransport({ jsonTransport: true });
  return {
    transport,
    async send(message) {
      let error: string | null = null;
      try {
        await transporter.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
      } catch (cause) {
        error = cause instanceof Error ? cause.message : String(cause);
      }
      await options.db.insert(outboxEmails).values({
        recipient: message.to,
        subject: message.subject,
        body: options.keepSecrets ? message.text : (message.redactedText ?? message.text),
        transport,
        error,
      });
      if (error) {
        options.log.error({ to: message.to, subject: message.subject, error }, "e-mail delivery failed");
        throw new Error(`E-mail delivery failed: ${error}`);
      }
      options.log.info(
        { to: message.to, subject: message.subject },
        transport === "outbox" ? "e-mail stored in the outbox (outbox_emails)" : "e-mail sent",
      );
    },
  };
}

/** Sends a notice whose failure must not undo what was done (the mailer records and logs the failure). */
export async function sendNotice(mailer: Mailer, message: MailMessage): Promise<void> {
  try {
    await mailer.send(message);
  } catch {
    // Already in outbox_emails with its error, and in the logs.
  }
}
