import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { hasKey, LANGUAGES, MENU_PAGES, PAGES, type PageDef, resourceByName } from '@tidemark/domain';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n';
import { RecordForm } from './engine/record-form';
import { stubResizeObserver } from './engine/test-env';
import { AREA_SCREENS, GENERIC_KINDS, SCREENS } from './screens';

beforeAll(async () => {
  stubResizeObserver();
  // Dictionaries and reference lookups answer empty: the form is judged on its fields and labels.
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ success: true, result: 'true', message: '', data: [] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  await initI18n('en_us');
});

afterAll(() => {
  vi.unstubAllGlobals();
});

const menuUrls = new Set(MENU_PAGES.map((p) => p.url));

describe('page registry', () => {
  it('gives every page of the menu a screen', () => {
    expect(MENU_PAGES.filter((p) => !SCREENS[p.url]).map((p) => p.url)).toEqual([]);
  });

  it('names a page of the registry with every area screen', () => {
    expect([...AREA_SCREENS].filter(([url]) => !menuUrls.has(url)).map(([url, { area }]) => `${area}: ${url}`)).toEqual(
      [],
    );
  });

  it('leaves no generic page without its resource', () => {
    const generic = PAGES.filter((p) => GENERIC_KINDS.has(p.screen) && !AREA_SCREENS.has(p.url));
    expect(generic.filter((p) => !resourceByName(p.resource ?? '')).map((p) => p.url)).toEqual([]);
  });

  it.each(MENU_PAGES.map((p) => p.url))('resolves the screen module of %s', async (url) => {
    const Screen = SCREENS[url];
    const load = Screen && 'load' in Screen && typeof Screen.load === 'function' ? Screen.load : null;
    const module = load ? ((await load()) as { default: unknown }) : { default: Screen };
    expect(typeof module.default).toBe('function');
  });
});

const formPages = PAGES.filter(
  (p) => p.resource && (p.actions ?? []).some((a) => a.kind === 'create' || a.kind === 'edit'),
).flatMap((page) => {
  const resource = resourceByName(page.resource ?? '');
  return resource?.fields.some((f) => f.editable) ? [{ page, resource }] : [];
});

const renderForm = (page: PageDef) => {
  const resource = resourceByName(page.resource ?? '');
  if (!resource) throw new Error(`no resource for ${page.url}`);
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <App>
        <MemoryRouter>
          <RecordForm
            open
            variant="page"
            page={page}
            resource={resource}
            record={null}
            onClose={() => undefined}
            onSaved={() => undefined}
          />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
};

describe.each(LANGUAGES)('generic record form in %s', (lang) => {
  beforeAll(() => i18n.changeLanguage(lang));

  it.each(formPages.map(({ page }) => [page.url, page] as const))(
    'renders every editable field of %s with its label',
    (_url, page) => {
      const { container } = renderForm(page);
      const resource = formPages.find((f) => f.page === page)?.resource;
      const form = within(container);
      for (const field of resource?.fields.filter((f) => f.editable) ?? []) {
        expect(hasKey(field.labelKey), field.labelKey).toBe(true);
        const label = i18n.t(field.labelKey);
        expect(label, field.labelKey).not.toBe(field.labelKey);
        expect(form.getAllByText(label, { exact: true }).length, `${page.url}: ${field.name}`).toBeGreaterThan(0);
      }
      expect(screen.queryByText(/^[a-z]+\.[a-zA-Z.]+$/)).toBeNull();
    },
  );
});
