import { createBrowserRouter, RouterProvider } from 'react-router';
import { Layout } from './layout';

const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
      },
      {
        path: 'auth',
        lazy: async () => ({ Component: (await import('../features/auth/auth-page')).AuthPage }),
      },
      {
        path: 'auth/confirm',
        lazy: async () => ({
          Component: (await import('../features/auth/confirm-email-page')).ConfirmEmailPage,
        }),
      },
      {
        path: 'auth/reset-password',
        lazy: async () => ({
          Component: (await import('../features/auth/reset-password-page')).ResetPasswordPage,
        }),
      },
      {
        path: 'profile',
        lazy: async () => ({
          Component: (await import('../features/profile/profile-page')).ProfilePage,
        }),
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../features/not-found/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
