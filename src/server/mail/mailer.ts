import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../config.ts';

// Outgoing mail. With SMTP_URL set, messages go to that server; otherwise each message is written
// as an .eml file to the outbox folder, so the embedded default works on one machine with no mail
// server and a developer can open what would have been sent.

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  // Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post.
  headers?: Record<string, string>;
};

export type Mailer = {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
};

export function createMailer(config: MailConfig): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      send: async (message) => {
        await transport.sendMail(toNodemailer(config.from, message));
      },
      close: () => transport.close(),
    };
  }
  const transport: Transporter<{ message: Buffer | NodeJS.ReadableStream }> = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  let folderReady: Promise<unknown> | null = null;
  return {
    kind: 'outbox',
    send: async (message) => {
      const info = await transport.sendMail(toNodemailer(config.from, message));
      folderReady ??= fs.mkdir(config.outboxDir, { recursive: true });
      await folderReady;
      // Sortable by time, unique without coordination between processes.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await fs.writeFile(path.join(config.outboxDir, name), info.message as Buffer, { mode: 0o600 });
    },
    close: () => transport.close(),
  };
}

function toNodemailer(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers ?? {},
  };
}
