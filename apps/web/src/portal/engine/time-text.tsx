import type { Port } from '@tidemark/domain';
import { isKnownZone } from '@tidemark/domain/common/local-time';
import { formatInZone, localTimeText, utcLabel, wallText, zonedTime } from '@tidemark/domain/common/time-display';
import { Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserTimeZone } from '../../shell/time-zone';
import { portName } from './field-types/port/ports';
import { loadPorts, portIndex } from './reference';

/** Where a time happened: the port's UN/LOCODE and, when recorded, the zone the time was given in. */
export type TimePlace = { port?: string | null; zone?: string | null };

let portsByCode: ReadonlyMap<string, Port> | null = null;

/** Ports by code, loaded once for every cell that needs a place's zone. */
const usePortsByCode = (wanted: boolean): ReadonlyMap<string, Port> | null => {
  const [ports, setPorts] = useState(portsByCode);
  useEffect(() => {
    if (!wanted || ports) return;
    let live = true;
    loadPorts().then(
      (list) => {
        portsByCode ??= portIndex(list);
        if (live) setPorts(portsByCode);
      },
      // Without the port table the time shows on the reader's clock, still labelled.
      () => live && setPorts(new Map()),
    );
    return () => {
      live = false;
    };
  }, [wanted, ports]);
  return ports;
};

const recordedZone = (place: TimePlace | undefined): string | null =>
  place?.zone && isKnownZone(place.zone) ? place.zone : null;

/**
 * A moment with the offset of the clock it is read on: the user's ('26/11/2026 13:19
 * (UTC+08:00)'), or, for a time that happened at a place, that place's, marked local
 * ('25/11/2026 21:19 (UTC-08:00 local)'). The hover names the other clock.
 */
export const TimeText = ({ value, place }: { value: unknown; place?: TimePlace }) => {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const userZone = useUserTimeZone();
  const recorded = recordedZone(place);
  const ports = usePortsByCode(!recorded && !!place?.port);
  const mine = zonedTime(value, userZone);
  if (!mine) return <span>{value === null || value === undefined || value === '' ? '—' : String(value)}</span>;

  const code = place?.port ? String(place.port).toUpperCase() : null;
  // A port's zone waits for the port table, so a place's time never shows first on another clock.
  if (!recorded && code && !ports) return <time className="eng-nowrap" dateTime={mine.utc} aria-busy="true" />;
  const port = code ? ports?.get(code) : undefined;
  const placeZone = recorded ?? port?.timeZone ?? null;
  const local = placeZone ? zonedTime(value, placeZone) : null;

  if (local && placeZone) {
    const where = port ? `${code} ${portName(port, lang)}` : (code ?? placeZone);
    return (
      <Tooltip
        title={
          <>
            {t('portal.time.localAt', { place: where, zone: placeZone })}
            <br />
            {t('portal.time.yours', { time: formatInZone(value, userZone, lang) })}
          </>
        }
      >
        <time className="eng-nowrap" dateTime={mine.utc} data-zone={placeZone}>
          {`${wallText(local.local, lang)} (${utcLabel(local.offset)} ${t('portal.time.local')})`}
        </time>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={t('portal.time.utc', { time: wallText(mine.utc.slice(0, 16).replace('T', ' '), lang) })}>
      <time className="eng-nowrap" dateTime={mine.utc} data-zone={userZone}>
        {localTimeText(mine, lang)}
      </time>
    </Tooltip>
  );
};
