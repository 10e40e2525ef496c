import { Content, Item, Root, Trigger } from '@radix-ui/react-dropdown-menu';
import { useQuery } from '@tanstack/react-query';
import {
  CalendarCheck,
  HeartHandshake,
  LandPlot,
  LogOut,
  Medal,
  ShieldAlert,
  ShieldCheck,
  User,
  Users,
} from 'lucide-react';
import { profileQueryOptions } from '#web/features/profile/api/profile-api';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { initials } from '#web/lib/initials';
import { useNavigate } from '#web/lib/navigation';
import { useSession } from '#web/lib/session';

/**
 * The avatar's letters: the name's initials, as on the players' cards ('ПИ' for Петър Иванов);
 * without a name the e-mail's first letter, or U.
 */
export function avatarInitials(name?: string, email?: string) {
  return initials(name) || initials(email) || 'U';
}

const itemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm outline-none max-sm:min-h-11 data-[highlighted]:bg-muted';

export default function AvatarMenu({
  userId,
  name,
  email,
}: {
  userId: string;
  name?: string;
  email?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const profile = useQuery(profileQueryOptions(userId));
  return (
    // Not modal and not in a portal: the menu stays inside the top bar's navigation landmark and
    // the page behind is not hidden from screen readers while it is open.
    <Root modal={false}>
      <Trigger
        aria-label={t('account_menu')}
        className="flex size-11 items-center justify-center rounded-full bg-primary sm:size-9 font-semibold text-primary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        {avatarInitials(name, email)}
      </Trigger>
      <Content
        align="end"
        sideOffset={8}
        className="z-50 min-w-44 rounded-lg border border-border bg-card p-1 shadow-lg"
      >
        {email && <p className="truncate px-3 py-2 text-xs text-muted-foreground">{email}</p>}
        <Item className={itemClass} onSelect={() => navigate('/profile')}>
          <User aria-hidden="true" className="size-4" />
          {t('nav_profile')}
        </Item>
        <Item className={itemClass} onSelect={() => navigate('/my/bookings')}>
          <CalendarCheck aria-hidden="true" className="size-4" />
          {t('nav_my_bookings')}
        </Item>
        <Item className={itemClass} onSelect={() => navigate('/my/courts')}>
          <LandPlot aria-hidden="true" className="size-4" />
          {t('nav_my_courts')}
        </Item>
        <Item className={itemClass} onSelect={() => navigate('/partners')}>
          <HeartHandshake aria-hidden="true" className="size-4" />
          {t('nav_partners')}
        </Item>
        <Item className={itemClass} onSelect={() => navigate('/my/games')}>
          <Users aria-hidden="true" className="size-4" />
          {t('nav_my_games')}
        </Item>
        <Item className={itemClass} onSelect={() => navigate('/my/matches')}>
          <Medal aria-hidden="true" className="size-4" />
          {t('nav_my_matches')}
        </Item>
        {profile.data?.isAdmin && (
          <Item className={itemClass} onSelect={() => navigate('/admin/claims')}>
            <ShieldCheck aria-hidden="true" className="size-4" />
            {t('nav_admin_claims')}
          </Item>
        )}
        {profile.data?.isAdmin && (
          <Item className={itemClass} onSelect={() => navigate('/admin/reports')}>
            <ShieldAlert aria-hidden="true" className="size-4" />
            {t('nav_admin_reports')}
          </Item>
        )}
        <Item
          className={itemClass}
          onSelect={async () => {
            await signOut();
            navigate('/');
          }}
        >
          <LogOut aria-hidden="true" className="size-4" />
          {t('nav_logout')}
        </Item>
      </Content>
    </Root>
  );
}
