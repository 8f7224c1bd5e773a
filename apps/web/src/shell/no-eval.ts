/**
 * The pages' Content-Security-Policy admits no eval: zod must never compile parsers with
 * `new Function`, nor probe whether it may (the browser reports the probe as a violation even
 * though zod catches it). zod keeps its configuration in this global, shared by every copy on the
 * page and read when it parses, so setting it here costs the page no zod code of its own
 * (no-eval.test.ts checks that zod sees it).
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

// Changed in place: a zod that loaded first holds this very object.
const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
