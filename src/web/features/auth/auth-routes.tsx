import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import AuthPage from './auth-page';
import ConfirmEmailPage from './confirm-email-page';
import ResetPasswordPage from './reset-password-page';

/**
 * /auth, /auth/confirm and /auth/reset-password: one lazy chunk for the whole auth feature;
 * any other path under /auth shows `notFound`.
 */
export default function AuthRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Routes>
      <Route index element={<AuthPage />} />
      <Route path="confirm" element={<ConfirmEmailPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={notFound} />
    </Routes>
  );
}
