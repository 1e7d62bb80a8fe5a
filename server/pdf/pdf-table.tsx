import { StyleSheet, Text, View } from "@react-pdf/renderer";
import { PDF_COLOURS } from "./pdf-theme";

/** A table of text cells with its header row repeated on each page; a row is never cut across pages. */
export function PdfTable({ headers, widths, rows }: { headers: readonly string[]; widths: readonly string[]; rows: readonly string[][] }) {
  return (
    <View style={styles.table}>
      <View style={[styles.row, styles.headerRow]} fixed>
        {headers.map((header, column) => (
          <Text key={header} style={[styles.cell, { width: widths[column] }]}>
            {header}
          </Text>
        ))}
      </View>
      {rows.map((row, index) => (
        <View key={index} style={styles.row} wrap={false}>
          {row.map((cell, column) => (
            <Text key={column} style={[styles.cell, { width: widths[column] }]}>
              {cell}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

const styles = StyleSheet.create({
  table: { borderTopWidth: 0.75, borderTopColor: PDF_COLOURS.rule },
  row: { flexDirection: "row", borderBottomWidth: 0.75, borderBottomColor: PDF_COLOURS.rule, paddingVertical: 2 },
  headerRow: { backgroundColor: PDF_COLOURS.strawLight, fontWeight: 700 },
  cell: { paddingHorizontal: 3, fontSize: 8 },
});
