import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testUser } from '#test/support/web/render-with-app';
import AuthPage from './auth-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const location = () => screen.getByTestId('location').textContent;

describe('the auth page', () => {
  it('opens in sign-up mode with ?mode=signup and shows translated field errors', async () => {
    renderWithApp(<AuthPage />, { path: '/auth?mode=signup' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(screen.getAllByText('Required field')).toHaveLength(3));
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const emailError = document.getElementById(email.getAttribute('aria-describedby') ?? '');
    expect(emailError?.textContent).toBe('Required field');
  });

  it('says the same in Bulgarian', async () => {
    renderWithApp(<AuthPage />, { path: '/auth', language: 'bg' });
    fireEvent.input(screen.getByLabelText('Имейл'), { target: { value: 'not-an-email' } });
    fireEvent.input(screen.getByLabelText('Парола'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Вход' }));
    expect(await screen.findByText('Невалиден имейл')).toBeTruthy();
    expect(screen.getByText('Поне 6 символа')).toBeTruthy();
  });

  it('disables the submit button and shows Loading... while signing in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderWithApp(<AuthPage />, { path: '/auth' });
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'iva@example.bg' } });
    fireEvent.input(screen.getByLabelText('Password'), { target: { value: 'secret-123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const button = await screen.findByRole('button', { name: 'Loading...' });
    expect(button).toHaveProperty('disabled', true);
  });

  it('the toggle link switches mode, empties the fields and drops the query', async () => {
    renderWithApp(<AuthPage />, { path: '/auth?mode=signup' });
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'iva@example.bg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/auth'));
    expect(screen.queryByLabelText('Full name')).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveProperty('value', '');
  });

  it('sends a signed-in visitor home', async () => {
    renderWithApp(<AuthPage />, {
      path: '/auth',
      session: { user: testUser('iva@example.bg'), loading: false },
    });
    await waitFor(() => expect(location()).toBe('/'));
  });
});
