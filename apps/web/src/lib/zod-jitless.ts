// The site's Content-Security-Policy allows no eval. zod compiles object parsers with `new Function` when it
// can, and finds out whether it can by trying `Function('')` on the first parse, which the browser reports as a
// CSP violation on every page. In the browser zod runs without that compiler; the server keeps it.
//
// zod keeps its settings in one object on globalThis, which it creates only when none exists (what
// `z.config()` writes to). Setting it here, before any zod code is loaded, keeps zod itself out of the first
// page's script (importing `config` would pull it in: 3.5 KiB). The CSP browser test fails if this stops working.
const settings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
settings.__zod_globalConfig = { ...settings.__zod_globalConfig, jitless: true };

export {};
