import { Link, useParams } from 'wouter';
import { SignedInPage } from '#web/components/signed-in-page';
import { Button } from '#web/components/ui/button';
import { CourtCalendar } from '#web/features/bookings/components/calendar/court-calendar';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** /my/courts/:id/calendar: the owner's day and week of one court. */
export default function CourtCalendarPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  return (
    <SignedInPage
      title={t('calendar_title')}
      actions={
        <Button asChild variant="outline">
          <Link to="/my/courts">{t('nav_my_courts')}</Link>
        </Button>
      }
    >
      {() => <CourtCalendar courtId={id} />}
    </SignedInPage>
  );
}
