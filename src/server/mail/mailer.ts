import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Clock } from '../lib/clock';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about; printed in the log when mails go to files. */
  link: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailOptions {
  /** smtp:// or smtps:// URL; undefined writes each mail to `<dataDir>/mail/*.eml`. */
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
}

/** Sends through SMTP, or (with no SMTP_URL) writes .eml files and logs their links. */
export function createMailer(options: MailOptions, log: FastifyBaseLogger, clock: Clock): Mailer {
  if (options.smtpUrl) {
    // Pooled: the outbox sends mail after mail over one open connection. Short timeouts: a
    // hanging mail server must not hold an outbox job past its claim.
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      pool: true,
      maxConnections: 2,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    return {
      async send({ to, subject, text, html, headers }) {
        await transport.sendMail({ from: options.from, to, subject, text, html, headers });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const mailDir = join(resolve(options.dataDir), 'mail');
  let written = 0;
  return {
    async send({ to, subject, text, html, link, headers }) {
      const info = await transport.sendMail({
        from: options.from,
        to,
        subject,
        text,
        html,
        headers,
      });
      const stamp = clock.now().toISOString().replace(/[:.]/g, '-');
      written += 1;
      const order = String(written).padStart(6, '0');
      const file = join(mailDir, `${stamp}-${order}-${randomBytes(4).toString('hex')}.eml`);
      await mkdir(mailDir, { recursive: true });
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // Local development only: there is no mail server, so the link is shown here.
      log.info(`Mail to ${to} ("${subject}") saved as ${file}; its link: ${link}`);
    },
    close: () => transport.close(),
  };
}
