import { isIPv4, isIPv6 } from 'node:net';
import type { TrustProxy } from '../config';

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a function trusting the nearest N hops:
 * Fastify itself trusts nothing for a bare number, because such a server cannot tell its proxy
 * from a client that connects directly, so a hop count is only for servers that can be reached
 * through their proxies alone (README). Addresses and names go to Fastify as they are.
 */
export const trustProxyOption = (trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) =>
  typeof trust === 'number' ? (trust > 0 ? (_address, hop) => hop < trust : false) : trust;

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 part and a zone allowed). */
const ipv6Groups = (ip: string): number[] | null => {
  let text = ip.split('%')[0] ?? '';
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const part = (s: string | undefined) => (s ? s.split(':') : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const groups = halves.length === 2 ? [...head, ...Array(8 - head.length - tail.length).fill('0'), ...tail] : head;
  if (groups.length !== 8) return null;
  return groups.map((g) => Number.parseInt(g, 16));
};

/**
 * The client as every per-address limit counts it: an IPv4 address (also when it arrives as
 * ::ffff:a.b.c.d), or the /64 network of an IPv6 address, since one subscriber line or host
 * usually holds a whole /64 and could otherwise take a fresh address for every request.
 */
export const addressKey = (ip: string | undefined): string => {
  const address = ip ?? '';
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const [g0, g1, g2, g3, g4, g5, g6 = 0, g7 = 0] = groups;
  if (g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0xffff) {
    return [g6 >> 8, g6 & 255, g7 >> 8, g7 & 255].join('.');
  }
  return `${[g0, g1, g2, g3].map((g) => (g ?? 0).toString(16)).join(':')}::/64`;
};
