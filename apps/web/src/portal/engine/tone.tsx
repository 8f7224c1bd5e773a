import type { FieldDef, FieldTone } from '@tidemark/domain';
import type { ReactNode } from 'react';

/** The tone a field declares for a row's value, or null (no tone declared, or none for this row). */
export const toneOf = (field: FieldDef, row: Readonly<Record<string, unknown>>): FieldTone | null =>
  field.tone?.(row) ?? null;

/**
 * A list cell marked with its row's tone (a difference beyond tolerance, damaged cargo): coloured,
 * and named for screen readers through the title, so the mark is not colour alone.
 */
export const Toned = ({
  field,
  row,
  label,
  children,
}: {
  field: FieldDef;
  row: Readonly<Record<string, unknown>>;
  /** The words for the tone in the user's language. */
  label: (tone: FieldTone) => string;
  children: ReactNode;
}) => {
  const tone = toneOf(field, row);
  if (!tone) return <>{children}</>;
  return (
    <span className={`eng-tone eng-tone-${tone}`} data-tone={tone} title={label(tone)}>
      {children}
    </span>
  );
};
