import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Match } from '#contract/matches';
import { renderWithApp } from '#test/support/web/render-with-app';
import { MatchItem } from './match-item';

afterEach(cleanup);

const person = (n: number, name: string) => ({
  id: `00000000-0000-0000-0000-00000000000${n}`,
  name,
});
const [maria, elena, ivan, desi] = [
  person(1, 'Maria'),
  person(2, 'Elena'),
  person(3, 'Ivan'),
  person(4, 'Desi'),
];

/** Maria and Elena beat Ivan and Desi; Maria recorded it, from her side. */
const DOUBLES: Match = {
  id: '00000000-0000-0000-0000-0000000000aa',
  reporter: maria,
  opponent: ivan,
  reporterPartner: elena,
  opponentPartner: desi,
  openMatchId: null,
  playedOn: '2026-05-02',
  sets: ['6-4', '6-3'],
  winnerId: maria.id,
  status: 'pending',
  withdrawnBy: [],
  createdAt: '2026-05-02T18:00:00.000Z',
  updatedAt: '2026-05-02T18:00:00.000Z',
};

const item = (selfId: string) =>
  renderWithApp(<MatchItem match={DOUBLES} selfId={selfId} busy={false} onAnswer={() => {}} />, {
    language: 'en',
  });

describe('a doubles result', () => {
  it("names both teams, the viewer's first, and the score from the partner's side", () => {
    item(elena.id);
    expect(screen.getByRole('heading').textContent).toBe('Maria & Elena vs Ivan & Desi');
    expect(screen.getByText(/Won/).textContent).toContain('6-4 6-3');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('lets either player of the other team answer it, from their side', () => {
    item(desi.id);
    expect(screen.getByRole('heading').textContent).toBe('Ivan & Desi vs Maria & Elena');
    expect(screen.getByText(/Lost/).textContent).toContain('4-6 3-6');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });
});
