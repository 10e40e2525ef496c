import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Court } from '../../../../contract/courts';
import { addDays, sofiaDate } from '../../../../contract/sofia-time';
import { ApiRequestError } from '../../../lib/api-client';
import { renderWithApp } from '../../../test-support/render-with-app';
import BookingDialog from './booking-dialog';

const notify = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../lib/toast', () => ({ notify }));
const requestBooking = vi.hoisted(() => vi.fn());
vi.mock('../api/bookings-api', () => ({ requestBooking }));

const COURT = {
  id: '10000000-0000-0000-0000-000000000001',
  name: 'Тенис комплекс Витоша',
  nameEn: 'Vitosha Tennis Complex',
  openingHours: {},
} as unknown as Court;

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderDialog(onOpenChange = vi.fn()) {
  renderWithApp(
    <BookingDialog
      court={COURT}
      courtName="Vitosha Tennis Complex"
      open
      onOpenChange={onOpenChange}
    />,
  );
  return onOpenChange;
}

describe('BookingDialog', () => {
  it('sends the request and shows the spec toast with the court name', async () => {
    requestBooking.mockResolvedValue({});
    const onOpenChange = renderDialog();
    const date = addDays(sofiaDate(new Date()), 2);
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: date } });
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '18:30' } });
    fireEvent.change(screen.getByLabelText('Duration'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(requestBooking).toHaveBeenCalledWith({
      courtId: COURT.id,
      date,
      startTime: '18:30',
      durationHours: 2,
      note: null,
    });
    expect(notify).toHaveBeenCalledWith('Booking Request Sent!', {
      kind: 'success',
      description: "We'll contact you soon about availability at Vitosha Tennis Complex",
    });
  });

  it('asks for a start time, and shows what the server refuses in the dialog', async () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    await screen.findByText('Required field');
    expect(requestBooking).not.toHaveBeenCalled();

    requestBooking.mockRejectedValue(new ApiRequestError(400, 'outside_opening_hours', 'no'));
    fireEvent.change(screen.getByLabelText('Date'), {
      target: { value: addDays(sofiaDate(new Date()), 1) },
    });
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '23:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      "The chosen time is outside the court's opening hours",
    );
    expect(notify).not.toHaveBeenCalled();
  });
});
