import { Plus } from 'lucide-react';
import { Link } from 'wouter';
import { SignedInPage } from '#web/components/signed-in-page';
import { Button } from '#web/components/ui/button';
import { CourtBookingRequests } from '#web/features/bookings/components/court-booking-requests';
import { MyCourtsList } from '#web/features/court-owner/components/my-courts-list';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** /my/courts: the owner's courts and the booking requests for them. */
export default function MyCourtsPage() {
  const { t } = useTranslation();
  return (
    <SignedInPage
      title={t('my_courts_title')}
      actions={
        <Button asChild>
          <Link to="/my/courts/new">
            <Plus aria-hidden="true" />
            {t('cta_list_court')}
          </Link>
        </Button>
      }
    >
      {() => (
        <>
          <MyCourtsList />
          <CourtBookingRequests />
        </>
      )}
    </SignedInPage>
  );
}
