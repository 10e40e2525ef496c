import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';

const MyBookingsPage = lazy(() => import('../features/bookings/my-bookings-page'));
const MyCourtsPage = lazy(() => import('../features/court-owner/my-courts-page'));
const CourtFormPage = lazy(() => import('../features/court-owner/court-form-page'));
const MyMatchesPage = lazy(() => import('../features/matches/my-matches-page'));
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));

/**
 * The signed-in user's pages under /my/*, the listing form among them: one lazy route in the
 * entry, each page its own chunk (the home page's budget, decision 002).
 */
export default function AccountRoutes() {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p className="px-4 py-12 text-center">{t('loading')}</p>}>
      <Routes>
        <Route path="bookings" element={<MyBookingsPage />} />
        <Route path="courts" element={<MyCourtsPage />} />
        <Route path="courts/new" element={<CourtFormPage />} />
        <Route path="courts/:id/edit" element={<CourtFormPage />} />
        <Route path="matches" element={<MyMatchesPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
