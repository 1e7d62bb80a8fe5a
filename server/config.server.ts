import { z } from "zod";
import { FDES_READ_TIMEOUT_MS } from "@domain/fdes/compare-fdes-api";
import { brand } from "@domain/brand";
import { compactNumber, siretProblem, vatNumberProblem } from "@domain/company-identity";
import type { SuppliedIdentity } from "@domain/legal";

/**
 * The only reader of `process.env`. Every variable is listed in docs/configuration.md and `.env.example`;
 * a wrong value stops the start with a message naming the variable.
 */
/** A comma-separated list; blanks around items are dropped, an unset variable is an empty list. */
const commaList = z
  .string()
  .default("")
  .transform((value) =>
    value
      .split(",")
      .map((item) => item.trim())
      .filter((item) => item !== ""),
  );

/** A free text; blanks around it dropped, a blank one is unset. */
const optionalText = z
  .string()
  .transform((value) => value.trim())
  .optional()
  .transform((value) => (value === "" ? undefined : value));

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: "doit être une URL postgres:// ou postgresql://" }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Unset: http://localhost:<PORT>, so that canonical and e-mail links follow a development server's port. */
  SITE_URL: z.url({ protocol: /^https?$/, error: "doit être une URL http:// ou https://" }).optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "doit être une URL smtp:// ou smtps://" }).optional(),
  MAIL_FROM: z.string().min(3).default(`${brand.name} <${brand.email}>`),
  TEAM_EMAIL: z.email({ error: "doit être une adresse e-mail" }).default(brand.email),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(1_000),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(60_000),
  OUTBOX_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .min(10)
    .default(4 * 60 * 60 * 1000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(10),
  /** How long a claimed message stays its worker's without a renewal (renewed every third of it while sending). */
  OUTBOX_LEASE_MS: z.coerce
    .number()
    .int()
    .min(300)
    .default(5 * 60 * 1000),
  /**
   * Page views waiting for their commit (server/analytics/page-views.server.ts), at most: a commit normally carries the
   * few hundred that came during the previous one; the queue fills only when the database stalls, and then this bounds
   * the memory (about 1 KB a view): past it a view is refused with 503 and Retry-After.
   */
  PAGE_VIEW_QUEUE_LIMIT: z.coerce.number().int().min(1).default(10_000),
  RATE_LIMIT_CONTACT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_QUOTE_PER_HOUR: z.coerce.number().int().min(1).default(3),
  RATE_LIMIT_CALCULATOR_PER_HOUR: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_RECIPIENT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_WORKSHEET_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /**
   * Automatic e-mails an hour to addresses visitors typed, site-wide (server/email/visitor-mail.server.tsx): a few a
   * day is the site's ordinary traffic; past it the visitor's copy is skipped and the team alerted.
   */
  VISITOR_MAIL_PER_HOUR: z.coerce.number().int().min(1).default(50),
  /** Wall calculations (`/api/wall-performance`) per visitor and hour: generous, the page asks at each change. */
  RATE_LIMIT_WALL_PER_HOUR: z.coerce.number().int().min(1).default(120),
  /** FDES comparisons per visitor and day (docs/product.md §10 asks for a few per user). */
  RATE_LIMIT_FDES_PER_DAY: z.coerce.number().int().min(1).default(10),
  /** Time allowed to read one uploaded FDES in its worker before the call answers 504; tests shorten it. */
  FDES_READ_TIMEOUT_MS: z.coerce.number().int().min(1).max(120_000).default(FDES_READ_TIMEOUT_MS),
  /**
   * PDF documents rendered at once by an instance, each in a worker thread (server/pdf/pdf-pool.server.ts). One
   * keeps a core of the 2-core server for the pages, PostgreSQL and the FDES readings; a bigger server may raise it.
   */
  PDF_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  /** Documents that may wait for a thread; past it a request is refused at once (503). At ~0.4 s a document, 8 wait ≤ 4 s. */
  PDF_QUEUE: z.coerce.number().int().min(0).max(100).default(8),
  // Sign-in (docs/decisions/0010-sign-in.md).
  /** `required`: an admin reaches no dashboard before enrolling a second factor. `optional`: demo and development only. */
  ADMIN_MFA: z.enum(["required", "optional"]).default("required"),
  /** Absolute lifetime of a session: a new sign-in is needed after it, however active the session was. */
  SESSION_MAX_HOURS: z.coerce
    .number()
    .min(0.001)
    .max(24 * 30)
    .default(12),
  /** A session unused for this long ends. */
  SESSION_IDLE_MINUTES: z.coerce.number().min(1).default(120),
  /** Sign-in and second-factor attempts per 15 minutes, per client address and per account. */
  SIGN_IN_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  SIGN_IN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
  /** Signs the session cookies; unset, a random secret is created once in the database and shared by every instance. */
  AUTH_SECRET: z.string().min(32, { error: "doit contenir au moins 32 caractères" }).optional(),
  /** `npm run db:backup` (docs/operations.md, Sauvegardes): where the dumps go, how many are kept. */
  BACKUP_DIR: z.string().min(1).default("./backups"),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(14),
  /** The folder of a pg_dump and pg_restore at least as new as the server; unset: Debian's folders, then PATH. */
  PG_BIN_DIR: optionalText,
  /** `GET /metrics` from elsewhere than loopback with `Authorization: Bearer <token>`; unset: loopback only. */
  METRICS_TOKEN: z.string().min(16, { error: "doit contenir au moins 16 caractères" }).optional(),
  // Traffic exclusions (docs/product.md §7) on top of the fixed ones (admin paths, admin mode, bots).
  TRAFFIC_EXCLUDED_CITIES: commaList,
  TRAFFIC_EXCLUDED_REFERRER_HOSTS: commaList,
  TRAFFIC_EXCLUDED_URL_MARKERS: commaList,
  // The company's identity (docs/product.md: legal pages, quote PDF). Unset: "[à compléter]" where it is shown, and a
  // warning at start. The SIRET and the VAT number are checked below by their keys.
  COMPANY_LEGAL_FORM: optionalText,
  COMPANY_CAPITAL: optionalText,
  COMPANY_SIRET: optionalText,
  COMPANY_RCS_CITY: optionalText,
  COMPANY_VAT_NUMBER: optionalText,
  COMPANY_ADDRESS: optionalText,
  PUBLICATION_DIRECTOR: optionalText,
  HOST_NAME: optionalText,
  HOST_ADDRESS: optionalText,
});

const checkedConfigSchema = configSchema
  .refine((config) => config.HTTP_HEADERS_TIMEOUT_MS <= config.HTTP_REQUEST_TIMEOUT_MS, {
    path: ["HTTP_HEADERS_TIMEOUT_MS"],
    error: "doit être inférieur ou égal à HTTP_REQUEST_TIMEOUT_MS",
  })
  .superRefine((config, context) => {
    const siret = config.COMPANY_SIRET;
    const siretIssue = siret === undefined ? null : siretProblem(siret);
    if (siretIssue) context.addIssue({ code: "custom", path: ["COMPANY_SIRET"], message: siretIssue });
    const vat = config.COMPANY_VAT_NUMBER;
    // Checked against the SIRET's SIREN only when that SIRET is itself valid.
    const vatIssue = vat === undefined ? null : vatNumberProblem(vat, siretIssue ? undefined : siret);
    if (vatIssue) context.addIssue({ code: "custom", path: ["COMPANY_VAT_NUMBER"], message: vatIssue });
  })
  .transform((config) => ({
    ...config,
    SITE_URL: config.SITE_URL ?? `http://localhost:${config.PORT}`,
    COMPANY_SIRET: config.COMPANY_SIRET === undefined ? undefined : compactNumber(config.COMPANY_SIRET),
    COMPANY_VAT_NUMBER: config.COMPANY_VAT_NUMBER === undefined ? undefined : compactNumber(config.COMPANY_VAT_NUMBER),
  }));

export type Config = z.output<typeof checkedConfigSchema>;

export class ConfigError extends Error {}

export function parseConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in a .env file mean "not set".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = checkedConfigSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const variable = issue.path.join(".");
      // A message that already names its variable (the SIRET's and the VAT number's) is given as it is.
      return `  ${issue.message.startsWith(variable) ? issue.message : `${variable}: ${issue.message}`}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

/** The company's identity as the configuration supplies it (domain/legal.ts turns it into the facts shown). */
export function suppliedIdentity(config: Config): SuppliedIdentity {
  return {
    legalForm: config.COMPANY_LEGAL_FORM,
    capital: config.COMPANY_CAPITAL,
    siret: config.COMPANY_SIRET,
    rcsCity: config.COMPANY_RCS_CITY,
    vatNumber: config.COMPANY_VAT_NUMBER,
    address: config.COMPANY_ADDRESS,
    publicationDirector: config.PUBLICATION_DIRECTOR,
    hostName: config.HOST_NAME,
    hostAddress: config.HOST_ADDRESS,
  };
}
