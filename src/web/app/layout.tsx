import type { ReactNode } from 'react';
import { ToasterSlot } from '../lib/toaster-slot';
import { TopBar } from './top-bar';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar />
      <main id="main" className="flex-1">
        {children}
      </main>
      <ToasterSlot />
    </div>
  );
}
