import { Document, StyleSheet, Text, View } from "@react-pdf/renderer";
import { brand } from "@domain/brand";
import { BIOGENIC_CARBON_NOTE, PRIMARY_ENERGY_NOTE } from "@domain/fdes/analysis";
import { FDES_COMPARABILITY_CAVEATS } from "@domain/fdes/comparability";
import { type CompareFdesResponse, SOURCED_FIGURES, type TypedFigure } from "@domain/fdes/compare-fdes-api";
import { TYPED_FIGURES } from "@domain/fdes/typed-values";
import { isComparableAtEqualR } from "@domain/fdes/equal-r-comparison";
import {
  formatFunctionalUnit,
  formatIndicator,
  formatIndicatorNumber,
  formatReduction,
  formatThermalResistance,
  formatValidity,
  NOT_READ,
} from "@domain/fdes/fdes-format";
import {
  FIGURE_LABELS,
  formatModules,
  formatSource,
  formatTypedSource,
  GWP_STAGE_COLUMNS,
  uploadedFigureValue,
} from "@domain/fdes/figure-sources";
import { formatDateLong, formatNumber } from "@domain/format";
import { PdfBulletList } from "./pdf-bullet-list";
import { PdfFactsTable } from "./pdf-facts-table";
import { PdfPage } from "./pdf-page";
import { PdfTable } from "./pdf-table";
import { pdfStyles } from "./pdf-theme";

export const FDES_REPORT_TITLE = "Comparaison environnementale d'un isolant";

const example = (isExample: boolean, value: number | null) => (isExample && value !== null ? " (ex.)" : "");

/**
 * The comparator's report (docs/product.md §5): the analysed declaration, each figure read with the modules it sums
 * and where it was read, our bales at equal R, GWP by stage, our stored biogenic carbon, the analysis and what limits
 * the comparison (NF EN 15804+A2, NF EN 15942). Laid out from a comparison answer whose side of ours the server
 * computed (server/fdes/fdes-report.server.tsx).
 */
export function FdesReportDocument({
  response,
  date,
  siteUrl,
  createdAt,
}: {
  response: CompareFdesResponse;
  date: string;
  siteUrl: string;
  createdAt?: Date;
}) {
  const { uploaded_product: uploaded, isol_en_paille_products: products, closest_match: closest } = response;
  const { details } = uploaded;
  const atEqualR = isComparableAtEqualR(uploaded);
  const anyExample = products.some((product) => product.is_example);
  const read = SOURCED_FIGURES.flatMap((figure) => {
    const value = uploadedFigureValue(uploaded, figure);
    const source = details.sources[figure];
    const typed = (TYPED_FIGURES as readonly string[]).includes(figure) ? details.typed[figure as TypedFigure] : undefined;
    if (value === null && !source) return [];
    const { label, unit } = FIGURE_LABELS[figure];
    if (typed) return [[label, formatIndicator(value, unit), figure === "module_d" ? "D" : "A1 à C4", formatTypedSource(typed)]];
    return [[label, formatIndicator(value, unit), source ? formatModules(source.modules) : "—", source ? formatSource(source) : "—"]];
  });
  const typedR = details.typed.thermal_resistance;
  const ours = atEqualR
    ? `ramenées à ${formatThermalResistance(uploaded.thermal_resistance)}, par unité fonctionnelle`
    : "à leur propre R, par m² de paroi";

  return (
    <Document title={`${FDES_REPORT_TITLE} – ${brand.name}`} author={brand.name} language="fr-FR" creationDate={createdAt}>
      <PdfPage documentTitle={FDES_REPORT_TITLE} edition={`Édité le ${formatDateLong(date)}`}>
        <Text style={pdfStyles.title}>{FDES_REPORT_TITLE}</Text>
        <Text style={pdfStyles.subtitle}>
          {uploaded.name ?? "Produit analysé (nom non lu)"} face aux bottes de paille {brand.name} : comparaison faite avec le comparateur
          environnemental de {brand.name}, rapport établi le {formatDateLong(date)}. Le fichier analysé n'a pas été conservé.
        </Text>

        <Text style={pdfStyles.heading}>FDES analysée</Text>
        <PdfFactsTable
          facts={[
            { label: "Produit", value: uploaded.name ?? NOT_READ },
            { label: "Norme", value: details.standard ?? NOT_READ },
            { label: "Unité fonctionnelle", value: formatFunctionalUnit(details.functional_unit) },
            {
              label: "Résistance thermique",
              value: `${formatThermalResistance(uploaded.thermal_resistance)}${typedR ? ` (${formatTypedSource(typedR)})` : ""}`,
            },
            { label: "Valide jusqu'au", value: formatValidity(details.valid_until) ?? NOT_READ },
            { label: "Fin de vie", value: uploaded.end_of_life ?? NOT_READ },
          ]}
        />

        <Text style={pdfStyles.heading}>Valeurs lues, modules et sources</Text>
        <Text style={pdfStyles.paragraph}>
          Par unité fonctionnelle. Chaque valeur avec les modules qu'elle somme (A1 à C4 pour un total du cycle de vie, D à part) et
          l'endroit de la FDES où elle a été lue ; une valeur que le lecteur n'a pas pu lire et que l'utilisateur a saisie est marquée «
          saisi par l'utilisateur », avec ce que la lecture a trouvé et où.
        </Text>
        {read.length > 0 ? (
          <PdfTable headers={["Valeur", "Lue", "Modules", "Source"]} widths={["30%", "17%", "11%", "42%"]} rows={read} />
        ) : (
          <Text>Aucune valeur lue.</Text>
        )}
        {details.warnings.length > 0 ? (
          <>
            <Text style={[pdfStyles.bold, { marginTop: 8 }]}>Points à vérifier dans la lecture</Text>
            <PdfBulletList items={details.warnings} />
          </>
        ) : null}

        <Text style={pdfStyles.heading}>Nos bottes de paille, {ours}</Text>
        <PdfTable
          headers={[
            "Botte",
            "R propre",
            "Réchauffement clim. (kg CO₂ éq.)",
            "Énergie primaire (MJ)",
            "dont PENRT (MJ)",
            "Eau (m³)",
            "Déchets (kg)",
            "Module D (kg CO₂ éq.)",
          ]}
          widths={["16%", "8%", "16%", "16%", "11%", "10%", "10%", "13%"]}
          rows={products.map((product) => [
            `${product.name}${closest?.name === product.name ? " (la plus proche)" : ""}`,
            formatNumber(product.thermal_resistance, 2),
            `${formatIndicatorNumber(product.gwp)}${example(product.is_example, product.gwp)}${reduction(product.gwp_reduction_percent)}`,
            `${formatIndicatorNumber(product.energy)}${example(product.is_example, product.energy)}${reduction(product.energy_reduction_percent)}`,
            formatIndicatorNumber(product.penrt),
            formatIndicatorNumber(product.water),
            formatIndicatorNumber(product.waste),
            formatIndicatorNumber(product.module_d),
          ])}
        />
        <Text style={styles.note}>{PRIMARY_ENERGY_NOTE}</Text>
        {anyExample ? (
          <Text style={styles.note}>
            (ex.) : valeur d'exemple, tirée d'une FDES générée à partir de valeurs de référence et marquée EXEMPLE, en attendant la FDES
            vérifiée de la botte.
          </Text>
        ) : null}

        <Text style={pdfStyles.heading}>Réchauffement climatique par étape du cycle de vie (kg CO₂ éq.)</Text>
        <PdfTable
          headers={["Produit", ...GWP_STAGE_COLUMNS.map((column) => column.modules), "Total A1 à C4"]}
          widths={["25%", "12.5%", "12.5%", "12.5%", "12.5%", "12.5%", "12.5%"]}
          rows={[
            [
              uploaded.name ?? "Produit analysé",
              ...GWP_STAGE_COLUMNS.map((column) => formatIndicatorNumber(details.gwp_by_stage[column.key])),
              formatIndicatorNumber(uploaded.gwp),
            ],
            ...products.map((product) => [
              product.name,
              ...GWP_STAGE_COLUMNS.map(
                (column) =>
                  `${formatIndicatorNumber(product.gwp_by_stage[column.key])}${example(product.is_example, product.gwp_by_stage[column.key])}`,
              ),
              `${formatIndicatorNumber(product.gwp)}${example(product.is_example, product.gwp)}`,
            ]),
          ]}
        />
        <Text style={styles.note}>
          {GWP_STAGE_COLUMNS.map((column) => `${column.modules} : ${column.label.toLowerCase()}`).join(" ; ")}. Le module D n'entre pas dans
          le total.
        </Text>

        <View wrap={false}>
          <Text style={pdfStyles.heading}>Carbone biogénique stocké dans nos bottes</Text>
          <PdfBulletList
            items={[
              ...products.map(
                (product) =>
                  `${product.name} : ${formatIndicator(product.biogenic_carbon, "kg C")}${example(product.is_example, product.biogenic_carbon)} (${ours})`,
              ),
              ...(details.biogenic_carbon !== null
                ? [`Produit analysé (sa FDES) : ${formatIndicator(details.biogenic_carbon, "kg C")}`]
                : []),
            ]}
          />
          <Text style={styles.note}>{BIOGENIC_CARBON_NOTE}</Text>
        </View>

        <Text style={pdfStyles.heading}>Analyse</Text>
        {response.analysis.split("\n").map((line, index) => (
          <Text key={index} style={pdfStyles.paragraph}>
            {line}
          </Text>
        ))}

        <Text style={pdfStyles.heading}>Comparabilité (NF EN 15804+A2, NF EN 15942)</Text>
        <PdfBulletList items={FDES_COMPARABILITY_CAVEATS} />

        <Text style={[pdfStyles.small, { marginTop: 14 }]}>
          Ce rapport est une aide à la décision : il ne remplace ni les FDES elles-mêmes ni une analyse de cycle de vie du bâtiment. Nos
          déclarations : {products.map((product) => `${product.name} ${new URL(product.document_url, siteUrl).href}`).join(" ; ")}.
        </Text>
      </PdfPage>
    </Document>
  );
}

function reduction(percent: number | null): string {
  const text = formatReduction(percent);
  return text ? ` (${text})` : "";
}

const styles = StyleSheet.create({
  note: { marginTop: 4, fontSize: 8.5 },
});
