// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return e.name.endsWith('.tsx') && !e.name.includes('.test.') ? [full] : [];
  });

/** An @ant-design/icons element written in JSX, with its attributes. */
const ICON = /<([A-Z][A-Za-z]*(?:Outlined|Filled|TwoTone))\b([^>]*?)\/?>/g;

describe('antd icons', () => {
  // An antd icon is a span with role img whose label is the icon's name ('menu-fold',
  // 'customer-service'), which screen readers read out, inside buttons and links too. Each icon
  // is either decorative (aria-hidden: the text beside it or its button's label says it all) or
  // carries a label from the catalogs.
  it('are hidden from screen readers or labelled, never named by their icon', () => {
    const unlabelled: string[] = [];
    let icons = 0;
    for (const file of sources(SRC)) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(ICON)) {
        icons++;
        const attrs = m[2] ?? '';
        if (!/\baria-(hidden|label)\b/.test(attrs)) {
          const line = text.slice(0, m.index).split('\n').length;
          unlabelled.push(`${path.relative(SRC, file)}:${line} <${m[1]}>`);
        }
      }
    }
    expect(icons).toBeGreaterThan(50);
    expect(unlabelled).toEqual([]);
  });
});
