import { Empty } from '../shared';
import { type DisplayProps, isEmpty } from '../types';
import { partyId, useParty } from './party-select';

/** A company by name: the name the record carries (successorId -> successorName), else looked up by id. */
export const PartyDisplay = ({ field, value, row }: DisplayProps) => {
  const id = partyId(value);
  const carried = row?.[field.name.replace(/Id$/, 'Name')];
  const party = useParty(typeof carried === 'string' && carried !== '' ? null : id);
  if (isEmpty(value)) return <Empty />;
  const name = typeof carried === 'string' && carried !== '' ? carried : party?.name;
  return (
    <span className="eng-cell-text">
      {name ?? <span className="eng-muted">#{String(value)}</span>}
      {party?.code ? <span className="eng-muted"> {party.code}</span> : null}
    </span>
  );
};
