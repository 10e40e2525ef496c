import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, testUser } from '#test/support/web/render-with-app';
import { avatarInitials } from './avatar-menu';
import { TopBar } from './top-bar';

afterEach(cleanup);

describe('TopBar', () => {
  it('offers Login and Sign Up to a visitor', () => {
    renderWithApp(<TopBar />);
    expect(screen.getByRole('link', { name: 'Tennis Sofia' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/auth');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe(
      '/auth?mode=signup',
    );
    expect(screen.getByRole('button', { name: 'БГ' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
  });

  it('labels the language switch EN while the language is Bulgarian', () => {
    renderWithApp(<TopBar />, { language: 'bg' });
    expect(screen.getByRole('button', { name: 'EN' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Вход' })).toBeTruthy();
  });

  it('shows a signed-in user an avatar menu with My Profile and Logout', async () => {
    const signOut = vi.fn(async () => {});
    renderWithApp(<TopBar />, {
      session: {
        user: { ...testUser('petar@example.com'), name: 'Петър Иванов' },
        loading: false,
        signOut,
      },
      path: '/somewhere',
    });
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    // The signed-in part of the bar is a chunk of its own: on a busy machine importing it takes
    // longer than findBy's default second.
    const trigger = await screen.findByRole(
      'button',
      { name: 'Account menu' },
      { timeout: 10_000 },
    );
    // The name's initials, as the players' cards show them, not the e-mail's Latin P.
    expect(trigger.textContent).toBe('ПИ');

    fireEvent.keyDown(trigger, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(menu).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: 'My Profile' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/profile'));

    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledOnce());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it("falls back to the e-mail's initial without a name, and to U without either", () => {
    expect(avatarInitials('Georgi Dimitrov', 'g@example.com')).toBe('GD');
    expect(avatarInitials('', ' ivan@example.com')).toBe('I');
    expect(avatarInitials(undefined, undefined)).toBe('U');
  });
});
