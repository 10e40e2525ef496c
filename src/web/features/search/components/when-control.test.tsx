import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, sofiaDate } from '#contract/sofia-time';
import { renderWithApp } from '#test/support/web/render-with-app';
import type { CourtsWhen } from '../hooks/use-home-view';
import { WhenControl } from './when-control';

let seen: (CourtsWhen | undefined)[] = [];

function Harness(props: { initial?: CourtsWhen }) {
  const [value, setValue] = useState(props.initial);
  return (
    <WhenControl
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

beforeEach(() => {
  localStorage.clear();
  seen = [];
});
afterEach(cleanup);

describe('the courts’ "When"', () => {
  it('starts at any time, and a quick choice sets a day and a start', () => {
    renderWithApp(<Harness />);
    expect(screen.getByRole('button', { name: 'Any time' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.queryByLabelText('Date')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tomorrow' }));
    const tomorrow = addDays(sofiaDate(new Date()), 1);
    expect(seen.at(-1)).toMatchObject({ date: tomorrow, hours: 1 });
    expect((screen.getByLabelText('Date') as HTMLInputElement).value).toBe(tomorrow);
  });

  it('changes the length, keeping a start that still ends by midnight', () => {
    renderWithApp(<Harness initial={{ date: '2030-06-01', time: '22:30', hours: 1 }} />);
    fireEvent.change(screen.getByLabelText('Duration'), { target: { value: '2' } });
    expect(seen.at(-1)).toEqual({ date: '2030-06-01', time: '22:00', hours: 2 });
    fireEvent.change(screen.getByLabelText('Start time'), { target: { value: '10:00' } });
    expect(seen.at(-1)).toEqual({ date: '2030-06-01', time: '10:00', hours: 2 });
    fireEvent.click(screen.getByRole('button', { name: 'Any time' }));
    expect(seen.at(-1)).toBeUndefined();
  });
});
