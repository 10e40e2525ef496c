import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '#contract/auth';
import { sofiaDate } from '#contract/sofia-time';
import { SAMPLE_PASSWORD, SAMPLE_PLAYERS } from '#server/db-tools/sample-data';
import { call } from '#test/support/api-fixtures';
import { signedInAgain } from '#test/support/auth-helpers';
import {
  expectShownEverywhere,
  type PlayedRecord,
  recordFromResults,
  shownRecords,
} from '#test/support/shown-record';
import { createTestApp, type TestApp } from '#test/support/test-app';
import { createTestWebRoot } from '#test/support/test-web-root';

let webRoot: string;
let t: TestApp;
let maria: Session;
let nikolay: Session;

beforeAll(async () => {
  webRoot = await createTestWebRoot();
  t = await createTestApp({ webRoot });
  const email = (name: string) =>
    SAMPLE_PLAYERS.find((player) => player.name === name)?.email ?? '';
  maria = await signedInAgain(t, email('Мария Петрова'), SAMPLE_PASSWORD);
  nikolay = await signedInAgain(t, email('Николай Георгиев'), SAMPLE_PASSWORD);
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

/** The player's record as their profile has it, checked to be the same everywhere else. */
async function everywhere(session: Session): Promise<PlayedRecord> {
  const { profile } = await shownRecords(t, session);
  await expectShownEverywhere(t, session, profile);
  return profile;
}

const plus = (record: PlayedRecord, won: boolean) =>
  recordFromResults(record.wins + (won ? 1 : 0), record.losses + (won ? 0 : 1));

async function recordedByMaria(sets: string[]) {
  const response = await call(t, 'POST', '/api/matches', maria, {
    opponentId: nikolay.user.id,
    playedOn: sofiaDate(new Date()),
    sets,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as string;
}

const post = async (session: Session, url: string) => {
  const response = await call(t, 'POST', url, session);
  expect(response.statusCode, response.body).toBe(200);
};

describe('matches played and won', () => {
  it('move on the cards, the pages and the profiles when a result is confirmed, and only then', async () => {
    const before = { maria: await everywhere(maria), nikolay: await everywhere(nikolay) };
    const match = await recordedByMaria(['6-4', '6-4']);
    // Waiting for Nikolay's answer, it counts for nobody.
    expect(await everywhere(maria)).toEqual(before.maria);
    expect(await everywhere(nikolay)).toEqual(before.nikolay);

    await post(nikolay, `/api/matches/${match}/confirm`);
    expect(await everywhere(maria)).toEqual(plus(before.maria, true));
    expect(await everywhere(nikolay)).toEqual(plus(before.nikolay, false));

    // A disputed result counts for nobody either.
    const disputed = await recordedByMaria(['6-1', '6-1']);
    await post(nikolay, `/api/matches/${disputed}/dispute`);
    expect(await everywhere(maria)).toEqual(plus(before.maria, true));

    // Withdrawn by both, it is taken back everywhere.
    await post(maria, `/api/matches/${match}/withdraw`);
    await post(nikolay, `/api/matches/${match}/withdraw`);
    expect(await everywhere(maria)).toEqual(before.maria);
    expect(await everywhere(nikolay)).toEqual(before.nikolay);
  });
});
