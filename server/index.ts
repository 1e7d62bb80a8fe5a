import { type Server, createServer } from "node:http";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { authSecret, createAuth } from "./auth/auth.server";
import { missingIdentity } from "@domain/legal";
import { ConfigError, parseConfig, suppliedIdentity } from "./config.server";
import type { createApp as CreateApp } from "./app.server";
import type { Services } from "./context.server";
import { createDatabase } from "./db/client.server";
import {
  DataDirectoryInUseError,
  DataDirectoryVersionError,
  type EmbeddedDatabase,
  startEmbeddedPostgres,
} from "./db/embedded-postgres.server";
import { applyMigrations } from "./db/migrate.server";
import { type OutboxWorker, startOutboxWorker } from "./email/outbox-worker.server";
import { createMailTransport } from "./email/transport.server";
import { openGeoLookup } from "./geo/geo.server";
import { type PdfRenderer, startPdfPool } from "./pdf/pdf-pool.server";
import { startMaintenance } from "./maintenance.server";
import { type CatalogueStore, startCatalogue } from "./catalogue/catalogue.server";
import { startQuoteDigest } from "./quotes/quote-digest.server";
import { startAnalyticsRollups } from "./analytics/traffic-rollup.server";
import { exclusionsFromConfig } from "./analytics/traffic-sql.server";

/**
 * The one program: configuration, database (embedded or DATABASE_URL), migrations, then the HTTP server.
 * Production runs the bundle of this file (`node build/server/index.js`); `npm run dev` runs it from source with
 * Vite in middleware mode for hot reload.
 */
async function main(): Promise<void> {
  let config;
  try {
    config = parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = pino({ level: config.LOG_LEVEL, base: { pid: process.pid } });
  if (config.ADMIN_MFA === "optional") {
    // Said at every start, so that a demo setting carried into production is seen (docs/decisions/0010-sign-in.md).
    log.warn(
      { ADMIN_MFA: config.ADMIN_MFA },
      "ADMIN_MFA=optional: admins open the dashboards without a second factor; for the demo and development only, never in production",
    );
  }
  const missing = missingIdentity(suppliedIdentity(config));
  if (missing.length > 0) {
    // The legal pages, the quote PDF and its e-mail show "[à compléter]" for these until they are set (docs/configuration.md).
    const variables = missing.map((fact) => fact.variable);
    log.warn({ missing: variables }, `company identity incomplete, "[à compléter]" shown for: ${variables.join(", ")}`);
  }

  let embedded: EmbeddedDatabase | undefined;
  try {
    embedded = config.DATABASE_URL ? undefined : await startEmbeddedPostgres(config.DATA_DIR, log);
  } catch (error) {
    if (error instanceof DataDirectoryInUseError || error instanceof DataDirectoryVersionError) {
      log.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
  const db = createDatabase(config.DATABASE_URL ?? embedded!.url);
  let server: Server | undefined;
  let outbox: OutboxWorker | undefined;
  let maintenance: { stop(): void } | undefined;
  let rollups: { stop(): void } | undefined;
  let catalogue: CatalogueStore | undefined;
  let digest: { stop(): void } | undefined;
  let pdf: PdfRenderer | undefined;

  let stopping = false;
  const stop = async (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    log.info({ reason }, "shutting down");
    setTimeout(() => {
      log.error("shutdown took too long, exiting");
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS).unref();
    if (server) {
      const closed = new Promise((resolve) => server!.close(resolve));
      server.closeIdleConnections();
      await closed;
    }
    maintenance?.stop();
    rollups?.stop();
    digest?.stop();
    await catalogue?.stop().catch((error: unknown) => log.error({ err: error }, "stopping the catalogue failed"));
    await outbox?.stop().catch((error: unknown) => log.error({ err: error }, "stopping the outbox failed"));
    await pdf?.close().catch((error: unknown) => log.error({ err: error }, "stopping the PDF threads failed"));
    await db.$client.end().catch((error: unknown) => log.error({ err: error }, "closing the pool failed"));
    await embedded?.stop().catch((error: unknown) => log.error({ err: error }, "stopping PostgreSQL failed"));
    process.exit(code);
  };
  process.on("SIGTERM", () => void stop("SIGTERM", 0));
  process.on("SIGINT", () => void stop("SIGINT", 0));

  try {
    await applyMigrations(db.$client);
    outbox = startOutboxWorker(db, createMailTransport(config, log), config, log);
    maintenance = startMaintenance(db, log);
    rollups = startAnalyticsRollups(db.$client, exclusionsFromConfig(config), log);
    const mailer = outbox;
    digest = startQuoteDigest(db, config, log, () => mailer.nudge());
    const auth = createAuth(db, config, await authSecret(db, config));
    catalogue = await startCatalogue(db.$client, log);
    pdf = startPdfPool({ threads: config.PDF_THREADS, queue: config.PDF_QUEUE });
    const services: Services = { config, db, auth, geo: await openGeoLookup(), log, outbox, pdf, catalogue };
    const app = config.NODE_ENV === "development" ? await developmentApp(services) : await productionApp(services);
    // A slow or stalled client cannot hold the server: headers must arrive within HTTP_HEADERS_TIMEOUT_MS and the
    // whole request (body included) within HTTP_REQUEST_TIMEOUT_MS, else 408 and the connection is closed; idle
    // keep-alive connections close after HTTP_KEEP_ALIVE_TIMEOUT_MS. Node checks these every second here (its
    // default is every 30 s).
    server = createServer(
      {
        headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
        requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
        keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
        connectionsCheckingInterval: 1_000,
      },
      app,
    );
    // An upload announced with `Expect: 100-continue` goes to the app unanswered: it sends 100 Continue, or refuses a
    // body over its cap before the client sends it (server/http/expect-continue.server.ts).
    server.on("checkContinue", (req, res) => server!.emit("request", req, res));
    server.listen(config.PORT, config.HOST, () => {
      const address = server!.address();
      const port = typeof address === "object" && address ? address.port : config.PORT;
      // The public address in force (canonical links, sitemap, e-mail links): a wrong one is easy to miss otherwise.
      log.info(
        { port, siteUrl: config.SITE_URL, database: embedded ? "embedded" : "DATABASE_URL" },
        `listening on http://localhost:${port}, public address (SITE_URL) ${config.SITE_URL}`,
      );
    });
    server.on("error", (error) => {
      log.fatal({ err: error }, "the HTTP server failed");
      void stop("listen error", 1);
    });
  } catch (error) {
    log.fatal({ err: error }, "start failed");
    await stop("start failed", 1);
  }
}

async function productionApp(services: Services) {
  const { createApp } = await import("./app.server");
  return createApp({ services, build: () => import("virtual:react-router/server-build") as Promise<ServerBuild> });
}

async function developmentApp(services: Services) {
  const { createServer, isRunnableDevEnvironment } = await import("vite");
  const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
  const ssr = vite.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr)) throw new Error("Vite's SSR environment cannot run modules");
  // Loaded through Vite so that the app, its routes and their React Router contexts share one module graph.
  const { createApp } = (await ssr.runner.import("/server/app.server.ts")) as { createApp: typeof CreateApp };
  return createApp({
    services,
    vite,
    build: () => ssr.runner.import("virtual:react-router/server-build") as Promise<ServerBuild>,
  });
}

void main();
