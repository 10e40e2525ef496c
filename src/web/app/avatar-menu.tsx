import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AuthUser } from '../../contract/auth';
import { buttonVariants } from '../components/ui/button';
import { cn } from '../lib/utils';

/** The initial of the account's e-mail, or U (spec §2). */
export function avatarInitial(user: Pick<AuthUser, 'email'> | null): string {
  return user?.email.trim().charAt(0).toLocaleUpperCase() || 'U';
}

const itemClass =
  'flex cursor-pointer select-none items-center rounded-sm px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted';

/** Signed-in part of the top bar: My Profile and Logout. Loaded lazily, visitors never need it. */
export function AvatarMenu(props: { user: AuthUser; onSignOut: () => Promise<void> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={t('nav_account_menu', { email: props.user.email })}
        className={cn(
          buttonVariants({ variant: 'default', size: 'icon' }),
          'rounded-full font-semibold',
        )}
      >
        {avatarInitial(props.user)}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-md border border-border bg-card p-1 shadow-md"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-muted-foreground">
            {props.user.email}
          </DropdownMenu.Label>
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate('/profile')}>
            {t('nav_my_profile')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            className={itemClass}
            onSelect={async () => {
              await props.onSignOut();
              navigate('/', { replace: true });
            }}
          >
            {t('nav_logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
