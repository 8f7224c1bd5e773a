import { createHash } from 'node:crypto';
import {
  ARTICLES_PER_PAGE,
  type Article,
  type ArticleImage,
  type ArticleKind,
  type ArticlePage,
  type ArticleSummary,
  MAX_ARTICLE_IMAGES,
} from '@tidemark/domain/site/site-data/records';
import type { Database } from '../../../db/database';
import { AppError } from '../../../http/errors';
import { sanitizeArticleHtml } from './sanitize';

type ArticleRow = {
  id: number;
  kind: ArticleKind;
  slug: string;
  title_en: string;
  title_zh: string;
  summary_en: string;
  summary_zh: string;
  published_at: Date | string;
};

type ImageRow = { article_id: number; position: number; alt_en: string; alt_zh: string };

const imageUrl = (articleId: number, n: number) => `/api/site/articles/${articleId}/images/${n}`;

const toImage = (row: ImageRow): ArticleImage => ({
  n: row.position,
  alt: { en_us: row.alt_en, zh_cn: row.alt_zh },
  url: imageUrl(row.article_id, row.position),
});

const toSummary = (row: ArticleRow, cover: ImageRow | undefined): ArticleSummary => ({
  id: row.id,
  kind: row.kind,
  slug: row.slug,
  title: { en_us: row.title_en, zh_cn: row.title_zh },
  summary: { en_us: row.summary_en, zh_cn: row.summary_zh },
  publishedAt: new Date(row.published_at).toISOString(),
  cover: cover ? toImage(cover) : null,
});

const SUMMARY_COLUMNS = 'a.id, a.kind, a.slug, a.title_en, a.title_zh, a.summary_en, a.summary_zh, a.published_at';

/** One page of published articles of a kind, newest first. */
export const listArticles = async (database: Database, kind: ArticleKind, page: number): Promise<ArticlePage> => {
  const [count] = await database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM articles WHERE kind = $1 AND published_at <= now()',
    [kind],
  );
  const total = count?.n ?? 0;
  const rows = await database.query<ArticleRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM articles a
      WHERE a.kind = $1 AND a.published_at <= now()
      ORDER BY a.published_at DESC, a.id DESC
      LIMIT $2 OFFSET $3`,
    [kind, ARTICLES_PER_PAGE, (page - 1) * ARTICLES_PER_PAGE],
  );
  const covers = rows.length
    ? await database.query<ImageRow>(
        `SELECT article_id, position, alt_en, alt_zh FROM article_images
          WHERE article_id = ANY($1::int[]) AND position = 1`,
        [rows.map((r) => r.id)],
      )
    : [];
  const coverOf = new Map(covers.map((c) => [c.article_id, c]));
  return {
    rows: rows.map((r) => toSummary(r, coverOf.get(r.id))),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / ARTICLES_PER_PAGE)),
  };
};

/** A published article with its body cleaned for the browser, or null. */
export const getArticle = async (database: Database, id: number): Promise<Article | null> => {
  const [row] = await database.query<ArticleRow & { body_en: string; body_zh: string }>(
    `SELECT ${SUMMARY_COLUMNS}, a.body_en, a.body_zh FROM articles a WHERE a.id = $1 AND a.published_at <= now()`,
    [id],
  );
  if (!row) return null;
  const images = await database.query<ImageRow>(
    'SELECT article_id, position, alt_en, alt_zh FROM article_images WHERE article_id = $1 ORDER BY position',
    [id],
  );
  return {
    ...toSummary(row, images[0]),
    body: { en_us: sanitizeArticleHtml(row.body_en), zh_cn: sanitizeArticleHtml(row.body_zh) },
    images: images.map(toImage),
  };
};

export type StoredImage = { contentType: string; data: Buffer; etag: string };

/** The bytes of an image of a published article. */
export const getArticleImage = async (database: Database, id: number, n: number): Promise<StoredImage | null> => {
  const [row] = await database.query<{ content_type: string; data: Uint8Array }>(
    `SELECT i.content_type, i.data FROM article_images i JOIN articles a ON a.id = i.article_id
      WHERE i.article_id = $1 AND i.position = $2 AND a.published_at <= now()`,
    [id, n],
  );
  if (!row) return null;
  const data = Buffer.from(row.data);
  return {
    contentType: row.content_type,
    data,
    etag: `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`,
  };
};

export type NewArticleImage = { contentType: string; altEn: string; altZh: string; data: Buffer };

/**
 * Adds an image at the next free position. SPEC §5 allows at most four per article: a fifth is
 * refused here with a message, and the table's key (positions 1 to 4) refuses it in any case.
 */
export const addArticleImage = async (database: Database, articleId: number, image: NewArticleImage) =>
  database.session(async (conn) => {
    const [used] = await conn.query<{ n: number; next: number }>(
      'SELECT count(*)::int AS n, COALESCE(max(position), 0)::int + 1 AS next FROM article_images WHERE article_id = $1',
      [articleId],
    );
    if ((used?.n ?? 0) >= MAX_ARTICLE_IMAGES || (used?.next ?? 1) > MAX_ARTICLE_IMAGES) {
      throw new AppError(400, 'site.news.tooManyImages', { max: MAX_ARTICLE_IMAGES });
    }
    const position = used?.next ?? 1;
    await conn.query(
      `INSERT INTO article_images (article_id, position, content_type, alt_en, alt_zh, data)
       VALUES ($1, $2, $3, $4, $5, decode($6, 'base64'))`,
      [articleId, position, image.contentType, image.altEn, image.altZh, image.data.toString('base64')],
    );
    return position;
  });
