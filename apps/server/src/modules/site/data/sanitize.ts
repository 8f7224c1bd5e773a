import sanitizeHtml from 'sanitize-html';

/**
 * The HTML an article body may contain when it is sent to a browser: text structure, links and
 * tables, nothing that runs (no scripts, styles, event handlers, frames or javascript: links).
 * Articles are edited by staff, but the page renders the body as HTML, so it is cleaned on
 * every read rather than trusted.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'b',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], th: ['scope', 'colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      // Whatever rel the author wrote, the link never gets a handle on this page.
      attribs: { ...attribs, rel: 'noopener noreferrer' },
    }),
  },
};

export const sanitizeArticleHtml = (html: string): string => sanitizeHtml(html, OPTIONS);
