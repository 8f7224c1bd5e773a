import type { ReactNode } from 'react';

export type StatusTone = 'success' | 'error' | 'warning' | 'info' | 'muted';

const PATHS: Record<StatusTone, string> = {
  success: 'M15 25l7 7 12-14',
  error: 'M17 17l14 14M31 17L17 31',
  warning: 'M24 14v12M24 32.5v.5',
  info: 'M24 22v11M24 15.5v.5',
  muted: 'M17 20a7 7 0 1 1 10 6.3c-1.8.9-3 2.4-3 4.4M24 34.5v.5',
};

/** A centred outcome: a toned icon, a title, a line of text and what to do next. */
export const StatusCard = ({
  tone,
  title,
  text,
  children,
}: {
  tone: StatusTone;
  title: string;
  text: string;
  children?: ReactNode;
}) => (
  <section className={`acc-status acc-status-${tone}`}>
    <svg viewBox="0 0 48 48" width="64" height="64" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" className="acc-status-disc" />
      <path d={PATHS[tone]} fill="none" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
    <h1>{title}</h1>
    <p>{text}</p>
    {children && <div className="acc-status-actions">{children}</div>}
  </section>
);
