import type { AreaCatalog } from '../../i18n/catalog';
import { formsEnglish } from './i18n-en';
import { formsChinese } from './i18n-zh';

/** The public forms' catalog: site.forms.* for the pages, inquiries.mail.* for the server's mails. */
export const formsCatalog: AreaCatalog = { en_us: formsEnglish, zh_cn: formsChinese };
