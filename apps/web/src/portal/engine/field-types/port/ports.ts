import type { Port } from '@tidemark/domain';
import { useCallback, useMemo } from 'react';
import { loadPorts, portIndex, useLoaded } from '../../reference';

/** UN/LOCODE: two letters of the country and three letters or digits 2-9 of the place. */
export const UNLOCODE_RE = /^[A-Z]{2}[A-Z2-9]{3}$/;

export const usePorts = (): { byCode: ReadonlyMap<string, Port>; list: readonly Port[] } | null => {
  const load = useCallback(() => loadPorts(), []);
  const ports = useLoaded(load);
  return useMemo(() => {
    if (!ports) return null;
    const byCode = portIndex(ports);
    return { byCode, list: [...byCode.values()] };
  }, [ports]);
};

export const portName = (port: Port, lang: string): string => (lang === 'en_us' ? port.name : port.nameZh || port.name);

/** Ports whose code starts with, or whose name contains, the typed text; codes first. */
export const matchPorts = (list: readonly Port[], query: string, limit: number): Port[] => {
  const q = query.trim().toLowerCase();
  if (q === '') return list.slice(0, limit);
  const byCode = list.filter((p) => p.unlocode.toLowerCase().startsWith(q));
  const byName = list.filter(
    (p) => !byCode.includes(p) && (p.name.toLowerCase().includes(q) || p.nameZh.includes(query.trim())),
  );
  return [...byCode, ...byName].slice(0, limit);
};
