import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BLOG_ARTICLES, blogArticlePath } from "~/content/blog";
import { faqCategories } from "~/content/faq";
import { SEED_CATALOGUE } from "../support/catalogue";
import { siteInBrowser } from "../support/site-in-browser";
import { seriousAccessibilityViolations } from "../support/accessibility";

// A fresh database's catalogue: the FAQ's questions do not depend on its figures.
const FAQ_CATEGORIES = faqCategories(SEED_CATALOGUE);
const site = siteInBrowser({ env: { SITE_URL: "https://www.isolenpaille.test" } });
let context: BrowserContext;

/** A page whose cookie choice is already made, unless `withBanner`: the banner would cover the bottom of the page. */
async function openPage({ withBanner = false } = {}): Promise<{ page: Page; errors: string[] }> {
  context = await site.newContext({ viewport: { width: 1280, height: 900 } });
  if (!withBanner) await context.addInitScript(() => localStorage.setItem("isolenpaille_cookie_consent", "refused"));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // React reports hydration mismatches on the console.
  page.on("console", (message) => {
    if (message.type() === "error" && /React|hydrat/i.test(message.text())) errors.push(message.text());
  });
  return { page, errors };
}

async function structuredData(page: Page): Promise<{ "@type": string }[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => JSON.parse(text) as { "@type": string } | { "@type": string }[]);
}

describe("blog list", () => {
  for (const path of ["/blog", "/projets"]) {
    it(`${path} lists the four articles with category, date, excerpt and a read button, and the calls to action`, async () => {
      const { page, errors } = await openPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await page.getByRole("heading", { level: 1, name: "Nos réalisations" }).waitFor();
      expect(await page.getByRole("article").count()).toBe(4);
      for (const article of BLOG_ARTICLES) {
        const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: article.title }) });
        expect(await card.getByText(article.excerpt).isVisible()).toBe(true);
        expect(await card.getByRole("listitem").allTextContents()).toEqual([article.category, ...article.tags.slice(0, 2)]);
        expect(await card.locator("time").getAttribute("datetime")).toBe(article.publishedDate);
        expect(await card.getByRole("img").count()).toBe(1);
        const read = card.getByRole("link", { name: `Lire l'article : ${article.title}` });
        expect(await read.getAttribute("href")).toBe(blogArticlePath(article));
      }
      expect(await page.getByRole("link", { name: "Demander un devis" }).getAttribute("href")).toBe("/devis");
      expect(await page.getByRole("link", { name: "Nous contacter" }).getAttribute("href")).toBe("/contact");
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe("https://www.isolenpaille.test/blog");
      expect(errors).toEqual([]);
    });
  }
});

describe("blog article", () => {
  it("goes from the list to an article and back", async () => {
    const { page, errors } = await openPage();
    await page.goto("/blog");
    const article = BLOG_ARTICLES.find((candidate) => candidate.category === "Habitat Collectif")!;
    await page.getByRole("link", { name: `Lire l'article : ${article.title}` }).click();
    await page.waitForURL(`**${blogArticlePath(article)}`);
    await page.getByRole("heading", { level: 1, name: article.title }).waitFor();

    await expect.poll(() => page.title()).toBe(`${article.title} | Blog Isol en Paille`);
    const breadcrumb = page.getByRole("navigation", { name: "Fil d'Ariane" });
    expect(await breadcrumb.getByRole("link").allTextContents()).toEqual(["Accueil", "Blog"]);
    expect(await breadcrumb.getByText(article.title).getAttribute("aria-current")).toBe("page");
    expect(await page.getByText("Publié le 24 juin 2025 par L'équipe Isol en Paille").isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 2 }).count()).toBeGreaterThanOrEqual(3);
    expect(await page.getByRole("img", { name: article.image!.alt }).isVisible()).toBe(true);
    const types = (await structuredData(page)).map((item) => item["@type"]);
    expect(types).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]));
    expect(await page.getByRole("link", { name: "Découvrir tous nos projets" }).getAttribute("href")).toBe("/blog");

    await page.getByRole("link", { name: "Retour au blog" }).click();
    await page.waitForURL("**/blog");
    await page.getByRole("heading", { level: 1, name: "Nos réalisations" }).waitFor();
    expect(errors).toEqual([]);
  });

  it("renders every article server-side with its headings", async () => {
    for (const article of BLOG_ARTICLES) {
      const response = await fetch(`${site.server.url}${blogArticlePath(article)}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<h1 class="mt-4`);
      expect((html.match(/<h2 class="pt-4/g) ?? []).length, article.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it("answers an unknown slug with 'Article non trouvé', a 404 and the way back", async () => {
    const { page } = await openPage();
    const response = await page.goto("/blog/cet-article-n-existe-pas");
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1, name: "Article non trouvé" }).isVisible()).toBe(true);
    await page.getByRole("link", { name: "Retour au blog" }).click();
    await page.getByRole("heading", { level: 1, name: "Nos réalisations" }).waitFor();
  });
});

describe("FAQ", () => {
  it("shows six categories of at least five questions, with links to contact and quote", async () => {
    const { page, errors } = await openPage();
    await page.goto("/faq");
    const categories = await page.getByRole("heading", { level: 2 }).allTextContents();
    expect(categories).toEqual(
      expect.arrayContaining([
        "Produits et caractéristiques",
        "Commande et livraison",
        "Mise en œuvre",
        "Environnement et réglementation",
        "Prix et devis",
        "PailleMobile",
      ]),
    );
    for (const category of FAQ_CATEGORIES) {
      const section = page.getByRole("region", { name: category.title, exact: true });
      expect(await section.getByRole("heading", { level: 3 }).count(), category.title).toBeGreaterThanOrEqual(5);
    }
    expect(await page.getByRole("link", { name: "Nous contacter" }).last().getAttribute("href")).toBe("/contact");
    expect(await page.getByRole("link", { name: "Demander un devis" }).last().getAttribute("href")).toBe("/devis");
    const faq = (await structuredData(page)).find((item) => item["@type"] === "FAQPage") as unknown as { mainEntity: unknown[] };
    expect(faq.mainEntity).toHaveLength(FAQ_CATEGORIES.flatMap((category) => category.items).length);
    expect(errors).toEqual([]);
  });

  it("keeps a single question open across the whole page, by mouse or keyboard", async () => {
    const { page } = await openPage();
    await page.goto("/faq");
    // Each question is a native disclosure: its summary holds the question's heading.
    const question = (name: string) => page.locator("details", { has: page.getByRole("heading", { level: 3, name }) });
    const isOpen = (details: Locator) => details.evaluate((element) => (element as HTMLDetailsElement).open);
    const density = question("Quelle est la densité de vos bottes ?");
    const leadTime = question("Combien de temps à l'avance dois-je commander ?");
    const densityAnswer = page.getByText("kg/m³. Cette densité est le bon équilibre", { exact: false });

    expect(await densityAnswer.isVisible()).toBe(false);
    await density.locator("summary").click();
    await densityAnswer.waitFor();
    expect(await isOpen(density)).toBe(true);
    expect(await densityAnswer.textContent()).toContain("entre 90 et 110 kg/m³");

    // Another question, in another category, from the keyboard: the first one closes.
    await leadTime.locator("summary").focus();
    await page.keyboard.press("Enter");
    await page.getByText("au moins 2 mois avant la date de livraison").waitFor();
    expect(await isOpen(leadTime)).toBe(true);
    expect(await isOpen(density)).toBe(false);
    await densityAnswer.waitFor({ state: "hidden" });

    // The open question closes again.
    await leadTime.locator("summary").click();
    await expect.poll(() => isOpen(leadTime)).toBe(false);
  });
});

describe("legal pages", () => {
  it("/protection-donnees says what is collected, how long it is kept, the rights and the DB-IP credit", async () => {
    const { page } = await openPage();
    expect((await page.goto("/protection-donnees"))?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1, name: "Protection des données" }).isVisible()).toBe(true);
    expect(await page.getByText("Dernière mise à jour : octobre 2025").isVisible()).toBe(true);
    for (const heading of ["Données collectées", "Utilisation des données", "Durées de conservation", "Vos droits"]) {
      expect(await page.getByRole("heading", { level: 2, name: heading }).isVisible(), heading).toBe(true);
    }
    expect(await page.getByText("25 mois", { exact: false }).first().isVisible()).toBe(true);
    expect(await page.getByText("dans un délai d'un mois", { exact: false }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "IP Geolocation by DB-IP" }).getAttribute("href")).toBe("https://db-ip.com");
  });

  it("/mentions-legales and /cgv render, with the facts still to supply visibly marked", async () => {
    const { page } = await openPage();
    expect((await page.goto("/mentions-legales"))?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1, name: "Mentions légales" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 2, name: "Hébergeur" }).isVisible()).toBe(true);
    expect(await page.locator("mark", { hasText: "à compléter : numéro SIRET" }).isVisible()).toBe(true);

    expect((await page.goto("/cgv"))?.status()).toBe(200);
    expect(await page.getByRole("heading", { level: 1, name: "Conditions générales de vente" }).isVisible()).toBe(true);
    for (const heading of ["Livraison", "Transfert des risques", "Réserve de propriété", "Paiement", "Droit de rétractation"]) {
      expect(await page.getByRole("heading", { level: 2, name: heading }).count(), heading).toBe(1);
    }
    expect(await page.getByText("indemnité forfaitaire pour frais de recouvrement de 40 €", { exact: false }).isVisible()).toBe(true);
  });
});

describe("accessibility", () => {
  // One test per page: axe takes several seconds a page on a busy machine.
  const paths = ["/blog", blogArticlePath(BLOG_ARTICLES[0]!), "/faq", "/protection-donnees", "/mentions-legales", "/cgv"];
  for (const path of paths) {
    it(`has no serious or critical violation on ${path}, cookie banner shown`, async () => {
      const { page } = await openPage({ withBanner: true });
      await page.goto(path);
      await page.getByRole("heading", { level: 1 }).waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    });
  }

  it("has no serious or critical violation on /faq with an answer open", async () => {
    const { page } = await openPage();
    await page.goto("/faq");
    await page.locator("summary", { hasText: "Quelle est la densité de vos bottes ?" }).click();
    await page.getByText("Cette densité est le bon équilibre", { exact: false }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
