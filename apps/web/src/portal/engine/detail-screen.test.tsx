import { render, screen } from '@testing-library/react';
import { pageByUrl, resourceByName } from '@tidemark/domain';
import { shipmentResource } from '@tidemark/domain/tracking/desk/resources';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { activeBanners, detailFields, RecordBanners } from './detail-screen';

beforeAll(() => initI18n('en_us'));

const company = resourceByName('company');
const page = pageByUrl('customer');
if (!company || !page) throw new Error('the customer page and the company resource are declared');

describe('the detail screen', () => {
  it('shows a shipment’s data, not the quick filters it may be found by', () => {
    const names = detailFields(shipmentResource).map((f) => f.name);
    expect(names).toContain('shipmentNo');
    expect(names).toContain('etd');
    for (const name of ['quickFilter', 'inLast5Weeks', 'inLast7Weeks', 'pendingDo10d', 'pendingDo21d', 'lfdDue']) {
      expect(names).not.toContain(name);
    }
  });

  it('shows the banners whose field holds one of their values, and only those', () => {
    expect(activeBanners(company, { status: 'valid' })).toEqual([]);
    expect(activeBanners(company, { status: 'obsolete' }).map((b) => b.key)).toEqual(['obsolete']);
    expect(activeBanners(company, { status: 'replaced', successorId: 4 }).map((b) => b.key)).toEqual(['replaced']);
    expect(activeBanners(company, {})).toEqual([]);
    expect(activeBanners({ ...company, banners: undefined }, { status: 'obsolete' })).toEqual([]);
  });

  it('says what a banner declares and links to the record it names, keeping the list', async () => {
    const { container, rerender } = render(
      <MemoryRouter>
        <RecordBanners
          page={page}
          resource={company}
          record={{ id: 9, status: 'replaced', successorId: 4, successorName: 'Harbour Freight Ltd' }}
          search="f_customerRegion=EMEA"
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('This customer has been replaced')).toBeTruthy();
    const link = screen.getByRole('link', { name: /Harbour Freight Ltd/ });
    expect(link.getAttribute('href')).toBe('/dashboard/customer/4?f_customerRegion=EMEA');
    expect(container.querySelector('[data-banner="replaced"]')?.textContent).toContain('Successor:');

    await i18n.changeLanguage('zh_cn');
    rerender(
      <MemoryRouter>
        <RecordBanners page={page} resource={company} record={{ id: 9, status: 'obsolete' }} search="" />
      </MemoryRouter>,
    );
    expect(screen.getByText('该客户已作废')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    await i18n.changeLanguage('en_us');

    rerender(
      <MemoryRouter>
        <RecordBanners page={page} resource={company} record={{ id: 9, status: 'valid' }} search="" />
      </MemoryRouter>,
    );
    expect(container.querySelector('.eng-detail-banners')).toBeNull();
  });
});
