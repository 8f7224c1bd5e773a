import './shell/no-eval';
import { isLanguage, type Language } from '@tidemark/domain';
import { languageFromQuery } from '@tidemark/domain/site/seo';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { i18n, switchLanguage } from './i18n';
import { initialLanguage, rememberLanguageCookie, storedLanguage, storeLanguage } from './i18n/language';
import { initSiteI18n } from './i18n/site';
import { exchangeHandoff, takeHandoffToken } from './shell/boot';
import { Messages } from './shell/status/messages';
import { noteEarlyInput } from './site/frame/early-input';
import { setCopyrightYear } from './site/frame/footer';
import { whenFrameMounted } from './site/frame/hydration';
import { matchSiteRoute, preloadPage } from './site/frame/site-routes';
import { readSiteState } from './site/frame/site-state';
import { SiteApp } from './site/site-app';
import './site/site.css';
import './shell/shell.css';

/**
 * The public website's browser entry (site.html): it hydrates the page the server rendered.
 * Built apart from the portal's entry (main.tsx), on a React-compatible runtime of a few
 * kilobytes, so a public page downloads only what it shows.
 */

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

// Out of the address bar before anything else runs; a hand-off from the carrier-brand host
// becomes this browser's session, for when the visitor goes on into the portal.
const addressBefore = window.location.href;
const handoffToken = takeHandoffToken();
if (handoffToken) void exchangeHandoff(handoffToken);
// The page hydrates as it was sent, unless the address changed under it.
const state = window.location.href === addressBefore ? readSiteState() : undefined;

// ?lang= chooses the language and is remembered (SPEC §1 plus per-language URLs).
const fromAddress = languageFromQuery(window.location.search);
if (fromAddress) storeLanguage(fromAddress);
const chosen = storedLanguage();
if (chosen) rememberLanguageCookie(chosen);

/**
 * Lets the browser paint and handle input between the start-up steps, so that none of them holds
 * the main thread long enough to delay a tap (each step is its own task, not one long one).
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await initSiteI18n(state?.lang ?? fromAddress ?? chosen ?? initialLanguage());
await yieldToBrowser();

const tree = (
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <BrowserRouter>
        <SiteApp initialData={state?.data} />
      </BrowserRouter>
    </I18nextProvider>
  </StrictMode>
);

if (state) {
  setCopyrightYear(state.year);
  const route = matchSiteRoute(window.location.pathname);
  if (route) await preloadPage(route);
  await yieldToBrowser();
  for (const select of document.querySelectorAll('.lang-switch select')) {
    if (select instanceof HTMLSelectElement && select.value !== state.lang) noteLanguage(select);
  }
  const replayEarlyInput = noteEarlyInput(root);
  hydrateRoot(root, tree);
  void whenFrameMounted.then(() => {
    document.removeEventListener('change', onEarlyChange, true);
    replayEarlyInput();
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
await yieldToBrowser();
const messages = document.createElement('div');
document.body.append(messages);
createRoot(messages).render(<Messages />);
