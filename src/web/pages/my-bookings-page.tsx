import { SignedInPage } from '#web/components/signed-in-page';
import { MyBookings } from '#web/features/bookings/components/my-bookings';
import { useTranslation } from '#web/lib/i18n/use-translation';

/** /my/bookings: the user's booking requests with their status, live, cancellable. */
export default function MyBookingsPage() {
  const { t } = useTranslation();
  return <SignedInPage title={t('my_bookings_title')}>{() => <MyBookings />}</SignedInPage>;
}
