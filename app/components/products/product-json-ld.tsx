import { type CatalogueProduct, DENSITY_RANGE_PRODUCTS, rulesThermalResistance, THERMAL_RESISTANCE_LABELS } from "@domain/products";
import { JsonLd } from "~/components/seo/json-ld";
import { brand } from "@domain/brand";
import { PRODUCT_COPY } from "~/content/product-copy";
import { absoluteUrl, useSiteUrl } from "~/lib/seo";
import type { JsonLdObject } from "~/lib/structured-data";

function property(name: string, value: number | string, unitText?: string) {
  return { "@type": "PropertyValue", name, value, ...(unitText ? { unitText } : {}) };
}

/** schema.org Product for one bale, its indicative price per m² as a unit price before tax. */
export function productStructuredData(siteUrl: string, product: CatalogueProduct): JsonLdObject {
  const url = absoluteUrl(siteUrl, `/produits#${product.id}`);
  const rules = rulesThermalResistance(product);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": url,
    name: product.label,
    sku: product.id,
    description: PRODUCT_COPY[product.id].description,
    category: "Isolant biosourcé en bottes de paille",
    url,
    brand: { "@type": "Brand", name: brand.name },
    manufacturer: { "@type": "Organization", name: brand.name, url: absoluteUrl(siteUrl, "/") },
    width: { "@type": "QuantitativeValue", value: product.width, unitCode: "MTR" },
    height: { "@type": "QuantitativeValue", value: product.height, unitCode: "MTR" },
    depth: { "@type": "QuantitativeValue", value: product.length, unitCode: "MTR" },
    additionalProperty: [
      property(THERMAL_RESISTANCE_LABELS.declared, product.thermalResistance, "m².K/W"),
      ...(rules === null ? [] : [property(THERMAL_RESISTANCE_LABELS.rules, rules, "m².K/W")]),
      property("Conductivité thermique λ déclarée par le fabricant", product.lambda, "W/(m.K)"),
      property("Déphasage", product.phaseShiftCardHours, "h"),
      property("Stockage carbone", product.carbonStoragePerM2, "kg CO₂/m²"),
      property("Masse volumique", `${DENSITY_RANGE_PRODUCTS.min}-${DENSITY_RANGE_PRODUCTS.max}`, "kg/m³"),
      ...(product.finish ? [property("Finition", product.finish)] : []),
    ],
    offers: {
      "@type": "Offer",
      url,
      priceCurrency: "EUR",
      price: product.pricePerM2,
      availability: product.available ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: product.pricePerM2,
        priceCurrency: "EUR",
        unitCode: "MTK",
        unitText: "m²",
        valueAddedTaxIncluded: false,
      },
      seller: { "@type": "Organization", name: brand.name },
    },
  };
}

/** The four bales of /produits as Product structured data. */
export function ProductsJsonLd({ products }: { products: CatalogueProduct[] }) {
  const siteUrl = useSiteUrl();
  if (siteUrl === undefined) return null;
  return <JsonLd data={products.map((product) => productStructuredData(siteUrl, product))} />;
}
