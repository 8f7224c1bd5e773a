import { act, cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTranslation } from './use-translation';

const instance = () => {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'en_us',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      en_us: { translation: { hello: 'Hello {{name}}', ship_one: '{{count}} ship', ship_other: '{{count}} ships' } },
      zh_cn: { translation: { hello: '你好 {{name}}', ship_one: '{{count}} 艘船', ship_other: '{{count}} 艘船' } },
    },
  });
  return i18n;
};

const Greeting = ({ name, count }: { name: string; count: number }) => {
  const { t } = useTranslation();
  return (
    <p>
      {t('hello', { name })} / {t('ship', { count })} / {t('missing.key')}
    </p>
  );
};

describe('the site translation hook', () => {
  afterEach(() => cleanup());

  it('translates with values and plurals and follows the language switch', async () => {
    const i18n = instance();
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting name="Ana" count={3} />
      </I18nextProvider>,
    );
    expect(screen.getByText('Hello Ana / 3 ships / missing.key')).toBeTruthy();
    await act(() => i18n.changeLanguage('zh_cn'));
    expect(screen.getByText('你好 Ana / 3 艘船 / missing.key')).toBeTruthy();
  });

  it('resolves a text found once without asking i18next again, but asks again for plurals and missing keys', () => {
    const i18n = instance();
    const seen: string[] = [];
    const original = i18n.getFixedT.bind(i18n);
    vi.spyOn(i18n, 'getFixedT').mockImplementation(((...args: Parameters<typeof original>) => {
      const t = original(...args);
      return ((key: string, options?: object) => {
        seen.push(key);
        return t(key, options as never);
      }) as never;
    }) as never);
    const page = (count: number) => (
      <I18nextProvider i18n={i18n}>
        <Greeting name="Ana" count={count} />
      </I18nextProvider>
    );
    render(page(3));
    cleanup();
    render(page(1));
    expect(screen.getByText('Hello Ana / 1 ship / missing.key')).toBeTruthy();
    expect(seen.filter((k) => k === 'hello')).toHaveLength(1);
    expect(seen.filter((k) => k === 'ship')).toHaveLength(2);
    expect(seen.filter((k) => k === 'missing.key')).toHaveLength(2);
  });
});
