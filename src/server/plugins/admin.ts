import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Queryable } from '#server/db/db';
import { ApiError } from '#server/lib/api-error';
import { signedInUser } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the user is one of the administrators named in ADMIN_EMAILS. */
    isAdmin(userId: string): Promise<boolean>;
    /** The administrators' accounts (confirmed addresses in ADMIN_EMAILS), to tell of new work. */
    adminIds(db: Queryable): Promise<string[]>;
    /** An onRequest hook after `requireUser`: 403 `forbidden` for anyone but an administrator. */
    requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** Administrators are accounts whose e-mail is in ADMIN_EMAILS, checked on every call. */
export const adminPlugin = fp(
  async (app: FastifyInstance, options: { adminEmails: string[] }) => {
    const emails = new Set(options.adminEmails.map((email) => email.toLowerCase()));
    app.decorate('isAdmin', async (userId: string) => {
      if (emails.size === 0) return false;
      const [row] = await app.db.query<{ email: string }>(
        'select email from users where id = $1 and email_confirmed_at is not null',
        [userId],
      );
      return Boolean(row && emails.has(row.email));
    });
    app.decorate('adminIds', async (db: Queryable) => {
      if (emails.size === 0) return [];
      const rows = await db.query<{ id: string }>(
        'select id from users where email = any($1::text[]) and email_confirmed_at is not null',
        [[...emails]],
      );
      return rows.map((row) => row.id);
    });
    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      await app.requireUser(request, reply);
      if (!(await app.isAdmin(signedInUser(request).id))) {
        throw new ApiError(403, 'forbidden', 'Only an administrator can do this');
      }
    });
  },
  { name: 'admin', dependencies: ['auth'] },
);
