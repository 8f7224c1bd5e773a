import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { LONG_TEXT_ROWS, longTextForEditing, longTextForStoring, longTextItems, longTextLength } from './long-text';
import { LongTextField } from './long-text-field';
import { stubResizeObserver } from './test-env';

beforeAll(() => {
  stubResizeObserver();
  return initI18n('en_us');
});

describe('long-text transform (SPEC §4, §5)', () => {
  it('shows comma-separated values one per line while focused', () => {
    expect(longTextForEditing('MSCU1234565,TGHU7654321, CMAU0000001')).toBe('MSCU1234565\nTGHU7654321\nCMAU0000001');
    expect(longTextForEditing('')).toBe('');
  });

  it('drops blank lines and rejoins the items with commas on blur', () => {
    expect(longTextForStoring('a\n\n  b  \n\nc\n')).toBe('a,b,c');
    expect(longTextForStoring('\n\n')).toBe('');
    // Commas typed inside the lines are separators too.
    expect(longTextForStoring('a, b\nc')).toBe('a,b,c');
  });

  it('cuts the result to the size, 200 characters by default, without a dangling comma', () => {
    const many = Array.from({ length: 40 }, (_, i) => `ITEM${String(i).padStart(3, '0')}`).join('\n');
    const stored = longTextForStoring(many);
    expect(stored.length).toBeLessThanOrEqual(200);
    expect(stored.startsWith('ITEM000,ITEM001')).toBe(true);
    expect(longTextForStoring('abc\ndef', 4)).toBe('abc');
    expect(longTextForStoring('abcdef\nxyz', 5)).toBe('abcde');
  });

  it('counts the characters the stored value will have', () => {
    expect(longTextLength('a\n\nb\n')).toBe(3);
    expect(longTextItems('x,,y, z')).toEqual(['x', 'y', 'z']);
    expect(LONG_TEXT_ROWS).toEqual({ minRows: 1, maxRows: 10 });
  });
});

describe('LongTextField', () => {
  const Harness = ({ initial, size }: { initial: string; size?: number }) => {
    const [value, setValue] = useState(initial);
    return (
      <>
        <LongTextField id="lt" value={value} size={size} onChange={setValue} />
        <output data-testid="stored">{value}</output>
      </>
    );
  };

  it('turns commas into lines on focus and lines into commas on blur, with a counter of the size', () => {
    render(<Harness initial="CNSHA,USLAX" size={10} />);
    const box = screen.getByRole('textbox') as HTMLTextAreaElement;
    expect(box.value).toBe('CNSHA,USLAX');
    fireEvent.focus(box);
    expect(box.value).toBe('CNSHA\nUSLAX');
    fireEvent.change(box, { target: { value: 'CNSHA\n\nUSLAX\nDEHAM\n' } });
    expect(screen.getByText('17 / 10')).toBeTruthy();
    fireEvent.blur(box);
    // 'CNSHA,USLAX,DEHAM' cut to 10 characters, without the trailing comma.
    expect(screen.getByTestId('stored').textContent).toBe('CNSHA,USLA');
    expect(box.value).toBe('CNSHA,USLA');
  });
});
