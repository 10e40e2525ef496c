import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '#test/support/web/render-with-app';
import { courtFormValues } from '../court-form-values';
import { PeakPriceFields } from './peak-price-fields';

afterEach(cleanup);

function Fields(props: { errors?: Record<string, string> }) {
  const [values, setValues] = useState(courtFormValues());
  return (
    <PeakPriceFields
      value={values}
      errors={props.errors ?? {}}
      onChange={(peak) => setValues((previous) => ({ ...previous, ...peak }))}
    />
  );
}

describe('PeakPriceFields', () => {
  it('asks for the peak price and its times only once ticked', () => {
    renderWithApp(<Fields />);
    expect(screen.queryByLabelText('Peak price per hour (€)')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'A higher price at peak times' }));
    expect(screen.getByLabelText('Peak price per hour (€)')).toBeTruthy();
    expect(screen.getByLabelText('Time the weekday peak price starts')).toHaveProperty(
      'value',
      '17:00',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'On weekdays from' }));
    expect(screen.queryByLabelText('Time the weekday peak price starts')).toBeNull();
    expect(
      screen.getByRole('checkbox', { name: 'All day on Saturdays and Sundays' }),
    ).toHaveProperty('checked', true);
  });

  it('says when the peak price applies at no time, in Bulgarian too', () => {
    renderWithApp(<Fields errors={{ peakFrom: 'peak_when_required', peakPrice: 'too_big' }} />, {
      language: 'bg',
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'По-висока цена в пиковите часове' }));
    expect(
      screen.getByText(
        'Изберете кога важи пиковата цена: в делничните дни, в събота и неделя или и двете',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('Пикова цена на час (€)').getAttribute('aria-invalid')).toBe(
      'true',
    );
  });
});
