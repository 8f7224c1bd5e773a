import { brandPath, FOOTER_GROUPS, LEGAL_LINKS } from '@tidemark/domain/site/menu';
import { useId } from 'react';
import { Link } from 'react-router';
import { brand } from '../../brand';
import { LanguageSwitch } from '../language-switch';
import { useTranslation } from '../use-translation';
import { SocialLinks } from './social';

let copyrightYear = new Date().getFullYear();

/** The year of the copyright line; the server's renderer sets it so the browser hydrates the same text. */
export const setCopyrightYear = (year: number): void => {
  copyrightYear = year;
};

export const SiteFooter = () => {
  const { t } = useTranslation();
  const id = useId();
  const label = (key: string) => t(`site.menu.links.${key}`, { brand: brand.name });
  return (
    <footer className="site-footer">
      <div className="footer-groups">
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.key} aria-labelledby={`${id}-${group.key}`} className="footer-group">
            <h2 id={`${id}-${group.key}`}>{t(`site.menu.groups.${group.key}`, { brand: brand.name })}</h2>
            <ul>
              {group.links.map((l) => (
                <li key={l.path}>
                  <Link to={brandPath(l.path, brand.slug)}>{label(l.key)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="footer-group">
          <h2>{t('site.social.title', { brand: brand.name })}</h2>
          <SocialLinks />
          <LanguageSwitch />
        </div>
      </div>
      <div className="footer-base">
        <nav aria-label={t('site.menu.groups.legal')}>
          <ul className="legal-links">
            {LEGAL_LINKS.map((l) => (
              <li key={l.path}>
                <Link to={l.path}>{label(l.key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>{t('site.footer.rights', { year: copyrightYear, brand: brand.name })}</p>
      </div>
    </footer>
  );
};
