import { StyleSheet } from "@react-pdf/renderer";
import { PDF_FONT_FAMILY } from "./fonts";

/** Brand colours of app/app.css, as PDF needs literal values. */
export const PDF_COLOURS = {
  ink: "#271913", // earth-950
  muted: "#573b2d", // earth-800
  rule: "#dccab5", // earth-200
  panel: "#f8f4f0", // earth-50
  straw: "#e9b434", // straw-400
  strawLight: "#faf0cc", // straw-100
  green: "#25552b", // green-700
  greenLight: "#ddeedd", // green-100
  warning: "#955314", // straw-700
  warningLight: "#fdf9ec", // straw-50
} as const;

export const pdfStyles = StyleSheet.create({
  page: {
    fontFamily: PDF_FONT_FAMILY,
    fontSize: 9.5,
    lineHeight: 1.4,
    color: PDF_COLOURS.ink,
    paddingTop: 72,
    paddingBottom: 64,
    paddingHorizontal: 48,
  },
  title: { fontSize: 22, lineHeight: 1.2, fontWeight: 700, marginBottom: 6 },
  subtitle: { fontSize: 11, lineHeight: 1.35, color: PDF_COLOURS.muted, marginBottom: 14 },
  heading: { fontSize: 12.5, lineHeight: 1.2, fontWeight: 700, color: PDF_COLOURS.green, marginTop: 14, marginBottom: 6 },
  paragraph: { marginBottom: 6 },
  small: { fontSize: 8, color: PDF_COLOURS.muted },
  bold: { fontWeight: 700 },
  listItem: { flexDirection: "row", marginBottom: 3 },
  bullet: { width: 12 },
  listText: { flex: 1 },
});
