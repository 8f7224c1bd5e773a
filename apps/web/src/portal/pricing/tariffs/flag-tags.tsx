import { Tag, Tooltip } from 'antd';
import { useDictionary } from '../../engine/dictionary';

/** Colours by how much a flag should stop a quote: space and rolled cargo first. */
const FLAG_COLORS: Readonly<Record<string, string>> = {
  space_tight: 'red',
  rolled_cargo: 'red',
  no_reefer: 'orange',
  contract_only: 'purple',
  pss_expected: 'gold',
  gri_expected: 'gold',
};

/** The flags in force on a tariff as tags in the reader's language, each with its note on hover. */
export const FlagTags = ({ flags, notes = [] }: { flags: readonly string[]; notes?: readonly string[] }) => {
  const { options } = useDictionary('tariff_flag');
  return (
    <>
      {flags.map((flag, i) => {
        const tag = (
          <Tag key={flag} color={FLAG_COLORS[flag] ?? 'blue'}>
            {options.find((o) => o.value === flag)?.label ?? flag}
          </Tag>
        );
        const note = notes[i];
        return note ? (
          <Tooltip key={flag} title={note}>
            {tag}
          </Tooltip>
        ) : (
          tag
        );
      })}
    </>
  );
};
