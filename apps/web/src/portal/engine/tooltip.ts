const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place in HTML: chart tooltips are HTML, and their labels are record data. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** A chart tooltip: the group's label in bold, then one line per figure, every part escaped. */
export const tooltipHtml = (title: string, lines: readonly string[]): string =>
  [`<strong>${escapeHtml(title)}</strong>`, ...lines.map(escapeHtml)].join('<br/>');
