// The baseline of bench/first-view.ts and bench/lighthouse.ts: React and nothing else.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root') as HTMLElement).render(
  <main>
    <h1>Празна страница</h1>
    <p>React 19 и Vite, без нищо друго: основата, с която се сравнява приложението.</p>
  </main>,
);
