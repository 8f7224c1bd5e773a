import { describe, expect, it } from 'vitest';
import { isKnownDictType, MENU_PAGES, PAGES, RESOURCES, resourceByName } from '../areas';
import { hasKey, translate } from '../i18n';
import { customerRegionFor } from './regions';
import {
  CUSTOMER_PAGES,
  CUSTOMER_RESOURCES,
  companyCreateSchema,
  companyNameKey,
  companyResource,
  companyUpdateSchema,
  contactCreateSchema,
  orgCodeCreateSchema,
} from './resources';

/** The first message per field, as the server's error handler reports them. */
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const out: Record<string, string> = {};
  for (const i of result.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
};

describe('customer definitions', () => {
  it('are in the registry and the menu', () => {
    for (const r of CUSTOMER_RESOURCES) expect(RESOURCES).toContain(r);
    for (const p of CUSTOMER_PAGES) {
      // Other areas may add relations to these pages (relationsFor): the registry holds them by URL.
      const { relations: _own, ...declared } = p;
      expect(PAGES.find((x) => x.url === p.url)).toMatchObject(declared);
      expect(MENU_PAGES.some((m) => m.url === p.url && m.group === 'crm')).toBe(true);
    }
    expect(CUSTOMER_PAGES.map((p) => p.url)).toEqual(['customer', 'companyList', 'customerContact', 'tmOrgCode']);
  });

  it('label every field, page, action and permission in both languages', () => {
    for (const r of CUSTOMER_RESOURCES) {
      expect(hasKey(`${r.i18n}.title`), r.name).toBe(true);
      for (const f of r.fields) expect(hasKey(f.labelKey), f.labelKey).toBe(true);
    }
    for (const p of CUSTOMER_PAGES) {
      expect(hasKey(p.titleKey), p.titleKey).toBe(true);
      for (const a of p.actions ?? []) {
        expect(hasKey(a.labelKey), a.labelKey).toBe(true);
        expect(hasKey(`permissions.${a.permission.replace(':', '.')}`), a.permission).toBe(true);
      }
    }
  });

  it('name dictionaries that exist and fields that exist', () => {
    for (const r of CUSTOMER_RESOURCES) {
      for (const f of r.fields.filter((f) => f.type === 'enum')) {
        const dict = f.dict ?? '';
        expect(isKnownDictType(dict), `${r.name}.${f.name}`).toBe(true);
      }
      for (const t of Object.values(r.transitions ?? {})) expect(r.fields.some((f) => f.name === t.field)).toBe(true);
    }
    for (const p of CUSTOMER_PAGES) {
      const fields = new Map((resourceByName(p.resource ?? '')?.fields ?? []).map((f) => [f.name, f]));
      for (const c of p.columns ?? []) expect(fields.has(c), `${p.url} column ${c}`).toBe(true);
      for (const f of p.filters ?? []) expect(fields.get(f)?.filter, `${p.url} filter ${f}`).toBeDefined();
      if (p.defaultSort) expect(fields.get(p.defaultSort.field)?.sortable, p.url).toBe(true);
    }
  });

  it('compare company names without case and white space', () => {
    expect(companyNameKey('Bluewater  Toys Co., Ltd.')).toBe(companyNameKey(' bluewater toys co.,ltd. '));
    expect(companyNameKey('Blue Water Toys')).toBe(companyNameKey('Bluewater Toys'));
    expect(companyNameKey('Bluewater Toys')).not.toBe(companyNameKey('Bluewater Toy'));
  });

  it('check company fields one by one', () => {
    const ok = companyCreateSchema.safeParse({
      name: '  Harbour Lights Trading ',
      branchId: '3',
      country: 'us',
      city: 'Chicago',
      phone: '',
      email: '',
      website: 'https://harbour-lights.example',
    });
    expect(ok.success).toBe(true);
    expect(ok.data).toMatchObject({
      name: 'Harbour Lights Trading',
      branchId: 3,
      country: 'US',
      status: 'valid',
      phone: null,
      email: null,
    });
    const bad = companyCreateSchema.safeParse({
      name: '',
      branchId: 'x',
      country: 'ZZ',
      city: 'Chicago',
      status: 'gone',
      website: 'harbour.example',
      email: 'not-an-address',
      phone: '12-34',
    });
    expect(issues(bad)).toMatchObject({
      name: 'validation.required',
      country: 'validation.invalid',
      status: 'validation.invalid',
      website: 'validation.url',
      email: 'validation.email',
      phone: 'validation.landline',
    });
    expect(companyUpdateSchema.safeParse({ status: 'replaced', successorId: '12' }).data).toEqual({
      status: 'replaced',
      successorId: 12,
    });
  });

  it('check contacts with the SPEC §5 e-mail, mobile and landline formats', () => {
    const base = { companyId: '1', name: 'Wang Fang', email: 'wang.fang@bluewater.example' };
    expect(contactCreateSchema.safeParse({ ...base, mobile: '13812345678', phone: '021-62345678' }).success).toBe(true);
    expect(contactCreateSchema.safeParse({ ...base, phone: '62345678', isPrimary: 'true' }).data).toMatchObject({
      phone: '62345678',
      mobile: null,
      isPrimary: true,
    });
    expect(
      issues(contactCreateSchema.safeParse({ ...base, email: 'wang@', mobile: '23812345678', phone: '021-123' })),
    ).toEqual({ email: 'validation.email', mobile: 'validation.mobile', phone: 'validation.landline' });
    expect(issues(contactCreateSchema.safeParse({ ...base, email: '' }))).toEqual({ email: 'validation.required' });
  });

  it('take organisation codes in capitals, 3 to 12 letters or digits', () => {
    expect(orgCodeCreateSchema.safeParse({ code: ' bluwatsha ', companyId: '1', purpose: 'shipper' }).data).toEqual({
      code: 'BLUWATSHA',
      companyId: 1,
      purpose: 'shipper',
      branchId: null,
    });
    for (const code of ['AB', 'ABCDEFGHIJKLM', 'AB-12']) {
      expect(issues(orgCodeCreateSchema.safeParse({ code, companyId: 1, purpose: 'billing' }))).toEqual({
        code: 'customers.orgCode.codeFormat',
      });
    }
  });

  it('derive the customer region from the country', () => {
    expect(['US', 'CA', 'DE', 'GB', 'AE', 'ZA', 'MX', 'BR', 'CN', 'AU', 'xx'].map(customerRegionFor)).toEqual([
      'TPE',
      'TPE',
      'EMEA',
      'EMEA',
      'EMEA',
      'EMEA',
      'LATAM',
      'LATAM',
      'APAC',
      'APAC',
      'APAC',
    ]);
  });

  it('let the form follow the country with the region, as the server does with a region left out', () => {
    const region = companyResource.fields.find((f) => f.name === 'customerRegion');
    expect(region?.derive?.from).toBe('country');
    for (const country of ['US', 'DE', 'BR', 'CN', 'de']) {
      expect(region?.derive?.value(country), country).toBe(customerRegionFor(country));
    }
    // A cleared country leaves the region as it is.
    expect(region?.derive?.value('')).toBeNull();
  });

  it('show obsolete and replaced customers as such on their detail, a replaced one with its successor', () => {
    const byKey = new Map((companyResource.banners ?? []).map((b) => [b.key, b]));
    expect(byKey.get('obsolete')?.when).toEqual({ field: 'status', in: ['obsolete'] });
    expect(byKey.get('replaced')?.when).toEqual({ field: 'status', in: ['replaced'] });
    expect(byKey.get('replaced')?.link).toBe('successorId');
    expect(translate('zh_cn', byKey.get('obsolete')?.titleKey ?? '')).toBe('该客户已作废');
    expect(translate('en_us', byKey.get('replaced')?.titleKey ?? '')).toBe('This customer has been replaced');
  });
});
