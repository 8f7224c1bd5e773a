/** Brand name and slug, written into the page by the server from configuration. */
const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

export const brand = {
  name: meta('tidemark-brand') || 'Tidemark',
  slug: meta('tidemark-slug') || 'tidemark',
};
