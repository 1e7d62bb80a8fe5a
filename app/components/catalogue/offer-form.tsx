import { useId } from "react";
import { Form } from "react-router";
import type { CatalogueProduct } from "@domain/products";
import { Button } from "~/components/ui/button";
import { DecimalInput } from "~/components/forms/decimal-input";
import { decimalFieldText } from "@domain/decimal";

export type OfferFormResult =
  { ok: true; productId: string; message: string } | { ok: false; productId: string; error: string; fields: Record<string, string> };

/** A number as the field shows it: French decimal comma. */
const shown = (value: number | null) => (value === null ? "" : decimalFieldText(value));

/** One product's offer on /commercial/catalogue: every field with its French error under it. */
export function OfferForm({ product, busy, result }: { product: CatalogueProduct; busy: boolean; result: OfferFormResult | null }) {
  const id = useId();
  const fields = result && !result.ok ? result.fields : {};
  const field = (name: string, label: string, value: number | null, hint: string) => {
    const error = fields[name];
    return (
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-${name}`} className="text-sm font-medium">
          {label}
        </label>
        <DecimalInput
          id={`${id}-${name}`}
          name={name}
          defaultValue={shown(value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-${name}-hint${error ? ` ${id}-${name}-error` : ""}`}
        />
        <p id={`${id}-${name}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
        {error ? (
          <p id={`${id}-${name}-error`} className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    );
  };
  return (
    <Form
      method="post"
      aria-labelledby={`${id}-title`}
      className="rounded-lg border border-border bg-card p-5"
      key={JSON.stringify(product)}
    >
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        {product.label}
      </h2>
      <input type="hidden" name="productId" value={product.id} />
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {field("pricePerM2", "Prix indicatif (€ HT/m²)", product.pricePerM2, "De 0,01 à 1 000, deux décimales au plus")}
        {field("palletSize", "Bottes par palette", product.balesPerPallet, "Nombre entier de 1 à 500")}
        {field("palletWeight", "Poids d'une palette (kg)", product.palletWeightKg, "De 0,1 à 2 000, une décimale au plus")}
        {field("palletsPerTruck", "Palettes par semi-remorque", product.palletsPerTruck, "Nombre entier de 1 à 60")}
        {field(
          "leadTimeWeeks",
          "Délai de livraison (semaines)",
          product.leadTimeWeeks,
          "Nombre entier de 0 à 104 ; vide s'il n'est pas connu",
        )}
        <div className="flex items-center gap-2 self-center">
          <input id={`${id}-available`} type="checkbox" name="available" defaultChecked={product.available} className="size-4" />
          <label htmlFor={`${id}-available`} className="text-sm font-medium">
            Disponible à la vente
          </label>
        </div>
      </div>
      {result && !result.ok ? (
        <p role="alert" className="mt-4 text-sm text-destructive">
          {result.error}
        </p>
      ) : null}
      {result?.ok ? (
        <p role="status" className="mt-4 text-sm text-green-900">
          {result.message}
        </p>
      ) : null}
      <Button type="submit" className="mt-4" disabled={busy}>
        Enregistrer {product.label}
      </Button>
    </Form>
  );
}
