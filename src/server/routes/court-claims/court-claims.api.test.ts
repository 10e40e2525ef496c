import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { claimsListSchema, courtClaimSchema } from '#contract/court-claims';
import { notificationPath, notificationsPageSchema } from '#contract/notifications';
import { SAMPLE_UNOWNED_COURT } from '#server/db-tools/sample-data';
import { call as callAs, NEW_COURT, SAMPLE_COURT_ID } from '#test/support/api-fixtures';
import { signedUpUser } from '#test/support/auth-helpers';
import { createTestApp, TEST_APP_URL, type TestApp } from '#test/support/test-app';
import { createTestClock } from '#test/support/test-clock';

const clock = createTestClock('2026-05-04T07:00:00Z');
const COURT = SAMPLE_UNOWNED_COURT.id;
let t: TestApp;
let admin: Session;
let secondAdmin: Session;
let ana: Session;
let boris: Session;

const call = (method: 'GET' | 'POST', url: string, session: Session | null, payload?: unknown) =>
  callAs(t, method, url, session, payload);

beforeAll(async () => {
  t = await createTestApp({
    clock,
    // Two administrators, and an address of one who has not signed up (nobody to tell).
    adminEmails: ['admin@example.com', 'second-admin@example.com', 'not-yet@example.com'],
    accessTokenTtlSeconds: 30 * 86_400,
  });
  admin = await signedUpUser(t, 'admin@example.com', 'Admin');
  secondAdmin = await signedUpUser(t, 'second-admin@example.com', 'Second Admin', 'en');
  ana = await signedUpUser(t, 'ana@example.com', 'Ана');
  boris = await signedUpUser(t, 'boris@example.com', 'Борис');
});
afterAll(() => t.close());

async function claim(session: Session, courtId = COURT, message?: string) {
  return call('POST', `/api/courts/${courtId}/claims`, session, message ? { message } : undefined);
}

async function kindsOf(session: Session) {
  return (await call('GET', '/api/notifications', session))
    .json()
    .items.map((n: { kind: string }) => n.kind);
}

describe('a court nobody runs here yet', () => {
  it('takes no booking requests and shows how to reach it', async () => {
    const court = (await call('GET', `/api/courts/${COURT}`, null)).json();
    expect(court).toMatchObject({
      ownerId: null,
      phone: '+35929551234',
      website: 'https://example.com/krasno-selo-tennis',
    });
    const booked = await call('POST', '/api/bookings', ana, {
      courtId: COURT,
      date: '2026-05-11',
      startTime: '10:00',
      durationHours: 1,
    });
    expect([booked.statusCode, booked.json().error.code]).toEqual([409, 'court_not_bookable']);
  });
});

describe('claims', () => {
  it('are made by a signed-in user, once at a time, never for a court with an owner', async () => {
    expect((await call('POST', `/api/courts/${COURT}/claims`, null)).statusCode).toBe(401);
    const owned = await claim(ana, SAMPLE_COURT_ID);
    expect([owned.statusCode, owned.json().error.code]).toEqual([409, 'court_has_owner']);

    const made = await claim(ana, COURT, 'Аз съм управител на клуба, тел. 0888 123 456');
    expect(made.statusCode, made.body).toBe(201);
    expect(courtClaimSchema.parse(made.json())).toMatchObject({
      court: { id: COURT, nameEn: 'Krasno Selo Tennis Courts' },
      claimant: { id: ana.user.id, name: 'Ана' },
      status: 'pending',
      decidedAt: null,
    });
    expect(made.json().claimant.email).toBeUndefined();
    const again = await claim(ana);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'claim_pending']);
    const mine = claimsListSchema.parse((await call('GET', '/api/my/claims', ana)).json());
    expect(mine.items.map((c) => c.status)).toEqual(['pending']);
    const bad = await call('POST', `/api/courts/${COURT}/claims`, boris, {
      message: 'x'.repeat(501),
    });
    expect(bad.json().error.fields).toEqual({ message: 'too_long' });
  });

  it('are told to every administrator, in the app and by mail, and to nobody else', async () => {
    for (const session of [admin, secondAdmin]) {
      const page = notificationsPageSchema.parse(
        (await call('GET', '/api/notifications', session)).json(),
      );
      const told = page.items.filter((n) => n.kind === 'court_claim_submitted');
      expect(told).toHaveLength(1);
      const [notification] = told;
      expect(notification).toMatchObject({
        actor: { id: ana.user.id, name: 'Ана' },
        subjectId: COURT,
        data: { courtId: COURT, courtNameEn: 'Krasno Selo Tennis Courts' },
        readAt: null,
      });
      if (notification) {
        expect(notificationPath({ ...notification, actorId: ana.user.id })).toBe('/admin/claims');
      }
    }
    expect(await kindsOf(ana)).not.toContain('court_claim_submitted');
    expect(await kindsOf(boris)).not.toContain('court_claim_submitted');
    await t.app.outbox.drain();
    const mail = (await t.mails('second-admin@example.com')).at(-1);
    expect(mail?.subject).toBe('New court claim: Krasno Selo Tennis Courts');
    expect(mail?.text).toContain('Ана says they run Krasno Selo Tennis Courts');
    expect(mail?.link).toBe(`${TEST_APP_URL}/admin/claims`);
    const bulgarian = (await t.mails('admin@example.com')).at(-1);
    expect(bulgarian?.subject).toMatch(/^Ново заявление за корт: /);
  });

  it('are listed and answered by administrators only', async () => {
    for (const url of ['/api/admin/claims']) {
      expect((await call('GET', url, null)).statusCode).toBe(401);
      const forbidden = await call('GET', url, ana);
      expect([forbidden.statusCode, forbidden.json().error.code]).toEqual([403, 'forbidden']);
    }
    const pending = claimsListSchema.parse((await call('GET', '/api/admin/claims', admin)).json());
    const [first] = pending.items;
    expect(first?.claimant).toEqual({ id: ana.user.id, name: 'Ана', email: 'ana@example.com' });
    expect(first?.message).toBe('Аз съм управител на клуба, тел. 0888 123 456');
    expect((await call('POST', `/api/admin/claims/${first?.id}/approve`, ana)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/profile', admin)).json().isAdmin).toBe(true);
    expect((await call('GET', '/api/profile', ana)).json().isAdmin).toBe(false);
  });

  it('approving gives the court to the claimant, rejects the rival claims and tells both', async () => {
    expect((await claim(boris)).statusCode).toBe(201);
    const pending = claimsListSchema.parse((await call('GET', '/api/admin/claims', admin)).json());
    const anas = pending.items.find((c) => c.claimant.id === ana.user.id);
    const approved = await call('POST', `/api/admin/claims/${anas?.id}/approve`, admin);
    expect(approved.json()).toMatchObject({ status: 'approved' });
    const court = (await call('GET', `/api/courts/${COURT}`, null)).json();
    expect(court.ownerId).toBe(ana.user.id);
    expect(await kindsOf(ana)).toContain('court_claim_approved');
    expect(await kindsOf(boris)).toContain('court_claim_rejected');
    const rejected = claimsListSchema.parse(
      (await call('GET', '/api/admin/claims?status=rejected', admin)).json(),
    );
    expect(rejected.items.map((c) => c.claimant.id)).toEqual([boris.user.id]);

    const twice = await call('POST', `/api/admin/claims/${anas?.id}/approve`, admin);
    expect([twice.statusCode, twice.json().error.code]).toEqual([409, 'claim_not_pending']);
    // The court is hers now: it takes requests, and it cannot be claimed again.
    const booked = await call('POST', '/api/bookings', boris, {
      courtId: COURT,
      date: '2026-05-11',
      startTime: '10:00',
      durationHours: 1,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await claim(boris)).json().error.code).toBe('court_has_owner');
  });

  it('gives a court to one claimant only, even when two approvals race', async () => {
    const listed = (await call('POST', '/api/courts', admin, NEW_COURT)).json();
    await t.database.db.query('update courts set owner_id = null where id = $1', [listed.id]);
    const a = (await claim(ana, listed.id)).json();
    const b = (await claim(boris, listed.id)).json();
    const answers = await Promise.all(
      [a.id, b.id].map((id) => call('POST', `/api/admin/claims/${id}/approve`, admin)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [owner] = await t.database.db.query<{ owner_id: string }>(
      'select owner_id from courts where id = $1',
      [listed.id],
    );
    const winner = answers.find((r) => r.statusCode === 200)?.json().claimant.id;
    expect(owner?.owner_id).toBe(winner);
  });

  it('a rejected claim changes nothing, and a user makes at most five a day', async () => {
    const listed = (await call('POST', '/api/courts', admin, NEW_COURT)).json();
    await t.database.db.query('update courts set owner_id = null where id = $1', [listed.id]);
    const made = (await claim(boris, listed.id)).json();
    expect((await call('POST', `/api/admin/claims/${made.id}/reject`, admin)).json().status).toBe(
      'rejected',
    );
    expect((await call('GET', `/api/courts/${listed.id}`, null)).json().ownerId).toBeNull();
    // Boris has made three claims today; two more are fine, a sixth is not.
    const unowned = async () => {
      const court = (await call('POST', '/api/courts', admin, NEW_COURT)).json();
      await t.database.db.query('update courts set owner_id = null where id = $1', [court.id]);
      return court.id as string;
    };
    expect((await claim(boris, listed.id)).statusCode).toBe(201);
    expect((await claim(boris, await unowned())).statusCode).toBe(201);
    const sixth = await claim(boris, await unowned());
    expect([sixth.statusCode, sixth.json().error.code]).toEqual([429, 'rate_limited']);
  });
});

describe("the owner's contact", () => {
  it('shows only to a player whose booking was accepted', async () => {
    const bookings = await call('GET', '/api/my/court-bookings?status=pending', ana);
    const booking = bookings
      .json()
      .items.find((b: { court: { id: string } }) => b.court.id === COURT);
    const url = `/api/courts/${COURT}/owner-contact`;
    expect((await call('GET', url, boris)).statusCode).toBe(403);
    await call('POST', `/api/bookings/${booking.id}/accept`, ana);
    expect((await call('GET', url, boris)).json()).toEqual({
      name: 'Ана',
      phone: null,
      email: 'ana@example.com',
    });
    expect((await call('GET', url, admin)).statusCode).toBe(403);
    expect((await call('GET', url, null)).statusCode).toBe(401);
  });
});
