import { methodNotAllowed } from "@server/http/api.server";

// POST is served by Express ahead of React Router (server/analytics/page-view-ingest.server.ts): the busiest call of
// the site. This route keeps the path in the route table (the fuzz suite and the access sweep walk it) and answers
// other methods 405.
export const loader = methodNotAllowed;
