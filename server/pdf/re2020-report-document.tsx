import { Document, Text, View } from "@react-pdf/renderer";
import { brand } from "@domain/brand";
import { formatDateLong } from "@domain/format";
import type { Re2020Estimate } from "@domain/re2020/estimate";
import { compositionUncountedLines, RE2020_DISCLAIMER, RE2020_METHOD_NOTES } from "@domain/re2020/notes";
import {
  RE2020_REPORT_TITLE,
  re2020ConventionalRows,
  re2020ElementRows,
  re2020Figures,
  re2020InputLines,
  re2020LayerRows,
  re2020ThresholdRows,
  re2020WeightRows,
} from "@domain/re2020/re2020-report-figures";
import { PdfBulletList } from "./pdf-bullet-list";
import { PdfPage } from "./pdf-page";
import { PdfTable } from "./pdf-table";
import { pdfStyles } from "./pdf-theme";

const TEN = Array.from({ length: 10 }, () => "10%");

/** The RE2020 estimate's report: inputs, figures, weights, sources and limits (docs/decisions/0015-re2020-estimate.md). */
export function Re2020ReportDocument({ estimate, date, createdAt }: { estimate: Re2020Estimate; date: string; createdAt?: Date }) {
  return (
    <Document title={`${RE2020_REPORT_TITLE} – ${brand.name}`} author={brand.name} language="fr-FR" creationDate={createdAt}>
      <PdfPage documentTitle={RE2020_REPORT_TITLE} edition={`Édité le ${formatDateLong(date)}`}>
        <Text style={pdfStyles.title}>{RE2020_REPORT_TITLE}</Text>
        <Text style={pdfStyles.subtitle}>
          Estimation gratuite de {brand.name}, établie le {formatDateLong(date)}.
        </Text>
        <Text style={[pdfStyles.bold, { marginBottom: 6 }]}>{RE2020_DISCLAIMER}</Text>

        <Text style={pdfStyles.heading}>Données saisies</Text>
        <PdfBulletList items={re2020InputLines(estimate)} />

        <Text style={pdfStyles.heading}>Résultats</Text>
        <PdfTable
          headers={["Grandeur", "Valeur"]}
          widths={["60%", "40%"]}
          rows={re2020Figures(estimate).map((row) => [row.label, row.value])}
        />

        <View wrap={false}>
          <Text style={pdfStyles.heading}>Part du seuil Ic construction_max_moyen (kg CO₂ éq./m² SREF)</Text>
          <PdfTable
            headers={["Période du permis", "Seuil moyen", "Part (dynamique)", "Part (statique)"]}
            widths={["34%", "22%", "22%", "22%"]}
            rows={re2020ThresholdRows(estimate)}
          />
        </View>

        <View wrap={false}>
          <Text style={pdfStyles.heading}>Contribution par paroi (kg CO₂ éq./m² SREF ; Stock C en kg C/m² SREF)</Text>
          <PdfTable
            headers={["Paroi", "Surface", "Dynamique", "Statique", "Module D", "Stock C", "Composition entière (dyn.)"]}
            widths={["16%", "12%", "13%", "13%", "13%", "13%", "20%"]}
            rows={re2020ElementRows(estimate)}
          />
          {compositionUncountedLines(estimate).length > 0 ? (
            <PdfBulletList items={compositionUncountedLines(estimate).map((line) => `Non comptée : ${line}.`)} />
          ) : null}
        </View>

        <View wrap={false}>
          <Text style={pdfStyles.heading}>Isolants comptés (par m² de paroi)</Text>
          <PdfTable
            headers={["Isolant", "A1-C4 (kg CO₂ éq.)", "CO₂ stocké (kg)", "Modules dans l'Ic", "Donnée environnementale"]}
            widths={["24%", "13%", "13%", "18%", "32%"]}
            rows={re2020LayerRows(estimate)}
          />
        </View>

        <View wrap={false}>
          <Text style={pdfStyles.heading}>Comparaison avec une enveloppe conventionnelle (kg CO₂ éq./m² SREF)</Text>
          <PdfTable
            headers={["Isolant à la même résistance thermique", "Ic", "Écart de votre isolant"]}
            widths={["60%", "20%", "20%"]}
            rows={re2020ConventionalRows(estimate)}
          />
        </View>

        <View wrap={false}>
          <Text style={pdfStyles.heading}>Pondération dynamique employée (année : coefficient)</Text>
          <PdfTable headers={TEN.map((_, index) => `+${index}`)} widths={TEN} rows={re2020WeightRows()} />
        </View>

        <Text style={pdfStyles.heading}>Méthode, sources et limites</Text>
        <PdfBulletList items={RE2020_METHOD_NOTES} />
        {estimate.fdesIsExample ? (
          <Text style={pdfStyles.small}>
            Les FDES de nos bottes servies aujourd'hui sont des exemples en attendant les FDES vérifiées : l'estimation l'est aussi.
          </Text>
        ) : null}
      </PdfPage>
    </Document>
  );
}
