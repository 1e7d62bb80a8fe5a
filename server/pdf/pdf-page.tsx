import type { ReactNode } from "react";
import { Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import { brand } from "@domain/brand";
import { PDF_COLOURS, pdfStyles } from "./pdf-theme";

export interface PdfPageProps {
  /** Named in the running header of every page. */
  documentTitle: string;
  /** "Édition du 20 novembre 2026", in the running footer. */
  edition: string;
  /**
   * For a sample: the notice repeated in a banner at the top of every page and the word drawn across each page,
   * so that no page, printed or extracted alone, can pass for the real document.
   */
  sample?: { banner: string; watermark: string };
  children: ReactNode;
}

/** An A4 page of the site's documents: brand header, contact footer with page numbers, optional sample marking. */
export function PdfPage({ documentTitle, edition, sample, children }: PdfPageProps) {
  return (
    <Page size="A4" style={pdfStyles.page}>
      {sample ? (
        <Text fixed style={styles.watermark}>
          {sample.watermark}
        </Text>
      ) : null}
      <View fixed style={styles.header}>
        <Text style={styles.brand}>{brand.name}</Text>
        <Text style={styles.headerTitle}>{documentTitle}</Text>
      </View>
      <View fixed style={styles.footer}>
        <Text>
          {brand.name} · {brand.footerLocation} · {brand.phone.display} · {brand.email}
        </Text>
        <Text style={styles.edition}>{edition}</Text>
      </View>
      <Text fixed style={styles.pageNumber} render={({ pageNumber, totalPages }) => `Page ${pageNumber} / ${totalPages}`} />
      {sample ? (
        <View fixed style={styles.banner}>
          <Text style={styles.bannerText}>{sample.banner}</Text>
        </View>
      ) : null}
      {children}
    </Page>
  );
}

const styles = StyleSheet.create({
  header: {
    position: "absolute",
    top: 24,
    left: 48,
    right: 48,
    flexDirection: "row",
    justifyContent: "space-between",
    alignItems: "flex-end",
    borderBottomWidth: 2,
    borderBottomColor: PDF_COLOURS.straw,
    paddingBottom: 6,
  },
  brand: { fontSize: 13, fontWeight: 700, color: PDF_COLOURS.muted },
  headerTitle: { fontSize: 9, color: PDF_COLOURS.muted },
  banner: {
    marginBottom: 12,
    padding: 6,
    borderWidth: 1.5,
    borderColor: PDF_COLOURS.warning,
    backgroundColor: PDF_COLOURS.warningLight,
  },
  bannerText: { fontSize: 9.5, fontWeight: 700, color: PDF_COLOURS.warning, textAlign: "center" },
  watermark: {
    position: "absolute",
    top: 360,
    left: 40,
    width: 520,
    textAlign: "center",
    fontSize: 110,
    fontWeight: 700,
    color: PDF_COLOURS.warning,
    opacity: 0.12,
    transform: "rotate(-40deg)",
  },
  // An absolute box anchored by its bottom needs its height: react-pdf does not measure the text inside it.
  footer: {
    position: "absolute",
    bottom: 18,
    height: 30,
    left: 48,
    right: 48,
    borderTopWidth: 0.75,
    borderTopColor: PDF_COLOURS.rule,
    paddingTop: 5,
    fontSize: 7.5,
    color: PDF_COLOURS.muted,
  },
  edition: { marginTop: 2 },
  // A text rendered per page is drawn only at the level of the page and placed from the top (A4 is 842 pt high).
  pageNumber: { position: "absolute", top: 812, right: 48, width: 100, textAlign: "right", fontSize: 7.5, color: PDF_COLOURS.muted },
});
