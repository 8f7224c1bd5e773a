import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { PortalNotFound } from './not-found';
import { StatusResult } from './status-result';

const pictureOf = (container: HTMLElement) => container.querySelector('.ant-result-image svg');

describe('status pictures', () => {
  it.each([
    ['en_us', 'Not found'],
    ['zh_cn', '未找到'],
  ] as const)(
    'name the not-found picture in the reader’s language (%s), never antd’s “No Found”',
    async (lang, label) => {
      await initI18n(lang);
      const { container } = render(
        <MemoryRouter>
          <PortalNotFound home="dashboardUser" />
        </MemoryRouter>,
      );
      const svg = pictureOf(container);
      expect(svg?.getAttribute('role')).toBe('img');
      expect(svg?.getAttribute('aria-label')).toBe(label);
      expect([...(svg?.querySelectorAll('title') ?? [])].map((n) => n.textContent)).toEqual([label]);
      expect(container.textContent).not.toContain('No Found');
      // The drawing itself is antd's.
      expect(svg?.querySelectorAll('path').length).toBeGreaterThan(5);
    },
  );

  it('names the no-access and server-error pictures too', async () => {
    await initI18n('en_us');
    const forbidden = render(<StatusResult status="403" title="x" />);
    expect(pictureOf(forbidden.container)?.getAttribute('aria-label')).toBe('No access');
    expect(forbidden.container.textContent).not.toContain('Unauthorized');
    const failed = render(<StatusResult status="500" title="y" />);
    expect(pictureOf(failed.container)?.getAttribute('aria-label')).toBe('Server error');
    expect(failed.container.textContent).not.toContain('Server Error');
  });
});
