import { Document, StyleSheet, Text, View } from "@react-pdf/renderer";
import { formatDateLong, formatNumber, formatSignificant } from "@domain/format";
import {
  carbonFromCo2,
  type ReferenceIndicatorId,
  scaledIndicator,
  STRAW_END_OF_LIFE,
  STRAW_REFERENCE_INDICATORS,
  STRAW_REFERENCE_SOURCES,
  STRAW_REFERENCE_UNIT,
} from "@domain/fdes-reference";
import { calculationThermalResistance, DENSITY_RANGE_PRODUCTS, FAQ_FACTS, type Product, THERMAL_RESISTANCE_LABELS } from "@domain/products";
import { formatResistance, formatResistanceFact, thermalResistanceFacts } from "@domain/product-figures";
import { brand } from "@domain/brand";
import { SAMPLE_FOSSIL_SHARES, sampleGwpStages } from "@domain/fdes/sample-gwp-stages";
import { PdfBulletList } from "./pdf-bullet-list";
import { PdfFactsTable } from "./pdf-facts-table";
import { withUnit } from "./pdf-format";
import { type IndicatorTableRow, PdfIndicatorTable } from "./pdf-indicator-table";
import { PdfPage } from "./pdf-page";
import { PDF_COLOURS, pdfStyles } from "./pdf-theme";

/** The notice every page of a sample carries (docs/product-decisions.md). */
export const SAMPLE_FDES_NOTICE = "EXEMPLE — Document d'exemple — ne remplace pas la FDES vérifiée du fabricant";
export const SAMPLE_WATERMARK = "EXEMPLE";

const LIFE_CYCLE_INDICATORS: readonly ReferenceIndicatorId[] = [
  "gwpTotal",
  "gwpLuluc",
  "pert",
  "penrt",
  "water",
  "hazardousWaste",
  "nonHazardousWaste",
  "radioactiveWaste",
];

export interface SampleFdesDocumentProps {
  product: Product;
  /** ISO date of this sample's content (the catalogue's lastUpdated). */
  lastUpdated: string;
}

/**
 * A sample environmental declaration (FDES_Botte_22cm.pdf…) standing in until the manufacturer's verified FDES is
 * published. Built from domain/fdes-reference.ts (orders of magnitude of a 36 cm straw bale, scaled to this bale's
 * thickness) and the manufacturer's own figures of domain/products.ts. Every page says it is an example; every
 * value says whether it is derived from a published EPD or an estimate.
 */
export function SampleFdesDocument({ product, lastUpdated }: SampleFdesDocumentProps) {
  const title = `FDES ${product.label} — EXEMPLE`;
  const edition = `Exemple établi le ${formatDateLong(lastUpdated)}`;
  // The functional unit at the R the site calculates with (docs/product.md §10.9): what the comparator reads.
  const unitResistance = calculationThermalResistance(product);
  const r = formatResistance(unitResistance.value);
  const rLabel = THERMAL_RESISTANCE_LABELS[unitResistance.basis];
  const moduleD = scaledIndicator(STRAW_REFERENCE_INDICATORS.moduleD, product.thicknessMm);
  const gwpStages = sampleGwpStages(product);
  // Stages and module D are given for climate change only; the other rows print "ND" (non déclaré).
  const rows: IndicatorTableRow[] = LIFE_CYCLE_INDICATORS.map((id) => ({
    indicator: scaledIndicator(STRAW_REFERENCE_INDICATORS[id], product.thicknessMm),
    stages: id === "gwpTotal" ? gwpStages : null,
    moduleD: id === "gwpTotal" ? moduleD.value : null,
  }));
  const percent = (share: number) => `${formatNumber(share * 100, 0)} %`;
  const strawMassKgPerM2 = (STRAW_REFERENCE_UNIT.densityKgPerM3 * product.thicknessMm) / 1000;
  const hasClay = product.id === "argibotte";

  return (
    <Document
      title={title}
      author={brand.name}
      subject={`Exemple de déclaration environnementale et sanitaire de la ${product.label} — ne remplace pas la FDES vérifiée`}
      creator={brand.name}
      producer={brand.name}
      language="fr-FR"
      creationDate={new Date(lastUpdated)}
      modificationDate={new Date(lastUpdated)}
    >
      <PdfPage documentTitle={title} edition={edition} sample={{ banner: SAMPLE_FDES_NOTICE, watermark: SAMPLE_WATERMARK }}>
        <Text style={pdfStyles.small}>FICHE DE DÉCLARATION ENVIRONNEMENTALE ET SANITAIRE — EXEMPLE</Text>
        <Text style={pdfStyles.title}>{product.label}</Text>
        <Text style={pdfStyles.subtitle}>
          Isolant en bottes de paille · épaisseur {product.thicknessMm} mm · R = {r}
        </Text>

        <View style={styles.warning} wrap={false}>
          <Text style={pdfStyles.bold}>Avertissement</Text>
          <Text>
            Ce document est un exemple établi par {brand.name} pour montrer la forme et le contenu de la déclaration environnementale de la{" "}
            {product.label}. Il n'a pas été réalisé selon la norme NF EN 15804+A2 et son complément national NF EN 15804/CN, ni vérifié par
            une tierce partie habilitée dans le cadre du programme INIES. Ses valeurs sont des ordres de grandeur : il ne doit pas servir à
            un calcul réglementaire (RE2020) ni à une comparaison de produits. La FDES vérifiée du fabricant le remplacera dès sa
            publication.
          </Text>
        </View>

        <Text style={pdfStyles.heading}>Unité fonctionnelle</Text>
        <Text style={pdfStyles.paragraph}>
          Assurer une fonction d'isolation thermique sur 1 m² de paroi pendant une durée de vie de référence de{" "}
          {STRAW_REFERENCE_UNIT.referenceServiceLifeYears} ans, avec une résistance thermique R = {r} ({rLabel}).
        </Text>

        <Text style={pdfStyles.heading}>Données techniques</Text>
        <PdfFactsTable
          facts={[
            { label: "Épaisseur", value: withUnit(formatNumber(product.thicknessMm, 0), "mm") },
            ...thermalResistanceFacts(product).map((fact) => ({ label: fact.label, value: formatResistanceFact(fact) })),
            { label: "Densité", value: withUnit(`${DENSITY_RANGE_PRODUCTS.min} à ${DENSITY_RANGE_PRODUCTS.max}`, "kg/m³") },
            { label: "Réaction au feu (Euroclasse)", value: FAQ_FACTS.fireClass },
            { label: "Masse de paille par m² de paroi (estimation)", value: withUnit(formatNumber(strawMassKgPerM2, 0), "kg") },
            {
              label: "Durée de vie de référence (DVR)",
              value: withUnit(String(STRAW_REFERENCE_UNIT.referenceServiceLifeYears), "ans"),
            },
          ]}
        />

        <Text style={pdfStyles.heading}>Carbone biogénique</Text>
        <PdfFactsTable
          facts={[
            {
              label: "Teneur en carbone biogénique du produit",
              value: withUnit(formatNumber(carbonFromCo2(product.carbonStoragePerM2), 2), "kg C/UF"),
            },
            {
              label: "Stockage de carbone biogénique (déclaré par le fabricant)",
              value: withUnit(formatNumber(product.carbonStoragePerM2, 2), "kg CO₂/UF"),
            },
          ]}
        />
        <Text style={[pdfStyles.small, { marginTop: 4 }]}>
          Teneur en carbone : le stockage déclaré × 12/44. Le carbone biogénique n'est pas un indicateur de changement climatique : il ne se
          compare pas au « Changement climatique - total » d'un autre produit et ne se retranche pas de celui-ci.
        </Text>

        <View>
          <Text style={pdfStyles.heading}>Résultats de l'analyse de cycle de vie (exemple)</Text>
          <Text style={pdfStyles.paragraph}>
            Valeurs par unité fonctionnelle, total des modules A1 à C4 (production, mise en œuvre, vie en œuvre, fin de vie), ordres de
            grandeur d'une botte de paille de {STRAW_REFERENCE_UNIT.thicknessMm / 10} cm à {STRAW_REFERENCE_UNIT.densityKgPerM3} kg/m³
            ramenés à l'épaisseur de la {product.label} ({product.thicknessMm} mm).
            {hasClay ? " La barbotine d'argile n'est pas prise en compte : seules les valeurs de la paille figurent ici." : ""}
          </Text>
          <PdfIndicatorTable rows={rows} />
          <Text style={[pdfStyles.small, { marginTop: 4 }]}>
            A1-A3 : production ; A4-A5 : transport et mise en œuvre ; B1-B7 : vie en œuvre ; C1-C4 : fin de vie. Répartition du changement
            climatique par étape (estimation) : part fossile du total répartie à {percent(SAMPLE_FOSSIL_SHARES.a1a3)} en A1-A3,{" "}
            {percent(SAMPLE_FOSSIL_SHARES.a4a5)} en A4-A5, {percent(SAMPLE_FOSSIL_SHARES.b)} en B1-B7 et {percent(SAMPLE_FOSSIL_SHARES.c)}{" "}
            en C1-C4 ; le CO₂ biogénique de la paille ({formatNumber(gwpStages.biogenicCo2, 2)} kg CO₂) est absorbé en A1-A3 et rendu en
            C1-C4 (NF EN 15804+A2).
          </Text>
          <Text style={[pdfStyles.small, { marginTop: 4 }]}>
            D : bénéfices et charges au-delà des frontières du système, déclarés à part et non compris dans le total du cycle de vie ;
            fourchette du module D du changement climatique : {formatSignificant(moduleD.range?.[0] ?? 0)} à{" "}
            {formatSignificant(moduleD.range?.[1] ?? 0)} kg CO₂ éq. ({moduleD.status === "derived" ? "dérivée d'une EPD" : "estimation"}).
            ND : non déclaré.
          </Text>

          <Text style={pdfStyles.heading}>Fin de vie</Text>
          <Text style={pdfStyles.paragraph}>{STRAW_END_OF_LIFE}</Text>

          <Text style={pdfStyles.heading}>Nature des valeurs et sources</Text>
          <PdfBulletList
            items={[
              "« dérivée d'une EPD » : calculée à partir d'une déclaration environnementale publiée (paille britannique), et non de la paille d'Isol en Paille.",
              "« estimation » : ordre de grandeur d'ingénierie, lu dans aucune FDES, donné avec sa fourchette.",
              "« déclarée par le fabricant » : valeur communiquée par Isol en Paille.",
              ...STRAW_REFERENCE_SOURCES,
            ]}
          />
          <Text style={[pdfStyles.paragraph, { marginTop: 10 }]}>
            Pour obtenir la FDES vérifiée de la {product.label} dès sa publication : {brand.email} · {brand.phone.display}.
          </Text>
        </View>
      </PdfPage>
    </Document>
  );
}

const styles = StyleSheet.create({
  warning: {
    marginTop: 4,
    marginBottom: 6,
    padding: 8,
    borderLeftWidth: 3,
    borderLeftColor: PDF_COLOURS.warning,
    backgroundColor: PDF_COLOURS.warningLight,
  },
});
