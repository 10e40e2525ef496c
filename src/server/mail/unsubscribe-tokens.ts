import { createHmac, timingSafeEqual } from 'node:crypto';
import { type MailCategory, mailCategorySchema } from '#contract/notifications';

export interface UnsubscribeTokens {
  sign(userId: string, category: MailCategory): string;
  /** The user and category a token was signed for; undefined for a forged or broken one. */
  verify(token: string): { userId: string; category: MailCategory } | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * `<userId>.<category>.<HMAC>`: the one-click unsubscribe link in every notification mail
 * works without signing in, and only for the user and category it was made for. It does not
 * expire, so old mails keep their link.
 */
export function createUnsubscribeTokens(secret: string): UnsubscribeTokens {
  const key = createHmac('sha256', secret).update('mail-unsubscribe').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest();
  return {
    sign(userId, category) {
      const body = `${userId}.${category}`;
      return `${body}.${mac(body).toString('base64url')}`;
    },
    verify(token) {
      const [userId = '', category = '', signature = '', ...rest] = token.split('.');
      if (rest.length || !UUID.test(userId)) return undefined;
      const parsed = mailCategorySchema.safeParse(category);
      if (!parsed.success) return undefined;
      const expected = mac(`${userId}.${category}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return { userId, category: parsed.data };
    },
  };
}
