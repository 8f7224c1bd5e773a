import type { ContentIcon } from '@tidemark/domain/site/content/types';
import type { ReactNode } from 'react';

/**
 * The site's own icon set: one 24 px line drawing per ContentIcon, stroked with the current text
 * colour so an icon follows the colour of whatever it sits in.
 */
const DRAWINGS: Readonly<Record<ContentIcon, ReactNode>> = {
  ship: (
    <>
      <path d="M2.5 14.5h19l-2.6 4.6a1.8 1.8 0 0 1-1.6.9H6.7a1.8 1.8 0 0 1-1.6-.9z" />
      <path d="M5 14.5v-4h4.5v4M9.5 14.5V8H14v6.5M16.5 14.5v-8H19v8M17.75 6.5V4" />
    </>
  ),
  plane: (
    <path d="M12 2.5A1.5 1.5 0 0 1 13.5 4v5.5l8 4.5v2l-8-2.5v4l2 1.5v1.5L12 19.5l-3.5 1V19l2-1.5v-4l-8 2.5v-2l8-4.5V4A1.5 1.5 0 0 1 12 2.5z" />
  ),
  truck: (
    <>
      <path d="M2.5 6.5h11v10h-11zM13.5 10h4l3 3.5v3h-7" />
      <circle cx="6.5" cy="17.5" r="1.75" />
      <circle cx="17" cy="17.5" r="1.75" />
    </>
  ),
  train: (
    <>
      <path d="M6 3.5h12a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-9a2 2 0 0 1 2-2zM4 10h16" />
      <path d="M7.5 16.5 5 20.5M16.5 16.5l2.5 4M6.5 19h11" />
      <circle cx="8" cy="13.25" r="1" />
      <circle cx="16" cy="13.25" r="1" />
    </>
  ),
  warehouse: <path d="M3 20.5V9l9-5 9 5v11.5M7 20.5v-8h10v8M7 15.5h10M7 18h10" />,
  customs: (
    <>
      <path d="M8 4.5H6.5a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2v-13a2 2 0 0 0-2-2H16" />
      <path d="M8.5 3h7v3h-7zM8.5 13.5l2.5 2.5 4.5-5" />
    </>
  ),
  depot: (
    <path d="M3 20.5h18M3.5 14h8v6.5h-8zM12.5 14h8v6.5h-8zM8 7.5h8V14H8zM6 16v2.5M9 16v2.5M15 16v2.5M18 16v2.5M10.5 9.5V12M13.5 9.5V12" />
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
    </>
  ),
  chart: <path d="M3.5 3.5v17h17M7 15l4-4 3 3 5.5-6.5M15.5 7.5h4v4" />,
  shield: <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6zM8.75 12l2.25 2.25 4.25-4.5" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3.5 2" />
    </>
  ),
  eye: (
    <>
      <path d="M2.5 12s3.5-6.5 9.5-6.5 9.5 6.5 9.5 6.5-3.5 6.5-9.5 6.5S2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  control: (
    <>
      <path d="M4 6.5h9M17 6.5h3M4 12h3M11 12h9M4 17.5h11M19 17.5h1" />
      <circle cx="15" cy="6.5" r="2" />
      <circle cx="9" cy="12" r="2" />
      <circle cx="17" cy="17.5" r="2" />
    </>
  ),
  handshake: (
    <path d="M2.5 8.5l3-3 4.5 2M21.5 8.5l-3-3-4.5 2-4 3.5a1.5 1.5 0 0 0 2 2.2l2-1.7 4.5 4-3.5 3.5M5.5 5.5 3 13l3 3M18.5 5.5 21 13l-2 2M6 16l3.5 3.5a1.5 1.5 0 0 0 2.1 0M8 14l3.5 3.5M10 12.5l3.5 3.5" />
  ),
  leaf: <path d="M5 19.5C5 11 10.5 5 20 5c0 9.5-5.5 15-14 14.5M5 19.5c3-4 6.5-6.5 10-8.5" />,
  people: (
    <>
      <circle cx="9" cy="8" r="3.25" />
      <path d="M3 20c0-3.5 2.7-6 6-6s6 2.5 6 6M16 14.25c2.9 0 5 2.3 5 5.25" />
      <circle cx="17" cy="9" r="2.5" />
    </>
  ),
  document: (
    <path d="M6.5 2.5h8l4 4v13a2 2 0 0 1-2 2h-10a2 2 0 0 1-2-2v-15a2 2 0 0 1 2-2zM14.5 2.5v4h4M8.5 12h7M8.5 15.5h7M8.5 8.5h3" />
  ),
  support: (
    <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2M4.5 13.5H7v5H6a1.5 1.5 0 0 1-1.5-1.5zM19.5 13.5H17v5h1a1.5 1.5 0 0 0 1.5-1.5zM17 18.5c0 1.5-1.5 2.5-4 2.5" />
  ),
  parcel: (
    <path d="M12 2.75l8.5 4.5v9.5L12 21.25l-8.5-4.5v-9.5zM3.5 7.25 12 11.75l8.5-4.5M12 11.75v9.5M7.75 5l8.5 4.5" />
  ),
  route: (
    <>
      <circle cx="6" cy="17.5" r="2" />
      <circle cx="18" cy="5.5" r="2" />
      <path d="M8 17.5h8a3 3 0 0 0 0-6H8a3 3 0 0 1 0-6h8" />
    </>
  ),
};

/** Every icon name the set draws, in a stable order. */
export const CONTENT_ICONS = Object.keys(DRAWINGS) as ContentIcon[];

/** A decorative icon: hidden from assistive technology, since the text next to it says the same. */
export const Icon = ({ name, size = 24, className }: { name: ContentIcon; size?: number; className?: string }) => (
  <svg
    className={className ? `site-icon ${className}` : 'site-icon'}
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    data-icon={name}
  >
    {DRAWINGS[name]}
  </svg>
);
