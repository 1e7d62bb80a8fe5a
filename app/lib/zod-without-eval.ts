import { config } from "zod/v4/core";

/*
 * zod compiles object parsers with `new Function` when it may; probing for that is an `eval` the CSP refuses (and
 * reports) in the browser. Imported first by app/entry.client.tsx, so the probe never runs there.
 */
config({ jitless: true });
