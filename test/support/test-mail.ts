import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

export interface ReceivedMail {
  /** The sender as the recipient's mail program shows it. */
  from: { name: string; address: string };
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The first link of the text part. */
  link: string | undefined;
  /** Header values by lower-case name (the last one of each name). */
  headers: Record<string, string>;
}

export async function parseMail(source: Buffer | string): Promise<ReceivedMail> {
  const mail: ParsedMail = await simpleParser(source);
  const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
  const text = mail.text ?? '';
  const from = mail.from?.value[0];
  return {
    from: { name: from?.name ?? '', address: from?.address ?? '' },
    to: to?.value[0]?.address ?? '',
    subject: mail.subject ?? '',
    text,
    html: typeof mail.html === 'string' ? mail.html : '',
    link: /https?:\/\/\S+/.exec(text)?.[0],
    headers: Object.fromEntries(
      mail.headerLines.map(({ key, line }) => [
        key,
        line
          .slice(line.indexOf(':') + 1)
          .replace(/\r?\n[ \t]+/g, ' ')
          .trim(),
      ]),
    ),
  };
}

/** Every .eml file the file-mode mailer wrote under dataDir, oldest first. */
export async function readMailDir(dataDir: string): Promise<ReceivedMail[]> {
  const dir = join(dataDir, 'mail');
  const files = (await readdir(dir).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(files.map(async (f) => parseMail(await readFile(join(dir, f)))));
}
