import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { API_MESSAGES } from "@server/http/api-error.server";
import { setUpTestSite } from "../support/site";

/**
 * The shared commit of page views (server/analytics/commit-batcher.server.ts) on the running server and a real
 * PostgreSQL: views that arrive while a commit is under way wait and leave together; a view is acknowledged only once
 * its row is committed; a row the table refuses in the middle of a batch fails alone; past PAGE_VIEW_QUEUE_LIMIT views
 * waiting, a view is refused at once with 503 and Retry-After, and never stored.
 *
 * The commits are held by a lock on page_views taken from another connection, so that the views pile up; the table
 * is given, in this test's database only, a check that refuses one title, as a row the database refuses would be.
 */
const QUEUE_LIMIT = 12;
const REFUSED_TITLE = "Refusée par la base";

const site = setUpTestSite({
  addressPrefix: "90.84.61",
  env: { PAGE_VIEW_QUEUE_LIMIT: String(QUEUE_LIMIT) },
  async beforeStart(database) {
    await database.pool.query(`ALTER TABLE page_views ADD CONSTRAINT refused_title CHECK (page_title <> '${REFUSED_TITLE}')`);
  },
});

let locker: pg.Client;
beforeEach(async () => {
  await site.database.pool.query("DELETE FROM page_views");
  locker = new pg.Client({ connectionString: site.database.url });
  await locker.connect();
});
afterEach(() => locker.end());

function view(title: string) {
  return site
    .post("track-page-view", { page_url: "/produits", page_title: title, referrer: null, is_admin: false }, { from: "90.84.61.7" })
    .then(async (response) => ({
      title,
      status: response.status,
      retryAfter: response.headers.get("retry-after"),
      body: await response.json(),
    }));
}

async function storedTitles(): Promise<string[]> {
  const { rows } = await site.database.pool.query<{ page_title: string }>("SELECT page_title FROM page_views ORDER BY page_title");
  return rows.map((row) => row.page_title);
}

/** Polls the server's own gauge until `count` views wait for their commit. */
async function waitingViews(count: number) {
  for (;;) {
    const text = await (await fetch(`${site.server.url}/metrics`)).text();
    if (new RegExp(`^isolenpaille_page_views_waiting ${count}$`, "m").test(text)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A commit blocked by the lock: an INSERT into page_views waiting for it. */
async function insertBlocked() {
  for (;;) {
    const { rows } = await site.database.pool.query(
      "SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE 'insert into \"page_views\"%'",
    );
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("page views committed together", () => {
  it("stores the others of a batch when the database refuses one row in its middle, and acknowledges only what it stored", async () => {
    await locker.query("BEGIN; LOCK TABLE page_views IN SHARE MODE");
    const first = view("vue 00");
    await insertBlocked();
    const titles = ["vue 01", "vue 02", "vue 03", REFUSED_TITLE, "vue 04", "vue 05", "vue 06"];
    const answers = titles.map((title) => view(title));
    await waitingViews(titles.length);
    await locker.query("COMMIT");
    const settled = await Promise.all([first, ...answers]);

    const acknowledged = settled.filter((answer) => answer.status === 200 && answer.body.recorded === true).map((answer) => answer.title);
    expect(acknowledged.sort()).toEqual(["vue 00", "vue 01", "vue 02", "vue 03", "vue 04", "vue 05", "vue 06"]);
    const refused = settled.find((answer) => answer.title === REFUSED_TITLE)!;
    expect(refused.status).toBe(500);
    expect(refused.body).toEqual({ error: API_MESSAGES.unexpected });
    expect(await storedTitles()).toEqual(acknowledged.sort());
  });

  it("refuses with 503 and Retry-After, at once, the views past the queue's limit, and stores none of them", async () => {
    await locker.query("BEGIN; LOCK TABLE page_views IN SHARE MODE");
    const first = view("vue 00");
    await insertBlocked();
    const queued = Array.from({ length: QUEUE_LIMIT }, (_, i) => view(`attente ${String(i).padStart(2, "0")}`));
    await waitingViews(QUEUE_LIMIT);
    // While the lock holds: these answers come without waiting for any commit.
    const past = await Promise.all(Array.from({ length: 5 }, (_, i) => view(`refusée ${i}`)));
    for (const answer of past) {
      expect(answer).toMatchObject({ status: 503, retryAfter: "1", body: { error: API_MESSAGES.unavailable } });
    }
    await locker.query("COMMIT");
    const settled = await Promise.all([first, ...queued]);
    expect(settled.every((answer) => answer.status === 200 && answer.body.recorded === true)).toBe(true);
    expect(await storedTitles()).toEqual(settled.map((answer) => answer.title).sort());
    await waitingViews(0);
    // The queue taken again once drained.
    expect((await view("après")).status).toBe(200);
  });
});
