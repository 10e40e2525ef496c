import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Court } from '../../../../contract/courts';
import { CourtCard } from '../../../features/courts/components/court-card';
import { useSession } from '../../../lib/session';
import { useRequireAuth } from '../../../lib/use-require-auth';
import { courtsUrl } from '../api/list-urls';
import type { HomeView } from '../hooks/use-home-view';
import { usePagedList } from '../hooks/use-paged-list';
import { ResultsSection } from './results-section';

const BookingDialog = lazy(() => import('../../../features/courts/components/booking-dialog'));

export default function CourtsResults({ view }: { view: HomeView }) {
  const { i18n } = useTranslation();
  const requireAuth = useRequireAuth();
  const { user } = useSession();
  const list = usePagedList<Court>(courtsUrl(view));
  const [booking, setBooking] = useState<Court | null>(null);
  const nameOf = (court: Court) => (i18n.resolvedLanguage === 'en' && court.nameEn) || court.name;
  return (
    <>
      <ResultsSection
        list={list}
        countKey="court_count"
        emptyKey="courts_empty"
        renderItem={(court) => (
          <CourtCard
            court={court}
            origin={view.district}
            isOwn={Boolean(user) && court.ownerId === user?.id}
            onBook={() => {
              if (requireAuth('auth_required_book')) setBooking(court);
            }}
          />
        )}
      />
      {booking && (
        <Suspense fallback={null}>
          <BookingDialog
            court={booking}
            courtName={nameOf(booking)}
            open
            onOpenChange={(open) => {
              if (!open) setBooking(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
