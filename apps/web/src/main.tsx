import { isLanguage, type Language } from '@tidemark/domain';
import { languageFromQuery } from '@tidemark/domain/public/seo';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { App } from './app';
import { i18n, switchLanguage } from './i18n';
import { initialLanguage, rememberLanguageCookie, storedLanguage, storeLanguage } from './i18n/language';
import { initSiteI18n } from './i18n/site';
import { startBoot, takeHandoffToken } from './shell/boot';
import { onCarrierHost } from './shell/guard';
import { Messages } from './shell/status/messages';
import { setCopyrightYear } from './site/frame/footer';
import { whenFrameMounted } from './site/frame/hydration';
import { matchSiteRoute, preloadPage } from './site/frame/site-routes';
import { readSiteState } from './site/frame/site-state';
import './site/site.css';
import './shell/shell.css';

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

// A server-rendered page can be used before its script runs: a language picked on the switch
// meanwhile is applied once the page is hydrated.
let earlyLanguage: Language | undefined;
const noteLanguage = (target: EventTarget | null) => {
  if (target instanceof HTMLSelectElement && target.closest('.lang-switch') && isLanguage(target.value)) {
    earlyLanguage = target.value;
  }
};
const onEarlyChange = (e: Event) => noteLanguage(e.target);
document.addEventListener('change', onEarlyChange, true);

// Out of the address bar before anything else runs or renders.
const addressBefore = window.location.href;
const handoffToken = takeHandoffToken();
// A page the server rendered hydrates as it was sent, unless the address changed under it.
const state = window.location.href === addressBefore ? readSiteState() : undefined;

// ?lang= chooses the language and is remembered (SPEC §1 plus per-language URLs).
const fromAddress = languageFromQuery(window.location.search);
if (fromAddress) storeLanguage(fromAddress);
const chosen = storedLanguage();
if (chosen) rememberLanguageCookie(chosen);
const preferred = fromAddress ?? chosen ?? initialLanguage();

await initSiteI18n(state?.lang ?? preferred);
void startBoot({ handoffToken, currentPath: () => window.location.pathname });

const carrierHost = onCarrierHost();
const tree = (
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <App carrierHost={carrierHost} initialData={state?.data} />
      </BrowserRouter>
    </I18nextProvider>
  </StrictMode>
);

if (state && !carrierHost) {
  setCopyrightYear(state.year);
  const route = matchSiteRoute(window.location.pathname);
  if (route) await preloadPage(route);
  for (const select of document.querySelectorAll('.lang-switch select')) {
    if (select instanceof HTMLSelectElement && select.value !== state.lang) noteLanguage(select);
  }
  hydrateRoot(root, tree);
  void whenFrameMounted.then(() => {
    document.removeEventListener('change', onEarlyChange, true);
    // What the visitor picked, then the session's own choice, win over what the server guessed.
    const wanted = earlyLanguage ?? chosen;
    if (wanted && wanted !== i18n.language) void switchLanguage(wanted);
  });
} else {
  document.removeEventListener('change', onEarlyChange, true);
  root.replaceChildren();
  createRoot(root).render(tree);
}

// Messages live outside the page's tree: they depend on this browser only, never on the server's HTML.
const messages = document.createElement('div');
document.body.append(messages);
createRoot(messages).render(<Messages />);
