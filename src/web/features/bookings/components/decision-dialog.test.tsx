import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '#test/support/web/render-with-app';
import { DecisionDialog } from './decision-dialog';

afterEach(cleanup);

describe('DecisionDialog', () => {
  it('declines with the note the owner typed', async () => {
    const onConfirm = vi.fn(async () => {});
    renderWithApp(
      <DecisionDialog
        action="decline"
        requesterName="Елена Николова"
        courtId="10000000-0000-0000-0000-0000000000aa"
        onConfirm={onConfirm}
        onOpenChange={() => {}}
      />,
    );
    expect(screen.getByRole('dialog', { name: "Decline Елена Николова's request?" })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Note to the player (optional)'), {
      target: { value: 'Fully booked that evening.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(onConfirm).toHaveBeenCalledWith('Fully booked that evening.', undefined),
    );
  });
});
