import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { preloadCompanions } from './features/models/preload-companions';
import { initI18n } from './lib/i18n';
import './styles.css';

const i18n = initI18n();
const queryClient = createQueryClient();

// At start: fetch the catalogue and preload the first four companions' portraits.
void preloadCompanions(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} i18n={i18n} />
  </StrictMode>,
);
