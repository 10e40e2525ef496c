import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ToasterSlot } from '../lib/toaster-slot';
import { TopBar } from './top-bar';

export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar />
      <main id="main" className="flex-1">
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <ToasterSlot />
    </div>
  );
}
