import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Proposal } from '#contract/proposals';
import { renderWithApp } from '#test/support/web/render-with-app';
import { inviteHours } from './partners-for-the-week';
import { ProposalCard } from './proposal-card';

afterEach(cleanup);

const PROPOSAL: Proposal = {
  player: {
    id: '00000000-0000-0000-0000-000000000002',
    name: 'Елена Петрова',
    level: 'intermediate',
    ratingPoints: 1520,
  },
  date: '2026-12-03',
  from: '19:00',
  until: '21:00',
  format: 'singles',
  district: 'lozenets',
  court: null,
  freeCourt: {
    id: '00000000-0000-0000-0000-0000000000c1',
    name: 'Корт Зорница',
    nameEn: 'Zornitsa Court',
    instantBooking: true,
  },
  winChance: 0.484,
  showUp: { showedUp: 9, events: 10 },
};

function card(language: 'bg' | 'en', onInvite = vi.fn(), onDismiss = vi.fn()) {
  renderWithApp(
    <ProposalCard
      proposal={PROPOSAL}
      heading="h3"
      busy={false}
      onInvite={onInvite}
      onDismiss={onDismiss}
    />,
    { language },
  );
  return { onInvite, onDismiss };
}

describe('ProposalCard', () => {
  it('says why, in English: both free, the place, the chance and the show-up record', () => {
    card('en');
    expect(screen.getByRole('heading', { level: 3, name: 'Елена Петрова' })).toBeTruthy();
    expect(screen.getByText(/^Both free Thu.* 3.* · 19:00–21:00$/)).toBeTruthy();
    expect(screen.getByText('Lozenets')).toBeTruthy();
    expect(screen.getByText('48 % chance to win · showed up to 9 of 10')).toBeTruthy();
    expect(screen.getByText('A court is free then: Zornitsa Court')).toBeTruthy();
  });

  it('says it in Bulgarian', () => {
    card('bg');
    expect(screen.getByText(/^И двамата сте свободни чт, 3.12 · 19:00–21:00$/)).toBeTruthy();
    expect(screen.getByText('48 % шанс за победа · идва на 9 от 10 срещи')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Покани за игра: Елена Петрова' })).toBeTruthy();
  });

  it('invites, holding the court only when ticked, and dismisses', () => {
    const { onInvite, onDismiss } = card('en');
    fireEvent.click(screen.getByRole('button', { name: 'Invite to play: Елена Петрова' }));
    expect(onInvite).toHaveBeenLastCalledWith(PROPOSAL, false);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Book the court with the invitation' }));
    fireEvent.click(screen.getByRole('button', { name: 'Invite to play: Елена Петрова' }));
    expect(onInvite).toHaveBeenLastCalledWith(PROPOSAL, true);
    fireEvent.click(screen.getByRole('button', { name: 'Not this one: Елена Петрова' }));
    expect(onDismiss).toHaveBeenCalledWith(PROPOSAL);
  });
});

describe('inviteHours', () => {
  it('asks for an hour and a half, or the whole moment when shorter', () => {
    expect(inviteHours({ from: '19:00', until: '21:00' })).toBe(1.5);
    expect(inviteHours({ from: '23:00', until: '24:00' })).toBe(1);
  });
});
