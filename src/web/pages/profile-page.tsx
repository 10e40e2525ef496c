import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Redirect } from 'wouter';
import type { Profile } from '#contract/profile';
import { Button } from '#web/components/ui/button';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card';
import { BlockedPlayersSection } from '#web/features/blocks/components/blocked-players-section';
import { PlayerRating } from '#web/features/players/components/player-parts';
import {
  profileQueryKey,
  profileQueryOptions,
  saveProfile,
} from '#web/features/profile/api/profile-api';
import { AccountSection } from '#web/features/profile/components/account-section';
import { NotificationSettingsSection } from '#web/features/profile/components/notification-settings';
import { ProfileForm } from '#web/features/profile/components/profile-form';
import { ScheduleSection } from '#web/features/profile/components/schedule-section';
import { StatsBox } from '#web/features/profile/components/stats-box';
import type { ProfileFormOutput } from '#web/features/profile/profile-form-schema';
import { showApiErrorToast } from '#web/lib/api-error-toast';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useSession } from '#web/lib/session';
import { notify } from '#web/lib/toast';

/** /profile: the signed-in user's own profile; visitors are sent to /auth. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { user, loading, updateUser } = useSession();
  const queryClient = useQueryClient();
  const profile = useQuery({ ...profileQueryOptions(user?.id ?? ''), enabled: Boolean(user) });

  if (loading) return <p className="px-4 py-12 text-center">{t('loading')}</p>;
  if (!user) return <Redirect to="/auth" replace />;

  async function save(values: ProfileFormOutput): Promise<Profile | undefined> {
    try {
      const saved = await saveProfile(values);
      queryClient.setQueryData(profileQueryKey(saved.id), saved);
      if (user && saved.name !== user.name) updateUser({ name: saved.name });
      void notify(t('profile_saved'), { kind: 'success' });
      return saved;
    } catch (error) {
      showApiErrorToast(t, error);
      return undefined;
    }
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <Card aria-labelledby="profile-title" className="space-y-6">
        <header className="space-y-1">
          <CardTitle id="profile-title">{t('profile_title')}</CardTitle>
          <CardDescription>{t('profile_subtitle')}</CardDescription>
        </header>
        {profile.isPending && <p role="status">{t('loading')}</p>}
        {profile.isError && (
          <div role="alert" className="space-y-2">
            <p>{t('load_failed')}</p>
            <Button variant="outline" onClick={() => void profile.refetch()}>
              {t('retry')}
            </Button>
          </div>
        )}
        {profile.data && (
          <>
            <StatsBox wins={profile.data.wins} losses={profile.data.losses} />
            <PlayerRating player={profile.data} />
            <ProfileForm key={profile.data.id} profile={profile.data} onSave={save} />
          </>
        )}
      </Card>
      <ScheduleSection />
      <NotificationSettingsSection />
      <BlockedPlayersSection />
      <AccountSection email={profile.data?.email ?? user.email} />
    </div>
  );
}
