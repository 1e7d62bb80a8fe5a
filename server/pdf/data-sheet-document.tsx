import { Document, Text, View } from "@react-pdf/renderer";
import { formatDateLong, formatNumber } from "@domain/format";
import {
  baleVolume,
  DENSITY_RANGE_PRODUCTS,
  FAQ_FACTS,
  type Product,
  STORAGE,
  surfacePerBale,
  THERMAL_RESISTANCE_LABELS,
} from "@domain/products";
import { formatDimensionsCm, formatResistanceFact, RESISTANCE_NOTE, thermalResistanceFacts, wallCarbonNote } from "@domain/product-figures";
import { brand } from "@domain/brand";
import { BaleDrawing } from "./bale-drawing";
import { PdfBulletList } from "./pdf-bullet-list";
import { PdfFactsTable } from "./pdf-facts-table";
import { withUnit } from "./pdf-format";
import { PdfPage } from "./pdf-page";
import { pdfStyles } from "./pdf-theme";

export interface DataSheetDocumentProps {
  product: Product;
  /** ISO date of the figures' last revision (the catalogue's lastUpdated). */
  lastUpdated: string;
}

/**
 * The data sheet of one bale (files BOTTE_22.pdf, BOTTE_36.pdf, BOTTE_46.pdf), every figure read from
 * domain/products.ts. The density is the products page's range (DENSITY_RANGE_PRODUCTS), this being a product
 * document; the fire class is the FAQ's.
 */
export function DataSheetDocument({ product, lastUpdated }: DataSheetDocumentProps) {
  const title = `Fiche technique ${product.label}`;
  const edition = `Édition du ${formatDateLong(lastUpdated)}`;
  const carbonPerBale = product.carbonStoragePerM2 * surfacePerBale(product);

  return (
    <Document
      title={title}
      author={brand.name}
      subject={`Caractéristiques techniques de la ${product.label}`}
      creator={brand.name}
      producer={brand.name}
      language="fr-FR"
      creationDate={new Date(lastUpdated)}
      modificationDate={new Date(lastUpdated)}
    >
      <PdfPage documentTitle={title} edition={edition}>
        <Text style={pdfStyles.title}>{title}</Text>
        <Text style={pdfStyles.subtitle}>
          Botte de paille densifiée et préfabriquée pour l'isolation des constructions à ossature bois, fabriquée dans notre atelier de{" "}
          {brand.footerLocation}.
        </Text>

        <View style={{ alignItems: "center", marginBottom: 6 }}>
          <BaleDrawing product={product} />
        </View>

        <Text style={pdfStyles.heading}>Dimensions</Text>
        <PdfFactsTable
          facts={[
            { label: "Dimensions (largeur × hauteur × longueur)", value: formatDimensionsCm(product) },
            { label: "Épaisseur d'isolant", value: withUnit(formatNumber(product.thicknessMm, 0), "mm") },
            { label: "Volume d'une botte", value: withUnit(formatNumber(baleVolume(product), 3), "m³") },
            { label: "Surface de paroi couverte par une botte", value: withUnit(formatNumber(surfacePerBale(product), 3), "m²") },
            { label: "Nombre de bottes par m² de paroi", value: formatNumber(1 / surfacePerBale(product), 2) },
            { label: "Finition", value: product.finish ?? "Aucune" },
          ]}
        />

        <Text style={pdfStyles.heading}>Performances</Text>
        <PdfFactsTable
          facts={[
            ...thermalResistanceFacts(product).map((fact) => ({ label: fact.label, value: formatResistanceFact(fact) })),
            { label: "Densité", value: withUnit(`${DENSITY_RANGE_PRODUCTS.min} à ${DENSITY_RANGE_PRODUCTS.max}`, "kg/m³") },
            { label: "Réaction au feu (Euroclasse)", value: FAQ_FACTS.fireClass },
            {
              label: "Stockage de carbone biogénique (par m² de bottes posées)",
              value: withUnit(formatNumber(product.carbonStoragePerM2, 2), "kg CO₂/m²"),
            },
            { label: "Stockage de carbone par botte", value: withUnit(formatNumber(carbonPerBale, 2), "kg CO₂") },
          ]}
        />

        <View>
          <Text style={pdfStyles.heading}>Conditionnement et transport</Text>
          {/* The pallets, their weight, the trucks, the lead time and the price are the catalogue's, which the owner
              changes on the site (docs/product.md §10.1): a printed sheet would keep an old value. */}
          <Text style={pdfStyles.paragraph}>
            Livraison sur palettes, par semi-remorque, dans toute la France et dans les pays voisins. Bottes par palette, poids des
            palettes, palettes par semi-remorque, délai et prix indicatif à jour : page Produits du site et votre devis.
          </Text>

          <Text style={pdfStyles.heading}>Stockage sur chantier</Text>
          <PdfFactsTable
            facts={[
              {
                label: "Emprise au sol d'une palette",
                value: `${STORAGE.palletFootprint} (${withUnit(formatNumber(STORAGE.floorAreaPerPalletM2, 2), "m²")})`,
              },
              { label: "Hauteur de stockage maximale", value: withUnit(formatNumber(STORAGE.stackingHeightM, 1), "m") },
            ]}
          />
          <PdfBulletList
            items={[
              "Stocker les palettes au sec, à l'abri de la pluie et des remontées d'humidité du sol.",
              `Prévoir ${withUnit(formatNumber(STORAGE.floorAreaPerPalletM2, 2), "m²")} au sol par palette.`,
            ]}
          />

          <Text style={pdfStyles.heading}>Commande</Text>
          <PdfBulletList
            items={[
              `Commander au moins ${FAQ_FACTS.orderLeadTimeMonths} mois avant la date de livraison souhaitée.`,
              `Ajouter une marge de sécurité de ${FAQ_FACTS.safetyMarginPercent} % aux quantités calculées.`,
              `Devis gratuit et sans engagement : ${brand.email} · ${brand.phone.display}.`,
            ]}
          />

          <Text style={[pdfStyles.small, { marginTop: 16 }]}>
            Valeurs déclarées par {brand.name} pour la {product.label}, sauf le {THERMAL_RESISTANCE_LABELS.rules}. Document d'information
            non contractuel ; les performances d'une paroi dépendent de sa conception et de sa mise en œuvre.
          </Text>
          <Text style={[pdfStyles.small, { marginTop: 4 }]}>{RESISTANCE_NOTE}</Text>
          <Text style={[pdfStyles.small, { marginTop: 4 }]}>{wallCarbonNote()}</Text>
        </View>
      </PdfPage>
    </Document>
  );
}
