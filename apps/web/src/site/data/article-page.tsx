import type { Article } from '@tidemark/domain/site/site-data/records';
import { Link } from 'react-router';
import { useSiteData } from '../route-data';
import { publicationDate, useSiteText } from './text';
import './site-data.css';

export type ArticleData = { readonly article: Article | null };

/**
 * /newsDetail?id= and /newsdetail?id=: one news item or blog post. The body HTML was cleaned
 * on the server (allow-listed tags, no scripts or handlers) before it was sent.
 */
const ArticlePageView = () => {
  const { article } = useSiteData<ArticleData>();
  const { t, pick, lang } = useSiteText();

  if (!article) {
    return (
      <div className="sd-page sd-reading">
        <h1>{t('site.news.detailTitle')}</h1>
        <p>{t('site.news.notFound')}</p>
        <p>
          <Link to="/news">{t('site.news.back')}</Link>
        </p>
      </div>
    );
  }
  const back = article.kind === 'news' ? '/news' : '/blog';
  return (
    <article className="sd-page sd-reading">
      <p className="sd-note">
        <Link to={back}>{t(`site.news.kinds.${article.kind}`)}</Link> ·{' '}
        <time dateTime={article.publishedAt}>
          {t('site.news.published', { date: publicationDate(article.publishedAt, lang) })}
        </time>
      </p>
      <h1>{pick(article.title)}</h1>
      <p className="sd-lead">{pick(article.summary)}</p>
      {article.images[0] ? (
        <img
          className="sd-figure"
          src={article.images[0].url}
          alt={pick(article.images[0].alt)}
          width="640"
          height="360"
        />
      ) : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes the body with an allow-list before sending it */}
      <div className="sd-body" dangerouslySetInnerHTML={{ __html: pick(article.body) }} />
      {article.images.length > 1 ? (
        <div className="sd-gallery">
          {article.images.slice(1).map((image) => (
            <img key={image.n} src={image.url} alt={pick(image.alt)} width="320" height="180" loading="lazy" />
          ))}
        </div>
      ) : null}
      <p>
        <Link to={back}>{t('site.news.back')}</Link>
      </p>
    </article>
  );
};

export default ArticlePageView;
