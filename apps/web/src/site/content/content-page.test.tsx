import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ContentPage } from '@tidemark/domain/site/content/types';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { brand } from '../../brand';
import { initI18n, switchLanguage } from '../../i18n';
import { ContentPageView } from './content-page';
import { CONTENT_ICONS, Icon } from './icons';
import { contentRoutes } from './routes';

const page: ContentPage = {
  path: '/why-{product}',
  group: 'why',
  icon: 'globe',
  title: { en_us: 'Why {brand}', zh_cn: '为什么选择 {brand}' },
  description: { en_us: 'About {brand}', zh_cn: '关于 {brand}' },
  heading: { en_us: 'Why {brand}', zh_cn: '为什么选择 {brand}' },
  lead: { en_us: '{brand} moves freight.', zh_cn: '{brand} 运送货物。' },
  blocks: [
    {
      kind: 'text',
      id: 'intro',
      heading: { en_us: 'Intro', zh_cn: '简介' },
      paragraphs: [{ en_us: 'We ship.', zh_cn: '我们发货。' }],
    },
    { kind: 'list', id: 'list', items: [{ en_us: 'Item one', zh_cn: '第一项' }] },
    {
      kind: 'cards',
      id: 'values',
      heading: { en_us: 'Values', zh_cn: '价值观' },
      cards: [
        {
          icon: 'ship',
          title: { en_us: 'Ocean', zh_cn: '海运' },
          text: { en_us: 'By sea', zh_cn: '走海运' },
          href: '/supply-chain/ocean-freight',
        },
        {
          title: { en_us: 'Story', zh_cn: '故事' },
          text: { en_us: 'Ours', zh_cn: '我们的' },
          href: '/{product}-story',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'steps',
      steps: [{ title: { en_us: 'Book', zh_cn: '订舱' }, text: { en_us: 'First', zh_cn: '先' } }],
    },
    {
      kind: 'facts',
      id: 'facts',
      facts: [{ value: { en_us: '62', zh_cn: '62' }, label: { en_us: 'offices', zh_cn: '网点' } }],
    },
    {
      kind: 'timeline',
      id: 'history',
      entries: [
        { year: '2003', title: { en_us: 'Founded', zh_cn: '创立' }, text: { en_us: 'In Shanghai', zh_cn: '在上海' } },
      ],
    },
    {
      kind: 'faq',
      id: 'faq',
      heading: { en_us: 'Questions', zh_cn: '问题' },
      entries: [
        { question: { en_us: 'Why {brand}?', zh_cn: '为什么？' }, answer: { en_us: 'Because.', zh_cn: '因为。' } },
      ],
    },
    {
      kind: 'table',
      id: 'equipment',
      heading: { en_us: 'Containers', zh_cn: '箱型' },
      columns: [
        { en_us: 'Type', zh_cn: '箱型' },
        { en_us: 'Volume', zh_cn: '容积' },
      ],
      rows: [['40HC', { en_us: '76 cubic metres', zh_cn: '76 立方米' }]],
    },
    {
      kind: 'quote',
      id: 'voice',
      text: { en_us: 'On time.', zh_cn: '准时。' },
      source: { en_us: 'A buyer', zh_cn: '买家' },
    },
    {
      kind: 'cta',
      id: 'quote',
      heading: { en_us: 'Get a price', zh_cn: '询价' },
      text: { en_us: 'Ask us.', zh_cn: '问我们。' },
      action: { en_us: 'Request a quote', zh_cn: '在线询价' },
      href: '/online-quotations',
      secondary: { action: { en_us: 'Track', zh_cn: '追踪' }, href: '/tracking' },
    },
  ],
};

const Where = () => <output data-testid="where">{useLocation().pathname}</output>;

const show = (at = '/') =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route path="*" element={<ContentPageView page={page} />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

describe('ContentPageView', () => {
  beforeAll(async () => {
    await initI18n('en_us');
  });

  it('renders the hero and every block kind with the brand filled in', () => {
    const { container } = show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Why ${brand.name}`);
    expect(screen.getByText(`${brand.name} moves freight.`)).toBeTruthy();
    expect(container.textContent).not.toContain('{brand}');
    expect(container.textContent).not.toContain('{product}');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Values' })).toBeTruthy();
    expect(screen.getByText('Item one')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Book' })).toBeTruthy();
    expect(screen.getByText('62')).toBeTruthy();
    expect(screen.getByText('2003')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Containers' });
    expect(within(table).getByRole('rowheader', { name: '40HC' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: '76 cubic metres' })).toBeTruthy();
    expect(screen.getByText('On time.').closest('blockquote')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Request a quote' }).getAttribute('href')).toBe('/online-quotations');
    expect(screen.getByRole('link', { name: 'Track' }).getAttribute('href')).toBe('/tracking');
  });

  it('makes every block an anchor and labels sections by their heading', () => {
    const { container } = show();
    for (const id of ['intro', 'list', 'values', 'steps', 'facts', 'history', 'faq', 'equipment', 'voice', 'quote'])
      expect(container.querySelector(`section#${id}`), id).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Values' }).id).toBe('values');
    expect(
      container.querySelectorAll(
        'section.reveal-bottom, section.reveal-left, section.reveal-right, section.reveal-top',
      ),
    ).toHaveLength(10);
  });

  it('scrolls to the block named in the address', () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    show('/why#history');
    Element.prototype.scrollIntoView = original;
    expect(scrolled).toEqual(['history']);
  });

  it('answers questions in a disclosure that opens and closes', () => {
    const { container } = show();
    const details = container.querySelector('details');
    expect(details?.open).toBe(false);
    expect(screen.getByText(`Why ${brand.name}?`).tagName).toBe('SUMMARY');
    fireEvent.click(screen.getByText(`Why ${brand.name}?`));
    expect(details?.open).toBe(true);
  });

  it('follows a card link to its page, with the slug in place of {product}', () => {
    show();
    expect(screen.getByRole('link', { name: 'Story' }).getAttribute('href')).toBe(`/${brand.slug}-story`);
    fireEvent.click(screen.getByRole('link', { name: 'Ocean' }));
    expect(screen.getByTestId('where').textContent).toBe('/supply-chain/ocean-freight');
  });

  it('follows the language switch', async () => {
    show();
    await act(() => switchLanguage('zh_cn'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`为什么选择 ${brand.name}`);
    expect(screen.getByRole('heading', { level: 2, name: '价值观' })).toBeTruthy();
    await act(() => switchLanguage('en_us'));
  });
});

describe('content routes', () => {
  it('serves every content page at its path with the slug resolved and texts in both languages', () => {
    const paths = contentRoutes.map((r) => r.path);
    expect(paths).toContain(`/why-${brand.slug}`);
    expect(paths).toContain(`/${brand.slug}-story`);
    expect(paths).toContain('/supply-chain/customs-brokerage');
    expect(paths.some((p) => p.includes('{'))).toBe(false);
    const why = contentRoutes.find((r) => r.path === `/why-${brand.slug}`);
    expect(why?.title).toEqual({ en_us: `Why ${brand.name}`, zh_cn: `为什么选择 ${brand.name}` });
  });

  it('loads a page with its own text', async () => {
    const route = contentRoutes.find((r) => r.path === '/supply-chain/ocean-freight');
    const Page = (await route?.load())?.default;
    if (!Page) throw new Error('no page');
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ocean freight');
    expect(screen.getByRole('table', { name: 'Container types' })).toBeTruthy();
  });
});

describe('icons', () => {
  it('draws every icon as a hidden 24 px line drawing', () => {
    const { container } = render(
      <div>
        {CONTENT_ICONS.map((name) => (
          <Icon key={name} name={name} />
        ))}
      </div>,
    );
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(20);
    for (const svg of svgs) {
      expect(svg.getAttribute('viewBox')).toBe('0 0 24 24');
      expect(svg.getAttribute('aria-hidden')).toBe('true');
      expect(svg.children.length, svg.dataset.icon).toBeGreaterThan(0);
    }
  });
});
