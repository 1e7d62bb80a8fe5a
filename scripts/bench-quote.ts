/**
 * Time to render one personalised quote PDF (react-pdf, embedded font) and its size, warm and cold, with the
 * figures of a two-reference quote.
 */
import { parisDay } from "@domain/calendar";
import { legalIdentity, sellerIdentityLines } from "@domain/legal";
import { SEED_CATALOGUE } from "../tests/support/catalogue";
import { priceQuote } from "@domain/quote/quote-pricing";
import path from "node:path";
import { PDF_FONTS_DIR } from "../server/pdf/fonts";
import { renderPdfJob } from "../server/pdf/pdf-jobs";
import { projectRoot } from "../server/project-root.server";

const RUNS = 20;
const today = parisDay(new Date());
const data = {
  number: `DEV-${today.slice(0, 4)}-0001`,
  date: today,
  validUntil: today,
  customer: {
    name: "Camille Martin",
    company: "SCOP Charpente du Layon",
    email: "camille@exemple.fr",
    phone: "06 12 34 56 78",
    address: ["12 rue des Tilleuls", "49300 Cholet"],
  },
  deliveryAddress: null,
  project: { title: "Maison ossature bois", details: "Maison de 110 m² en ossature bois, murs et rampants.", horizon: "Dans 3 à 6 mois" },
  delivery: { date: today, urgent: true, siteAccessible: "Oui", unloading: "Non" },
  pricing: priceQuote(
    [
      { productId: "botte-22", surfaceM2: 100 },
      { productId: "botte-36", surfaceM2: 50 },
    ],
    SEED_CATALOGUE,
  ),
  unspecifiedBales: ["ArgiBotte"],
  sellerIdentity: sellerIdentityLines(legalIdentity({}).company),
};

const fontsDir = path.join(projectRoot(), PDF_FONTS_DIR);
const renderQuotePdf = (quote: typeof data) => renderPdfJob({ kind: "quote", data: quote, createdAt: new Date() }, fontsDir);

let started = performance.now();
const first = await renderQuotePdf(data);
const cold = performance.now() - started;
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  started = performance.now();
  await renderQuotePdf(data);
  times.push(performance.now() - started);
}
times.sort((a, b) => a - b);
console.log(`quote PDF: ${(first.byteLength / 1024).toFixed(1)} KB`);
console.log(
  `render time: first ${cold.toFixed(0)} ms (font loading), then median ${times[RUNS / 2]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms over ${RUNS} runs`,
);
