import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '#test/support/web/render-with-app';
import { RecordMatchForm } from './record-match-form';

vi.mock('#web/lib/toast', () => ({ notify: vi.fn(async () => {}) }));
const recordMatch = vi.hoisted(() => vi.fn(async () => ({})));
vi.mock('../api/matches-api', async (original) => ({
  ...(await original<typeof import('../api/matches-api')>()),
  recordMatch,
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const id = (n: number) => `00000000-0000-0000-0000-00000000000${n}`;
const GAME = {
  id: '40000000-0000-0000-0000-000000000009',
  date: '2026-05-02',
  doubles: true,
  others: [
    { id: id(2), name: 'Elena' },
    { id: id(3), name: 'Ivan' },
    { id: id(4), name: 'Desi' },
  ],
};

describe("a doubles game's result", () => {
  it('takes the partner picked among the other three; the two left are the opponents', async () => {
    const onRecorded = vi.fn();
    renderWithApp(<RecordMatchForm selfId={id(1)} game={GAME} onRecorded={onRecorded} />, {
      language: 'en',
    });
    expect(screen.getByText(/change nobody's rating/)).toBeTruthy();
    expect((screen.getByLabelText('Date played') as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(screen.getByLabelText('Your partner'), { target: { value: id(3) } });
    expect((screen.getByLabelText('Opponents') as HTMLInputElement).value).toBe('Elena & Desi');
    fireEvent.change(screen.getByLabelText('Sets (your games first)'), {
      target: { value: '6-4 6-4' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Record result' }));
    await waitFor(() => expect(onRecorded).toHaveBeenCalled());
    expect(recordMatch).toHaveBeenCalledWith({
      openMatchId: GAME.id,
      playedOn: GAME.date,
      sets: ['6-4', '6-4'],
      partnerId: id(3),
      opponentId: id(2),
      opponentPartnerId: id(4),
    });
  });

  it('asks for the partner first', async () => {
    renderWithApp(<RecordMatchForm selfId={id(1)} game={GAME} onRecorded={() => {}} />, {
      language: 'en',
    });
    fireEvent.change(screen.getByLabelText('Sets (your games first)'), {
      target: { value: '6-4 6-4' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Record result' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Your partner').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(recordMatch).not.toHaveBeenCalled();
  });
});
