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
