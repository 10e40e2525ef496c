import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '#test/support/web/render-with-app';
import { testCourt } from '#test/support/web/test-court';
import { CourtPrice } from './court-parts';

const PEAK = testCourt({
  pricePerHour: 20,
  peakPrice: { pricePerHour: 26, weekdaysFrom: '17:00', weekends: true },
});

afterEach(cleanup);

describe('CourtPrice', () => {
  it('shows the peak price beside the normal one on a card, in both languages', () => {
    renderWithApp(<CourtPrice court={PEAK} />);
    expect(screen.getByText('€20/hour').textContent).toBe('€20/hour · €26/hour at peak times');
    cleanup();
    renderWithApp(<CourtPrice court={PEAK} />, { language: 'bg' });
    expect(screen.getByRole('paragraph').textContent).toBe(
      '20\u00a0€/час · 26\u00a0€/час в пиковите часове',
    );
  });

  it('says when the peak price applies on the court’s page, and nothing without one', () => {
    renderWithApp(<CourtPrice court={PEAK} large />);
    expect(
      screen.getByText('Peak price €26/hour on weekdays from 17:00 and on Saturdays and Sundays'),
    ).toBeTruthy();
    cleanup();
    const weekends = {
      ...PEAK,
      peakPrice: { pricePerHour: 26, weekdaysFrom: null, weekends: true },
    };
    renderWithApp(<CourtPrice court={weekends} large />, { language: 'bg' });
    // getByText reads the no-break space before € as a plain one.
    expect(screen.getByText('Пикова цена 26 €/час в събота и неделя')).toBeTruthy();
    cleanup();
    renderWithApp(<CourtPrice court={testCourt()} />);
    expect(screen.getByRole('paragraph').textContent).toBe('€12/hour');
  });
});
