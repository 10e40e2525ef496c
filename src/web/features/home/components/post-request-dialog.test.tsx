import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test-support/render-with-app';
import PostRequestDialog, { POST_DELAY_MS } from './post-request-dialog';

const notify = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../../../lib/toast', () => ({ notify }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('PostRequestDialog', () => {
  it('requires level, location and time, and offers no Krasno selo', async () => {
    renderWithApp(<PostRequestDialog open onOpenChange={() => {}} />);
    const location = screen.getByLabelText('Preferred location');
    expect(location.textContent).not.toContain('Krasno Selo');
    fireEvent.click(screen.getByRole('button', { name: 'Post Request' }));
    await waitFor(() => expect(screen.getAllByText('Required field')).toHaveLength(3));
    expect(screen.getByLabelText('Skill level').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Message (optional)').getAttribute('aria-invalid')).toBe('false');
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows Posting... for a second, then the success toast, closes and clears', async () => {
    const onOpenChange = vi.fn();
    renderWithApp(<PostRequestDialog open onOpenChange={onOpenChange} />);
    fireEvent.change(screen.getByLabelText('Skill level'), { target: { value: 'advanced' } });
    fireEvent.change(screen.getByLabelText('Preferred location'), {
      target: { value: 'vitosha' },
    });
    fireEvent.change(screen.getByLabelText('Preferred time'), {
      target: { value: 'weekday evenings' },
    });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Post Request' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByRole('button', { name: 'Posting...' })).toHaveProperty('disabled', true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POST_DELAY_MS);
    });
    expect(notify).toHaveBeenCalledWith('Search Request Posted!', {
      kind: 'success',
      description:
        'Your request to find tennis partners has been posted. Players will be able to see it and contact you.',
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect((screen.getByLabelText('Preferred time') as HTMLInputElement).value).toBe('');
  });
});
