import '#web/lib/zod-config';
import '#web/styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LANGUAGES, type Language } from '#contract/constants';
import { startI18n } from '#web/lib/i18n/app-i18n';
import { detectLanguage } from '#web/lib/i18n/detect-language';
import { createQueryClient } from '#web/lib/query-client';
import { Providers } from './providers';
import { AppRoutes } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The server rendered the page in the language it wrote into <html lang>: hydrating needs the
// same texts. Without a server rendering (`npm run dev`), the detected language.
const serverRendered = root.hasChildNodes();
const pageLanguage = LANGUAGES.find((language) => language === document.documentElement.lang);
const language: Language = serverRendered && pageLanguage ? pageLanguage : detectLanguage();

// The data the server rendered the page with (server-rendering.ts): hydrating needs it too.
const queryClient = createQueryClient();
const serverState = document.getElementById('query-state')?.textContent;
if (serverRendered && serverState) hydrate(queryClient, JSON.parse(serverState));

// Render once the dictionary is in, so no key ever flashes.
void startI18n(language).then((i18n) => {
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient} i18n={i18n}>
        <AppRoutes />
      </Providers>
    </StrictMode>
  );
  // As a transition, React hydrates in slices and lets the browser breathe between them (one
  // long task on a phone otherwise); a press during it is replayed once its part is alive.
  if (serverRendered) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
  // The server could only guess (no stored choice in its cookie yet): the user's choice wins.
  const chosen = detectLanguage();
  if (chosen !== language) void i18n.changeLanguage(chosen);
});
