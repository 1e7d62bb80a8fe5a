import { StyleSheet, Text, View } from "@react-pdf/renderer";
import { PDF_COLOURS } from "./pdf-theme";

export interface PdfFact {
  label: string;
  value: string;
}

/** A two-column table of label and value, rows kept whole across page breaks. */
export function PdfFactsTable({ facts }: { facts: readonly PdfFact[] }) {
  return (
    <View style={styles.table}>
      {facts.map((fact, index) => (
        <View key={fact.label} wrap={false} style={[styles.row, index % 2 === 1 ? styles.shaded : {}]}>
          <Text style={styles.label}>{fact.label}</Text>
          <Text style={styles.value}>{fact.value}</Text>
        </View>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  table: { borderTopWidth: 0.75, borderTopColor: PDF_COLOURS.rule },
  row: {
    flexDirection: "row",
    borderBottomWidth: 0.75,
    borderBottomColor: PDF_COLOURS.rule,
    paddingVertical: 4,
    paddingHorizontal: 6,
  },
  shaded: { backgroundColor: PDF_COLOURS.panel },
  label: { width: "55%", color: PDF_COLOURS.muted },
  value: { width: "45%", fontWeight: 700 },
});
