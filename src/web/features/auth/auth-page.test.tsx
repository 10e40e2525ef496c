import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../lib/i18n';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../../lib/i18n';
import { createSessionManager } from '../../lib/session/session-manager';
import { SessionProvider } from '../../lib/session/use-session';
import { AuthPage } from './auth-page';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

function renderAuthPage(url: string) {
  const manager = createSessionManager({
    storage: memoryStorage(),
    transport: { refresh: vi.fn() },
  });
  const router = createMemoryRouter(
    [
      { path: '/auth', element: <AuthPage /> },
      { path: '/', element: <p>home</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <SessionProvider manager={manager}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return { router, manager };
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the auth page', () => {
  it('opens in sign-up mode with ?mode=signup and shows translated field errors', async () => {
    renderAuthPage('/auth?mode=signup');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getAllByText('Required field')).toHaveLength(3));
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const emailError = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(emailError?.textContent).toBe('Required field');
  });

  it('disables the submit button and shows Loading... while signing in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderAuthPage('/auth');
    fireEvent.input(await screen.findByLabelText('Email'), {
      target: { value: 'iva@example.bg' },
    });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'secret-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const button = await screen.findByRole('button', { name: 'Loading...' });
    expect(button).toHaveProperty('disabled', true);
  });

  it('the toggle link switches mode, empties the fields and drops the query', async () => {
    const { router } = renderAuthPage('/auth?mode=signup');
    fireEvent.input(await screen.findByLabelText('Email'), {
      target: { value: 'iva@example.bg' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByLabelText('Full name')).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveProperty('value', '');
  });

  it('sends a signed-in visitor home', async () => {
    const { router, manager } = renderAuthPage('/auth');
    await act(async () => {
      await manager.start();
      manager.setSession({
        access_token: 'a',
        refresh_token: 'r',
        expires_in: 900,
        expires_at: Math.floor(Date.now() / 1000) + 900,
        token_type: 'bearer',
        user: {
          id: '7a1c3a52-6a8e-4a8c-9f59-2b5b0e0b7a11',
          email: 'iva@example.bg',
          name: 'Iva',
          language: 'en',
          email_confirmed_at: null,
          created_at: '2026-01-01T00:00:00.000Z',
        },
      });
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
