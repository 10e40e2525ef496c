import type { ReactNode } from 'react';
import { ToasterSlot } from '#web/lib/toaster-slot';
import { AppUpdates } from './app-updates';
import { OfflineNotice } from './offline-notice';
import { TopBar } from './top-bar';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar />
      <OfflineNotice />
      <main id="main" className="flex-1">
        {children}
      </main>
      <ToasterSlot />
      <AppUpdates />
    </div>
  );
}
