/**
 * `npm run demo [-- --page-views N] [-- --replace]`: fills the database (embedded unless DATABASE_URL is set) with
 * 25 months of believable French activity for the dashboards: about N page views (200,000 by default), and in
 * proportion calculations, downloads, contact and quote requests. Refuses a database that already holds page views
 * or contact requests, unless --replace is given (which empties those tables first: never on real data). Creates the
 * demo admin (or gives it a new password) and prints its e-mail and password.
 */
import { randomBytes } from "node:crypto";
import type pg from "pg";
import { createOrPromoteAdmin } from "../server/auth/accounts.server";
import { runTrafficRollup } from "../server/analytics/traffic-rollup.server";
import { exclusionsFromConfig } from "../server/analytics/traffic-sql.server";
import { runUsageRollup } from "../server/analytics/usage-rollup.server";
import { parseConfig } from "../server/config.server";
import { generateDemoActivity } from "./demo/demo-activity";
import { generateDemoPageViews } from "./demo/demo-traffic";
import { openScriptDatabase, pageViewsArgument, scriptAuth } from "./lib/demo-database";
import { loadAverage } from "./lib/machine-load";

const DEMO_ADMIN_EMAIL = "demo@isolenpaille.fr";
/** The daily roll-up's connections: one per core of the 2-core machine the demo is sized for. */
const ROLLUP_CONNECTIONS = 2;

const { pageViews, values } = pageViewsArgument(200_000);
const database = await openScriptDatabase();
try {
  await fill(database.pool);
} finally {
  await database.close();
}

async function fill(pool: pg.Pool) {
  console.log(`Base : ${database.where}`);
  const { rows } = await pool.query<{ n: number }>(
    "SELECT (SELECT count(*) FROM (SELECT 1 FROM page_views LIMIT 1) a) + (SELECT count(*) FROM (SELECT 1 FROM contact_requests LIMIT 1) b) AS n",
  );
  if (Number(rows[0]!.n) > 0) {
    if (!values.replace) {
      console.error("La base contient déjà des vues de pages ou des demandes de contact : relancez avec --replace pour les remplacer.");
      process.exitCode = 1;
      return;
    }
    await pool.query(
      `TRUNCATE page_views, traffic_daily, traffic_daily_breakdown, calculator_usage, wall_calculations, document_downloads, conversion_events,
                contact_requests, quote_requests, quote_follow_ups, quote_follow_up_events, quote_number_counters, bordereau_usage`,
    );
  }
  console.log(`Charge de la machine au départ : ${loadAverage()}`);
  const begun = performance.now();
  const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
  let started = performance.now();
  const inserted = await generateDemoPageViews(pool, {
    pageViews,
    onProgress: (n) => process.stdout.write(`\rVues de pages : ${n.toLocaleString("fr-FR")}`),
  });
  console.log(`\rVues de pages : ${inserted.toLocaleString("fr-FR")}, index compris, en ${seconds(started)}`);
  // The roll-up (PostgreSQL) and the rest of the activity (mostly generated here, in Node) side by side: they touch
  // different tables. The roll-up, the longer, runs on two connections, so that both cores stay busy once the
  // activity is written.
  started = performance.now();
  await Promise.all([
    runTrafficRollup(pool, exclusionsFromConfig(parseConfig()), new Date(), { connections: ROLLUP_CONNECTIONS }).then((rolledUp) => {
      console.log(`Agrégats quotidiens : ${rolledUp?.length ?? 0} jours en ${seconds(started)}`);
    }),
    generateDemoActivity(pool, { pageViews, followedBy: DEMO_ADMIN_EMAIL }).then(async (activity) => {
      console.log(
        `Calculs : ${activity.calculations}, téléchargements : ${activity.downloads}, demandes de contact : ${activity.contacts}, ` +
          `demandes de devis : ${activity.quotes} (${activity.followed} répondues), événements du bordereau : ${activity.worksheetEvents} (${seconds(started)})`,
      );
      const rolledUp = await runUsageRollup(pool);
      console.log(`Agrégats quotidiens des usages : ${rolledUp?.length ?? 0} jours (${seconds(started)})`);
    }),
  ]);
  console.log(`Total : ${seconds(begun)} (charge de la machine à la fin : ${loadAverage()})`);
  // A new password at each run: nothing to guess from the repository.
  const password = randomBytes(9).toString("base64url");
  await createOrPromoteAdmin(await scriptAuth(pool), DEMO_ADMIN_EMAIL, password);
  console.log(`Administrateur de démonstration : ${DEMO_ADMIN_EMAIL} / ${password}`);
  console.log("Pour le voir sans double authentification, démarrez le site avec ADMIN_MFA=optional (démonstration seulement).");
}
