// The page's CSP allows no eval: zod must not compile its parsers with `new Function`, nor try
// whether it may (it tries as soon as a schema is built, in whichever chunk that happens, and
// the refused try is reported as a CSP violation). zod keeps its settings on this global, shared
// by every copy on the page, and adopts one set before it loads: so the browser's entry sets it
// first, without loading zod itself (zod-config.test.ts checks that zod still reads it).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};

export {};
