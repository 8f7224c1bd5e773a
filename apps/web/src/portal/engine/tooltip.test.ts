import { describe, expect, it } from 'vitest';
import { escapeHtml, tooltipHtml } from './tooltip';

describe('chart tooltips', () => {
  it('write record data as text, never as markup', () => {
    const html = tooltipHtml('<img src=x onerror=alert(1)>', ['Carrier: "A&B" <Line>', "O'Neil"]);
    expect(html).toBe(
      '<strong>&lt;img src=x onerror=alert(1)&gt;</strong><br/>Carrier: &quot;A&amp;B&quot; &lt;Line&gt;<br/>O&#39;Neil',
    );
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    expect(parsed.querySelector('img')).toBeNull();
    expect(parsed.body.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('leaves plain text and Chinese as it is', () => {
    expect(escapeHtml('上海 Shanghai 12.5')).toBe('上海 Shanghai 12.5');
  });
});
