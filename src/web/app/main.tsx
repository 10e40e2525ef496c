import '../styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { Providers } from './providers';
import { AppRouter } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Render once the dictionary of the detected language is in, so no key ever flashes.
void i18nReady.finally(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={createQueryClient()}>
        <AppRouter />
      </Providers>
    </StrictMode>,
  ),
);
