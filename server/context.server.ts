import { createContext } from "react-router";
import type { Logger } from "pino";
import type { Auth } from "./auth/auth.server";
import type { CatalogueStore } from "./catalogue/catalogue.server";
import type { Config } from "./config.server";
import type { Database } from "./db/client.server";
import type { OutboxWorker } from "./email/outbox-worker.server";
import type { GeoLookup } from "./geo/geo.server";
import type { PdfRenderer } from "./pdf/pdf-pool.server";

/** What every loader and action may use, created once at start (server/index.ts). */
export interface Services {
  config: Config;
  db: Database;
  /** Sign-in, sessions and roles (server/auth/). */
  auth: Auth;
  geo: GeoLookup;
  log: Logger;
  /** Delivery of queued e-mail; `nudge()` after queuing so it leaves at once. */
  outbox: Pick<OutboxWorker, "nudge">;
  /** The products as sold now (server/catalogue/): physical figures and the owner's offers. */
  catalogue: Pick<CatalogueStore, "current" | "generation" | "refresh">;
  /** The documents built for visitors, off the event loop (server/pdf/pdf-pool.server.ts). */
  pdf: Pick<PdfRenderer, "render">;
}

/** Facts about the current request computed once by the HTTP layer (server/http/client-address.server.ts). */
export interface RequestMeta {
  requestId: string;
  clientAddress: string;
  userAgent: string;
  log: Logger;
}

export const servicesContext = createContext<Services>();
export const requestMetaContext = createContext<RequestMeta>();
