import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourtDetail } from '#contract/courts';
import { renderWithApp } from '#test/support/web/render-with-app';
import { testCourt } from '#test/support/web/test-court';
import { ApiRequestError } from '#web/lib/api-client';
import { ClosuresEditor } from './closures-editor';

vi.mock('#web/lib/toast', () => ({ notify: vi.fn(async () => {}) }));
const api = vi.hoisted(() => ({
  addClosure: vi.fn(),
  removeClosure: vi.fn(async () => {}),
}));
vi.mock('../api/closures-api', async (original) => ({
  ...(await original<typeof import('../api/closures-api')>()),
  ...api,
}));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const UNIT_2 = '20000000-0000-0000-0000-000000000002';
const COURT: CourtDetail = {
  ...testCourt({ totalCourts: 2 }),
  units: [
    {
      id: '20000000-0000-0000-0000-000000000001',
      position: 1,
      name: 'Централен',
      surface: null,
      setting: null,
      floodlights: null,
    },
    { id: UNIT_2, position: 2, name: null, surface: null, setting: null, floodlights: null },
  ],
};

function renderEditor() {
  renderWithApp(<ClosuresEditor court={COURT} />, { language: 'en' });
}

describe('the closures form', () => {
  it('names a missing reason at its field, in the user’s language, before sending', async () => {
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Save the closure' }));
    expect(await screen.findByText('Required field')).toBeTruthy();
    expect(screen.getByLabelText(/^Reason/).getAttribute('aria-invalid')).toBe('true');
    expect(api.addClosure).not.toHaveBeenCalled();
  });

  it('lists the bookings in the way and closes over them only when asked', async () => {
    const conflict = {
      error: { code: 'closure_overlaps_bookings', message: '' },
      bookings: [
        {
          id: '30000000-0000-0000-0000-000000000001',
          date: '2026-05-16',
          startTime: '10:00',
          endTime: '11:00',
          playerName: 'Елена Николова',
          unit: { id: UNIT_2, position: 2, name: null },
        },
      ],
    };
    api.addClosure
      .mockRejectedValueOnce(
        new ApiRequestError(409, 'closure_overlaps_bookings', '', undefined, conflict),
      )
      .mockResolvedValueOnce({});
    renderEditor();
    fireEvent.change(screen.getByLabelText('Court'), { target: { value: UNIT_2 } });
    fireEvent.change(screen.getByLabelText('Repeats'), { target: { value: 'weekly' } });
    fireEvent.change(screen.getByLabelText('Day of the week'), { target: { value: 'sat' } });
    fireEvent.change(screen.getByLabelText(/^Reason/), { target: { value: 'Tournament' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the closure' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'These accepted bookings fall in the closure',
    });
    expect(dialog.textContent).toContain('10:00–11:00, Елена Николова (Court 2)');
    expect(api.addClosure).toHaveBeenLastCalledWith(
      COURT.id,
      expect.objectContaining({
        kind: 'weekly',
        weekday: 'sat',
        unitId: UNIT_2,
        reason: 'Tournament',
        cancelBookings: false,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the bookings and close' }));
    await waitFor(() =>
      expect(api.addClosure).toHaveBeenLastCalledWith(
        COURT.id,
        expect.objectContaining({ cancelBookings: true }),
      ),
    );
  });
});
