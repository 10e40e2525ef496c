import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testI18n } from '#test/support/web/render-with-app';
import { apiFetch, jsonBody } from './api-client';
import { showApiErrorToast } from './api-error-toast';
import { notify, SIGN_IN_ACTION, settleToast } from './toast';
import { ToasterSlot } from './toaster-slot';

const i18n = testI18n('en');
const t = i18n.t.bind(i18n);

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A sign-up as the form sends it: a failure shows the usual error toast. */
async function signUp(password: string) {
  try {
    await apiFetch('/api/auth/sign-up', { ...jsonBody({ password }), auth: false });
  } catch (error) {
    showApiErrorToast(t, error);
  }
}

const toasts = () => screen.queryAllByRole('listitem');

beforeAll(() => {
  renderWithApp(<ToasterSlot />);
});
afterAll(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('toasts about an action', () => {
  it("go when the action's next try works, and a second failure replaces the first", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init: RequestInit) =>
        String(init.body).includes('password123')
          ? answer(422, {
              error: { code: 'weak_password', message: 'weak', fields: { password: 'common' } },
            })
          : answer(202, { accepted: true }),
      ),
    );
    await act(() => signUp('password123'));
    // The first toast loads sonner and the Toaster: longer than findBy's default second.
    await screen.findByText('This password is too common; choose another one', undefined, {
      timeout: 10_000,
    });
    await act(() => signUp('password123'));
    await waitFor(() => expect(toasts()).toHaveLength(1));

    await act(() => signUp('a long and unusual one'));
    await waitFor(() => expect(toasts()).toHaveLength(0));
  });

  it('leave another action’s error alone', async () => {
    let away = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (path: string) =>
        path === '/api/profile' && away
          ? answer(503, { error: { code: 'unavailable', message: 'away' } })
          : answer(200, {}),
      ),
    );
    const save = () =>
      apiFetch('/api/profile', { method: 'PUT' }).catch((error) => showApiErrorToast(t, error));
    await act(save);
    await waitFor(() => expect(toasts()).toHaveLength(1));
    await act(() => apiFetch('/api/courts?district=lozenets'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toasts()).toHaveLength(1);
    away = false;
    await act(save);
    await waitFor(() => expect(toasts()).toHaveLength(0));
  });

  it('the sign-in prompt goes once signed in, even if that came before it could show', async () => {
    await act(() => notify('Authentication Required', { about: SIGN_IN_ACTION }));
    await screen.findByText('Authentication Required');
    act(() => settleToast(SIGN_IN_ACTION));
    await waitFor(() => expect(screen.queryByText('Authentication Required')).toBeNull());

    const asked = notify('Authentication Required', { about: SIGN_IN_ACTION });
    settleToast(SIGN_IN_ACTION);
    await act(() => asked);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByText('Authentication Required')).toBeNull();
  });
});
