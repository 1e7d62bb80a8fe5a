/**
 * Delivery latency of the e-mail backbone: from the answer of `POST /api/send-contact-email` to the arrival of its
 * two messages at a local SMTP server (npm smtp-server). Production build (`npm run build` first), throw-away
 * embedded PostgreSQL.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer } from "./lib/server";
import { startSmtpServer } from "./lib/smtp";

const REQUESTS = 20;
const smtp = await startSmtpServer();
const dataDir = mkdtempSync(path.join(os.tmpdir(), "isolenpaille-bench-mail-"));
const server = await startServer({
  DATA_DIR: dataDir,
  SMTP_URL: smtp.url,
  TRUST_PROXY: "1",
  RATE_LIMIT_CONTACT_PER_HOUR: "1000",
  RATE_LIMIT_RECIPIENT_PER_HOUR: "1000",
});
try {
  const latencies: number[] = [];
  const answers: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const before = smtp.received.length;
    const sent = performance.now();
    const response = await fetch(`${server.url}/api/send-contact-email`, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "Mozilla/5.0 bench", "x-forwarded-for": `90.84.1.${i + 1}` },
      body: JSON.stringify({
        type: "contact",
        firstName: "Jean",
        lastName: "Dupont",
        email: `jean.dupont${i}@exemple.fr`,
        subject: "Mesure de latence",
        message: "Message de mesure de la latence de livraison.",
      }),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const answered = performance.now();
    await smtp.waitFor(before + 2);
    latencies.push(performance.now() - answered);
    answers.push(answered - sent);
  }
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)]!;
  const p95 = (values: number[]) => sorted(values)[Math.ceil(values.length * 0.95) - 1]!;
  console.log(`${REQUESTS} contact requests, one after the other`);
  console.log(`answer time:                          median ${median(answers).toFixed(0)} ms, p95 ${p95(answers).toFixed(0)} ms`);
  console.log(`answer → both e-mails at the SMTP server: median ${median(latencies).toFixed(0)} ms, p95 ${p95(latencies).toFixed(0)} ms`);
} finally {
  await server.stop();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
}
