import { Redirect } from 'wouter';
import { Inbox } from '#web/features/chat/components/inbox';
import { useTranslation } from '#web/lib/i18n/use-translation';
import { useSession } from '#web/lib/session';

/** /messages: my conversations with the last message and unread counts, updated live. */
export default function MessagesPage() {
  const { t } = useTranslation();
  const { user, loading } = useSession();
  if (loading) return <p className="p-8 text-center">{t('loading')}</p>;
  if (!user) return <Redirect to="/auth" replace />;
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <title>{`${t('messages_title')} · ${t('app_title')}`}</title>
      <h1 className="mb-6 text-2xl font-bold">{t('messages_title')}</h1>
      <Inbox userId={user.id} />
    </section>
  );
}
