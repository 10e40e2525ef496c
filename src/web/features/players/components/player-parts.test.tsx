import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Player } from '../../../../contract/players';
import { renderWithApp } from '../../../test-support/render-with-app';
import { PlayerStats } from './player-parts';

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
};

describe('PlayerStats', () => {
  it('shows a dash, not 0 %, before the first game', () => {
    renderWithApp(<PlayerStats player={PLAYER} />);
    const rate = screen.getByText('Win rate').parentElement;
    expect(rate?.textContent).toBe('Win rate—No games yet');
    expect(rate?.textContent).not.toContain('%');
  });

  it('shows the share won once there are games', () => {
    renderWithApp(<PlayerStats player={{ ...PLAYER, gamesPlayed: 4, wins: 3, winRate: 75 }} />);
    expect(screen.getByText('75%')).toBeTruthy();
  });
});
