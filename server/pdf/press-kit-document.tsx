import { Document, StyleSheet, Text, View } from "@react-pdf/renderer";
import { formatDateLong, formatDateShort, formatNumber } from "@domain/format";
import {
  CARBON_STORAGE_RANGE,
  DENSITY_RANGE_HOME,
  NO_RULES_RESISTANCE_SHORT,
  PAILLEMOBILE,
  PRODUCT_LIST,
  THERMAL_RESISTANCE_LABELS,
} from "@domain/products";
import { thermalResistanceFacts } from "@domain/product-figures";
import { brand } from "@domain/brand";
import { PdfBulletList } from "./pdf-bullet-list";
import { withUnit } from "./pdf-format";
import { PdfPage } from "./pdf-page";
import { PDF_COLOURS, pdfStyles } from "./pdf-theme";

export interface PressKitDocumentProps {
  /** ISO date of this edition (the catalogue's lastUpdated). */
  lastUpdated: string;
}

/**
 * The 2025 press kit (DOSSIER_DE_PRESSE_2025.pdf): the company, its products, PailleMobile and the claims of
 * docs/product.md §1, every figure read from brand.ts and domain/products.ts.
 */
export function PressKitDocument({ lastUpdated }: PressKitDocumentProps) {
  const title = "Dossier de presse 2025";
  const edition = `Édition du ${formatDateLong(lastUpdated)}`;
  const { claims } = brand;

  return (
    <Document
      title={`${title} — ${brand.name}`}
      author={brand.name}
      subject={`${brand.name} : bottes de paille préfabriquées pour l'isolation, usine mobile PailleMobile`}
      creator={brand.name}
      producer={brand.name}
      language="fr-FR"
      creationDate={new Date(lastUpdated)}
      modificationDate={new Date(lastUpdated)}
    >
      <PdfPage documentTitle={title} edition={edition}>
        <Text style={pdfStyles.small}>{title.toUpperCase()}</Text>
        <Text style={pdfStyles.title}>{brand.name}</Text>
        <Text style={pdfStyles.subtitle}>
          {brand.activity} pour la construction à ossature bois · atelier à {brand.footerLocation}
        </Text>

        <View style={styles.keyFigures} wrap={false}>
          {[
            { value: String(brand.foundedYear), label: "année de création" },
            { value: withUnit(formatNumber(claims.strawTonnesPerYear, 0), "t"), label: "de paille transformées par an, environ" },
            {
              value: `${CARBON_STORAGE_RANGE.min} à ${CARBON_STORAGE_RANGE.max}`,
              label: "kg de CO₂ stockés par m² de bottes posées",
            },
            { value: String(PRODUCT_LIST.length), label: "formats de bottes" },
          ].map((figure) => (
            <View key={figure.label} style={styles.keyFigure}>
              <Text style={styles.keyValue}>{figure.value}</Text>
              <Text style={styles.keyLabel}>{figure.label}</Text>
            </View>
          ))}
        </View>

        <Text style={pdfStyles.heading}>Qui sommes-nous ?</Text>
        <Text style={pdfStyles.paragraph}>
          {brand.name} fabrique des bottes de paille densifiées et préfabriquées pour isoler les maisons et les bâtiments à ossature bois.
          Depuis {brand.foundedYear}, notre atelier de {brand.address.city}, dans le {brand.address.department}, transforme environ{" "}
          {formatNumber(claims.strawTonnesPerYear, 0)} tonnes de paille par an. Nos bottes partent par semi-remorque dans toute la France et
          dans les pays voisins.
        </Text>
        <Text style={pdfStyles.paragraph}>
          Nous travaillons pour les constructeurs, les architectes, les charpentiers, les maîtres d'ouvrage publics et les bailleurs
          sociaux, les particuliers et les professionnels qui préparent un chantier d'isolation, ainsi que pour les céréaliers qui
          rejoignent le réseau PailleMobile.
        </Text>

        <Text style={pdfStyles.heading}>Nos bottes</Text>
        <View style={styles.table}>
          <View style={[styles.row, styles.head]}>
            <Text style={styles.cellName}>Produit</Text>
            <Text style={styles.cell}>Épaisseur</Text>
            <Text style={styles.cell}>{THERMAL_RESISTANCE_LABELS.declared}</Text>
            <Text style={styles.cell}>{THERMAL_RESISTANCE_LABELS.rules}</Text>
            <Text style={styles.cell}>Carbone stocké</Text>
          </View>
          {PRODUCT_LIST.map((product) => (
            <View key={product.id} style={styles.row} wrap={false}>
              <Text style={styles.cellName}>{product.label}</Text>
              <Text style={styles.cell}>{withUnit(formatNumber(product.thicknessMm / 10, 1), "cm")}</Text>
              {thermalResistanceFacts(product).map((fact) => (
                <Text key={fact.label} style={styles.cell}>
                  {fact.lambda === null ? NO_RULES_RESISTANCE_SHORT : fact.value}
                </Text>
              ))}
              <Text style={styles.cell}>{withUnit(formatNumber(product.carbonStoragePerM2, 2), "kg CO₂/m²")}</Text>
            </View>
          ))}
        </View>
        <PdfBulletList
          items={[
            "Une déclaration environnementale (FDES) individuelle par format de botte.",
            brand.re2020Statement,
            `Une densité de ${DENSITY_RANGE_HOME.min} à ${DENSITY_RANGE_HOME.max} kg/m³, des bottes densifiées et dépoussiérées, une humidité suivie.`,
            `Une réponse à chaque demande de devis sous ${claims.quoteReplyHours} h.`,
          ]}
        />

        <Text style={pdfStyles.heading}>PailleMobile, l'usine mobile</Text>
        <Text style={pdfStyles.paragraph}>
          Avec PailleMobile, la fabrication vient à la paille. Un céréalier loue une unité mobile de{" "}
          {formatNumber(PAILLEMOBILE.unitLengthM, 0)} mètres dans le cadre d'un contrat de {PAILLEMOBILE.contractYears} ans et transforme la
          paille d'environ {formatNumber(PAILLEMOBILE.wheatHectares, 0)} hectares de blé ; {brand.name} assure la commercialisation des
          bottes. Une machine est viable à partir d'environ {formatNumber(PAILLEMOBILE.viableTonnesPerYear, 0)} tonnes de paille par an.
        </Text>

        <Text style={pdfStyles.heading}>La construction en paille en France</Text>
        <Text style={pdfStyles.paragraph}>
          On compte environ {formatNumber(claims.strawBuildingsInFrance, 0)} bâtiments isolés en paille en France, et environ{" "}
          {formatNumber(claims.newStrawBuildingsPerYear, 0)} nouveaux chaque année. Le collectif régional de la construction paille réunit{" "}
          {formatNumber(claims.regionalCollectiveMembers, 0)} membres.
        </Text>

        <View wrap={false}>
          <Text style={pdfStyles.heading}>{brand.nomination.award}</Text>
          <Text style={pdfStyles.paragraph}>
            {brand.name} est nommée aux {brand.nomination.award} ({brand.nomination.organiser}).
          </Text>
        </View>

        <View wrap={false}>
          <Text style={pdfStyles.heading}>Dans la presse</Text>
          <PdfBulletList
            items={brand.pressArticles.map(
              (article) => `${formatDateShort(article.date)} — ${article.title}${article.outlet ? ` (${article.outlet})` : ""}`,
            )}
          />
        </View>

        <View style={styles.contact} wrap={false}>
          <Text style={pdfStyles.bold}>Contact presse</Text>
          <Text>
            {brand.name} · {brand.address.city}, {brand.address.department}
          </Text>
          <Text>
            {brand.email} · {brand.phone.display}
          </Text>
        </View>
      </PdfPage>
    </Document>
  );
}

const styles = StyleSheet.create({
  keyFigures: { flexDirection: "row", gap: 8, marginVertical: 8 },
  keyFigure: { flex: 1, padding: 8, backgroundColor: PDF_COLOURS.strawLight, borderRadius: 4 },
  keyValue: { fontSize: 15, lineHeight: 1.25, fontWeight: 700, color: PDF_COLOURS.muted },
  keyLabel: { fontSize: 8, color: PDF_COLOURS.muted },
  table: { borderTopWidth: 0.75, borderTopColor: PDF_COLOURS.rule, marginBottom: 8 },
  row: { flexDirection: "row", borderBottomWidth: 0.75, borderBottomColor: PDF_COLOURS.rule, paddingVertical: 4, paddingHorizontal: 4 },
  head: { backgroundColor: PDF_COLOURS.greenLight, fontWeight: 700 },
  cellName: { width: "20%", fontWeight: 700 },
  cell: { width: "20%" },
  contact: { marginTop: 14, padding: 10, backgroundColor: PDF_COLOURS.panel, borderLeftWidth: 3, borderLeftColor: PDF_COLOURS.green },
});
