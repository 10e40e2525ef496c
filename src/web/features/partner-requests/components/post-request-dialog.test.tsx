import { queryOptions } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DISTRICTS } from '#contract/enum-values';
import type { Profile } from '#contract/profile';
import { renderWithApp, testUser } from '#test/support/web/render-with-app';
import { ApiRequestError } from '#web/lib/api-client';
import PostRequestDialog from './post-request-dialog';

const notify = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('#web/lib/toast', () => ({ notify }));
const postPartnerRequest = vi.hoisted(() => vi.fn());
vi.mock('../api/partner-requests-api', () => ({ postPartnerRequest }));
const profile = vi.hoisted(() => ({ level: 'advanced', district: 'krasno_selo' }) as Profile);
vi.mock('#web/features/profile', () => ({
  profileQueryOptions: (userId: string) =>
    queryOptions({ queryKey: ['profile', userId], queryFn: async () => profile }),
}));

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
  it('offers every district the product knows, Krasno selo among them', () => {
    renderWithApp(<PostRequestDialog open onOpenChange={() => {}} />);
    const location = screen.getByLabelText('Preferred location') as HTMLSelectElement;
    const offered = [...location.options].map((option) => option.value).filter(Boolean);
    expect(offered).toEqual([...DISTRICTS]);
    expect(location.textContent).toContain('Krasno Selo');
  });

  it("starts from the signed-in player's own level and district", async () => {
    const user = testUser('player@example.com');
    renderWithApp(<PostRequestDialog open onOpenChange={() => {}} />, {
      session: { user, loading: false },
    });
    const level = screen.getByLabelText('Skill level') as HTMLSelectElement;
    const location = screen.getByLabelText('Preferred location') as HTMLSelectElement;
    await waitFor(() => expect(level.value).toBe('advanced'));
    expect(location.value).toBe('krasno_selo');
  });

  it('requires level, location and time', async () => {
    renderWithApp(<PostRequestDialog open onOpenChange={() => {}} />);
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
