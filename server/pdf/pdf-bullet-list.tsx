import { Text, View } from "@react-pdf/renderer";
import { pdfStyles } from "./pdf-theme";

/** A bulleted list; each item stays on one page. */
export function PdfBulletList({ items }: { items: readonly string[] }) {
  return (
    <View>
      {items.map((item) => (
        <View key={item} wrap={false} style={pdfStyles.listItem}>
          <Text style={pdfStyles.bullet}>•</Text>
          <Text style={pdfStyles.listText}>{item}</Text>
        </View>
      ))}
    </View>
  );
}
