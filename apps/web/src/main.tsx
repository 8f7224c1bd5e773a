import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { initI18n } from './i18n';
import { startBoot, takeHandoffToken } from './shell/boot';
import './site/site.css';
import './shell/shell.css';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

// Out of the address bar before anything else runs or renders.
const handoffToken = takeHandoffToken();
await initI18n();
void startBoot({ handoffToken, currentPath: () => window.location.pathname });
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
