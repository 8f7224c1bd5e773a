import type { Currency, Port } from '@tidemark/domain';
import { useEffect, useState } from 'react';
import { post } from '../../wire/request';

/**
 * Reference data the field types need, loaded on first use so the list screens do not carry
 * the port and currency tables unless a port or money field is shown.
 */
let portsLoading: Promise<readonly Port[]> | null = null;
export const loadPorts = (): Promise<readonly Port[]> => {
  portsLoading ??= import('@tidemark/domain/reference/ports').then((m) => m.PORTS);
  return portsLoading;
};

let currenciesLoading: Promise<ReadonlyMap<string, Currency>> | null = null;
export const loadCurrencies = (): Promise<ReadonlyMap<string, Currency>> => {
  currenciesLoading ??= import('@tidemark/domain/reference/currencies').then((m) => m.currencyByCode);
  return currenciesLoading;
};

export const useLoaded = <T>(load: () => Promise<T>): T | null => {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (v) => live && setValue(() => v),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load]);
  return value;
};

/** Ports by UN/LOCODE; a code that is both a seaport and an airport names the seaport. */
export const portIndex = (ports: readonly Port[]): ReadonlyMap<string, Port> => {
  const out = new Map<string, Port>();
  for (const p of ports) if (!out.has(p.unlocode) || p.kind === 'sea') out.set(p.unlocode, p);
  return out;
};

/** A company as the party picker shows it (POST /api/customers/lookup). */
export type Party = { id: number; code: string; name: string; status: string };

const parties = new Map<number, Party>();
const pending = new Map<number, ((p: Party | null) => void)[]>();
let scheduled = false;

/** Names the waiting ids with one lookup call per moment, however many cells ask. */
const flush = async () => {
  scheduled = false;
  const ids = [...pending.keys()].slice(0, 50);
  const waiting = ids.map((id) => [id, pending.get(id) ?? []] as const);
  for (const id of ids) pending.delete(id);
  let rows: Party[] = [];
  try {
    rows = (await post<Party[]>('/api/customers/lookup', { ids }, { quiet: true })).data ?? [];
  } catch {
    rows = [];
  }
  for (const row of rows) parties.set(Number(row.id), { ...row, id: Number(row.id) });
  for (const [id, resolvers] of waiting) for (const resolve of resolvers) resolve(parties.get(id) ?? null);
  if (pending.size > 0 && !scheduled) {
    scheduled = true;
    setTimeout(() => void flush(), 0);
  }
};

export const partyById = (id: number): Promise<Party | null> => {
  const known = parties.get(id);
  if (known) return Promise.resolve(known);
  return new Promise((resolve) => {
    pending.set(id, [...(pending.get(id) ?? []), resolve]);
    if (!scheduled) {
      scheduled = true;
      setTimeout(() => void flush(), 0);
    }
  });
};

export const searchParties = async (q: string, signal?: AbortSignal): Promise<Party[]> => {
  const rows = (await post<Party[]>('/api/customers/lookup', { q, limit: 20 }, { quiet: true, signal })).data ?? [];
  const out = rows.map((r) => ({ ...r, id: Number(r.id) }));
  for (const p of out) parties.set(p.id, p);
  return out;
};

export const rememberParty = (party: Party): void => {
  parties.set(party.id, party);
};
