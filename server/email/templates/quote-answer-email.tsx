import { Text } from "@react-email/components";
import { EmailLayout } from "./email-layout";

/**
 * The team's answer to a quote request, written on the request's admin page (docs/product.md §6.10): the text as the
 * team edited it, paragraph by paragraph (React escapes it: the text is never HTML), in the site's frame.
 */
export function QuoteAnswerEmail({ body, sellerIdentity }: { body: string; sellerIdentity: string[] }) {
  const paragraphs = body.split(/\n\s*\n/);
  return (
    <EmailLayout preview={paragraphs[0]?.slice(0, 120) ?? ""} sellerIdentity={sellerIdentity}>
      {paragraphs.map((paragraph, index) => (
        <Text key={index} style={{ fontSize: 14, whiteSpace: "pre-line" }}>
          {paragraph}
        </Text>
      ))}
    </EmailLayout>
  );
}
