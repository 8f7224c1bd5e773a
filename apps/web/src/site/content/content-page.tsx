import type { ContentPage } from '@tidemark/domain/site/content/types';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ContentBlockView } from './blocks';
import { Icon } from './icons';
import { useLocalize } from './localize';
import './content.css';

/**
 * One written page of the site in the current language: a hero with the heading, the lead and
 * the page's icon, then its blocks, each an anchor (`#id`) when it has an id.
 */
export const ContentPageView = ({ page }: { page: ContentPage }) => {
  const l = useLocalize();
  const { hash } = useLocation();
  // Pages arrive after client-side navigation, later than the browser looks for the anchor.
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <article className={`content-page content-group-${page.group}`}>
      <header className="content-hero">
        <div className="content-inner content-hero-inner">
          <div className="content-hero-text reveal-left">
            <h1>{l(page.heading)}</h1>
            <p className="content-lead">{l(page.lead)}</p>
          </div>
          {page.icon && (
            <div className="content-hero-art reveal-right">
              <Icon name={page.icon} size={96} />
            </div>
          )}
        </div>
      </header>
      {page.blocks.map((block, i) => (
        <ContentBlockView key={block.id ?? `${block.kind}-${i}`} block={block} />
      ))}
    </article>
  );
};
