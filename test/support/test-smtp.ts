import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ReceivedMail } from './test-mail';

export interface SmtpDelivery {
  from: string;
  to: string[];
  mail: ReceivedMail;
}

/** How the server answers a mail's DATA: accept it, refuse it for now (451), or never answer. */
export type SmtpMode = 'accept' | 'refuse' | 'hang';

export interface TestSmtp {
  url: string;
  received: SmtpDelivery[];
  /** The mails the server was sent, accepted or not. */
  attempts: number;
  mode: SmtpMode;
  /** How long the server takes to accept a mail. */
  delayMs: number;
  /** Accepted mails to one address. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/** A real SMTP server on a free loopback port; recipients starting with bounce@ are refused. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const hanging: (() => void)[] = [];
  const smtp: TestSmtp = {
    url: '',
    received: [],
    attempts: 0,
    mode: 'accept',
    delayMs: 0,
    to: (address) => smtp.received.filter((d) => d.to.includes(address)).map((d) => d.mail),
    async close() {
      for (const release of hanging) release();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    closeTimeout: 100,
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce@')) callback(new Error('mailbox unavailable'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        smtp.attempts += 1;
        if (smtp.mode === 'hang') {
          hanging.push(() => callback(new Error('shutting down')));
          return;
        }
        if (smtp.mode === 'refuse') {
          const error = new Error('try again later') as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        if (smtp.delayMs) await new Promise((resolve) => setTimeout(resolve, smtp.delayMs));
        smtp.received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          mail: await parseMail(Buffer.concat(chunks)),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtp.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return smtp;
}
