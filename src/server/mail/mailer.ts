import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Language } from '#contract/constants';
import { PRODUCT_NAME } from '#contract/page-meta';
import type { Clock } from '#server/lib/clock';

export interface MailMessage {
  /** The mail's language: the sender's name is the product's name in it. */
  language: Language;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about. */
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
  /** The sender's address, alone or as `Name <address>`; the name is replaced per mail. */
  from: string;
  dataDir: string;
}

/**
 * Sends through SMTP, or (with no SMTP_URL) writes each mail as an .eml file and, beside it, a
 * .txt copy of its text that a person can read (the .eml's quoted-printable breaks links).
 */
export function createMailer(options: MailOptions, log: FastifyBaseLogger, clock: Clock): Mailer {
  const { smtpUrl } = options;
  if (smtpUrl) {
    // Pooled: the outbox sends mail after mail over one open connection. Short timeouts: a
    // hanging mail server must not hold an outbox job past its claim.
    const transport = lazyTransport(options.from, (nodemailer) =>
      nodemailer.createTransport({
        url: smtpUrl,
        pool: true,
        maxConnections: 2,
        connectionTimeout: 15_000,
        greetingTimeout: 15_000,
        socketTimeout: 30_000,
      }),
    );
    return {
      async send(message) {
        await transport.send(message);
      },
      close: transport.close,
    };
  }
  const transport = lazyTransport(options.from, (nodemailer) =>
    nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  const mailDir = join(resolve(options.dataDir), 'mail');
  let written = 0;
  return {
    async send(message) {
      const { to, subject, text } = message;
      const info = await transport.send(message);
      const stamp = clock.now().toISOString().replace(/[:.]/g, '-');
      written += 1;
      const order = String(written).padStart(6, '0');
      const name = join(mailDir, `${stamp}-${order}-${randomBytes(4).toString('hex')}`);
      await mkdir(mailDir, { recursive: true, mode: 0o700 });
      await writeFile(`${name}.txt`, `To: ${to}\nSubject: ${subject}\n\n${text}\n`, {
        mode: 0o600,
      });
      await writeFile(`${name}.eml`, info.message as Buffer, { mode: 0o600 });
      // Local development: there is no mail server, so say where the mail is. Never its link:
      // it holds a token (confirmation, reset, unsubscribe), and logs travel further than files.
      log.info(
        `Mail to ${to} ("${subject}") saved as ${name}.eml; its text, links and all: ${name}.txt`,
      );
    },
    close: transport.close,
  };
}

/** The address of `Name <address>`, or the address given alone. */
export function senderAddress(from: string): string {
  return /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
}

/**
 * nodemailer (a large part of the server's code) loads with the first mail, not at start. Each
 * mail comes from the product's name in its own language: a Bulgarian mail from 'Тенис София'.
 */
function lazyTransport(
  from: string,
  make: (mailer: typeof import('nodemailer').default) => Transporter,
) {
  let made: Promise<Transporter> | undefined;
  return {
    async send({ language, to, subject, text, html, headers }: MailMessage) {
      made ??= import('nodemailer').then(({ default: nodemailer }) => make(nodemailer));
      const sender = { name: PRODUCT_NAME[language], address: senderAddress(from) };
      return (await made).sendMail({ from: sender, to, subject, text, html, headers });
    },
    close: () => {
      void made?.then((transport) => transport.close());
    },
  };
}
