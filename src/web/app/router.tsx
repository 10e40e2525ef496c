import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Layout } from './layout';

// Declarative routing with React.lazy: about 18 KB gzip lighter than the data router (decision 002).
const HomePage = lazy(() => import('../pages/home/home-page'));
const AuthRoutes = lazy(() => import('../features/auth/auth-routes'));
const ProfilePage = lazy(() => import('../features/profile/profile-page'));
const MessagesPage = lazy(() => import('../features/messages/messages-page'));
const CourtPage = lazy(() => import('../pages/court-page'));
const PlayerPage = lazy(() => import('../pages/player-page'));
const ClaimsPage = lazy(() => import('../features/admin/claims-page'));
const AccountRoutes = lazy(() => import('./account-routes'));
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));

export function AppRouter() {
  return (
    <BrowserRouter>
      <Suspense fallback={null}>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<HomePage />} />
            <Route path="auth/*" element={<AuthRoutes notFound={<NotFoundPage />} />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="messages" element={<MessagesPage />} />
            <Route path="courts/:id" element={<CourtPage />} />
            <Route path="players/:id" element={<PlayerPage />} />
            <Route path="my/*" element={<AccountRoutes />} />
            <Route path="admin/claims" element={<ClaimsPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
