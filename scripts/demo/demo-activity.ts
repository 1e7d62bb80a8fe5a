import { fakerFR as faker } from "@faker-js/faker";
import type pg from "pg";
import { parisDay } from "@domain/calendar";
import { calculate } from "@domain/calculator/calculator";
import { calculatorUsage } from "@domain/calculator/calculator-api";
import { PRODUCT_IDS, PRODUCTS, type ProductId } from "@domain/products";
import { priceQuote } from "@domain/quote/quote-pricing";
import { loadCatalogue } from "../../server/catalogue/catalogue.server";
import { TYPICAL_WEIGHT_KG, computeMeasurement } from "@domain/worksheet/worksheet";
import { usageMeasurement } from "@domain/worksheet/worksheet-api";
import { computeWall } from "@domain/wall/compute-wall";
import { WALL_PRESETS } from "@domain/wall/presets";
import { type WallRequest, wallRequestSchema } from "@domain/wall/wall-schema";
import { baleOfWall } from "@domain/wall/wall-tracking";
import { daysBetween } from "@domain/analytics/definitions";
import { WORKSHEET_PAGE } from "@server/analytics/technique-report.server";
import { oldestCompleteRawDay } from "@server/analytics/traffic-sql.server";
import { completeQuote } from "./quote-request";
import { followDemoQuoteRequests } from "./demo-quote-follow-up";
import { DEMO_PLACES } from "./demo-places";
import { dailyWeights } from "./demo-traffic";

/**
 * The rest of the demo activity, in proportion to the page views: calculations, document downloads, contact and
 * quote requests from French people (faker's French locale; a quote request is one quote_requests row, and a few
 * contact messages mention "devis" as people write), the conversion events of the quote requests, and worksheet
 * sessions.
 * Shared by `npm run demo` and the tests.
 */

/** A French person as the forms would record them. */
export function demoPerson() {
  const place = faker.helpers.weightedArrayElement(DEMO_PLACES.map((entry) => ({ value: entry, weight: entry.weight })));
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  return {
    firstName,
    lastName,
    email: faker.internet
      .email({ firstName, lastName, provider: faker.helpers.arrayElement(["exemple.fr", "exemple.com", "exemple.org"]) })
      .toLowerCase(),
    phone: faker.helpers.replaceSymbols("0# ## ## ## ##").replace(/^0[0589]/, "06"),
    company: faker.helpers.maybe(() => faker.company.name(), { probability: 0.4 }) ?? null,
    street: faker.location.streetAddress(),
    // A real town, in its own region (faker's towns came with any region: Lyon in Bretagne).
    postalCode: place.postalCode,
    city: place.city,
    region: place.region,
  };
}

/**
 * What a customer writes about the project in a quote request: a few sentences drawn from what people ask, with the
 * project's own surface, product and town, so that no two requests read alike.
 */
function projectDetails(title: string, surfaceM2: number, product: string, city: string): string {
  const opening = faker.helpers.arrayElement([
    `${title} à ${city}, environ ${surfaceM2} m² de parois à isoler.`,
    `Nous préparons : ${title.toLowerCase()} (${city}). Surface à isoler : ${surfaceM2} m².`,
    `Projet de ${title.toLowerCase()} près de ${city}, ${surfaceM2} m² de murs et de rampants.`,
    `Bonjour, pour notre ${title.toLowerCase()} à ${city}, il nous faudrait de quoi isoler ${surfaceM2} m².`,
  ]);
  const product_ = faker.helpers.arrayElement([
    `Nous pensons à la ${product}, mais nous restons ouverts à vos conseils.`,
    `L'architecte a prescrit la ${product}.`,
    `Le calculateur nous oriente vers la ${product} : pouvez-vous confirmer ?`,
    `Nous hésitons entre la ${product} et une épaisseur supérieure.`,
  ]);
  const site = faker.helpers.arrayElement([
    "L'ossature est posée, le chantier est hors d'eau.",
    "Démarrage du chantier prévu au printemps.",
    "Le permis de construire vient d'être accordé.",
    "Les murs sont montés en atelier par notre charpentier.",
    "Nous réalisons les travaux nous-mêmes en auto-construction accompagnée.",
    "Le chantier commence après les moissons.",
  ]);
  const delivery = faker.helpers.arrayElement([
    "Accès semi-remorque possible, déchargement au chariot.",
    "Chemin étroit : un porteur plus petit serait préférable.",
    "Nous aurons un télescopique sur place pour décharger.",
    "Pouvez-vous préciser les délais de livraison ?",
    "",
  ]);
  return [opening, product_, site, delivery].filter(Boolean).join(" ");
}

const CONTACT_SUBJECTS = [
  "Question sur les bottes de paille",
  "Disponibilité et délais de livraison",
  "Conseils pour un projet d'isolation",
  "Formation et accompagnement de chantier",
  "Partenariat",
  "Documentation technique",
  "Question avant une demande de devis",
];

const PROJECTS = [
  "Maison ossature bois",
  "Rénovation d'une longère",
  "Extension en paille",
  "Isolation des combles",
  "Immeuble de logements sociaux",
  "École maternelle",
  "Grange réhabilitée",
];

const MESSAGES = [
  "Bonjour, nous préparons la construction d'une maison à ossature bois et souhaitons l'isoler en paille. Pourriez-vous nous indiquer vos délais ?",
  "Bonjour, je suis artisan charpentier et je cherche un fournisseur de bottes calibrées pour plusieurs chantiers cette année.",
  "Bonjour, pouvez-vous m'envoyer la fiche technique et la FDES de la botte de 36 cm ?",
  "Bonjour, nous rénovons une longère et hésitons entre plusieurs épaisseurs. Quel conseil nous donneriez-vous ?",
  "Bonjour, livrez-vous en Bretagne et quel est le minimum de commande ?",
];

export interface DemoActivityOptions {
  pageViews: number;
  /** Who answered the demo's quote requests (the demo admin). */
  followedBy?: string;
  now?: Date;
  seed?: number;
}

export interface DemoActivityCounts {
  calculations: number;
  downloads: number;
  contacts: number;
  quotes: number;
  /** Quote requests answered (some then won, lost or dropped). */
  followed: number;
  conversions: number;
  worksheetEvents: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(max, Math.round(value)));
}

/**
 * Inserts rows given as objects with the table's column names, a few thousand per statement. The columns are those of
 * every row (a worksheet's e-mail address is only on its `email_sent` rows): a key missing from a row is NULL.
 */
async function insertRows(pool: pg.Pool, table: string, rows: Record<string, unknown>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const list = columns.map((column) => `"${column}"`).join(", ");
  for (let start = 0; start < rows.length; start += 5000) {
    await pool.query(`INSERT INTO ${table} (${list}) SELECT ${list} FROM json_populate_recordset(null::${table}, $1)`, [
      JSON.stringify(rows.slice(start, start + 5000)),
    ]);
  }
}

export async function generateDemoActivity(pool: pg.Pool, options: DemoActivityOptions): Promise<DemoActivityCounts> {
  faker.seed(Math.round((options.seed ?? 0.42) * 1_000_000));
  // Priced at the database's offers, as the site prices.
  const { catalogue } = await loadCatalogue(pool);
  const now = options.now ?? new Date();
  const days = daysBetween(oldestCompleteRawDay(now), parisDay(now));
  const weights = dailyWeights(days);
  const cumulative: number[] = [];
  weights.reduce((sum, w, i) => (cumulative[i] = sum + w), 0);
  const total = cumulative.at(-1)!;
  /** An instant on a day drawn with the traffic's weights, in working hours, never in the future. */
  const randomInstant = (): Date => {
    const target = faker.number.float({ min: 0, max: total });
    const index = cumulative.findIndex((c) => c >= target);
    const at = new Date(Date.parse(`${days[Math.max(0, index)]}T07:00:00Z`) + faker.number.int({ min: 0, max: 11 * 3_600_000 }));
    return at > now ? new Date(now.getTime() - faker.number.int({ min: 60_000, max: 3_600_000 })) : at;
  };

  const calculations = Array.from({ length: clamp(options.pageViews / 150, 30, 70_000) }, () => {
    const productId = faker.helpers.weightedArrayElement<ProductId>([
      { value: "botte-22", weight: 3 },
      { value: "botte-36", weight: 5 },
      { value: "botte-46", weight: 2 },
      { value: "argibotte", weight: 1 },
    ]);
    const quantity = faker.number.int({ min: 15, max: 400 });
    const result = calculate({ productId, unit: "m2", quantity }, catalogue)!;
    // A quarter compare two bales on the same surface, side by side.
    const comparedWith = faker.datatype.boolean({ probability: 0.25 })
      ? faker.helpers.arrayElement(PRODUCT_IDS.filter((id) => id !== productId))
      : null;
    const comparison = comparedWith ? calculate({ productId: comparedWith, unit: "m2", quantity }, catalogue)! : null;
    const email = faker.datatype.boolean({ probability: 0.15 }) ? demoPerson().email : null;
    const usage = calculatorUsage(result, comparison, email);
    const place = demoPerson();
    return {
      created_at: randomInstant(),
      product_name: usage.productName,
      product_width: usage.productWidth,
      product_height: usage.productHeight,
      product_length: usage.productLength,
      surface_m2: usage.surfaceM2,
      thermal_resistance: usage.thermalResistance,
      bottles_needed: usage.bottlesNeeded,
      pallets_needed: usage.palletsNeeded,
      total_weight_kg: usage.totalWeightKg,
      trucks_needed: usage.trucksNeeded,
      estimated_cost: usage.estimatedCost,
      carbon_storage_kg: usage.carbonStorageKg,
      is_comparative: usage.isComparative,
      comparative_product_name: usage.comparativeProductName,
      comparative_surface_m2: usage.comparativeSurfaceM2,
      comparative_bottles_needed: usage.comparativeBottlesNeeded,
      comparative_estimated_cost: usage.comparativeEstimatedCost,
      email_sent: usage.emailSent,
      email_address: usage.emailAddress,
      city: place.city,
      region: place.region,
      country: "France",
    };
  });
  await insertRows(pool, "calculator_usage", calculations);

  // The wall calculator: a few calculations a day, most on a preset as it is, the others edited (a layer added
  // outside); the walls are computed once each and drawn from (docs/analytics.md 'Wall calculator tracking').
  const wallVariants = WALL_PRESETS.flatMap((preset) => {
    const edited = (thicknessMm: number): WallRequest => ({
      ...preset.request,
      layers: [...preset.request.layers, { thicknessMm, materialId: "lime-plaster" }],
    });
    return [
      { presetId: preset.id as string | null, request: preset.request, weight: preset.id === "paille-botte-36" ? 8 : 3 },
      ...[15, 25, 40].map((thicknessMm) => ({ presetId: null, request: edited(thicknessMm), weight: 1 })),
    ];
  }).map(({ presetId, request, weight }) => {
    const wall = computeWall(wallRequestSchema.parse(request));
    return {
      weight,
      value: {
        element: request.element,
        preset_id: presetId,
        layer_count: request.layers.length,
        bale_product_id: baleOfWall(request),
        u_value: wall.uValue,
        time_shift_hours: wall.timeShiftHours,
        condensation: wall.condensation.occurs,
      },
    };
  });
  const wallRows = Array.from({ length: clamp(options.pageViews / 70, 30, 150_000) }, () => {
    const place = demoPerson();
    return {
      created_at: randomInstant(),
      ...faker.helpers.weightedArrayElement(wallVariants),
      is_admin: false,
      city: place.city,
      region: place.region,
      country: "France",
    };
  });
  await insertRows(pool, "wall_calculations", wallRows);

  const downloads = Array.from({ length: clamp(options.pageViews / 80, 30, 150_000) }, () => {
    const productId = faker.helpers.arrayElement(PRODUCT_IDS);
    const type = faker.helpers.weightedArrayElement([
      { value: "fiche_technique", weight: 3 },
      { value: "fdes", weight: 1 },
    ]);
    const place = demoPerson();
    return {
      downloaded_at: randomInstant(),
      document_name: `${type === "fdes" ? "FDES" : "FT"}_${PRODUCTS[productId].label.replace(/\s+/g, "_")}`,
      document_type: type,
      product_name: PRODUCTS[productId].label,
      is_admin: false,
      country: "France",
      country_code: "FR",
      region: place.region,
      city: place.city,
    };
  });
  await insertRows(pool, "document_downloads", downloads);

  const contacts = Array.from({ length: clamp(options.pageViews / 2000, 20, 3000) }, () => {
    const person = demoPerson();
    return {
      created_at: randomInstant(),
      first_name: person.firstName,
      last_name: person.lastName,
      company: person.company,
      email: person.email,
      phone: person.phone,
      subject: faker.helpers.arrayElement(CONTACT_SUBJECTS),
      message: faker.helpers.arrayElement(MESSAGES),
      city: person.city,
      region: person.region,
      country: "France",
    };
  });

  // One quote request per 100 page views: 100,000 at 10 M views, the load the dashboards are measured at (issue #42).
  const quoteCount = clamp(options.pageViews / 100, 10, 100_000);
  const quotes: Record<string, unknown>[] = [];
  const conversions: Record<string, unknown>[] = [];
  const lastNumber = new Map<number, number>();
  const createdAts = Array.from({ length: quoteCount }, randomInstant).sort((a, b) => a.getTime() - b.getTime());
  for (const createdAt of createdAts) {
    const person = demoPerson();
    const productId = faker.helpers.arrayElement(PRODUCT_IDS);
    const surface = faker.number.int({ min: 40, max: 600 });
    const pricing = priceQuote([{ productId, surfaceM2: surface }], catalogue);
    const year = Number(parisDay(createdAt).slice(0, 4));
    const number = (lastNumber.get(year) ?? 0) + 1;
    lastNumber.set(year, number);
    const title = faker.helpers.arrayElement(PROJECTS);
    const delivery = parisDay(new Date(createdAt.getTime() + faker.number.int({ min: 20, max: 200 }) * 86_400_000));
    const name = `${person.firstName} ${person.lastName}`;
    const form = {
      ...completeQuote,
      detailsProjet: projectDetails(title, surface, PRODUCTS[productId].label, person.city),
      nomPrenom: name,
      email: person.email,
      telephone: person.phone,
      rue: person.street,
      codePostal: person.postalCode,
      ville: person.city,
      titreProjet: title,
      dateLivraison: delivery,
      bottes: Object.fromEntries(
        PRODUCT_IDS.map((id) => [id, { selected: id === productId, surface: id === productId ? String(surface) : "" }]),
      ),
    };
    quotes.push({
      created_at: createdAt,
      number: `DEV-${year}-${String(number).padStart(4, "0")}`,
      customer_name: name,
      email: person.email,
      phone: person.phone,
      client_type: form.typeClient,
      company: person.company,
      project_title: title,
      delivery_date: delivery,
      urgent: false,
      subtotal_ht: pricing.subtotalHT,
      vat: pricing.vat,
      total_ttc: pricing.totalTTC,
      form,
      city: person.city,
      region: person.region,
      country: "France",
    });
    conversions.push({
      created_at: createdAt,
      event_type: "quote_request_submitted",
      event_category: "conversion",
      page_url: "/devis",
      is_admin: false,
      city: person.city,
      region: person.region,
      country: "France",
    });
  }
  const worksheetEvents = await demoWorksheetSessions(pool, now);
  await insertRows(pool, "contact_requests", contacts);
  await insertRows(pool, "quote_requests", quotes);
  await insertRows(pool, "conversion_events", conversions);
  // Their follow-ups exist (the database's triggers): the team's answers and outcomes.
  const followed = await followDemoQuoteRequests(pool, options.followedBy ?? "demo@isolenpaille.fr", now);
  for (const [year, last] of lastNumber) {
    await pool.query(
      `INSERT INTO quote_number_counters (year, last) VALUES ($1, $2)
       ON CONFLICT (year) DO UPDATE SET last = greatest(quote_number_counters.last, excluded.last)`,
      [year, last],
    );
  }
  return {
    calculations: calculations.length,
    downloads: downloads.length,
    contacts: contacts.length,
    quotes: quotes.length,
    followed,
    conversions: conversions.length,
    worksheetEvents: worksheetEvents.length,
  };
}

/**
 * Worksheet sessions, from the page views of the worksheet already in the database (demo-traffic.ts), so that the
 * worksheet's card (its page views, counted by the traffic engine) and its daily chart (the `page_view` events of
 * the page) read the same visits: one `page_view` event per view, copied in SQL with its instant, place and admin
 * flag. A quarter of the visits then add a few measurements of one bale type (mostly conforming, some too light, too
 * dense or too damp), and some of those e-mail the summary. Figures computed by the worksheet's own rules.
 */
async function demoWorksheetSessions(pool: pg.Pool, now: Date): Promise<{ length: number }> {
  const copied = await pool.query(
    `INSERT INTO bordereau_usage (created_at, event_type, is_admin, city, region, country)
     SELECT viewed_at, 'page_view', is_admin, city, region, country FROM page_views
      WHERE split_part(page_url, '?', 1) = $1 ORDER BY viewed_at`,
    [WORKSHEET_PAGE],
  );
  const { rows: visits } = await pool.query<{
    viewed_at: Date;
    is_admin: boolean;
    city: string | null;
    region: string | null;
    country: string | null;
  }>(`SELECT viewed_at, is_admin, city, region, country FROM page_views WHERE split_part(page_url, '?', 1) = $1 ORDER BY viewed_at, id`, [
    WORKSHEET_PAGE,
  ]);
  const rows: Record<string, unknown>[] = [];
  for (const visit of visits) {
    if (!faker.datatype.boolean({ probability: 0.25 })) continue;
    const start = visit.viewed_at;
    const where = { city: visit.city, region: visit.region, country: visit.country, is_admin: visit.is_admin };
    const baleType = faker.helpers.arrayElement(["22", "36", "46", "argibotte"] as const);
    const typical = TYPICAL_WEIGHT_KG[baleType];
    const measured = Array.from({ length: faker.number.int({ min: 1, max: 8 }) }, (_, index) =>
      computeMeasurement({
        baleType,
        lot: `L${String(index + 1).padStart(3, "0")}`,
        lengthCm: faker.helpers.arrayElement([50, 55, 55, 60]),
        humidity: faker.helpers.weightedArrayElement([
          { value: 10, weight: 5 },
          { value: 15, weight: 4 },
          { value: 20, weight: 2 },
          { value: 24, weight: 1 },
          { value: 26, weight: 0.5 },
        ]),
        weightKg: Math.round(typical * faker.number.float({ min: 0.7, max: 1.35 }) * 10) / 10,
        weightType: "bale",
      }),
    );
    // Never in the future: a visit of the last minutes records what it has done so far.
    const at = (step: number) => new Date(start.getTime() + step * 90_000);
    measured.forEach((measurement, index) => {
      if (at(index + 1) > now) return;
      rows.push({
        created_at: at(index + 1),
        event_type: "measurement_added",
        botte_type: baleType,
        measurement_count: index + 1,
        metadata: [usageMeasurement(measurement)],
        ...where,
      });
    });
    if (faker.datatype.boolean({ probability: 0.4 }) && at(measured.length + 1) <= now) {
      rows.push({
        created_at: at(measured.length + 1),
        event_type: "email_sent",
        botte_type: baleType,
        email_sent_to: demoPerson().email,
        measurement_count: measured.length,
        metadata: measured.map(usageMeasurement),
        ...where,
      });
    }
  }
  await insertRows(pool, "bordereau_usage", rows);
  return { length: (copied.rowCount ?? 0) + rows.length };
}
