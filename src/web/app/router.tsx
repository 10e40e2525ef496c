import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Layout } from './layout';

// Declarative routing with React.lazy: about 18 KB gzip lighter than the data router (decision 002).
const HomePage = lazy(() => import('../features/home/home-page'));
const AuthPage = lazy(() => import('../features/auth/auth-page'));
const NotFoundPage = lazy(() => import('../features/not-found/not-found-page'));

export function AppRouter() {
  return (
    <BrowserRouter>
      <Suspense fallback={null}>
        <Routes>
          <Route element={<Layout />}>
            <Route index element={<HomePage />} />
            <Route path="auth" element={<AuthPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
