import type { AreaCatalog } from '../i18n/catalog';

/** Words of the customer list's region tabs in the portal. */
export const customersWebCatalog: AreaCatalog = {
  en_us: {
    customersUi: {
      regions: {
        TPE: 'United States and Canada',
        EMEA: 'Europe, Middle East and Africa',
        LATAM: 'Latin America and the Caribbean',
      },
      list: {
        hint: 'Customers of your branches by region. Open a customer for its contacts, codes and history.',
      },
    },
  },
  zh_cn: {
    customersUi: {
      regions: {
        TPE: '美国和加拿大',
        EMEA: '欧洲、中东和非洲',
        LATAM: '拉丁美洲和加勒比',
      },
      list: {
        hint: '按区域查看您所属分公司的客户，打开客户可查看联系人、代码和变更记录。',
      },
    },
  },
};
