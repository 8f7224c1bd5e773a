import { brandPath, FOOTER_GROUPS, LEGAL_LINKS, SITE_MENU } from '@tidemark/domain/site/menu';
import { robotsTxt, sitemapXml } from '@tidemark/domain/site/seo';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { requestOrigin } from './page';
import type { SiteRenderer } from './renderer';

/**
 * Without a built renderer the server cannot read the web app's route table; the sitemap then
 * lists the pages the menu and footer link to.
 */
const menuPaths = (slug: string): string[] => {
  const paths = new Set<string>(['/']);
  for (const group of [...SITE_MENU, ...FOOTER_GROUPS]) {
    for (const link of group.links) paths.add(brandPath(link.path, slug));
  }
  for (const link of LEGAL_LINKS) paths.add(link.path);
  return [...paths];
};

/** /sitemap.xml and /robots.txt, with absolute URLs on the host the request came to. */
export const registerSiteRoutes = (app: FastifyInstance, renderer: SiteRenderer | null): void => {
  route(app, {
    method: 'GET',
    url: '/sitemap.xml',
    permission: 'public',
    summary: 'Sitemap of the public website: every page in both languages, with hreflang alternates',
    tags: ['site'],
    handler: async ({ req, reply }) => {
      const slug = app.config.brandSlug;
      const paths = renderer ? renderer.publicPaths(slug) : menuPaths(slug);
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return sitemapXml(requestOrigin(req), [...new Set(paths)]);
    },
  });
  route(app, {
    method: 'GET',
    url: '/robots.txt',
    permission: 'public',
    summary: 'Crawler rules: the portal, account pages and the API stay out of search engines',
    tags: ['site'],
    handler: async ({ req, reply }) => {
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return robotsTxt(requestOrigin(req));
    },
  });
};
