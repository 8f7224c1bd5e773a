/** Timing, layout and limit constants of SPEC §9, in one place for both apps. */
export const REQUEST_TIMEOUT_MS = 7_200_000;
export const UPGRADE_POLL_MS = 60_000;
export const UPGRADE_POLL_MAX_FAILURES = 3;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const LOADING_STEP_MS = 20;
export const LOADING_MAX_PERCENT = 99;
export const LOADING_HIDE_DELAY_MS = 500;
export const RESIZE_RELAYOUT_MS = 500;
export const SCROLL_TOP_MS = 800;

export const BREAKPOINTS = { phone: 760, pad: 980, desk: 1300 } as const;
export type Breakpoint = 'phone' | 'pad' | 'desk' | 'desktop';
export const breakpointFor = (width: number): Breakpoint =>
  width < BREAKPOINTS.phone ? 'phone' : width < BREAKPOINTS.pad ? 'pad' : width < BREAKPOINTS.desk ? 'desk' : 'desktop';

export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_BATCH_ROWS = 20;
export const MAX_IMAGES_PER_ARTICLE = 4;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 18;
export const NOTE_MAX = 100;
export const SHORT_TEXT_MAX = 50;
export const LONG_TEXT_DEFAULT_SIZE = 200;
/** Ids are PostgreSQL integers: a larger one is invalid input, never a query the database refuses. */
export const ID_MAX = 2_147_483_647;

export const WATERMARK = { width: 160, height: 120, opacity: 0.1, color: 'red', rotateDeg: 45 } as const;
export const MAINTENANCE_DIALOG_WIDTH = 700;

export const TIME_ZONES = ['+08:00', '+00:00', '+01:00', '-04:00', '-05:00', '-07:00', '-08:00'] as const;
