import { afterEach, describe, expect, it, vi } from 'vitest';
import { nonceStyleElements, pageNonce, styleAttributesThroughCssom } from './strict-csp';

/** A document of its own, as the server sends a page: with or without the nonce's meta element. */
const page = (head: string): Document =>
  new DOMParser().parseFromString(`<html><head>${head}</head></html>`, 'text/html');

afterEach(() => {
  document.head.innerHTML = '';
});

describe('the page nonce', () => {
  it('is read from the meta element the server writes', () => {
    expect(pageNonce(page('<meta property="csp-nonce" nonce="n0nce+/A==">'))).toBe('n0nce+/A==');
    expect(pageNonce(page('<meta name="description" content="x">'))).toBeUndefined();
  });

  it('goes on every style element created from script, and on nothing else', () => {
    const doc = page('<meta property="csp-nonce" nonce="abc123==">');
    nonceStyleElements(pageNonce(doc), doc);
    expect(doc.createElement('style').nonce).toBe('abc123==');
    expect(doc.createElement('STYLE').nonce).toBe('abc123==');
    expect(doc.createElement('script').nonce).toBe('');
    expect(doc.createElement('div').nonce).toBe('');
  });

  it('never goes on a style element that arrives as markup', () => {
    const doc = page('<meta property="csp-nonce" nonce="abc123==">');
    nonceStyleElements(pageNonce(doc), doc);
    const host = doc.createElement('div');
    host.innerHTML = '<style>body{display:none}</style>';
    expect(host.querySelector('style')?.nonce).toBe('');
  });

  it('leaves a page without a nonce as it is', () => {
    const doc = page('');
    const create = doc.createElement;
    nonceStyleElements(pageNonce(doc), doc);
    expect(doc.createElement).toBe(create);
  });
});

describe('style attributes set from script', () => {
  it('go through the CSSOM, so the policy does not refuse them; other attributes are set as ever', () => {
    const doc = page('');
    const element = doc.createElement('textarea');
    const proto = Object.create(Object.getPrototypeOf(element)) as Element;
    Object.setPrototypeOf(element, proto);
    styleAttributesThroughCssom(proto);
    const cssText = vi.spyOn(element.style, 'cssText', 'set');
    element.setAttribute('style', 'height: 20px; position: absolute');
    expect(cssText).toHaveBeenCalledWith('height: 20px; position: absolute');
    expect(element.style.height).toBe('20px');
    element.setAttribute('STYLE', 'width: 5px');
    expect(element.style.cssText).toBe('width: 5px;');
    element.setAttribute('wrap', 'off');
    expect(element.getAttribute('wrap')).toBe('off');
  });
});
