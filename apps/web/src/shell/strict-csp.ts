/**
 * The nonce this page's Content-Security-Policy admits for style elements, as the server wrote it
 * into `<meta property="csp-nonce">`. Once the policy applies the browser hides the attribute
 * from the DOM; the element's `nonce` property still holds it.
 */
export const pageNonce = (doc: Document = document): string | undefined => {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || meta?.getAttribute('nonce') || undefined;
};

/**
 * Gives every style element created from script on this document the page's nonce. The portal's
 * UI library writes its styles into style elements at run time (antd's CSS-in-JS and its icons,
 * and rc-component's scroll lock and scrollbar measurement, which take no nonce); with this they
 * are admitted without allowing inline styles at large. Markup that is parsed (innerHTML, an
 * injected fragment) creates its elements without this function, so a style element smuggled in
 * that way has no nonce and stays refused, as do style attributes.
 */
export const nonceStyleElements = (nonce: string | undefined, doc: Document = document): void => {
  if (!nonce) return;
  const create = doc.createElement.bind(doc);
  doc.createElement = ((tagName: string, options?: ElementCreationOptions) => {
    const element = create(tagName, options);
    if (element.localName === 'style') element.nonce = nonce;
    return element;
  }) as Document['createElement'];
};

/**
 * Makes a style attribute set from script (`setAttribute('style', …)`) a CSSOM assignment. The
 * page's policy refuses style attributes that arrive as markup; a component library that sizes a
 * hidden element this way (antd's auto-sizing text area) would otherwise leave it unstyled. Script
 * could set the same through `element.style` anyway, so nothing is admitted that script could not
 * already do; attributes the HTML parser sets (innerHTML, an injected fragment) stay refused.
 */
export const styleAttributesThroughCssom = (proto: Element = Element.prototype): void => {
  const setAttribute = proto.setAttribute;
  proto.setAttribute = function (this: Element, name: string, value: string) {
    if (String(name).toLowerCase() === 'style' && (this instanceof HTMLElement || this instanceof SVGElement)) {
      this.style.cssText = String(value);
      return;
    }
    setAttribute.call(this, name, value);
  };
};
