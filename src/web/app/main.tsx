import '../styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LANGUAGES, type Language } from '../../contract/constants';
import { startI18n } from '../lib/i18n/app-i18n';
import { detectLanguage } from '../lib/i18n/detect-language';
import { createQueryClient } from '../lib/query-client';
import { Providers } from './providers';
import { AppRoutes } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The server rendered the page in the language it wrote into <html lang>: hydrating needs the
// same texts. Without a server rendering (`npm run dev`), the detected language.
const serverRendered = root.hasChildNodes();
const pageLanguage = LANGUAGES.find((language) => language === document.documentElement.lang);
const language: Language = serverRendered && pageLanguage ? pageLanguage : detectLanguage();

// Render once the dictionary is in, so no key ever flashes.
void startI18n(language).then((i18n) => {
  const app = (
    <StrictMode>
      <Providers queryClient={createQueryClient()} i18n={i18n}>
        <AppRoutes />
      </Providers>
    </StrictMode>
  );
  if (serverRendered) hydrateRoot(root, app);
  else createRoot(root).render(app);
  // The server could only guess (no stored choice in its cookie yet): the user's choice wins.
  const chosen = detectLanguage();
  if (chosen !== language) void i18n.changeLanguage(chosen);
});
