import { type JsonLdObject, serializeJsonLd } from "~/lib/structured-data";

/**
 * Structured data for search engines, rendered in the page body (valid for JSON-LD). The text is escaped by
 * `serializeJsonLd`, so content written by anyone can never close the script element.
 */
export function JsonLd({ data }: { data: JsonLdObject | readonly JsonLdObject[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
