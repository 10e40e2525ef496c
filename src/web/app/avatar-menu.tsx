import { Content, Item, Portal, Root, Trigger } from '@radix-ui/react-dropdown-menu';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, LandPlot, LogOut, Medal, ShieldCheck, User } from 'lucide-react';
import { profileQueryOptions } from '../features/profile/api/profile-api';
import { useTranslation } from '../lib/i18n/use-translation';
import { useNavigate } from '../lib/navigation';
import { useSession } from '../lib/session';

/** The initial of the account e-mail, or U (spec §2). */
export function avatarInitial(email?: string) {
  return email?.trim().charAt(0).toUpperCase() || 'U';
}

const itemClass =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted';

export default function AvatarMenu({ userId, email }: { userId: string; email?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const profile = useQuery(profileQueryOptions(userId));
  return (
    <Root>
      <Trigger
        aria-label={t('account_menu')}
        className="flex size-9 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        {avatarInitial(email)}
      </Trigger>
      <Portal>
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
      </Portal>
    </Root>
  );
}
