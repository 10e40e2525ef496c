import { Outlet } from 'react-router';
import { TopBar } from './top-bar';

export function Layout() {
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
    </div>
  );
}
