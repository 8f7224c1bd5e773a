/** Brand name and slug from configuration: written into the page by the server, or set by it when rendering. */
const meta = (name: string) =>
  typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

export const brand: { name: string; slug: string } = {
  name: meta('tidemark-brand') || 'Tidemark',
  slug: meta('tidemark-slug') || 'tidemark',
};

/** The server's renderer sets the configured brand once, before the first page. */
export const configureBrand = (name: string, slug: string): void => {
  brand.name = name;
  brand.slug = slug;
};
