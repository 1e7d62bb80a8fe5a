import type { $ZodConfig } from "zod/v4/core";

/*
 * zod compiles object parsers with `new Function` when it may; probing for that is an `eval` the CSP refuses (and
 * reports) in the browser. zod reads its configuration from this global when it loads (its own comment on
 * `__zod_globalConfig` describes pre-populating it), so the shell every page loads need not carry zod itself.
 * Imported by app/hydrate-document.tsx and bundled in the shell chunk (vite.config.ts), which the root route loads
 * before any other route module, and so before any schema is built.
 */
(globalThis as { __zod_globalConfig?: $ZodConfig }).__zod_globalConfig = { jitless: true };
