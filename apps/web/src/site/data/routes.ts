import type { SiteRoute } from '../route-types';
import { loadArticle, loadArticles, loadOffices, loadWarehouses } from './loaders';

const articlePage = () => import('./article-page');
const mapsPage = () => import('./ecommerce-maps-page');
const newsPage = () => import('./news-page');

/**
 * Public pages backed by database records: locations, eCommerce, news and blog. News items and
 * blog posts are both read at /newsDetail?id= (and /newsdetail?id=, the same page).
 */
export const siteDataRoutes: readonly SiteRoute[] = [
  {
    path: '/locations',
    load: () => import('./locations-page'),
    title: 'site.locations.title',
    description: 'site.locations.description',
    data: loadOffices,
  },
  {
    path: '/ecommerce',
    load: () => import('./ecommerce-page'),
    title: 'site.ecommerce.title',
    description: 'site.ecommerce.description',
    data: loadWarehouses,
  },
  {
    path: '/ecommerce-maps',
    load: mapsPage,
    title: 'site.ecommerceMaps.title',
    description: 'site.ecommerceMaps.description',
    data: loadWarehouses,
  },
  {
    path: '/ecommerce/fba-warehouse-locations',
    load: mapsPage,
    title: 'site.ecommerceMaps.title',
    description: 'site.ecommerceMaps.description',
    data: loadWarehouses,
  },
  {
    path: '/news',
    load: newsPage,
    title: 'site.news.title',
    description: 'site.news.description',
    data: loadArticles('news'),
  },
  {
    path: '/blog',
    load: newsPage,
    title: 'site.blog.title',
    description: 'site.blog.description',
    data: loadArticles('blog'),
  },
  {
    path: '/newsDetail',
    load: articlePage,
    title: 'site.news.detailTitle',
    description: 'site.news.detailDescription',
    data: loadArticle,
  },
  {
    path: '/newsdetail',
    load: articlePage,
    title: 'site.news.detailTitle',
    description: 'site.news.detailDescription',
    data: loadArticle,
  },
];
