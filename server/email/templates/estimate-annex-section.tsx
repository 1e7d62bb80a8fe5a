import { Heading, Text } from "@react-email/components";
import { QUOTE_ESTIMATE_ANNEX_TITLE, type QuoteEstimateAnnex } from "@domain/quote/estimate-annex";
import { EmailFieldTable } from "./email-field-table";

/** A quote request's RE2020 estimate in an e-mail (issue #40 item 5): its figures, the stored carbon reconciled, what it is. */
export function EstimateAnnexSection({ annex }: { annex: QuoteEstimateAnnex }) {
  return (
    <>
      <Heading as="h2" style={{ fontSize: 17, margin: "20px 0 8px" }}>
        {QUOTE_ESTIMATE_ANNEX_TITLE}
      </Heading>
      <Text style={{ fontSize: 14 }}>{annex.summary}</Text>
      <EmailFieldTable fields={annex.figures.map(({ label, value }): [string, string] => [label, value])} />
      <Text style={{ fontSize: 13, color: "#5c4a3a" }}>{annex.carbon}</Text>
      <Text style={{ fontSize: 13, color: "#5c4a3a" }}>{annex.method[0]}</Text>
    </>
  );
}
