import { StyleSheet, Text, View } from "@react-pdf/renderer";
import type { ReferenceIndicator, ReferenceStatus } from "@domain/fdes-reference";
import { formatSignificant } from "@domain/format";
import { PDF_COLOURS } from "./pdf-theme";

const STATUS_LABELS: Record<ReferenceStatus, string> = {
  derived: "dérivée d'une EPD",
  estimate: "estimation",
};

/** A row's values by stage (A1-A3, A4-A5, B1-B7, C1-C4). */
export interface IndicatorStages {
  a1a3: number;
  a4a5: number;
  b: number;
  c: number;
}

/** One row: an indicator's life-cycle total and, where the sample gives them, its stages and module D. */
export interface IndicatorTableRow {
  indicator: ReferenceIndicator;
  /** The row's values by stage; `null` prints "ND" (non déclaré) in each stage column. */
  stages: IndicatorStages | null;
  /** Module D of this indicator; `null` prints "ND" (non déclaré). */
  moduleD: number | null;
}

const STAGE_COLUMNS = [
  { key: "a1a3", header: "A1-A3" },
  { key: "a4a5", header: "A4-A5" },
  { key: "b", header: "B1-B7" },
  { key: "c", header: "C1-C4" },
] as const;

/**
 * Three significant digits, as FDES print them (1,23E+00): enough for a reader, the comparator's own reading of the
 * file included, to find the value within 0.5 %.
 */
function formatValue(value: number): string {
  return formatSignificant(value, 3);
}

/**
 * Results of a sample declaration laid out like an FDES results table (one row per indicator, a column per stage, the
 * "Total cycle de vie (A1 à C4)" column, module D apart), followed by what a sample must add: the range of each value and how it was
 * obtained. Values sit on the middle line of a wrapped label, as in the published declarations.
 */
export function PdfIndicatorTable({ rows }: { rows: readonly IndicatorTableRow[] }) {
  return (
    <View style={styles.table}>
      <View style={[styles.row, styles.head]} wrap={false}>
        <Text style={styles.label}>Indicateur</Text>
        <Text style={styles.unit}>Unité / UF</Text>
        {STAGE_COLUMNS.map((column) => (
          <Text key={column.key} style={styles.stage}>
            {column.header}
          </Text>
        ))}
        <Text style={styles.value}>Total cycle de vie (A1 à C4)</Text>
        <Text style={styles.moduleD}>D</Text>
        <Text style={styles.range}>Fourchette du total</Text>
        <Text style={styles.status}>Nature</Text>
      </View>
      {rows.map(({ indicator, stages, moduleD }, index) => (
        <View key={indicator.label} wrap={false} style={[styles.row, index % 2 === 1 ? styles.shaded : {}]}>
          <Text style={styles.label}>{indicator.label}</Text>
          <Text style={styles.unit}>{indicator.unit}</Text>
          {STAGE_COLUMNS.map((column) => (
            <Text key={column.key} style={styles.stage}>
              {stages === null ? "ND" : formatValue(stages[column.key])}
            </Text>
          ))}
          <Text style={[styles.value, styles.bold]}>{formatValue(indicator.value)}</Text>
          <Text style={styles.moduleD}>{moduleD === null ? "ND" : formatValue(moduleD)}</Text>
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
  table: { borderTopWidth: 0.75, borderTopColor: PDF_COLOURS.rule, fontSize: 7 },
  row: {
    flexDirection: "row",
    alignItems: "center",
    borderBottomWidth: 0.75,
    borderBottomColor: PDF_COLOURS.rule,
    paddingVertical: 4,
    paddingHorizontal: 3,
    gap: 3,
  },
  head: { backgroundColor: PDF_COLOURS.greenLight, fontWeight: 700, alignItems: "flex-end" },
  shaded: { backgroundColor: PDF_COLOURS.panel },
  bold: { fontWeight: 700 },
  label: { width: "21%" },
  unit: { width: "8%" },
  stage: { width: "7.5%", textAlign: "right" },
  value: { width: "9%", textAlign: "right" },
  moduleD: { width: "7%", textAlign: "right" },
  range: { width: "10%", textAlign: "right" },
  status: { width: "8%" },
});
