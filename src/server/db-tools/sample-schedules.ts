import { type District, type SkillLevel, WEEKDAYS } from '#contract/enum-values';
import { availabilityOfWindows } from '#contract/schedule-values';
import { minutesOf } from '#contract/sofia-time';
import type { Queryable } from '#server/db/db';
import { courtId, SAMPLE_PLAYERS } from './sample-data';

interface SampleSchedule {
  email: string;
  /** ISO weekday (1 Monday), and the window's start and end as `HH:MM`. */
  windows: [weekday: number, from: string, until: string][];
  districts: District[];
  courtIds: string[];
  levels: SkillLevel[];
}

/**
 * The demo players' weeks, so that a fresh install proposes partners: Maria meets Desislava on
 * weekday evenings in Lozenets, and Georgi and Nikolay on Saturday morning at courts they all
 * named; Georgi and Ivan meet early on Wednesdays. Elena's afternoons meet nobody's. Each one's
 * windows make the availability labels they had before (Ivan's weekday mornings, a Tuesday
 * afternoon and a Thursday evening: Mornings, Afternoons, Evenings).
 */
const SAMPLE_SCHEDULES: SampleSchedule[] = [
  {
    email: 'maria@demo.example.com',
    windows: [
      [3, '19:00', '21:00'],
      [4, '18:30', '21:00'],
      [6, '09:00', '12:00'],
      [7, '10:00', '13:00'],
    ],
    districts: ['lozenets', 'vitosha'],
    courtIds: [courtId(3), courtId(1)],
    levels: ['intermediate', 'advanced'],
  },
  {
    email: 'georgi@demo.example.com',
    windows: [
      [3, '07:00', '09:00'],
      [6, '08:00', '12:00'],
      [7, '09:00', '12:00'],
    ],
    districts: ['vitosha'],
    courtIds: [courtId(1), courtId(4)],
    levels: ['intermediate', 'advanced', 'professional'],
  },
  {
    email: 'elena@demo.example.com',
    windows: [
      [1, '14:00', '17:00'],
      [3, '14:00', '17:00'],
    ],
    districts: ['mladost'],
    courtIds: [courtId(2)],
    levels: ['beginner', 'intermediate'],
  },
  {
    email: 'ivan@demo.example.com',
    windows: [
      ...[1, 2, 3, 4, 5].map((day) => [day, '07:00', '09:00'] as [number, string, string]),
      [2, '13:00', '15:00'],
      [4, '18:00', '20:00'],
    ],
    districts: ['center'],
    courtIds: [courtId(3), courtId(1), courtId(6), courtId(5)],
    levels: ['advanced', 'professional'],
  },
  {
    email: 'desislava@demo.example.com',
    windows: [
      [3, '19:00', '21:00'],
      [4, '19:00', '21:00'],
    ],
    districts: ['studentski_grad', 'lozenets'],
    courtIds: [courtId(6), courtId(2)],
    levels: ['beginner', 'intermediate', 'advanced'],
  },
  {
    email: 'nikolay@demo.example.com',
    windows: [
      [6, '10:00', '13:00'],
      [7, '10:00', '12:00'],
    ],
    districts: ['boyana'],
    courtIds: [courtId(4), courtId(1), courtId(3)],
    levels: ['intermediate', 'advanced'],
  },
];

/**
 * Each demo player's schedule, where they have none: one a player saved stays as it is. Their
 * availability labels become the windows', as saving a schedule makes them.
 */
export async function insertSampleSchedules(tx: Queryable) {
  for (const schedule of SAMPLE_SCHEDULES) {
    const player = SAMPLE_PLAYERS.find((p) => p.email === schedule.email);
    if (!player) continue;
    const [created] = await tx.query(
      `insert into player_schedules (user_id, districts, court_ids, formats, levels)
       values ($1, $2, $3, '{singles,doubles}', $4)
       on conflict (user_id) do nothing returning user_id`,
      [player.id, schedule.districts, schedule.courtIds, schedule.levels],
    );
    if (!created) continue;
    for (const [weekday, from, until] of schedule.windows) {
      await tx.query(
        `insert into schedule_windows (user_id, weekday, start_minute, end_minute)
         values ($1, $2, $3, $4)`,
        [player.id, weekday, minutesOf(from), minutesOf(until)],
      );
    }
    const windows = schedule.windows.map(([weekday, from, until]) => ({
      weekday: WEEKDAYS[weekday - 1] ?? 'mon',
      from,
      until,
    }));
    await tx.query('update profiles set availability = $2 where id = $1', [
      player.id,
      availabilityOfWindows(windows),
    ]);
  }
}
