import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpenMatch } from '#contract/open-matches';
import { renderWithApp, testUser } from '#test/support/web/render-with-app';
import { JoinButton } from './join-button';

const api = vi.hoisted(() => ({ actOnOpenMatch: vi.fn() }));
vi.mock('../api/open-matches-api', async (original) => ({
  ...(await original<object>()),
  actOnOpenMatch: api.actOnOpenMatch,
}));
vi.mock('#web/lib/toast', () => ({ notify: vi.fn(async () => {}) }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const maria = { id: '00000000-0000-0000-0000-000000000001', name: 'Мария' };
const self = testUser('eva@example.com');

/** Мария's singles, its second spot held for the viewer, who was invited. */
const INVITED: OpenMatch = {
  id: '40000000-0000-4000-8000-000000000001',
  organizer: maria,
  format: 'singles',
  spots: 2,
  players: [{ ...maria, level: 'intermediate', ratingPoints: 1500 }],
  spotsLeft: 0,
  state: 'full',
  date: '2099-05-02',
  startTime: '18:00',
  endTime: '19:30',
  durationHours: 1.5,
  startsAt: '2099-05-02T15:00:00.000Z',
  endsAt: '2099-05-02T16:30:00.000Z',
  district: 'lozenets',
  court: null,
  levels: ['intermediate'],
  ratingRange: null,
  note: null,
  pricePerPlayer: null,
  currency: 'EUR',
  me: { role: 'invited', fits: false },
  conversationId: null,
  asks: [],
  invited: [{ id: self.id, name: 'Eva', level: 'professional', ratingPoints: 2000 }],
  createdAt: '2099-05-01T09:00:00.000Z',
};

const signedIn = { session: { user: self, loading: false } };

describe('an invitee', () => {
  it('is told the spot is held and offered to accept, whatever the welcome or state', () => {
    renderWithApp(<JoinButton game={INVITED} />, signedIn);
    expect(screen.getByText("You're invited: a spot is held for you")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept invitation' })).toBeTruthy();
  });

  it('reads it in Bulgarian', () => {
    renderWithApp(<JoinButton game={INVITED} />, { ...signedIn, language: 'bg' });
    expect(screen.getByRole('button', { name: 'Приеми поканата' })).toBeTruthy();
  });

  it('accepts with a join', async () => {
    api.actOnOpenMatch.mockResolvedValueOnce({ ...INVITED, me: { role: 'player', fits: false } });
    renderWithApp(<JoinButton game={INVITED} />, signedIn);
    fireEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(api.actOnOpenMatch).toHaveBeenCalledWith(INVITED.id, 'join'));
  });
});
