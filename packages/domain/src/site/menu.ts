/**
 * The public site's navigation (SPEC §1, ROUTES.md): the header's menu groups, the footer's link
 * groups, the legal links and the social networks. Paths may hold `{slug}` (the brand slug from
 * configuration); labels are catalog keys under site.menu.
 */

export type SiteLink = {
  /** Label key under site.menu.links. */
  readonly key: string;
  /** Path, with `{slug}` where the brand slug goes. */
  readonly path: string;
};

export type SiteLinkGroup = {
  /** Label key under site.menu.groups. */
  readonly key: string;
  readonly links: readonly SiteLink[];
};

export const SITE_MENU: readonly SiteLinkGroup[] = [
  {
    key: 'why',
    links: [
      { key: 'whyBrand', path: '/why-{slug}' },
      { key: 'vision', path: '/why-{slug}/our-vision' },
      { key: 'fourReasons', path: '/four-reasons' },
      { key: 'predictability', path: '/predictability' },
      { key: 'visibility', path: '/visibility' },
      { key: 'control', path: '/control' },
      { key: 'reliability', path: '/reliability' },
      { key: 'whoWeAre', path: '/who-we-are' },
      { key: 'story', path: '/{slug}-story' },
    ],
  },
  {
    key: 'supplyChain',
    links: [
      { key: 'oceanFreight', path: '/supply-chain/ocean-freight' },
      { key: 'airFreight', path: '/supply-chain/air-freight' },
      { key: 'overland', path: '/supply-chain/overland' },
      { key: 'contractLogistics', path: '/supply-chain/contract-logistics' },
      { key: 'depotOperations', path: '/supply-chain/depot-operations' },
      { key: 'customsBrokerage', path: '/supply-chain/customs-brokerage' },
      { key: 'warehouse', path: '/warehouse' },
    ],
  },
  {
    key: 'ecommerce',
    links: [
      { key: 'ecommerceLogistics', path: '/ecommerce' },
      { key: 'ecommerceMaps', path: '/ecommerce-maps' },
      { key: 'fbaWarehouses', path: '/ecommerce/fba-warehouse-locations' },
    ],
  },
  {
    key: 'locations',
    links: [
      { key: 'americas', path: '/locations?tab=0' },
      { key: 'china', path: '/locations?tab=1' },
      { key: 'asiaPacific', path: '/locations?tab=2' },
      { key: 'emea', path: '/locations?tab=3' },
    ],
  },
  {
    key: 'about',
    links: [
      { key: 'about', path: '/about' },
      { key: 'history', path: '/about/history' },
      { key: 'speakingUp', path: '/about/speakingUp' },
      { key: 'career', path: '/career' },
      { key: 'sustainability', path: '/sustainability' },
      { key: 'ethics', path: '/ethics-compliance' },
      { key: 'news', path: '/news' },
      { key: 'blog', path: '/blog' },
    ],
  },
];

export const TRACK_PATH = '/tracking';
export const SIGN_IN_PATH = '/login';
/** Where a signed-in user goes on: the portal, or their account page while it awaits approval. */
export const PORTAL_PATH = '/dashboard';
export const ACCOUNT_PATH = '/user-account';

const menuGroup = (key: string): readonly SiteLink[] => SITE_MENU.find((g) => g.key === key)?.links ?? [];

export const FOOTER_GROUPS: readonly SiteLinkGroup[] = [
  { key: 'services', links: [...menuGroup('supplyChain'), { key: 'ecommerceLogistics', path: '/ecommerce' }] },
  {
    key: 'company',
    links: [{ key: 'whyBrand', path: '/why-{slug}' }, ...menuGroup('about'), { key: 'locations', path: '/locations' }],
  },
  {
    key: 'support',
    links: [
      { key: 'track', path: TRACK_PATH },
      { key: 'contact', path: '/contact' },
      { key: 'onlineQuotations', path: '/online-quotations' },
      { key: 'onlineSupport', path: '/online-customers-support' },
      { key: 'chb', path: '/chb' },
      { key: 'advisory', path: '/advisory' },
      { key: 'blankSailing', path: '/blank-sailing' },
      { key: 'covidPolicies', path: '/covid-policies' },
      { key: 'relocation', path: '/relocation' },
    ],
  },
];

export const LEGAL_LINKS: readonly SiteLink[] = [
  { key: 'termOfUse', path: '/term-of-use' },
  { key: 'privacyPolicy', path: '/privacy-policy' },
  { key: 'cookies', path: '/cookies' },
];

/** SPEC §9: four social network links. */
export const SOCIAL_NETWORKS = ['linkedin', 'wechat', 'youtube', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The brand's profile on each network, all built from the slug here and nowhere else. */
export const socialProfileUrl = (network: SocialNetwork, slug: string): string => {
  const handle = encodeURIComponent(slug);
  switch (network) {
    case 'linkedin':
      return `https://www.linkedin.com/company/${handle}`;
    case 'wechat':
      return `https://weixin.sogou.com/weixin?type=1&query=${handle}`;
    case 'youtube':
      return `https://www.youtube.com/@${handle}`;
    case 'x':
      return `https://x.com/${handle}`;
  }
};

/** A menu path with the brand slug in place (`{slug}`, or `{product}` as SPEC and ROUTES.md write it). */
export const brandPath = (path: string, slug: string): string =>
  path.replaceAll('{slug}', slug).replaceAll('{product}', slug);

/** Whether a menu link points at the current location (path, and the query it names, if any). */
export const isCurrentLink = (linkPath: string, pathname: string, search: string): boolean => {
  const [path = '', query] = linkPath.split('?');
  const norm = (p: string) => p.toLowerCase().replace(/\/+$/, '') || '/';
  if (norm(path) !== norm(pathname)) return false;
  if (!query) return true;
  const have = new URLSearchParams(search);
  for (const [k = '', v = ''] of query.split('&').map((pair) => pair.split('='))) {
    // An absent tab means the first one (SPEC §2: /locations opens on tab 0).
    if ((have.get(k) ?? (k === 'tab' ? '0' : null)) !== v) return false;
  }
  return true;
};
