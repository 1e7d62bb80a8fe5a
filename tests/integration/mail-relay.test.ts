import { describe, expect, it } from "vitest";
import { calculate } from "@domain/calculator/calculator";
import { API_MESSAGES } from "../../server/http/api-error.server";
import { VISITOR_MAIL_CAP_SUBJECT } from "../../server/email/templates/visitor-mail-cap-email";
import { setUpTestSite } from "../support/site";
import { SEED_CATALOGUE } from "../support/catalogue";
import { generateQuotePayload } from "@domain/quote/quote-payload";
import { completeQuote } from "../../scripts/demo/quote-request";
import { WALL_PRESETS } from "@domain/wall/presets";
import { signedInAdmin } from "../support/auth";

/**
 * The site is no mail relay (docs/decisions/0017-no-mail-relay.md): what a stranger receives because someone typed
 * their address carries none of that someone's words; one mailbox counts as one whatever its spelling; and the whole
 * site sends at most VISITOR_MAIL_PER_HOUR such mails an hour, past which nothing is lost but the copy.
 */
const TEAM = "equipe@isolenpaille.test";
const CAP = 3;
const site = setUpTestSite({ smtp: true, addressPrefix: "90.84.40", env: { TEAM_EMAIL: TEAM, VISITOR_MAIL_PER_HOUR: String(CAP) } });

const SPAM = {
  type: "contact",
  firstName: "Gagnant",
  lastName: "Loterie",
  email: "inconnu@exemple.fr",
  subject: "Vous avez gagné 5 000 € : https://gains.example/reclamer",
  message: "Cliquez vite sur https://gains.example/reclamer?id=1 pour recevoir votre gain, offre réservée www.gains.example",
};

const flat = (text: string | false | undefined) => (text || "").replace(/\s+/g, " ");

async function metric(name: string): Promise<string> {
  const text = await (await fetch(`${site.server.url}/metrics`)).text();
  return text
    .split("\n")
    .filter((line) => line.startsWith(name))
    .join("\n");
}

describe("mail to an address a visitor typed", () => {
  it("carries none of the visitor's words or links; the team's notification carries them all", async () => {
    const before = site.smtp.received.length;
    const response = await site.post("send-contact-email", SPAM);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, copySent: true });
    const mails = (await site.smtp.waitFor(before + 2)).slice(before);
    const stranger = mails.find((mail) => mail.envelopeTo.includes(SPAM.email))!;
    const team = mails.find((mail) => mail.envelopeTo.includes(TEAM))!;
    for (const part of [stranger.parsed.text, stranger.parsed.html, stranger.parsed.subject]) {
      expect(flat(part)).not.toMatch(/gains\.example|Gagnant|Loterie|gagné|Cliquez/);
    }
    expect(flat(stranger.parsed.text)).toContain("Nous avons bien reçu votre message");
    expect(flat(team.parsed.text)).toContain(SPAM.message);
    expect(flat(team.parsed.text)).toContain(SPAM.subject);
  });

  it("puts none of the visitor's lot numbers or variant names in the body of a worksheet or wall report e-mail", async () => {
    const before = site.smtp.received.length;
    const spam = "Gagnez 5000 € gains.example/x";
    const worksheet = await site.post("send-masse-volumique-results", {
      email: "voisin@exemple.fr",
      botteType: "36",
      measurements: [1, 2].map(() => ({ baleType: "36", lot: spam, lengthCm: 55, humidity: 12, weightKg: 9, weightType: "bale" })),
    });
    expect(worksheet.status).toBe(200);
    const straw36 = WALL_PRESETS.find((preset) => preset.id === "paille-botte-36")!.request;
    const glassWool = WALL_PRESETS.find((preset) => preset.id === "ossature-laine-de-verre")!.request;
    const wall = await site.post("send-wall-report", {
      ...straw36,
      email: "voisine@exemple.fr",
      variants: [{ label: spam, wall: glassWool }],
    });
    expect(wall.status).toBe(200);
    const mails = (await site.smtp.waitFor(before + 2)).slice(before);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      for (const part of [mail.parsed.text, mail.parsed.html, mail.parsed.subject]) expect(flat(part)).not.toMatch(/gains\.example|Gagnez/);
    }
  });

  it("counts name+1@, NAME+2@ and the dots Gmail ignores as one mailbox: its sixth mail of the hour is refused", async () => {
    const spellings = ["jean.dupont+1@gmail.com", "Jean.Dupont+2@gmail.com", "jeandupont@gmail.com", "j.e.a.n.dupont+x@googlemail.com"];
    const statuses: number[] = [];
    // From a new address each time, so that only the mailbox's limit (5 an hour) can refuse.
    for (let i = 0; i < 6; i++) {
      const email = spellings[i % spellings.length]!;
      statuses.push((await site.post("send-calculator-results", calculatorRequest(email))).status);
    }
    // The first ones go out until the site's cap (3, shared with the test above) answers 503; the mailbox's limit
    // counts them all the same, and the sixth is past it (5 an hour): 429.
    expect(statuses.slice(0, 5).every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});

describe("the site's hourly cap of mail to visitors' addresses", () => {
  it("keeps the request and notifies the team past the cap, skips only the copy, says so, counts it and alerts the team once", async () => {
    const received = site.smtp.received.length;
    const contactsBefore = await site.count("contact_requests");
    const answers: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      const response = await site.post("send-contact-email", { ...SPAM, email: `visiteur${i}@exemple.org`, message: "Une question." });
      expect(response.status).toBe(200);
      answers.push(await response.json());
    }
    // The cap was reached by the tests above: every copy here is skipped, every request kept.
    expect(answers).toEqual([
      { ok: true, copySent: false },
      { ok: true, copySent: false },
      { ok: true, copySent: false },
    ]);
    expect(await site.count("contact_requests")).toBe(contactsBefore + 3);
    expect(await site.count("outbox_messages", "kind = 'contact-acknowledgement' AND recipients[1] LIKE 'visiteur%'")).toBe(0);
    expect(await site.count("outbox_messages", "kind = 'contact-notification'")).toBe(4);
    expect(await site.count("outbox_messages", "kind = 'visitor-mail-cap'")).toBe(1);
    await site.smtp.waitFor(received + 3);
    // The alert went out when the cap was first reached, in this test or in one above.
    const alertsOf = () => site.smtp.received.filter((mail) => mail.parsed.subject === VISITOR_MAIL_CAP_SUBJECT);
    await expect.poll(() => alertsOf().length, { timeout: 20_000 }).toBe(1);
    const alerts = alertsOf();
    expect(alerts[0]!.envelopeTo).toEqual([TEAM]);

    // A call whose only purpose is the visitor's mail is refused in French, nothing stored.
    const results = await site.post("send-calculator-results", calculatorRequest("autre@exemple.org"));
    expect(results.status).toBe(503);
    expect(((await results.json()) as { error: string }).error).toBe(API_MESSAGES.mailPaused);
    expect(Number(results.headers.get("retry-after"))).toBeGreaterThan(0);

    expect(await metric("isolenpaille_visitor_emails_total")).toMatch(/outcome="skipped"} [4-9]/);
    expect(await metric("isolenpaille_visitor_emails_total")).toContain(`outcome="queued"} ${CAP}`);
  });
});

describe("a mailbox whose hourly limit a stranger spent", () => {
  it("still gets its owner's own contact message and quote request to the team, without the copy", async () => {
    // Someone sends five results to Marie's address (from five addresses): her mailbox's limit for the hour is spent.
    const marie = "marie.durand@exemple.fr";
    for (let i = 0; i < 5; i++) await site.post("send-calculator-results", calculatorRequest(i % 2 ? marie.toUpperCase() : marie));
    expect((await site.post("send-calculator-results", calculatorRequest(marie))).status).toBe(429);
    const contactsBefore = await site.count("contact_requests");
    const quotesBefore = await site.count("quote_requests");
    const notificationsBefore = await site.count("outbox_messages", "kind IN ('contact-notification', 'quote-team')");

    // Marie's own message and quote request are kept and reach the team; only her copy is skipped, and she is told.
    const contact = await site.post("send-contact-email", { ...SPAM, email: marie, subject: "Délai", message: "Quel délai ?" });
    expect(contact.status).toBe(200);
    expect(await contact.json()).toEqual({ ok: true, copySent: false });
    const quote = await site.post("generate-devis", generateQuotePayload({ ...completeQuote, email: marie }, false));
    expect(quote.status).toBe(200);
    expect(await quote.json()).toMatchObject({ copySent: false });

    expect(await site.count("contact_requests")).toBe(contactsBefore + 1);
    expect(await site.count("quote_requests")).toBe(quotesBefore + 1);
    expect(await site.count("outbox_messages", "kind IN ('contact-notification', 'quote-team')")).toBe(notificationsBefore + 2);
    expect(
      await site.count("outbox_messages", `recipients[1] = '${marie}' AND kind IN ('contact-acknowledgement', 'quote-customer')`),
    ).toBe(0);
    expect(await metric("isolenpaille_visitor_emails_total")).toMatch(/outcome="mailbox_limit"} [1-9]/);

    // And the owner answers her from the request's page: his own words to his customer, not an automatic mail that a
    // stranger's five could hold back for an hour.
    const { rows } = await site.database.pool.query<{ id: string }>(
      "SELECT f.id FROM quote_follow_ups f JOIN quote_requests q ON q.id = f.quote_request_id WHERE q.email = $1",
      [marie],
    );
    const admin = (await signedInAdmin(site.server.url, site.database, "gerant@isolenpaille.test")).cookie;
    const answer = await fetch(`${site.server.url}/commercial/devis/${rows[0]!.id}`, {
      method: "POST",
      headers: { cookie: admin, "content-type": "application/x-www-form-urlencoded", origin: site.server.url },
      body: new URLSearchParams({ intent: "answer", subject: "Votre devis – Isol en Paille", body: "Bonjour,\n\nVoici notre réponse." }),
    });
    expect(answer.status).toBe(200);
    expect(await site.count("outbox_messages", `recipients[1] = '${marie}' AND kind = 'quote-answer'`)).toBe(1);
  });
});

function calculatorRequest(email: string) {
  return {
    email,
    isComparative: false,
    calculation1: calculate({ productId: "botte-36", unit: "m2", quantity: 100 }, SEED_CATALOGUE),
    calculation2: null,
  };
}
