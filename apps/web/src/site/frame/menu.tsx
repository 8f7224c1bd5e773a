import type { SessionUser } from '@tidemark/domain';
import {
  ACCOUNT_PATH,
  brandPath,
  isCurrentLink,
  PORTAL_PATH,
  SIGN_IN_PATH,
  SITE_MENU,
  type SiteLinkGroup,
  TRACK_PATH,
} from '@tidemark/domain/site/menu';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { brand } from '../../brand';
import { hasToken, loadUser, signOut, useSession } from '../../shell/session';
import { LanguageSwitch } from '../language-switch';
import { useTranslation } from '../use-translation';

type GroupProps = {
  readonly group: SiteLinkGroup;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly onClose: () => void;
};

/** One menu group: a button that opens its list of links (disclosure pattern, keyboard and touch). */
const MenuGroup = ({ group, open, onToggle, onClose }: GroupProps) => {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const links = group.links.map((l) => ({ ...l, href: brandPath(l.path, brand.slug) }));
  const current = links.some((l) => isCurrentLink(l.href, pathname, search));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      onClose();
      button.current?.focus();
    }
  };
  return (
    <li className={`menu-group${open ? ' is-open' : ''}${current ? ' is-current' : ''}`} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
      >
        {t(`site.menu.groups.${group.key}`, { brand: brand.name })}
        <svg className="menu-caret" viewBox="0 0 10 6" width="10" height="6" aria-hidden="true">
          <path d="M1 1l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <ul id={id} className="menu-panel">
        {links.map((l) => (
          <li key={l.href}>
            <Link to={l.href} aria-current={isCurrentLink(l.href, pathname, search) ? 'page' : undefined}>
              {t(`site.menu.links.${l.key}`, { brand: brand.name })}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
};

/**
 * The signed-in user, read in the browser once the page is live. The server renders every public
 * page signed out (the session is in this tab's storage, which it cannot see), so the first
 * render, which hydrates that HTML, must be signed out too; the user is asked for afterwards.
 */
export const useSignedInUser = (): SessionUser | null => {
  const { status, user } = useSession();
  const [live, setLive] = useState(false);
  useEffect(() => {
    setLive(true);
    // The portal's start-up has usually asked already; a public page asks itself.
    if (status === 'unknown' && hasToken()) void loadUser().catch(() => undefined);
  }, [status]);
  return live ? user : null;
};

/**
 * Sign-in for a visitor; for a signed-in user their name, the way into the portal (where the
 * sign-in page lands them: the portal, or the account page while the account waits for
 * approval) and sign-out, after which the page shows sign-in again.
 */
const SiteAccount = () => {
  const { t } = useTranslation();
  const user = useSignedInUser();
  if (!user) return <a href={SIGN_IN_PATH}>{t('site.nav.signIn')}</a>;
  const name = user.displayName || user.userName;
  return (
    <div className="site-account">
      <span className="site-account-name">
        <span className="visually-hidden">{t('site.nav.signedInAs')} </span>
        {name}
      </span>
      <a href={user.status === 'active' ? PORTAL_PATH : ACCOUNT_PATH}>{t('site.nav.portal')}</a>
      <button type="button" className="site-sign-out" onClick={() => void signOut().catch(() => undefined)}>
        {t('site.nav.signOut')}
      </button>
    </div>
  );
};

/**
 * The site header: brand, the five menu groups (SPEC §1), Track, the account (sign-in, or the
 * signed-in user) and the language switch. Under 760 px the menu folds behind a button.
 */
export const SiteHeader = () => {
  const { t } = useTranslation();
  const location = useLocation();
  const navId = useId();
  const [phoneOpen, setPhoneOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const header = useRef<HTMLElement>(null);

  // A new page closes whatever was open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation
  useEffect(() => {
    setPhoneOpen(false);
    setOpenGroup(null);
  }, [location.key]);

  // A click or tap outside the header closes an open dropdown.
  useEffect(() => {
    if (!openGroup && !phoneOpen) return;
    const onPointer = (e: PointerEvent) => {
      if (header.current && !header.current.contains(e.target as Node)) {
        setOpenGroup(null);
        setPhoneOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [openGroup, phoneOpen]);

  const trackCurrent = isCurrentLink(TRACK_PATH, location.pathname, location.search);
  return (
    <header className="site-header" ref={header}>
      <div className="site-header-bar">
        <Link to="/" className="brand" aria-label={t('site.nav.homeOf', { brand: brand.name })}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{brand.name}</span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={phoneOpen}
          aria-controls={navId}
          onClick={() => setPhoneOpen((v) => !v)}
        >
          <svg viewBox="0 0 20 14" width="20" height="14" aria-hidden="true">
            <path d="M0 1h20M0 7h20M0 13h20" stroke="currentColor" strokeWidth="2" />
          </svg>
          <span>{phoneOpen ? t('site.nav.closeMenu') : t('site.nav.openMenu')}</span>
        </button>
        <nav id={navId} aria-label={t('site.nav.main')} className={`site-nav${phoneOpen ? ' is-open' : ''}`}>
          <ul className="menu">
            {SITE_MENU.map((group) => (
              <MenuGroup
                key={group.key}
                group={group}
                open={openGroup === group.key}
                onToggle={() => setOpenGroup((g) => (g === group.key ? null : group.key))}
                onClose={() => setOpenGroup(null)}
              />
            ))}
          </ul>
          <div className="site-actions">
            <Link to={TRACK_PATH} className="site-track" aria-current={trackCurrent ? 'page' : undefined}>
              {t('site.nav.track')}
            </Link>
            <SiteAccount />
            <LanguageSwitch />
          </div>
        </nav>
      </div>
    </header>
  );
};
