import { Document, StyleSheet, Text, View } from "@react-pdf/renderer";
import { brand } from "@domain/brand";
import { formatDateLong, formatNumber } from "@domain/format";
import type { WallPerformance } from "@domain/wall/compute-wall";
import type { WallInput } from "@domain/wall/wall-schema";
import {
  ELEMENT_LABELS,
  GLASER_HEADERS,
  WALL_REPORT_FORMULAS,
  WALL_REPORT_LIMITS,
  WALL_REPORT_RESPONSIBILITY,
  WALL_REPORT_TITLE,
  condensationVerdict,
  wallReportFigures,
  wallReportGlaserRows,
  wallReportLayers,
} from "@domain/wall/wall-report-figures";
import { PdfBulletList } from "./pdf-bullet-list";
import { PdfPage } from "./pdf-page";
import { PdfTable } from "./pdf-table";
import { pdfStyles } from "./pdf-theme";

const LAYER_HEADERS = ["N°", "Couche", "d (mm)", "λ W/(m·K)", "ρ kg/m³", "c J/(kg·K)", "μ", "Statut et source"];
const LAYER_WIDTHS = ["5%", "19%", "8%", "9%", "8%", "9%", "8%", "34%"];
const FIGURE_WIDTHS = ["52%", "28%", "20%"];
const GLASER_WIDTHS = ["20%", "20%", "20%", "20%", "20%"];

/** The wall calculator's report: inputs, figures with their standards, formulas, limits, warnings. */
export function WallReportDocument({
  input,
  performance,
  date,
  createdAt,
}: {
  input: WallInput;
  performance: WallPerformance;
  date: string;
  createdAt?: Date;
}) {
  const climate = input.climate;
  const layers = wallReportLayers(input, performance);
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

        <Text style={pdfStyles.heading}>Résultats</Text>
        <PdfTable
          headers={["Grandeur", "Valeur", "Norme"]}
          widths={FIGURE_WIDTHS}
          rows={wallReportFigures(performance).map((figure) => [figure.label, figure.value, figure.standard])}
        />
        {performance.timeShiftExplanation ? <Text style={styles.note}>{performance.timeShiftExplanation}</Text> : null}
        <Text style={styles.note}>
          {performance.gwp.coverage}
          {performance.gwp.isExample ? " Les FDES de nos bottes servies aujourd'hui sont des exemples." : ""}
        </Text>

        <View wrap={false}>
          <Text style={pdfStyles.heading}>Profil de Glaser (NF EN ISO 13788)</Text>
          <PdfTable headers={[...GLASER_HEADERS]} widths={GLASER_WIDTHS} rows={wallReportGlaserRows(performance)} />
          <Text style={[pdfStyles.bold, { marginTop: 4 }]}>Verdict : {condensationVerdict(performance)}</Text>
        </View>

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
});
