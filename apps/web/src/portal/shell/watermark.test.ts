import { WATERMARK } from '@tidemark/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountWatermark, WATERMARK_ATTRIBUTE, watchDialogs, watermarkStyle, watermarkTile } from './watermark';

const settle = () => new Promise((r) => setTimeout(r, 0));
const marks = (host: Element) => host.querySelectorAll(`[${WATERMARK_ATTRIBUTE}]`);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('watermark', () => {
  it('tiles the name in red at 160x120, 10% opacity, 45 degrees, without taking clicks', () => {
    const tile = decodeURIComponent(watermarkTile(['Alex Morgan', 'admin']));
    expect(tile).toContain(`width="${WATERMARK.width}" height="${WATERMARK.height}"`);
    expect(tile).toContain('fill="red"');
    expect(tile).toContain('rotate(-45 80 60)');
    expect(tile).toContain('>Alex Morgan<');
    const style = watermarkStyle(['x']);
    expect(style).toContain('opacity:0.1');
    expect(style).toContain('pointer-events:none');
    expect(style).toContain('background-size:160px 120px');
  });

  it('styles the layer through the CSSOM, never with a style attribute written as markup', () => {
    // The Content-Security-Policy refuses style attributes set with setAttribute: the layer
    // would be there, unstyled and invisible.
    const setAttribute = vi.spyOn(Element.prototype, 'setAttribute');
    const host = document.createElement('main');
    document.body.append(host);
    const unmount = mountWatermark(host, ['Alex Morgan', 'admin']);
    const mark = marks(host)[0] as HTMLElement;
    expect(setAttribute.mock.calls.filter(([name]) => name.toLowerCase() === 'style')).toEqual([]);
    setAttribute.mockRestore();
    expect(mark.style.pointerEvents).toBe('none');
    expect(mark.style.opacity).toBe(String(WATERMARK.opacity));
    unmount();
  });

  it('escapes names that look like markup', () => {
    expect(decodeURIComponent(watermarkTile(['<b>&'])).includes('&lt;b&gt;&amp;')).toBe(true);
  });

  it('comes back when removed', async () => {
    const host = document.createElement('main');
    document.body.append(host);
    const unmount = mountWatermark(host, ['Alex Morgan', 'admin']);
    expect(marks(host)).toHaveLength(1);
    expect(marks(host)[0]?.getAttribute(WATERMARK_ATTRIBUTE)).toBe('Alex Morgan admin');
    marks(host)[0]?.remove();
    await settle();
    expect(marks(host)).toHaveLength(1);
    host.innerHTML = '';
    await settle();
    expect(marks(host)).toHaveLength(1);
    unmount();
    expect(marks(host)).toHaveLength(0);
  });

  it('comes back when its style or label is altered', async () => {
    const host = document.createElement('main');
    document.body.append(host);
    const unmount = mountWatermark(host, ['Jordan Lee']);
    const first = marks(host)[0] as HTMLElement;
    first.style.display = 'none';
    await settle();
    const second = marks(host)[0] as HTMLElement;
    expect(marks(host)).toHaveLength(1);
    expect(second.style.display).toBe('block');
    second.setAttribute(WATERMARK_ATTRIBUTE, 'someone else');
    await settle();
    expect(marks(host)[0]?.getAttribute(WATERMARK_ATTRIBUTE)).toBe('Jordan Lee');
    second.className = 'hidden';
    await settle();
    expect(marks(host)[0]?.getAttribute('class')).toBeNull();
    unmount();
  });

  it('marks dialogs as they open', async () => {
    const stop = watchDialogs(document.body, ['Alex Morgan']);
    const dialog = document.createElement('div');
    dialog.className = 'ant-modal-container';
    document.body.append(dialog);
    await settle();
    expect(marks(dialog)).toHaveLength(1);
    marks(dialog)[0]?.remove();
    await settle();
    expect(marks(dialog)).toHaveLength(1);
    stop();
    expect(marks(dialog)).toHaveLength(0);
  });
});
