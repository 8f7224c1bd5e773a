import { LONG_TEXT_DEFAULT_SIZE } from '@tidemark/domain';

/** SPEC §5: a multi-line area grows from 1 to 10 rows. */
export const LONG_TEXT_ROWS = { minRows: 1, maxRows: 10 } as const;

const items = (text: string): string[] =>
  text
    .split(/\r?\n|,/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

/** While the field has focus, each comma-separated value stands on its own line (SPEC §4). */
export const longTextForEditing = (stored: string): string => items(stored).join('\n');

/**
 * When the field loses focus: blank lines are dropped, the values are joined with commas again
 * and the whole is cut to the size (SPEC §5, default 200 characters); a cut never leaves a
 * dangling comma.
 */
export const longTextForStoring = (editing: string, size: number = LONG_TEXT_DEFAULT_SIZE): string => {
  const joined = items(editing).join(',');
  if (joined.length <= size) return joined;
  return joined.slice(0, Math.max(0, size)).replace(/,+$/, '');
};

/** The length the counter shows: the characters the value will have once stored. */
export const longTextLength = (editing: string): number => items(editing).join(',').length;

/** The values of a stored long text, for showing them as a list. */
export const longTextItems = (stored: string): string[] => items(stored);
