import type pg from "pg";
import { completeQuote } from "../../scripts/demo/quote-request";

export interface QuoteRow {
  at: string;
  /** Null for a request the site could not price. */
  number: string | null;
  company?: string | null;
  title?: string;
  details?: string;
  subtotalHT?: number | null;
  email?: string;
}

/** One quote_requests row as the site writes it (name Camille Martin, Cholet), for the dashboards' tests. */
export async function insertQuoteRequest(pool: pg.Pool | pg.PoolClient, row: QuoteRow): Promise<void> {
  const title = row.title ?? "Maison ossature bois";
  const details = row.details ?? "Maison de 120 m² à isoler.";
  const subtotal = row.number === null ? null : (row.subtotalHT ?? 10_000);
  await pool.query(
    `INSERT INTO quote_requests (created_at, number, customer_name, email, phone, client_type, company, project_title,
       delivery_date, urgent, subtotal_ht, vat, total_ttc, form, city, region, country)
     VALUES ($1, $2, 'Camille Martin', $3, '0612345678', $4, $5, $6, '2027-03-01', false, $7::int, $7::int / 5, $7::int * 6 / 5, $8,
             'Cholet', 'Pays de la Loire', 'France')`,
    [
      row.at,
      row.number,
      row.email ?? "camille@exemple.fr",
      row.company ? "professionnel" : "particulier",
      row.company ?? null,
      title,
      subtotal,
      JSON.stringify({ ...completeQuote, titreProjet: title, detailsProjet: details, entreprise: row.company ?? undefined }),
    ],
  );
}
