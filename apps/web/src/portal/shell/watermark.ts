import { WATERMARK } from '@tidemark/domain';

const escapeXml = (s: string) =>
  s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** One SVG tile with the lines centred and turned 45° so the text rises from left to right. */
export const watermarkTile = (lines: readonly string[]): string => {
  const { width, height, color, rotateDeg } = WATERMARK;
  const lineHeight = 18;
  const top = height / 2 - ((lines.length - 1) * lineHeight) / 2;
  const spans = lines
    .map((line, i) => `<tspan x="${width / 2}" y="${top + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<text fill="${color}" font-family="system-ui, sans-serif" font-size="14" text-anchor="middle" dominant-baseline="middle" ` +
    `transform="rotate(-${rotateDeg} ${width / 2} ${height / 2})">${spans}</text></svg>`;
  return `url("data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}")`;
};

/** Inline style of the layer: covers its host, never takes a click, sits above tables. */
export const watermarkStyle = (lines: readonly string[], position: 'absolute' | 'fixed' = 'absolute'): string =>
  [
    `position:${position}`,
    'inset:0',
    'z-index:9',
    'pointer-events:none',
    `opacity:${WATERMARK.opacity}`,
    `background-image:${watermarkTile(lines)}`,
    `background-size:${WATERMARK.width}px ${WATERMARK.height}px`,
    'background-repeat:repeat',
    'display:block',
    'visibility:visible',
  ].join(';');

export const WATERMARK_ATTRIBUTE = 'data-watermark';

/**
 * Puts the watermark layer into host and puts it back whenever someone removes it or changes its
 * attributes (SPEC §6). Returns the function that takes it away for good.
 */
export const mountWatermark = (host: HTMLElement, lines: readonly string[]): (() => void) => {
  const label = lines.join(' ');
  // Set through the CSSOM: the page's Content-Security-Policy refuses style attributes written
  // as markup (setAttribute), which would leave the layer unstyled and so invisible.
  const style = watermarkStyle(lines);
  let applied = '';
  const create = () => {
    const el = document.createElement('div');
    el.setAttribute(WATERMARK_ATTRIBUTE, label);
    el.setAttribute('aria-hidden', 'true');
    el.style.cssText = style;
    // The browser's own spelling of the style, which any change to it alters.
    applied = el.getAttribute('style') ?? '';
    return el;
  };
  let mark = create();
  const intact = () =>
    mark.parentNode === host &&
    mark.getAttribute('style') === applied &&
    mark.getAttribute(WATERMARK_ATTRIBUTE) === label &&
    mark.attributes.length === 3 &&
    mark.childNodes.length === 0;
  const observer = new MutationObserver(() => {
    if (intact()) return;
    observer.disconnect();
    mark.remove();
    mark = create();
    host.appendChild(mark);
    watch();
  });
  const watch = () => {
    observer.observe(host, { childList: true });
    observer.observe(mark, { attributes: true, childList: true, characterData: true, subtree: true });
  };
  host.appendChild(mark);
  watch();
  return () => {
    observer.disconnect();
    mark.remove();
  };
};

// antd 6 class names of a modal's and a drawer's panel.
const DIALOGS = '.ant-modal-container, .ant-drawer-section';

/** Marks every dialog and drawer that opens anywhere on the page while the portal is shown. */
export const watchDialogs = (root: HTMLElement, lines: readonly string[]): (() => void) => {
  const marked = new Map<Element, () => void>();
  const scan = () => {
    for (const [el, unmount] of marked) {
      if (!el.isConnected) {
        unmount();
        marked.delete(el);
      }
    }
    for (const el of root.querySelectorAll<HTMLElement>(DIALOGS)) {
      if (!marked.has(el)) marked.set(el, mountWatermark(el, lines));
    }
  };
  const observer = new MutationObserver(scan);
  observer.observe(root, { childList: true, subtree: true });
  scan();
  return () => {
    observer.disconnect();
    for (const unmount of marked.values()) unmount();
    marked.clear();
  };
};
