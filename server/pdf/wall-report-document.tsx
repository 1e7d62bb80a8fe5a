import { Document, Link, StyleSheet, Text, View } from "@react-pdf/renderer";
import { brand } from "@domain/brand";
import { formatDateLong, formatNumber } from "@domain/format";
import { sectionDrawing } from "@domain/wall/section-drawing";
import { comparisonTable } from "@domain/wall/variants";
import {
  ELEMENT_LABELS,
  GLASER_HEADERS,
  WALL_REPORT_FORMULAS,
  WALL_REPORT_LIMITS,
  WALL_REPORT_RESPONSIBILITY,
  WALL_REPORT_TITLE,
  CARBON_HEADERS,
  condensationVerdict,
  wallReportCarbonRows,
  wallReportFigures,
  wallReportGlaserRows,
  wallReportLayers,
  WALL_LINK_SENTENCE,
  WALL_NO_LINK_SENTENCE,
  type WallReportData,
} from "@domain/wall/wall-report-figures";
import { PdfBulletList } from "./pdf-bullet-list";
import { PdfPage } from "./pdf-page";
import { PdfTable } from "./pdf-table";
import { pdfStyles } from "./pdf-theme";
import { WallSectionDrawing } from "./wall-section-drawing";

const LAYER_HEADERS = ["N°", "Couche", "d (mm)", "λ W/(m·K)", "ρ kg/m³", "c J/(kg·K)", "μ", "Statut et source"];
const LAYER_WIDTHS = ["5%", "19%", "8%", "9%", "8%", "9%", "8%", "34%"];
const FIGURE_WIDTHS = ["52%", "28%", "20%"];
const GLASER_WIDTHS = ["20%", "20%", "20%", "20%", "20%"];
const CARBON_WIDTHS = ["22%", "8%", "8%", "8%", "8%", "46%"];

/** Width of the section drawing on the page, points (A4 minus the margins). */
const DRAWING_WIDTH = 420;

/**
 * The wall calculator's report: inputs, the section drawing, figures with their standards, moisture over a year, the
 * comparison with the person's variants, formulas, limits, warnings, and the link that reopens the wall.
 */
export function WallReportDocument({ data, createdAt }: { data: WallReportData; createdAt?: Date }) {
  const { input, performance, date } = data;
  const climate = input.climate;
  const layers = wallReportLayers(input, performance);
  const drawing = sectionDrawing(performance);
  const comparison = data.compared.length > 1 ? comparisonTable(data.compared) : null;
  const moisture = performance.moisture;
  return (
    <Document title={`${WALL_REPORT_TITLE} – ${brand.name}`} author={brand.name} language="fr-FR" creationDate={createdAt}>
      <PdfPage documentTitle={WALL_REPORT_TITLE} edition={`Édité le ${formatDateLong(date)}`}>
        <Text style={pdfStyles.title}>{WALL_REPORT_TITLE}</Text>
        <Text style={pdfStyles.subtitle}>
          Calcul gratuit du calculateur de paroi {brand.name}, établi le {formatDateLong(date)}.
        </Text>

        <Text style={pdfStyles.heading}>Données saisies</Text>
        <Text>Type de paroi : {ELEMENT_LABELS[input.element]}</Text>
        <Text>Lame d'air extérieure ventilée : {input.ventilatedOutside ? "oui" : "non"}</Text>
        <Text>
          Climat de calcul : intérieur {formatNumber(climate.insideTemperature, 1)} °C et {formatNumber(climate.insideHumidity, 0)} % HR ;
          extérieur {formatNumber(climate.outsideTemperature, 1)} °C et {formatNumber(climate.outsideHumidity, 0)} % HR
        </Text>
        <Text style={[pdfStyles.small, { marginBottom: 4 }]}>Couches de l'intérieur vers l'extérieur.</Text>
        <PdfTable
          headers={LAYER_HEADERS}
          widths={LAYER_WIDTHS}
          rows={layers.map((layer) => [
            String(layer.index),
            layer.bridge ? `${layer.label} ; ${layer.bridge}` : layer.label,
            formatNumber(layer.thicknessMm, 1),
            layer.lambda,
            layer.density,
            layer.specificHeat,
            layer.mu,
            layer.source,
          ])}
        />
        <Text style={[pdfStyles.small, { marginTop: 4 }]}>{WALL_REPORT_RESPONSIBILITY}</Text>
        {data.link ? (
          <View style={{ marginTop: 4 }} wrap={false}>
            <Text style={pdfStyles.small}>{WALL_LINK_SENTENCE}</Text>
            {/* A long address has no space to break at: its pieces (cut after each & and *) wrap instead of being clipped. */}
            <Link src={data.link} style={styles.link}>
              {data.link.split(/(?<=[&*])/).map((piece, index) => (
                <Text key={`${index}-${piece}`}>{piece}</Text>
              ))}
            </Link>
          </View>
        ) : (
          <Text style={[pdfStyles.small, { marginTop: 4 }]}>{WALL_NO_LINK_SENTENCE}</Text>
        )}

        <View wrap={false}>
          <Text style={pdfStyles.heading}>Coupe de la paroi à l'échelle</Text>
          <WallSectionDrawing drawing={drawing} width={DRAWING_WIDTH} />
          <Text style={styles.note}>
            {drawing.description} Trait rouge : température ; tirets bleus : point de rosée de l'air intérieur (en haut) et pression de
            saturation (en bas) ; trait sombre : pression de vapeur ; bandes rouges : zones de condensation.
          </Text>
        </View>

        <Text style={pdfStyles.heading}>Résultats</Text>
        <PdfTable
          headers={["Grandeur", "Valeur", "Norme"]}
          widths={FIGURE_WIDTHS}
          rows={wallReportFigures(performance).map((figure) => [figure.label, figure.value, figure.standard])}
        />
        {performance.timeShiftExplanation ? <Text style={styles.note}>{performance.timeShiftExplanation}</Text> : null}

        <Text style={pdfStyles.heading} minPresenceAhead={60}>
          Émissions par couche (kg CO₂ éq. par m² de paroi, NF EN 15804)
        </Text>
        <PdfTable headers={[...CARBON_HEADERS]} widths={CARBON_WIDTHS} rows={wallReportCarbonRows(performance)} />
        <Text style={styles.note}>
          {performance.gwp.coverage}
          {performance.gwp.isExample ? " Les FDES de nos bottes servies aujourd'hui sont des exemples." : ""}
        </Text>

        <View wrap={false}>
          <Text style={pdfStyles.heading}>Profil de Glaser (NF EN ISO 13788)</Text>
          <PdfTable headers={[...GLASER_HEADERS]} widths={GLASER_WIDTHS} rows={wallReportGlaserRows(performance)} />
          <Text style={[pdfStyles.bold, { marginTop: 4 }]}>Verdict : {condensationVerdict(performance)}</Text>
        </View>

        <Text style={pdfStyles.heading} minPresenceAhead={60}>
          Humidité sur l'année
        </Text>
        <Text style={pdfStyles.paragraph}>{moisture.blockMethod.criterion}</Text>
        {moisture.blockMethod.zones.map((zone) => (
          <Text key={zone.xMmFrom} style={styles.note}>
            Zone à {formatNumber(zone.xMmFrom, 0)} mm (couches {zone.layerIndices.map((index) => index + 1).join(", ")}) :{" "}
            {formatNumber(zone.condensateGPerM2, 0)} g/m², limite {zone.limitReason}
            {zone.timber
              .map((rise) => ` ; ${rise.label} : +${formatNumber(rise.risePercent, 1)} % (au plus ${rise.limitPercent} %)`)
              .join("")}
            .
          </Text>
        ))}
        <Text style={pdfStyles.paragraph}>{moisture.monthly ? moisture.monthly.criterion : moisture.monthlyUnavailable}</Text>
        {moisture.monthly ? (
          <PdfTable
            headers={moisture.monthly.months.map((month) => month.name.slice(0, 4))}
            widths={moisture.monthly.months.map(() => `${100 / 12}%`)}
            rows={[moisture.monthly.months.map((month) => formatNumber(month.accumulatedGPerM2, 0))]}
          />
        ) : null}
        <Text style={pdfStyles.paragraph}>Moisissure en surface : {moisture.mould.criterion}</Text>
        {moisture.advice.length > 0 ? <PdfBulletList items={moisture.advice} /> : null}

        {comparison ? (
          <View wrap={false}>
            <Text style={pdfStyles.heading}>Comparaison avec vos variantes</Text>
            <PdfTable
              headers={["", ...comparison.columns]}
              widths={["28%", ...comparison.columns.map(() => `${72 / comparison.columns.length}%`)]}
              rows={comparison.rows.map((row) => [row.label, ...row.values])}
            />
            {data.compared
              .filter((wall) => wall.refusal)
              .map((wall) => (
                <Text key={wall.label} style={styles.note}>
                  {wall.label} : {wall.refusal}
                </Text>
              ))}
          </View>
        ) : null}

        <Text style={pdfStyles.heading}>Formules employées</Text>
        <PdfBulletList items={WALL_REPORT_FORMULAS} />

        <Text style={pdfStyles.heading}>Méthode</Text>
        <PdfBulletList items={performance.methodNotes} />

        <Text style={pdfStyles.heading}>Limites de la méthode : ce que l'outil ne calcule pas</Text>
        <PdfBulletList items={WALL_REPORT_LIMITS} />

        <Text style={pdfStyles.heading}>Avertissements</Text>
        {performance.warnings.length > 0 ? (
          <PdfBulletList items={performance.warnings.map((warning) => warning.message)} />
        ) : (
          <Text>Aucun avertissement pour cette paroi.</Text>
        )}

        <Text style={[pdfStyles.small, { marginTop: 14 }]}>
          Ce rapport est une aide à la conception : il ne remplace ni une étude thermique réglementaire ni l'avis d'un bureau d'études.
        </Text>
      </PdfPage>
    </Document>
  );
}

const styles = StyleSheet.create({
  note: { marginTop: 4, fontSize: 8.5 },
  link: { flexDirection: "row", flexWrap: "wrap", fontSize: 8, color: "#25552b" },
});
