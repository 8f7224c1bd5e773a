import { type ArticlePage, articlePath } from '@tidemark/domain/site/site-data/records';
import { useId } from 'react';
import { Link } from 'react-router';
import { useSiteData } from '../route-data';
import { publicationDate, useSiteText } from './text';
import './site-data.css';

export type ArticleListData = { readonly kind: 'news' | 'blog'; readonly list: ArticlePage };

/** /news and /blog: published articles, ten per page (?page=), newest first. */
const NewsPage = () => {
  const { kind, list } = useSiteData<ArticleListData>();
  const { t, pick, lang } = useSiteText();
  const id = useId();
  const base = kind === 'news' ? '/news' : '/blog';
  const pageHref = (page: number) => (page === 1 ? base : `${base}?page=${page}`);

  return (
    <div className="sd-page">
      <header className="sd-hero">
        <h1>{t(`site.${kind}.heading`)}</h1>
        <p>{t(`site.${kind}.lead`)}</p>
      </header>
      {list.rows.length === 0 ? <p>{t('site.news.empty')}</p> : null}
      <ul className="sd-articles">
        {list.rows.map((a) => {
          const titleId = `${id}-${a.id}`;
          return (
            <li key={a.id}>
              <article className="sd-article-card" aria-labelledby={titleId}>
                {a.cover ? (
                  <img src={a.cover.url} alt={pick(a.cover.alt)} width="320" height="180" loading="lazy" />
                ) : null}
                <div>
                  <p className="sd-note">
                    <time dateTime={a.publishedAt}>
                      {t('site.news.published', { date: publicationDate(a.publishedAt, lang) })}
                    </time>
                  </p>
                  <h2 id={titleId}>
                    <Link to={articlePath(a.id)}>{pick(a.title)}</Link>
                  </h2>
                  <p>{pick(a.summary)}</p>
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {list.pageCount > 1 ? (
        <nav className="sd-pager" aria-label={t('site.news.pager.label')}>
          {list.page > 1 ? (
            <Link to={pageHref(list.page - 1)} rel="prev">
              {t('site.news.pager.previous')}
            </Link>
          ) : null}
          <span aria-current="page">{t('site.news.pager.status', { page: list.page, count: list.pageCount })}</span>
          {list.page < list.pageCount ? (
            <Link to={pageHref(list.page + 1)} rel="next">
              {t('site.news.pager.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
};

export default NewsPage;
