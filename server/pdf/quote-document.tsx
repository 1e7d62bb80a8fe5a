import { Document, StyleSheet, Text, View } from "@react-pdf/renderer";
import { formatDateLong, formatEurosHT, formatEuros, formatKg, formatNumber, formatSquareMetres } from "@domain/format";
import { formatUnitPrice } from "@domain/product-figures";
import { STORAGE } from "@domain/products";
import { formatStorage, formatTrucks } from "@domain/logistics";
import { QUOTE_VALIDITY_DAYS, type QuotePricing, VAT_RATE } from "@domain/quote/quote-pricing";
import { brand } from "@domain/brand";
import { QUOTE_ESTIMATE_ANNEX_TITLE, type QuoteEstimateAnnex } from "@domain/quote/estimate-annex";
import { PdfBulletList } from "./pdf-bullet-list";
import { PdfFactsTable } from "./pdf-facts-table";
import { PdfTable } from "./pdf-table";
import { PdfPage } from "./pdf-page";
import { PDF_COLOURS, pdfStyles } from "./pdf-theme";

export interface QuoteDocumentData {
  number: string;
  /** ISO days. */
  date: string;
  validUntil: string;
  customer: { name: string; company?: string; vatNumber?: string; position?: string; email: string; phone: string; address: string[] };
  /** Null when delivery is at the billing address. */
  deliveryAddress: string[] | null;
  project: { title: string; details: string; horizon: string; works?: string };
  delivery: { date: string; urgent: boolean; siteAccessible: string; unloading: string };
  pricing: QuotePricing;
  /** Labels of the bales ticked without a surface: listed to be specified, never dropped. */
  unspecifiedBales: string[];
  /** The seller's legal identity, one line each (domain/legal.ts `sellerIdentityLines`, from the configuration). */
  sellerIdentity: string[];
  /** The RE2020 estimate the request carried, printed as the annex; null for none. */
  estimate?: QuoteEstimateAnnex | null;
}

/** The personalised quote: every figure comes from the pricing computed on the server. */
export function QuoteDocument({ data, createdAt }: { data: QuoteDocumentData; createdAt?: Date }) {
  const { pricing } = data;
  return (
    <Document title={`Devis ${data.number} – ${brand.name}`} author={brand.name} language="fr-FR" creationDate={createdAt}>
      <PdfPage documentTitle={`Devis ${data.number}`} edition={`Devis du ${formatDateLong(data.date)}`}>
        <View style={styles.titleRow}>
          <View>
            <Text style={pdfStyles.title}>Devis n° {data.number}</Text>
            <Text>Date : {formatDateLong(data.date)}</Text>
            <Text>
              Valable jusqu'au {formatDateLong(data.validUntil)} ({QUOTE_VALIDITY_DAYS} jours)
            </Text>
          </View>
          <View style={styles.issuer}>
            <Text style={pdfStyles.bold}>{brand.name}</Text>
            <Text>{brand.address.street}</Text>
            <Text>
              {brand.address.postalCode} {brand.address.city}
            </Text>
            <Text>{brand.phone.display}</Text>
            <Text>{brand.email}</Text>
            <View style={styles.identity}>
              {data.sellerIdentity.map((line) => (
                <Text key={line}>{line}</Text>
              ))}
            </View>
          </View>
        </View>

        <View style={styles.blocks}>
          <View style={styles.block}>
            <Text style={styles.blockTitle}>Client</Text>
            <Text style={pdfStyles.bold}>{data.customer.name}</Text>
            {data.customer.company ? <Text>{data.customer.company}</Text> : null}
            {data.customer.position ? <Text>{data.customer.position}</Text> : null}
            {data.customer.vatNumber ? <Text>TVA : {data.customer.vatNumber}</Text> : null}
            {data.customer.address.map((line) => (
              <Text key={line}>{line}</Text>
            ))}
            <Text>{data.customer.phone}</Text>
            <Text>{data.customer.email}</Text>
          </View>
          <View style={styles.block}>
            <Text style={styles.blockTitle}>Livraison</Text>
            {(data.deliveryAddress ?? ["À l'adresse du client"]).map((line) => (
              <Text key={line}>{line}</Text>
            ))}
            <Text style={data.delivery.urgent ? styles.urgent : undefined}>
              Date souhaitée : {formatDateLong(data.delivery.date)}
              {data.delivery.urgent ? " – URGENT" : ""}
            </Text>
            <Text>Chantier accessible en semi-remorque : {data.delivery.siteAccessible}</Text>
            <Text>Moyen de déchargement sur place : {data.delivery.unloading}</Text>
          </View>
        </View>

        <Text style={pdfStyles.heading}>Projet : {data.project.title}</Text>
        <Text style={pdfStyles.paragraph}>{data.project.details}</Text>
        <Text style={pdfStyles.small}>
          Échéance prévue : {data.project.horizon}
          {data.project.works ? ` · Pose : ${data.project.works}` : ""}
        </Text>

        <Text style={pdfStyles.heading}>Détail</Text>
        <View style={styles.table}>
          <View style={[styles.row, styles.headerRow]} fixed>
            <Text style={styles.colProduct}>Référence</Text>
            <Text style={styles.colNumber}>Surface</Text>
            <Text style={styles.colNumber}>Bottes</Text>
            <Text style={styles.colNumber}>Palettes</Text>
            <Text style={styles.colNumber}>Prix HT / m²</Text>
            <Text style={styles.colNumber}>Montant HT</Text>
          </View>
          {pricing.lines.map((line) => (
            <View key={line.productId} style={styles.row} wrap={false}>
              <Text style={styles.colProduct}>{line.label}</Text>
              <Text style={styles.colNumber}>{formatSquareMetres(line.surfaceM2)}</Text>
              <Text style={styles.colNumber}>{formatNumber(line.bales, 0)}</Text>
              <Text style={styles.colNumber}>{formatNumber(line.pallets, 0)}</Text>
              <Text style={styles.colNumber}>{formatUnitPrice(line.pricePerM2)}</Text>
              <Text style={styles.colNumber}>{formatEurosHT(line.amountHT)}</Text>
            </View>
          ))}
          {data.unspecifiedBales.map((label) => (
            <View key={label} style={styles.row} wrap={false}>
              <Text style={styles.colProduct}>{label}</Text>
              <Text style={styles.colUnspecified}>Non spécifié (à préciser) : surface à nous indiquer pour chiffrer cette référence</Text>
            </View>
          ))}
        </View>
        {/* The signature beside the totals, with the price conditions under them: they move to the next page together
            when they do not fit, so the customer always signs next to the amounts they accept. */}
        <View wrap={false} style={styles.closing}>
          <View style={styles.totalsAndSignature}>
            <View style={styles.signature}>
              <Text style={pdfStyles.bold}>Bon pour accord</Text>
              <Text style={pdfStyles.small}>Date, nom, signature et cachet du client, précédés de la mention « Bon pour accord »</Text>
              <View style={styles.signatureBox} />
            </View>
            <View style={styles.totals}>
              <View style={styles.totalRow}>
                <Text>Total HT</Text>
                <Text>{formatEurosHT(pricing.subtotalHT)}</Text>
              </View>
              <View style={styles.totalRow}>
                <Text>TVA {formatNumber(VAT_RATE * 100, 0)} %</Text>
                <Text>{formatEuros(pricing.vat)}</Text>
              </View>
              <View style={[styles.totalRow, styles.grandTotal]}>
                <Text>Total TTC</Text>
                <Text>{formatEuros(pricing.totalTTC)} TTC</Text>
              </View>
            </View>
          </View>
          <Text style={[pdfStyles.small, styles.note]}>
            Prix des bottes départ atelier, valables jusqu'au {formatDateLong(data.validUntil)} ; le transport est chiffré à part selon la
            distance et les conditions de livraison. Les bottes doivent être stockées au sec, sur palettes, à l'abri de la pluie.
          </Text>
        </View>

        <View wrap={false}>
          <Text style={pdfStyles.heading}>Transport, carbone et stockage</Text>
          <PdfFactsTable
            facts={[
              {
                label: "Transport",
                value: `${formatTrucks(pricing.trucks)} (${formatNumber(pricing.pallets, 0)} palettes), chiffré selon la distance de livraison`,
              },
              { label: "CO₂ stocké durablement", value: formatKg(pricing.carbonKg) },
              {
                label: "Stockage sur chantier",
                value: `${formatStorage(pricing.pallets)} (${STORAGE.palletFootprint} par palette), au sec et à l'abri`,
              },
            ]}
          />
        </View>

        {data.estimate ? <EstimateAnnex annex={data.estimate} /> : null}
      </PdfPage>
    </Document>
  );
}

/** The estimate as a table on its own page: inputs, figures, thresholds, the stored carbon reconciled, the method. */
function EstimateAnnex({ annex }: { annex: QuoteEstimateAnnex }) {
  return (
    <View break>
      <Text style={pdfStyles.heading}>Annexe : {QUOTE_ESTIMATE_ANNEX_TITLE}</Text>
      <Text style={[pdfStyles.bold, { marginBottom: 6 }]}>{annex.method[0]}</Text>
      <PdfBulletList items={annex.inputs} />
      <Text style={styles.annexHeading}>Résultats</Text>
      <PdfTable headers={["Grandeur", "Valeur"]} widths={["55%", "45%"]} rows={annex.figures.map(({ label, value }) => [label, value])} />
      <Text style={styles.annexHeading}>Seuils Ic construction_max_moyen</Text>
      <PdfTable headers={annex.thresholds.headers} widths={["28%", "28%", "22%", "22%"]} rows={annex.thresholds.rows} />
      <Text style={styles.annexHeading}>Carbone stocké</Text>
      <Text style={pdfStyles.paragraph}>{annex.carbon}</Text>
      <Text style={styles.annexHeading}>Méthode</Text>
      {annex.method.slice(1).map((sentence) => (
        <Text key={sentence} style={pdfStyles.paragraph}>
          {sentence}
        </Text>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  annexHeading: { fontSize: 10.5, fontWeight: 700, color: PDF_COLOURS.green, marginTop: 10, marginBottom: 4 },
  titleRow: { flexDirection: "row", justifyContent: "space-between", gap: 16, marginBottom: 16 },
  issuer: { width: "42%", textAlign: "right", fontSize: 9 },
  blocks: { flexDirection: "row", gap: 16, marginBottom: 8 },
  block: { flex: 1, padding: 8, backgroundColor: PDF_COLOURS.panel, borderRadius: 3 },
  blockTitle: { fontSize: 10.5, fontWeight: 700, color: PDF_COLOURS.green, marginBottom: 4 },
  urgent: { fontWeight: 700, color: "#b3261e" },
  table: { borderTopWidth: 0.75, borderTopColor: PDF_COLOURS.rule },
  row: { flexDirection: "row", borderBottomWidth: 0.75, borderBottomColor: PDF_COLOURS.rule, paddingVertical: 4 },
  headerRow: { backgroundColor: PDF_COLOURS.strawLight, fontWeight: 700 },
  colProduct: { width: "25%", paddingLeft: 4 },
  colNumber: { width: "15%", textAlign: "right", paddingRight: 4 },
  colUnspecified: { width: "75%", paddingRight: 4, color: PDF_COLOURS.muted },
  identity: { marginTop: 4, fontSize: 7.5, color: PDF_COLOURS.muted },
  closing: { marginTop: 8 },
  totalsAndSignature: { flexDirection: "row", justifyContent: "space-between", gap: 16 },
  totals: { width: "45%" },
  totalRow: { flexDirection: "row", justifyContent: "space-between", paddingVertical: 2 },
  grandTotal: { borderTopWidth: 1, borderTopColor: PDF_COLOURS.ink, marginTop: 2, paddingTop: 4, fontWeight: 700, fontSize: 11 },
  note: { marginTop: 6 },
  signature: { width: "50%" },
  signatureBox: { marginTop: 6, height: 70, borderWidth: 0.75, borderColor: PDF_COLOURS.rule },
});
