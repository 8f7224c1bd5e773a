import './shell/strict-csp-install';
import { languageFromQuery } from '@tidemark/domain/site/seo';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { i18n } from './i18n';
import { initialLanguage, rememberLanguageCookie, storedLanguage, storeLanguage } from './i18n/language';
import { initSiteI18n } from './i18n/site';
import { startBoot, takeHandoffToken } from './shell/boot';
import { onCarrierHost } from './shell/guard';
import { Messages } from './shell/status/messages';
import './site/site.css';
import './shell/shell.css';

/**
 * The portal's browser entry (index.html): sign-in and account pages, the portal, the signed-in
 * site pages, and the public pages when the visitor moves to them from here. Pages the server
 * rendered are hydrated by the site's own entry (site-main.tsx) instead.
 */

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

// Out of the address bar before anything else runs or renders.
const handoffToken = takeHandoffToken();

// ?lang= chooses the language and is remembered (SPEC §1 plus per-language URLs).
const fromAddress = languageFromQuery(window.location.search);
if (fromAddress) storeLanguage(fromAddress);
const chosen = storedLanguage();
if (chosen) rememberLanguageCookie(chosen);

await initSiteI18n(fromAddress ?? chosen ?? initialLanguage());
void startBoot({ handoffToken, currentPath: () => window.location.pathname });

createRoot(root).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <App carrierHost={onCarrierHost()} />
      </BrowserRouter>
    </I18nextProvider>
  </StrictMode>,
);

// Messages live outside the page's tree: they depend on this browser only.
const messages = document.createElement('div');
document.body.append(messages);
createRoot(messages).render(<Messages />);
