import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '#test/support/web/render-with-app';
import { StatsBox } from './stats-box';

afterEach(cleanup);

describe('the wins/losses box', () => {
  it('is hidden while there are no stats', () => {
    renderWithApp(<StatsBox wins={0} losses={0} />);
    expect(screen.queryByRole('region', { name: 'Match statistics' })).toBeNull();
  });

  it('shows wins and losses once there are any', () => {
    renderWithApp(<StatsBox wins={3} losses={1} />);
    const box = screen.getByRole('region', { name: 'Match statistics' });
    expect(box.textContent).toContain('3');
    expect(box.textContent).toContain('Wins');
    expect(box.textContent).toContain('Losses');
  });
});
