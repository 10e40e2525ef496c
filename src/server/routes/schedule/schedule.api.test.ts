import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { WEEKDAYS } from '#contract/enum-values';
import { profileSchema } from '#contract/profile';
import { type ScheduleBody, scheduleSchema } from '#contract/schedule';
import { addDays, sofiaDate } from '#contract/sofia-time';
import { bearer, signedUpUser } from '#test/support/auth-helpers';
import { createTestApp, type TestApp } from '#test/support/test-app';

const court = (n: number) => `10000000-0000-0000-0000-00000000000${n}`;
let t: TestApp;
let vera: Session;
let other: Session;

beforeAll(async () => {
  t = await createTestApp();
  vera = await signedUpUser(t, 'vera@example.com', 'Вера Графикова');
  other = await signedUpUser(t, 'oleg@example.com', 'Олег');
  await t.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: bearer(vera),
    payload: { name: 'Вера Графикова', level: 'intermediate', district: 'lozenets' },
  });
});
afterAll(() => t.close());

const getSchedule = (session: Session | null = vera) =>
  t.app.inject({
    method: 'GET',
    url: '/api/me/schedule',
    headers: session ? bearer(session) : {},
  });

const putSchedule = (body: Partial<ScheduleBody>, session: Session = vera) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/me/schedule',
    headers: bearer(session),
    payload: { ...VALID, ...body },
  });

const VALID: ScheduleBody = {
  windows: [
    { weekday: 'tue', from: '19:00', until: '21:00' },
    { weekday: 'sat', from: '09:00', until: '12:00' },
  ],
  districts: ['lozenets', 'center'],
  courtIds: [court(2)],
  formats: ['singles'],
  levels: ['intermediate', 'advanced'],
  pausedUntil: null,
  suggestMe: true,
};

describe('GET /api/me/schedule', () => {
  it('needs a session', async () => {
    expect((await getSchedule(null)).statusCode).toBe(401);
  });

  it('gives the defaults until one is saved: the player’s district, both formats, their level and the next ones', async () => {
    const response = await getSchedule();
    expect(response.statusCode, response.body).toBe(200);
    expect(scheduleSchema.parse(response.json())).toEqual({
      windows: [],
      districts: ['lozenets'],
      courtIds: [],
      formats: ['singles', 'doubles'],
      levels: ['beginner', 'intermediate', 'advanced'],
      pausedUntil: null,
      suggestMe: true,
      gamesThatFit: true,
      saved: false,
    });
  });
});

describe('PUT /api/me/schedule', () => {
  it('saves the windows and the rest, and gives them back to the player alone', async () => {
    const response = await putSchedule({});
    expect(response.statusCode, response.body).toBe(200);
    const saved = scheduleSchema.parse(response.json());
    expect(saved).toMatchObject({ ...VALID, saved: true });
    expect(scheduleSchema.parse((await getSchedule()).json())).toEqual(saved);
    // Another player reads their own (the defaults), never hers.
    expect(scheduleSchema.parse((await getSchedule(other)).json())).toMatchObject({
      windows: [],
      saved: false,
    });
  });

  it('makes the profile’s availability the windows’, and keeps it so when the profile is saved', async () => {
    await putSchedule({});
    const profile = () =>
      t.app
        .inject({ method: 'GET', url: '/api/profile', headers: bearer(vera) })
        .then((r) => profileSchema.parse(r.json()));
    expect((await profile()).availability).toEqual(['evenings', 'weekends']);
    await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: bearer(vera),
      payload: { name: 'Вера Графикова', availability: ['mornings'] },
    });
    expect((await profile()).availability).toEqual(['evenings', 'weekends']);
  });

  it('takes a window to midnight, 14 windows and a pause from today', async () => {
    const windows = Array.from({ length: 14 }, (_, i) => ({
      weekday: WEEKDAYS[i % 7] ?? 'mon',
      from: i < 7 ? '07:00' : '20:00',
      until: i < 7 ? '09:00' : '24:00',
    }));
    const today = sofiaDate(new Date());
    const response = await putSchedule({ windows, pausedUntil: today });
    expect(response.statusCode, response.body).toBe(200);
    const saved = scheduleSchema.parse(response.json());
    expect(saved.windows).toHaveLength(14);
    expect(saved.windows[0]).toEqual({ weekday: 'mon', from: '07:00', until: '09:00' });
    expect(saved.windows[1]).toEqual({ weekday: 'mon', from: '20:00', until: '24:00' });
    expect(saved.pausedUntil).toBe(today);
  });

  it('refuses bad windows, a pause in the past and unknown courts, each on its field', async () => {
    const cases: [Partial<ScheduleBody>, Record<string, string>][] = [
      [
        { windows: [{ weekday: 'tue', from: '21:00', until: '19:00' }] },
        { 'windows.0.until': 'end_after_start' },
      ],
      [
        { windows: [{ weekday: 'fri', from: '22:00', until: '01:00' }] },
        { 'windows.0.until': 'window_crosses_midnight' },
      ],
      [
        { windows: [{ weekday: 'tue', from: '19:15', until: '21:00' }] },
        { 'windows.0.from': 'window_half_hours' },
      ],
      [
        {
          windows: [
            { weekday: 'tue', from: '18:00', until: '20:00' },
            { weekday: 'tue', from: '19:30', until: '21:00' },
          ],
        },
        { 'windows.1': 'window_overlaps' },
      ],
      [
        {
          windows: Array.from({ length: 15 }, (_, i) => ({
            weekday: 'mon' as const,
            from: `${String(i + 6).padStart(2, '0')}:00`,
            until: `${String(i + 6).padStart(2, '0')}:30`,
          })),
        },
        { windows: 'too_many_windows' },
      ],
      [{ formats: [] }, { formats: 'choose_at_least_one' }],
      [{ levels: [] }, { levels: 'choose_at_least_one' }],
      [{ pausedUntil: addDays(sofiaDate(new Date()), -1) }, { pausedUntil: 'in_past' }],
      [{ courtIds: ['10000000-0000-0000-0000-000000000099'] }, { courtIds: 'unknown_court' }],
      [{ districts: ['atlantis' as never] }, { 'districts.0': 'invalid_value' }],
    ];
    for (const [body, fields] of cases) {
      const response = await putSchedule(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.fields, JSON.stringify(body)).toEqual(fields);
    }
    // Nothing of the refused ones was kept.
    expect(scheduleSchema.parse((await getSchedule()).json()).windows).toHaveLength(14);
  });

  it('clears the windows and resumes, keeping the labels the windows made', async () => {
    const response = await putSchedule({
      windows: [],
      pausedUntil: null,
      suggestMe: false,
      gamesThatFit: false,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(scheduleSchema.parse(response.json())).toMatchObject({
      windows: [],
      pausedUntil: null,
      suggestMe: false,
      gamesThatFit: false,
    });
  });
});
