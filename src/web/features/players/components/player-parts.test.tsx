import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Player } from '#contract/players';
import { renderWithApp } from '#test/support/web/render-with-app';
import { PlayerRating, PlayerStats } from './player-parts';

afterEach(cleanup);

const PLAYER: Player = {
  id: '00000000-0000-0000-0000-000000000009',
  name: 'Нов Играч',
  level: 'beginner',
  district: null,
  availability: [],
  gamesPlayed: 0,
  wins: 0,
  losses: 0,
  winRate: null,
  preferredCourts: [],
  rating: { points: 1200, deviation: 300, results: 0 },
};

describe('PlayerStats', () => {
  it('shows a dash, not 0 %, before the first game', () => {
    renderWithApp(<PlayerStats player={PLAYER} />);
    const rate = screen.getByText('Win rate').parentElement;
    expect(rate?.textContent).toBe('Win rate—No matches yet');
    expect(rate?.textContent).not.toContain('%');
  });

  it('shows the share won once there are games', () => {
    renderWithApp(<PlayerStats player={{ ...PLAYER, gamesPlayed: 4, wins: 3, winRate: 75 }} />);
    expect(screen.getByText('75%')).toBeTruthy();
  });
});

describe('PlayerRating', () => {
  const rated = { ...PLAYER, rating: { points: 12540, deviation: 120, results: 7 } };

  it('shows the rating with its deviation and the results that confirm it', () => {
    const { container } = renderWithApp(<PlayerRating player={rated} />, { language: 'en' });
    expect(container.textContent).toContain('Rating: 12,540 ± 120');
    expect(container.textContent).toContain('level confirmed by 7 results');
  });

  it('formats numbers the Bulgarian way in Bulgarian', () => {
    const { container } = renderWithApp(<PlayerRating player={rated} />, { language: 'bg' });
    // A no-break space groups the thousands.
    expect(container.textContent).toContain('Рейтинг: 12\u00a0540 ± 120');
    expect(container.textContent).toContain('нивото е потвърдено от 7 резултата');
  });

  it('says on a player page that only singles results move it', () => {
    const { container } = renderWithApp(<PlayerRating player={rated} explained />, {
      language: 'en',
    });
    expect(container.textContent).toContain('doubles count in the matches played only');
  });

  it('calls a rating provisional under five results, and says when none confirm it', () => {
    const one = { ...PLAYER, rating: { points: 1500, deviation: 250, results: 1 } };
    const { container } = renderWithApp(<PlayerRating player={one} />, { language: 'en' });
    expect(container.textContent).toContain('Rating: 1,500, provisional');
    expect(container.textContent).toContain('level confirmed by 1 result');
    cleanup();
    const none = renderWithApp(<PlayerRating player={PLAYER} />, { language: 'en' });
    expect(none.container.textContent).toContain('level not confirmed by results yet');
  });
});
