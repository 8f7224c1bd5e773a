import { SOCIAL_NETWORKS, type SocialNetwork, socialProfileUrl } from '@tidemark/domain/site/menu';
import type { ReactNode } from 'react';
import { brand } from '../../brand';
import { useTranslation } from '../use-translation';

/** Icons drawn for the site (24 × 24, currentColor): simple marks, not the networks' artwork. */
const ICONS: Readonly<Record<SocialNetwork, ReactNode>> = {
  linkedin: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <rect x="6" y="10" width="2.6" height="8" fill="currentColor" />
      <circle cx="7.3" cy="6.9" r="1.5" fill="currentColor" />
      <path
        d="M11 18v-8h2.5v1.2c.6-.9 1.6-1.4 2.8-1.4 2 0 3 1.3 3 3.6V18h-2.6v-4.2c0-1.1-.4-1.7-1.3-1.7s-1.8.6-1.8 1.8V18z"
        fill="currentColor"
      />
    </>
  ),
  wechat: (
    <>
      <ellipse cx="9.5" cy="9.5" rx="7.5" ry="6" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M5.5 14.5 4.5 18l3.6-2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <ellipse cx="16" cy="15" rx="6" ry="4.8" fill="currentColor" />
      <circle cx="7" cy="8.5" r="1" fill="currentColor" />
      <circle cx="12" cy="8.5" r="1" fill="currentColor" />
    </>
  ),
  youtube: (
    <>
      <rect x="1.5" y="5" width="21" height="14" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10 9v6l5-3z" fill="currentColor" />
    </>
  ),
  x: (
    <path
      d="M4 3h4.5l11.5 18h-4.5zM19.5 3 13.7 9.6M4.5 21l5.8-6.6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  ),
};

/** The brand's four social network profiles (SPEC §9). */
export const SocialLinks = () => {
  const { t } = useTranslation();
  return (
    <ul className="social-links" aria-label={t('site.social.title', { brand: brand.name })}>
      {SOCIAL_NETWORKS.map((network) => (
        <li key={network}>
          <a href={socialProfileUrl(network, brand.slug)} rel="noopener" target="_blank">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              {ICONS[network]}
            </svg>
            <span className="visually-hidden">{t(`site.social.${network}`, { brand: brand.name })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
};
