// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { noteEarlyInput } from './early-input';

const form = () => {
  document.body.innerHTML = `<form>
    <input name="name" value="">
    <textarea name="message"></textarea>
    <select name="topic"><option value="">Choose</option><option value="ocean">Ocean</option></select>
    <input type="checkbox" name="ack">
    <input name="untouched" value="kept">
    <label class="lang-switch"><select><option value="en_us">EN</option><option value="zh_cn">ZH</option></select></label>
  </form>`;
  return document.body.querySelector('form') as HTMLFormElement;
};

const control = <T extends Element>(root: ParentNode, selector: string) => root.querySelector(selector) as T;

describe('input made before hydration', () => {
  it('is given back to the hydrated page as the events it listens to', () => {
    const root = form();
    control<HTMLInputElement>(root, '[name=name]').value = 'Li Wei';
    control<HTMLTextAreaElement>(root, '[name=message]').value = 'Two 40HC a month';
    control<HTMLSelectElement>(root, '[name=topic]').value = 'ocean';
    control<HTMLInputElement>(root, '[name=ack]').checked = true;
    control<HTMLSelectElement>(root, '.lang-switch select').value = 'zh_cn';
    const replay = noteEarlyInput(root);

    // Hydration put the values the page's state holds back into the controls.
    control<HTMLInputElement>(root, '[name=name]').value = '';
    control<HTMLTextAreaElement>(root, '[name=message]').value = '';
    control<HTMLSelectElement>(root, '[name=topic]').value = '';
    control<HTMLInputElement>(root, '[name=ack]').checked = false;

    const seen: string[] = [];
    root.addEventListener('input', (e) => seen.push(`input:${(e.target as HTMLInputElement).name}`));
    root.addEventListener('change', (e) => seen.push(`change:${(e.target as HTMLInputElement).name}`));
    replay();

    expect(control<HTMLInputElement>(root, '[name=name]').value).toBe('Li Wei');
    expect(control<HTMLTextAreaElement>(root, '[name=message]').value).toBe('Two 40HC a month');
    expect(control<HTMLSelectElement>(root, '[name=topic]').value).toBe('ocean');
    expect(control<HTMLInputElement>(root, '[name=ack]').checked).toBe(true);
    expect(seen).toEqual([
      'input:name',
      'change:name',
      'input:message',
      'change:message',
      'input:topic',
      'change:topic',
      'input:ack',
      'change:ack',
    ]);
    // The language switch has its own handling; untouched controls are left alone.
    expect(seen.some((s) => s.includes('untouched'))).toBe(false);
  });

  it('has nothing to give back when nothing was changed', () => {
    const root = form();
    const replay = noteEarlyInput(root);
    const seen: Event[] = [];
    root.addEventListener('input', (e) => seen.push(e));
    replay();
    expect(seen).toEqual([]);
  });
});
