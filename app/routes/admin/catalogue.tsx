import { data, Link, useNavigation } from "react-router";
import type { Route } from "./+types/catalogue";
import { pageTitle } from "@domain/brand";
import { OFFER_MESSAGES, offerChangeSchema, readOfferNumber } from "@domain/catalogue/offer-schema";
import { catalogueList, PRODUCTS } from "@domain/products";
import { formatDateTime } from "@domain/quotes/quote-format";
import { fieldMessages } from "@domain/field-errors";
import { requireAdmin } from "@server/auth/viewer.server";
import { servicesContext } from "@server/context.server";
import { ApiError } from "@server/http/api-error.server";
import { loadCatalogue } from "@server/catalogue/catalogue.server";
import { changeOffer, offerHistory, productIdOf } from "@server/catalogue/offer-changes.server";
import { DashboardLoadError } from "~/components/admin/dashboard-load-error";
import { OfferForm, type OfferFormResult } from "~/components/catalogue/offer-form";
import { pageMeta } from "~/lib/seo";
import { formatNumber } from "@domain/format";

const TITLE = "Catalogue et prix";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin({ request, context });
  const services = context.get(servicesContext);
  const [{ catalogue }, history] = await Promise.all([loadCatalogue(services.db.$client), offerHistory(services)]);
  return { products: catalogueList(catalogue), history };
}

/** One product's form (docs/product.md §10.1): the same schema as `PATCH /api/admin/products/{id}`, French decimals read. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAdmin({ request, context });
  const form = await request.formData();
  const productId = String(form.get("productId") ?? "");
  const text = (name: string) => String(form.get(name) ?? "");
  const numbers = {
    pricePerM2: readOfferNumber(text("pricePerM2")),
    palletSize: readOfferNumber(text("palletSize")),
    palletWeight: readOfferNumber(text("palletWeight")),
    palletsPerTruck: readOfferNumber(text("palletsPerTruck")),
    leadTimeWeeks: readOfferNumber(text("leadTimeWeeks")),
  };
  // A required field left empty or unreadable is refused with its range; an empty lead time means "not known".
  const fields: Record<string, string> = {};
  for (const name of ["pricePerM2", "palletSize", "palletWeight", "palletsPerTruck"] as const) {
    if (numbers[name] === undefined || numbers[name] === null) fields[name] = OFFER_MESSAGES[name];
  }
  if (numbers.leadTimeWeeks === null) fields.leadTimeWeeks = OFFER_MESSAGES.leadTimeWeeks;
  const refuse = (errors: Record<string, string>, error = "Rien n'a été enregistré : corrigez les champs signalés.") =>
    data<OfferFormResult>({ ok: false, productId, error, fields: errors }, { status: 400 });
  if (Object.keys(fields).length > 0) return refuse(fields);
  const parsed = offerChangeSchema.safeParse({
    ...numbers,
    leadTimeWeeks: numbers.leadTimeWeeks ?? null,
    available: form.get("available") === "on",
  });
  if (!parsed.success) return refuse(fieldMessages(parsed.error));
  try {
    await changeOffer(context.get(servicesContext), viewer, productIdOf(productId), parsed.data);
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return refuse(error.fields ?? {}, error.message);
    throw error;
  }
  return {
    ok: true,
    productId,
    message: `${PRODUCTS[productIdOf(productId)].label} : enregistré. Les pages et le prochain devis l'utilisent dès maintenant.`,
  } satisfies OfferFormResult;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: pageTitle(TITLE), description: "Page réservée aux administrateurs.", noindex: true });

const FIELD_LABELS: Record<string, string> = {
  pricePerM2: "Prix (€ HT/m²)",
  palletSize: "Bottes par palette",
  palletWeight: "Poids d'une palette (kg)",
  palletsPerTruck: "Palettes par semi-remorque",
  leadTimeWeeks: "Délai (semaines)",
  available: "Disponible",
};

function valueText(value: unknown): string {
  if (value === null) return "non renseigné";
  if (typeof value === "boolean") return value ? "oui" : "non";
  return typeof value === "number" ? formatNumber(value, 2) : String(value);
}

/** /commercial/catalogue (docs/product.md §10.1): each product's offer, editable, and the history of every change. */
export default function CataloguePage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <p className="text-sm">
        <Link to="/commercial" className="underline underline-offset-4">
          Tableau de Bord Commercial
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{TITLE}</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        Les valeurs enregistrées ici s'appliquent aussitôt au calculateur, aux pages produits, aux données structurées et au prochain devis,
        sur tous les serveurs. Un devis déjà envoyé garde ses prix et son PDF. Décimales avec une virgule ou un point.
      </p>
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        {loaderData.products.map((product) => (
          <OfferForm
            key={product.id}
            product={product}
            busy={navigation.state !== "idle"}
            result={actionData && actionData.productId === product.id ? actionData : null}
          />
        ))}
      </div>

      <section aria-labelledby="historique-catalogue" className="mt-12">
        <h2 id="historique-catalogue" className="text-2xl font-semibold tracking-tight">
          Historique des modifications
        </h2>
        {loaderData.history.length === 0 ? (
          <p className="mt-3 text-muted-foreground">Aucune modification depuis la mise en service du catalogue.</p>
        ) : (
          <div className="mt-3 overflow-x-auto rounded-lg border border-border">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Modifications du catalogue, les plus récentes d'abord</caption>
              <thead className="bg-muted">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Date
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Par
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Produit
                  </th>
                  <th scope="col" className="px-3 py-2">
                    Modification
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaderData.history.map((entry, index) => (
                  <tr key={index} className="border-t border-border">
                    <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(entry.changedAt)}</td>
                    <td className="px-3 py-2">{entry.author}</td>
                    <td className="px-3 py-2">{PRODUCTS[entry.productId].label}</td>
                    <td className="px-3 py-2">
                      {Object.entries(entry.changes)
                        .map(([field, { before, after }]) => `${FIELD_LABELS[field] ?? field} : ${valueText(before)} → ${valueText(after)}`)
                        .join(" ; ")}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <DashboardLoadError title={TITLE} />;
}
