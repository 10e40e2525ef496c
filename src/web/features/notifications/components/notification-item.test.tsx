import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '#contract/notifications';
import { addDays, sofiaDate } from '#contract/sofia-time';
import { renderWithApp } from '#test/support/web/render-with-app';
import { ApiRequestError } from '#web/lib/api-client';
import { NotificationItem } from './notification-item';

const api = vi.hoisted(() => ({ actOnOpenMatch: vi.fn() }));
vi.mock('#web/features/open-matches/api/open-matches-api', async (original) => ({
  ...(await original<object>()),
  actOnOpenMatch: api.actOnOpenMatch,
}));
const toast = vi.hoisted(() => ({ showApiErrorToast: vi.fn() }));
vi.mock('#web/lib/api-error-toast', () => toast);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const GAME = '40000000-0000-4000-8000-000000000001';

/** Мария's invitation to a game on `date` at 18:00, unread. */
function invitation(date: string, kind: Notification['kind'] = 'open_match_invited'): Notification {
  return {
    id: '50000000-0000-4000-8000-000000000001',
    kind,
    actor: { id: '00000000-0000-0000-0000-000000000001', name: 'Мария' },
    subjectId: GAME,
    createdAt: new Date().toISOString(),
    readAt: null,
    data: {
      date,
      startTime: '18:00',
      endTime: '19:30',
      format: 'singles',
      district: 'lozenets',
      courtName: null,
      courtNameEn: null,
    },
  } as Notification;
}

const soon = () => addDays(sofiaDate(new Date()), 2);

function item(notification: Notification, language: 'bg' | 'en' = 'en') {
  renderWithApp(<NotificationItem notification={notification} onOpen={() => {}} />, {
    language,
  });
}

describe('an invitation in the bell', () => {
  it('keeps the text a link to the game and adds a button of its own to accept', () => {
    item(invitation(soon()));
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe(`/open-matches/${GAME}`);
    expect(link.textContent).toContain('Мария invites you to play');
    const accept = screen.getByRole('button', { name: 'Accept the invitation from Мария' });
    expect(accept.textContent).toBe('Accept');
    // Its own control, reached by Tab after the link, not inside it.
    expect(link.contains(accept)).toBe(false);
  });

  it('is named in Bulgarian for a Bulgarian reader', () => {
    item(invitation(soon()), 'bg');
    const accept = screen.getByRole('button', { name: 'Приемете поканата от Мария' });
    expect(accept.textContent).toBe('Приеми');
  });

  it('joins the game on Accept and says the spot is taken', async () => {
    api.actOnOpenMatch.mockResolvedValueOnce({ id: GAME, me: { role: 'player', fits: false } });
    item(invitation(soon()));
    fireEvent.click(screen.getByRole('button', { name: 'Accept the invitation from Мария' }));
    expect(await screen.findByText("Invitation accepted: you're in the game")).toBeTruthy();
    expect(api.actOnOpenMatch).toHaveBeenCalledWith(GAME, 'join');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a refusal and keeps the button', async () => {
    const closed = new ApiRequestError(409, 'match_closed', 'closed');
    api.actOnOpenMatch.mockRejectedValueOnce(closed);
    item(invitation(soon()));
    fireEvent.click(screen.getByRole('button', { name: 'Accept the invitation from Мария' }));
    await waitFor(() => expect(toast.showApiErrorToast).toHaveBeenCalled());
    expect(toast.showApiErrorToast.mock.calls[0]?.[1]).toBe(closed);
    expect(screen.queryByText(/Invitation accepted/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept the invitation from Мария' })).toBeTruthy();
  });

  it('offers nothing to accept once the game has started, nor on other kinds', () => {
    item(invitation('2026-01-10'));
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    item(invitation(soon(), 'open_match_joined'));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
