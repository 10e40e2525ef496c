import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import HomePage from '#web/pages/home-page';
import { Layout } from './layout';

// The home page, where most visits start, comes with the entry; every other page is a chunk of
// its own that a visit loads when it opens it.
const AuthPage = lazy(() => import('#web/pages/auth-page'));
const ConfirmEmailPage = lazy(() => import('#web/pages/confirm-email-page'));
const ResetPasswordPage = lazy(() => import('#web/pages/reset-password-page'));
const ProfilePage = lazy(() => import('#web/pages/profile-page'));
const ConfirmEmailChangePage = lazy(() => import('#web/pages/confirm-email-change-page'));
const MessagesPage = lazy(() => import('#web/pages/messages-page'));
const CourtPage = lazy(() => import('#web/pages/court-page'));
const PlayerPage = lazy(() => import('#web/pages/player-page'));
const MyBookingsPage = lazy(() => import('#web/pages/my-bookings-page'));
const MyCourtsPage = lazy(() => import('#web/pages/my-courts-page'));
const CourtFormPage = lazy(() => import('#web/pages/court-form-page'));
const CourtCalendarPage = lazy(() => import('#web/pages/court-calendar-page'));
const MyMatchesPage = lazy(() => import('#web/pages/my-matches-page'));
const MyGamesPage = lazy(() => import('#web/pages/my-games-page'));
const PartnersPage = lazy(() => import('#web/pages/partners-page'));
const OpenMatchPage = lazy(() => import('#web/pages/open-match-page'));
const ClaimsPage = lazy(() => import('#web/pages/claims-page'));
const AdminReportsPage = lazy(() => import('#web/pages/admin-reports-page'));
const NotFoundPage = lazy(() => import('#web/pages/not-found-page'));

/** The app's pages (src/contract/web-routes.ts lists the same paths for the server). */
export function AppRoutes() {
  return (
    <Layout>
      <Suspense fallback={null}>
        <Switch>
          <Route path="/" component={HomePage} />
          <Route path="/auth" component={AuthPage} />
          <Route path="/auth/confirm" component={ConfirmEmailPage} />
          <Route path="/auth/reset-password" component={ResetPasswordPage} />
          <Route path="/auth/change-email" component={ConfirmEmailChangePage} />
          <Route path="/profile" component={ProfilePage} />
          <Route path="/messages" component={MessagesPage} />
          <Route path="/courts/:id" component={CourtPage} />
          <Route path="/players/:id" component={PlayerPage} />
          <Route path="/my/bookings" component={MyBookingsPage} />
          <Route path="/my/courts" component={MyCourtsPage} />
          <Route path="/my/courts/new" component={CourtFormPage} />
          <Route path="/my/courts/:id/edit" component={CourtFormPage} />
          <Route path="/my/courts/:id/calendar" component={CourtCalendarPage} />
          <Route path="/my/matches" component={MyMatchesPage} />
          <Route path="/my/games" component={MyGamesPage} />
          <Route path="/partners" component={PartnersPage} />
          <Route path="/open-matches/:id" component={OpenMatchPage} />
          <Route path="/admin/claims" component={ClaimsPage} />
          <Route path="/admin/reports" component={AdminReportsPage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </Layout>
  );
}
