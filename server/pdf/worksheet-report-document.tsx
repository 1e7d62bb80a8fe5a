import { Document, StyleSheet, Text, View } from "@react-pdf/renderer";
import { formatDateLong } from "@domain/format";
import {
  MEASUREMENT_HEADERS,
  THRESHOLD_LINES,
  type WorksheetSummary,
  baleTypesLine,
  formatConformity,
  measurementCells,
} from "@domain/worksheet/worksheet-summary";
import { brand } from "@domain/brand";
import { PdfBulletList } from "./pdf-bullet-list";
import { PdfPage } from "./pdf-page";
import { PDF_COLOURS, pdfStyles } from "./pdf-theme";

/** The worksheet's summary as a self-check record (CP 2012): every measurement, the rate and class, the thresholds. */
export function WorksheetReportDocument({ summary, date, createdAt }: { summary: WorksheetSummary; date: string; createdAt?: Date }) {
  return (
    <Document title={`Bordereau d'autocontrôle – ${brand.name}`} author={brand.name} language="fr-FR" creationDate={createdAt}>
      <PdfPage documentTitle="Bordereau d'autocontrôle de masse volumique" edition={`Édité le ${formatDateLong(date)}`}>
        <Text style={pdfStyles.title}>Bordereau d'autocontrôle de masse volumique</Text>
        <Text>{baleTypesLine(summary)}</Text>
        <Text>Date : {formatDateLong(date)}</Text>
        <Text>Mesures : {summary.measurements.length}</Text>
        <Text style={pdfStyles.bold}>Taux de conformité : {formatConformity(summary)}</Text>

        <Text style={pdfStyles.heading}>Mesures</Text>
        <View style={styles.table}>
          <View style={[styles.row, styles.headerRow]} fixed>
            {MEASUREMENT_HEADERS.map((header, column) => (
              <Text key={header} style={[styles.cell, { width: COLUMN_WIDTHS[column] }]}>
                {header}
              </Text>
            ))}
          </View>
          {summary.measurements.map((measurement, index) => (
            <View key={index} style={styles.row} wrap={false}>
              {measurementCells(measurement).map((cell, column) => (
                <Text key={column} style={[styles.cell, { width: COLUMN_WIDTHS[column] }]}>
                  {cell}
                </Text>
              ))}
            </View>
          ))}
        </View>

        <View wrap={false}>
          <Text style={pdfStyles.heading}>Seuils appliqués</Text>
          <PdfBulletList items={THRESHOLD_LINES} />
        </View>

        <View style={styles.signature} wrap={false}>
          <Text style={pdfStyles.bold}>Contrôle réalisé par</Text>
          <Text style={pdfStyles.small}>Nom, date et signature</Text>
          <View style={styles.signatureBox} />
        </View>
      </PdfPage>
    </Document>
  );
}

/** Lot, type de botte, poids, longueur, humidité, masse volumique sèche, statut: the type and the status need the room. */
const COLUMN_WIDTHS = ["11%", "17%", "14%", "12%", "10%", "18%", "18%"];

const styles = StyleSheet.create({
  table: { borderTopWidth: 0.75, borderTopColor: PDF_COLOURS.rule },
  row: { flexDirection: "row", borderBottomWidth: 0.75, borderBottomColor: PDF_COLOURS.rule, paddingVertical: 3 },
  headerRow: { backgroundColor: PDF_COLOURS.strawLight, fontWeight: 700 },
  cell: { paddingHorizontal: 3, fontSize: 9 },
  signature: { marginTop: 20, alignSelf: "flex-end", width: "50%" },
  signatureBox: { marginTop: 6, height: 60, borderWidth: 0.75, borderColor: PDF_COLOURS.rule },
});
