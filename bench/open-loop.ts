import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { type Summary, summarize } from './stats';

/**
 * An open-model load generator: requests leave at fixed times whatever happened to the earlier
 * ones, so a slow server shows as latency (measured from the time a request was due, not from
 * when it left) instead of as a lower send rate. Each simulated client has its own source
 * address on the loopback network (all of 127.0.0.0/8 reaches this host on Linux), so the server
 * sees genuinely different clients without trusting any forwarded header.
 */

/** A client with its own source address and its own kept-alive connections, as a browser has. */
export type Client = { address: string; agent: http.Agent };

/** Up to `maxSockets` connections per client: a browser opens a few per site. */
export const client = (address: string, maxSockets = 4): Client => ({
  address,
  agent: new http.Agent({ keepAlive: true, maxSockets, localAddress: address }),
});

/** The n-th address (from 0) of a /16 block of the loopback network: 127.<block>.<hi>.<lo>, never .0 or .255. */
export const loopbackAddress = (block: number, n: number): string => {
  const hostsPer = 254;
  return `127.${block}.${Math.floor(n / hostsPer)}.${(n % hostsPer) + 1}`;
};

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

export class TimeoutError extends Error {}

/** One request over the client's connections, read to its end; fails with TimeoutError after `timeoutMs`. */
export const send = (
  from: Client,
  url: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; form?: Record<string, string> },
  timeoutMs: number,
): Promise<Answer> =>
  new Promise((done, fail) => {
    const payload = init.form ? new URLSearchParams(init.form).toString() : undefined;
    const headers: Record<string, string | number> = { ...init.headers };
    if (payload !== undefined) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    const req = http.request(url, { method: init.method ?? 'GET', agent: from.agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        clearTimeout(timer);
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) });
      });
      res.on('error', (error) => {
        clearTimeout(timer);
        fail(error);
      });
    });
    const timer = setTimeout(() => req.destroy(new TimeoutError(`no answer within ${timeoutMs} ms`)), timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      fail(error);
    });
    req.end(payload);
  });

/** What a request's answer was judged: null when it is right, else the reason it counts as an error. */
export type Verdict = string | null;

/** One request of the workload: its kind (for the report) and how to send and judge it. */
export type Shot = { kind: string; fire: () => Promise<Verdict> };

export type KindReport = {
  kind: string;
  sent: number;
  answered: number;
  /** Answered requests per second over the measured window. */
  rate: number;
  /** Milliseconds from the time each request was due to the end of its answer. */
  latency: Summary;
  errors: number;
  timeouts: number;
  /** Error reasons with their counts ('429', 'timeout', 'no shipment found', ...). */
  reasons: Record<string, number>;
};

export type RunReport = {
  targetRate: number;
  durationS: number;
  sent: number;
  /** Answered requests per second: answers over the time from the first due request to the last answer. */
  achievedRate: number;
  overall: KindReport;
  kinds: KindReport[];
  /** How late the generator sent requests after their due time (ms): large values mean it could not keep up. */
  sendLag: Summary;
};

type Sample = { kind: string; ms: number; verdict: Verdict; timedOut: boolean };

const report = (kind: string, samples: Sample[], windowS: number): KindReport => {
  const reasons: Record<string, number> = {};
  let errors = 0;
  let timeouts = 0;
  for (const s of samples) {
    if (s.verdict === null) continue;
    errors++;
    if (s.timedOut) timeouts++;
    reasons[s.verdict] = (reasons[s.verdict] ?? 0) + 1;
  }
  const answered = samples.filter((s) => !s.timedOut);
  return {
    kind,
    sent: samples.length,
    answered: answered.length,
    rate: Math.round((answered.length / windowS) * 10) / 10,
    // A timed-out request counts at the timeout: it is at least that slow.
    latency: summarize(samples.map((s) => s.ms)),
    errors,
    timeouts,
    reasons,
  };
};

/**
 * Sends `rate` requests a second for `durationS` seconds, the n-th due at start + n / rate,
 * taking each from `next(n)`, then waits for every answer. A request answered in error, or given
 * up on (TimeoutError), counts as an error with its reason.
 */
export const openLoop = async (options: {
  rate: number;
  durationS: number;
  next: (n: number) => Shot;
}): Promise<RunReport> => {
  const { rate, durationS, next } = options;
  const total = Math.round(rate * durationS);
  const samples: Sample[] = [];
  const lags: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let lastAnswer = 0;
  const fire = (n: number, due: number) => {
    const shot = next(n);
    lags.push(performance.now() - due);
    const done = shot
      .fire()
      .then(
        (verdict) => ({ verdict, timedOut: false }),
        (error: unknown) =>
          error instanceof TimeoutError
            ? { verdict: 'timeout', timedOut: true }
            : { verdict: `network: ${(error as { code?: string }).code ?? String(error)}`, timedOut: false },
      )
      .then(({ verdict, timedOut }) => {
        lastAnswer = performance.now();
        samples.push({ kind: shot.kind, ms: lastAnswer - due, verdict, timedOut });
        inFlight.delete(done);
      });
    inFlight.add(done);
  };
  const start = performance.now() + 20;
  const dueAt = (n: number) => start + (n * 1000) / rate;
  await new Promise<void>((finished) => {
    let n = 0;
    const pump = () => {
      const now = performance.now();
      while (n < total && dueAt(n) <= now) {
        fire(n, dueAt(n));
        n++;
      }
      if (n >= total) finished();
      else setTimeout(pump, Math.max(0, dueAt(n) - performance.now()));
    };
    setTimeout(pump, 20);
  });
  while (inFlight.size > 0) await Promise.all([...inFlight]);
  const windowS = Math.max(durationS, (lastAnswer - start) / 1000);
  const kinds = [...new Set(samples.map((s) => s.kind))].map((kind) =>
    report(
      kind,
      samples.filter((s) => s.kind === kind),
      windowS,
    ),
  );
  const overall = report('all', samples, windowS);
  return {
    targetRate: rate,
    durationS,
    sent: total,
    achievedRate: overall.rate,
    overall,
    kinds,
    sendLag: summarize(lags),
  };
};
