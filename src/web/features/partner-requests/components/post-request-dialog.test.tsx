import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '#test/support/web/render-with-app';
import { ApiRequestError } from '#web/lib/api-client';
import PostRequestDialog from './post-request-dialog';

const notify = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('#web/lib/toast', () => ({ notify }));
const postPartnerRequest = vi.hoisted(() => vi.fn());
vi.mock('../api/partner-requests-api', () => ({ postPartnerRequest }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function fillIn() {
  fireEvent.change(screen.getByLabelText('Skill level'), { target: { value: 'advanced' } });
  fireEvent.change(screen.getByLabelText('Preferred location'), { target: { value: 'vitosha' } });
  fireEvent.change(screen.getByLabelText('Preferred time'), {
    target: { value: 'weekday evenings' },
  });
}

describe('PostRequestDialog', () => {
  it('requires level, location and time, and offers no Krasno selo', async () => {
    renderWithApp(<PostRequestDialog open onOpenChange={() => {}} />);
    const location = screen.getByLabelText('Preferred location');
    expect(location.textContent).not.toContain('Krasno Selo');
    fireEvent.click(screen.getByRole('button', { name: 'Post Request' }));
    await waitFor(() => expect(screen.getAllByText('Required field')).toHaveLength(3));
    expect(screen.getByLabelText('Skill level').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Message (optional)').getAttribute('aria-invalid')).toBe('false');
    expect(postPartnerRequest).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows Posting... while it saves, then the success toast, closes and clears', async () => {
    let finish: (value: unknown) => void = () => {};
    postPartnerRequest.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const onOpenChange = vi.fn();
    renderWithApp(<PostRequestDialog open onOpenChange={onOpenChange} />);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Post Request' }));
    const posting = await screen.findByRole('button', { name: 'Posting...' });
    expect(posting).toHaveProperty('disabled', true);
    expect(postPartnerRequest).toHaveBeenCalledWith({
      level: 'advanced',
      district: 'vitosha',
      preferredTime: 'weekday evenings',
      message: '',
    });
    await act(async () => finish({}));
    expect(notify).toHaveBeenCalledWith('Search Request Posted!', {
      kind: 'success',
      description:
        'Your request to find tennis partners has been posted. Players will be able to see it and contact you.',
    });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect((screen.getByLabelText('Preferred time') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's field errors under their fields and stays open", async () => {
    postPartnerRequest.mockRejectedValue(
      new ApiRequestError(400, 'validation', 'bad', { preferredTime: 'too_long' }),
    );
    const onOpenChange = vi.fn();
    renderWithApp(<PostRequestDialog open onOpenChange={onOpenChange} />);
    fillIn();
    fireEvent.click(screen.getByRole('button', { name: 'Post Request' }));
    const time = screen.getByLabelText('Preferred time');
    await waitFor(() => expect(time.getAttribute('aria-invalid')).toBe('true'));
    const described = document.getElementById(time.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Too long');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(notify).not.toHaveBeenCalled();
  });
});
