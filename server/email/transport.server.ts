import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Config } from "../config.server";

export interface OutgoingMail {
  messageId: string;
  to: string[];
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
  attachments: Array<{ filename: string; contentType: string; content: Buffer }>;
}

export interface MailTransport {
  /** Resolves once the message is accepted (by the SMTP server, or written to the sink); rejects otherwise. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer when SMTP_URL is set, with timeouts in seconds rather than nodemailer's minutes, so that a
 * hung server delays delivery but never blocks the worker for long. Without SMTP_URL, messages are written as .eml
 * files under DATA_DIR/mail (the development sink) and the path is logged.
 */
export function createMailTransport(config: Config, log: Logger): MailTransport {
  const from = config.MAIL_FROM;
  if (config.SMTP_URL) {
    const transporter = nodemailer.createTransport({
      url: config.SMTP_URL,
      connectionTimeout: 5_000,
      greetingTimeout: 5_000,
      socketTimeout: 15_000,
    });
    return {
      async send(mail) {
        await transporter.sendMail(toNodemailer(from, mail));
      },
      close: () => transporter.close(),
    };
  }
  const directory = path.resolve(config.DATA_DIR, "mail");
  const sink = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await sink.sendMail(toNodemailer(from, mail));
      mkdirSync(directory, { recursive: true });
      const file = path.join(directory, `${new Date().toISOString().replace(/[:.]/g, "-")}-${safeName(mail.messageId)}.eml`);
      writeFileSync(file, info.message as Buffer);
      log.info({ file, to: mail.to.length }, "e-mail written to the development sink (no SMTP_URL)");
    },
    close: () => sink.close(),
  };
}

function toNodemailer(from: string, mail: OutgoingMail) {
  return {
    from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    messageId: mail.messageId,
    attachments: mail.attachments,
  };
}

function safeName(value: string): string {
  return value.replace(/[^a-zA-Z0-9_-]+/g, "_").slice(0, 80);
}
