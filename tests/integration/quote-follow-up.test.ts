import { beforeAll, describe, expect, it, vi } from "vitest";
import { generateQuotePayload } from "@domain/quote/quote-payload";
import { NO_EXCLUSIONS } from "@domain/analytics/definitions";
import { loadBusinessPlanDashboard } from "@server/analytics/business-plan-report.server";
import { loadCommercialDashboard } from "@server/analytics/commercial-report.server";
import { completeQuote } from "../../scripts/demo/quote-request";
import { createTestAccount, signedInAdmin, signIn } from "../support/auth";
import { setUpTestSite } from "../support/site";

/**
 * A quote request's life through the admin API (docs/product.md §6.10, docs/api-contract.md "Admin calls"): requests
 * arrive by the public calls (a priced quote, a plain one, a contact message that mentions "devis", one that does
 * not), then every refusal (anonymous, a user, an admin without the second factor, impossible transitions, bad
 * bodies, unknown ids, a cross-site post), the moves new → answered → won / lost with the history, an answer
 * e-mailed from the request's page (with the issued PDF, through the real SMTP server), and the figures the
 * dashboards then show.
 */
const TEAM = "equipe@isolenpaille.test";
const site = setUpTestSite({
  smtp: true,
  addressPrefix: "90.84.42",
  env: { TEAM_EMAIL: TEAM, RATE_LIMIT_RECIPIENT_PER_HOUR: "1000", VISITOR_MAIL_PER_HOUR: "100000" },
});

let admin = "";
let user = "";
let adminWithoutSecondFactor = "";
const ids: Record<"priced" | "plain" | "contact", number> = { priced: 0, plain: 0, contact: 0 };

const api = (path: string, init: RequestInit & { cookie?: string } = {}) =>
  fetch(`${site.server.url}/api/admin/${path}`, {
    ...init,
    headers: {
      ...(init.body ? { "content-type": "application/json" } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...(init.headers as Record<string, string>),
    },
  });
const setStatus = (id: number | string, body: unknown, cookie = admin, headers: Record<string, string> = {}) =>
  api(`quote-requests/${id}/status`, { method: "POST", body: JSON.stringify(body), cookie, headers });

beforeAll(async () => {
  const priced = await site.post("generate-devis", generateQuotePayload(completeQuote, false));
  expect(priced.status).toBe(200);
  const plain = {
    ...completeQuote,
    nomPrenom: "Dominique Morel",
    email: "dominique.morel@exemple.fr",
    bottes: { ...completeQuote.bottes, "botte-36": { selected: true, surface: "" } },
  };
  const plainResponse = await site.post("send-contact-email", {
    type: "devis",
    ...generateQuotePayload(plain, false),
    subject: "Demande de devis : Maison ossature bois",
    surface: "Botte de 36 : Non spécifié",
  });
  expect(plainResponse.status).toBe(200);
  const contact = (subject: string, message: string) =>
    site.post("send-contact-email", {
      type: "contact",
      firstName: "Alex",
      lastName: "Petit",
      email: "alex.petit@exemple.fr",
      subject,
      message,
    });
  expect((await contact("Question", "Pourriez-vous me faire un DEVIS pour 80 m² de murs ?")).status).toBe(200);
  expect((await contact("Visite", "Peut-on visiter l'atelier un samedi ?")).status).toBe(200);

  const { rows } = await site.database.pool.query<{ id: string; kind: string }>(
    `SELECT f.id, CASE WHEN q.number IS NOT NULL THEN 'priced' WHEN q.id IS NOT NULL THEN 'plain' ELSE 'contact' END AS kind
       FROM quote_follow_ups f LEFT JOIN quote_requests q ON q.id = f.quote_request_id`,
  );
  for (const row of rows) ids[row.kind as keyof typeof ids] = Number(row.id);

  admin = (await signedInAdmin(site.server.url, site.database, "gerant@isolenpaille.test")).cookie;
  await createTestAccount(site.database, { email: "client@exemple.fr", role: "user" });
  user = await signIn(site.server.url, "client@exemple.fr");
  await createTestAccount(site.database, { email: "nouvel.admin@isolenpaille.test", role: "admin" });
  adminWithoutSecondFactor = await signIn(site.server.url, "nouvel.admin@isolenpaille.test");
});

describe("which requests are quote requests", () => {
  it("follows the three quote requests and leaves the plain contact message out", async () => {
    expect(Object.values(ids).every((id) => id > 0)).toBe(true);
    expect(await site.count("quote_follow_ups")).toBe(3);
    const response = await api("quote-requests", { cookie: admin });
    expect(response.status).toBe(200);
    const list = await response.json();
    expect(list.total).toBe(3);
    expect(list.requests.map((row: { source: string; status: string }) => [row.source, row.status])).toEqual([
      ["contact", "new"],
      ["devis", "new"],
      ["devis", "new"],
    ]);
    expect(list.requests[0]).toMatchObject({ projectTitle: "Question", overdue: false, name: "Alex Petit" });
  });
});

describe("refusals", () => {
  it("answers 401 to an anonymous caller and 403 to a user and to an admin without the second factor", async () => {
    for (const [cookie, status, error] of [
      ["", 401, "Authentification requise"],
      [user, 403, "Accès réservé aux administrateurs"],
      [adminWithoutSecondFactor, 403, "Accès réservé aux administrateurs"],
    ] as const) {
      const list = await api("quote-requests", { cookie });
      expect(list.status).toBe(status);
      expect((await list.json()).error).toContain(error);
      const change = await setStatus(ids.priced, { status: "answered", channel: "phone" }, cookie);
      expect(change.status).toBe(status);
    }
    expect(await site.count("quote_follow_up_events")).toBe(0);
  });

  it("refuses an unknown status filter, an unknown request and a malformed id", async () => {
    const list = await api("quote-requests?status=gagne", { cookie: admin });
    expect(list.status).toBe(400);
    expect((await list.json()).fields.status).toMatch(/^Statut inconnu/);
    for (const id of ["999999", "abc", "0", "1e3"]) {
      const response = await setStatus(id, { status: "answered", channel: "phone" });
      expect(response.status).toBe(404);
      expect((await response.json()).error).toBe("Demande de devis introuvable");
    }
  });

  it("refuses an impossible transition in French with 400 and changes nothing", async () => {
    const response = await setStatus(ids.priced, { status: "won" });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(
      "Impossible de passer du statut « Nouvelle » au statut « Gagnée » : depuis « Nouvelle », seuls « Répondue » ou « Sans suite » sont possibles.",
    );
    const { rows } = await site.database.pool.query("SELECT status FROM quote_follow_ups WHERE id = $1", [ids.priced]);
    expect(rows[0].status).toBe("new");
  });

  it("refuses bodies that lack what a status needs, or carry what it does not take", async () => {
    const cases: Array<[unknown, string, string]> = [
      [{ status: "answered" }, "channel", "Indiquez comment la demande a reçu une réponse : email, phone ou visit"],
      [{ status: "answered", channel: "fax" }, "channel", "Indiquez comment la demande a reçu une réponse : email, phone ou visit"],
      [{ status: "nouveau" }, "status", "Statut inconnu : answered, won, lost ou no_follow_up"],
      [{ status: "new" }, "status", "Statut inconnu : answered, won, lost ou no_follow_up"],
      [{ status: "no_follow_up", reason: "price" }, "reason", "La raison ne se donne qu'avec le statut lost"],
      [{ status: "answered", channel: "phone", note: "x".repeat(2001) }, "note", "La note ne peut pas dépasser 2000 caractères"],
      [
        { status: "answered", channel: "phone", answeredAt: "hier" },
        "answeredAt",
        "La date de réponse doit être une date et heure valides",
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await setStatus(ids.priced, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).fields[field]).toBe(message);
    }
    const future = await setStatus(ids.priced, {
      status: "answered",
      channel: "phone",
      answeredAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(future.status).toBe(400);
    expect((await future.json()).error).toBe("La date de réponse ne peut pas être dans le futur");
    const before = await setStatus(ids.priced, { status: "answered", channel: "phone", answeredAt: "2020-01-01T10:00:00+01:00" });
    expect(before.status).toBe(400);
    expect((await before.json()).error).toBe("La date de réponse ne peut pas précéder la demande");
    expect((await setStatus(ids.priced, "{oops")).status).toBe(400);
    expect(await site.count("quote_follow_up_events")).toBe(0);
  });

  it("refuses a status change posted from another site, and other methods", async () => {
    const crossSite = await setStatus(ids.priced, { status: "answered", channel: "phone" }, admin, { origin: "https://ailleurs.example" });
    expect(crossSite.status).toBe(403);
    expect((await api("quote-requests", { method: "DELETE", cookie: admin })).status).toBe(405);
    expect((await api(`quote-requests/${ids.priced}/status`, { cookie: admin })).status).toBe(405);
  });
});

describe("a request followed to its end", () => {
  it("records the answer (when, by whom, how), then the loss with its reason, in the history", async () => {
    const answered = await setStatus(ids.priced, { status: "answered", channel: "phone", note: "Rappel du client" });
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ ok: true, id: ids.priced, status: "answered" });
    const again = await setStatus(ids.priced, { status: "answered", channel: "visit" });
    expect(again.status).toBe(400);
    expect((await again.json()).error).toBe("La demande est déjà au statut « Répondue ».");
    const lostWithoutReason = await setStatus(ids.priced, { status: "lost" });
    expect((await lostWithoutReason.json()).fields.reason).toMatch(/^Indiquez la raison de la perte/);
    expect((await setStatus(ids.priced, { status: "lost", reason: "price", note: "Trop cher face à la laine de bois" })).status).toBe(200);

    const { rows } = await site.database.pool.query(
      "SELECT status, first_answer_channel, first_answered_by, lost_reason, first_answered_at IS NOT NULL AS answered FROM quote_follow_ups WHERE id = $1",
      [ids.priced],
    );
    expect(rows[0]).toEqual({
      status: "lost",
      first_answer_channel: "phone",
      first_answered_by: "gerant@isolenpaille.test",
      lost_reason: "price",
      answered: true,
    });
    const { rows: history } = await site.database.pool.query(
      "SELECT kind, author_email, from_status, to_status, channel, reason, note FROM quote_follow_up_events WHERE follow_up_id = $1 ORDER BY id",
      [ids.priced],
    );
    expect(history).toEqual([
      {
        kind: "status",
        author_email: "gerant@isolenpaille.test",
        from_status: "new",
        to_status: "answered",
        channel: "phone",
        reason: null,
        note: "Rappel du client",
      },
      {
        kind: "status",
        author_email: "gerant@isolenpaille.test",
        from_status: "answered",
        to_status: "lost",
        channel: null,
        reason: "price",
        note: "Trop cher face à la laine de bois",
      },
    ]);
    // Reopened: the customer came back; the first answer is kept.
    expect((await setStatus(ids.priced, { status: "answered", channel: "email" })).status).toBe(200);
    expect((await setStatus(ids.priced, { status: "won" })).status).toBe(200);
    const { rows: after } = await site.database.pool.query(
      "SELECT status, first_answer_channel, lost_reason FROM quote_follow_ups WHERE id = $1",
      [ids.priced],
    );
    expect(after[0]).toEqual({ status: "won", first_answer_channel: "phone", lost_reason: null });
  });

  it("answers the contact message by e-mail from its page: sent through the outbox, recorded as its answer", async () => {
    const before = site.smtp.received.length;
    const body = new URLSearchParams({
      intent: "answer",
      subject: "Votre demande de devis – Isol en Paille",
      body: "Bonjour Alex,\n\nVoici notre réponse.",
    });
    const response = await fetch(`${site.server.url}/commercial/devis/${ids.contact}`, {
      method: "POST",
      headers: { cookie: admin, "content-type": "application/x-www-form-urlencoded", origin: site.server.url },
      body,
    });
    expect(response.status).toBe(200);
    // The acknowledgements of the requests made above may still be on their way: wait for the answer itself.
    const mail = await vi.waitFor(
      () => {
        const found = site.smtp.received.slice(before).find((sent) => sent.parsed.subject === "Votre demande de devis – Isol en Paille");
        if (!found) throw new Error("the answer has not arrived yet");
        return found;
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(mail!.envelopeTo).toEqual(["alex.petit@exemple.fr"]);
    expect(mail!.parsed.text).toContain("Voici notre réponse.");
    expect(mail!.parsed.replyTo?.text).toBe(TEAM);
    const { rows } = await site.database.pool.query("SELECT status, first_answer_channel FROM quote_follow_ups WHERE id = $1", [
      ids.contact,
    ]);
    expect(rows[0]).toEqual({ status: "answered", first_answer_channel: "email" });
  });

  it("refuses an answer whose subject would break a mail header, and sends nothing", async () => {
    const queued = await site.count("outbox_messages");
    const response = await fetch(`${site.server.url}/commercial/devis/${ids.plain}`, {
      method: "POST",
      headers: { cookie: admin, "content-type": "application/x-www-form-urlencoded", origin: site.server.url },
      body: new URLSearchParams({ intent: "answer", subject: "Devis\r\nBcc: tous@exemple.fr", body: "Bonjour" }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("L'objet doit tenir sur une seule ligne");
    expect(await site.count("outbox_messages")).toBe(queued);
    const { rows } = await site.database.pool.query("SELECT status FROM quote_follow_ups WHERE id = $1", [ids.plain]);
    expect(rows[0].status).toBe("new");
  });

  it("gives the dashboards the response rate, the win rate and the values, and serves the issued PDF unchanged", async () => {
    const data = await loadBusinessPlanDashboard(site.database.pool, NO_EXCLUSIONS, "tout");
    const { rows } = await site.database.pool.query("SELECT subtotal_ht, pdf FROM quote_requests WHERE number IS NOT NULL");
    expect(data.followUp).toMatchObject({
      requests: 3,
      answered: 2,
      won: 1,
      lost: 0,
      noFollowUp: 0,
      wonValueHT: rows[0].subtotal_ht,
      openValueHT: 0,
      openWithoutValue: 2,
    });
    expect(data.followUp.medianFirstAnswerHours).not.toBeNull();
    const commercial = await loadCommercialDashboard(site.database.pool, NO_EXCLUSIONS, "tout");
    expect(commercial.followUp).toEqual(data.followUp);

    const pdf = await fetch(`${site.server.url}/commercial/devis/${ids.priced}/devis.pdf`, { headers: { cookie: admin } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await pdf.arrayBuffer()).equals(rows[0].pdf)).toBe(true);
    expect(
      (await fetch(`${site.server.url}/commercial/devis/${ids.priced}/devis.pdf`, { headers: { cookie: user }, redirect: "manual" }))
        .status,
    ).toBe(302);
  });
});
