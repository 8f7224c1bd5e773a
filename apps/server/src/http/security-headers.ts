import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The headers every answer carries, whatever it is: a page, JSON, a static file, an error or a
 * download. Frames only from this origin (X-Frame-Options and frame-ancestors say the same), no
 * guessing of content types, the path and query kept from other sites, a browsing context of
 * our own, and no device features any page of the product uses.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy':
    'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
};

/** Browsers remember for a year, on every subdomain, that this site is HTTPS only. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The policy of everything that is not one of our pages (JSON, assets, images, downloads): it
 * may load nothing, so an answer opened on its own (an SVG, a file sent as text) runs nothing.
 */
export const RESOURCE_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/**
 * The policy of a page (the public site's rendered pages and the portal's index.html). Scripts
 * come only from this origin: both apps load their code as files, and what a rendered page
 * hands its script travels as non-executable JSON (`<script type="application/json">`). Style
 * elements need the page's nonce: the site's inline stylesheet carries it, and the portal gives
 * it to the style elements its UI library writes at run time (apps/web/src/shell/csp-nonce.ts);
 * style attributes are refused, so styles set from script go through the CSSOM. Images are ours
 * or data: URIs (the CSS's small icons, the portal's watermark tile); nothing is fetched from,
 * framed by or posted to another origin.
 */
export const pagePolicy = (nonce: string): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');

/** A fresh nonce for one page: 128 random bits. */
export const newNonce = (): string => randomBytes(16).toString('base64');

/** Where a page template takes its nonce; filled in for every answer by withNonce. */
export const NONCE_SLOT = '%CSP_NONCE%';

/** The page template with this answer's nonce in every slot (before any visitor input goes in). */
export const withNonce = (template: string, nonce: string): string => template.replaceAll(NONCE_SLOT, () => nonce);

/** The element through which a page's script reads its nonce (the attribute is hidden from the DOM). */
export const NONCE_META = `<meta property="csp-nonce" nonce="${NONCE_SLOT}">`;

/**
 * Sets the headers every answer carries; Strict-Transport-Security only on a request that came
 * over HTTPS (directly, or by a proxy TRUST_PROXY names), never over plain HTTP.
 */
export const applySecurityHeaders = (req: FastifyRequest, reply: FastifyReply): void => {
  reply.headers(SECURITY_HEADERS);
  reply.header('content-security-policy', RESOURCE_POLICY);
  if (req.protocol === 'https') reply.header('strict-transport-security', HSTS);
};

/** Makes an answer a page: the page's policy, with the nonce its template was filled with. */
export const pageHeaders = (reply: FastifyReply, nonce: string): FastifyReply =>
  reply.header('content-security-policy', pagePolicy(nonce));
