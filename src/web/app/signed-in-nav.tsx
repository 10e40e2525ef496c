import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useReadAsSignedIn } from '#web/features/blocks/api/blocks-api';
import NotificationsButton from '#web/features/notifications/components/notifications-button';
import { useAccountLanguage } from '#web/features/profile/hooks/use-account-language';
import AvatarMenu from './avatar-menu';
import MessagesLink from './messages-link';

/** The signed-in end of the top bar, loaded as one chunk once a user is known. */
export default function SignedInNav({
  userId,
  name,
  email,
}: {
  userId: string;
  name?: string;
  email?: string;
}) {
  // One user's data must not show to the next: forget it on sign-out or a change of user.
  const queryClient = useQueryClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new userId is what clears it
  useEffect(() => () => queryClient.clear(), [userId]);
  useReadAsSignedIn(userId);
  return (
    <>
      <AccountLanguage />
      <NotificationsButton />
      <MessagesLink />
      <AvatarMenu userId={userId} name={name} email={email} />
    </>
  );
}

/** Inside the query client, so a change of language refreshes the settings shown. */
function AccountLanguage() {
  useAccountLanguage();
  return null;
}
