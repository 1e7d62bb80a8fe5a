import { StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReferenceIndicator, ReferenceStatus } from "@domain/fdes-reference";
import { formatSignificant } from "./pdf-format";
import { PDF_COLOURS } from "./pdf-theme";

const STATUS_LABELS: Record<ReferenceStatus, string> = {
  derived: "dérivée d'une EPD",
  estimate: "estimation",
};

/** Indicators of a sample declaration: value, range and how each value was obtained, in every row. */
export function PdfIndicatorTable({ indicators }: { indicators: readonly ReferenceIndicator[] }) {
  return (
    <View style={styles.table}>
      <View style={[styles.row, styles.head]}>
        <Text style={styles.label}>Indicateur</Text>
        <Text style={styles.unit}>Unité / UF</Text>
        <Text style={styles.value}>Valeur d'exemple</Text>
        <Text style={styles.range}>Fourchette</Text>
        <Text style={styles.status}>Nature</Text>
      </View>
      {indicators.map((indicator, index) => (
        <View key={indicator.label} wrap={false} style={[styles.row, index % 2 === 1 ? styles.shaded : {}]}>
          <Text style={styles.label}>{indicator.label}</Text>
          <Text style={styles.unit}>{indicator.unit}</Text>
          <Text style={[styles.value, styles.bold]}>{formatSignificant(indicator.value)}</Text>
          <Text style={styles.range}>
            {indicator.range ? `${formatSignificant(indicator.range[0])} à ${formatSignificant(indicator.range[1])}` : "—"}
          </Text>
          <Text style={styles.status}>{STATUS_LABELS[indicator.status]}</Text>
        </View>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  table: { borderTopWidth: 0.75, borderTopColor: PDF_COLOURS.rule, fontSize: 8.5 },
  row: {
    flexDirection: "row",
    borderBottomWidth: 0.75,
    borderBottomColor: PDF_COLOURS.rule,
    paddingVertical: 4,
    paddingHorizontal: 4,
    gap: 6,
  },
  head: { backgroundColor: PDF_COLOURS.greenLight, fontWeight: 700 },
  shaded: { backgroundColor: PDF_COLOURS.panel },
  bold: { fontWeight: 700 },
  label: { width: "38%" },
  unit: { width: "13%" },
  value: { width: "15%", textAlign: "right" },
  range: { width: "18%", textAlign: "right" },
  status: { width: "16%" },
});
