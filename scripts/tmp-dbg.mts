import { startBenchServer } from "./lib/bench-server";
import { launchBrowser } from "../tests/support/browser";
const { url, stop } = await startBenchServer();
const browser = await launchBrowser();
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(url + "/devis");
await page.waitForTimeout(1500);
const g = page.getByRole("radiogroup", { name: "Vous êtes" });
await g.getByRole("radio").first().focus();
const state = async () =>
  console.log(
    await g
      .getByRole("radio")
      .evaluateAll((rs) =>
        rs.map((r) => `${r.getAttribute("aria-label") ?? r.id}:${r.getAttribute("aria-checked")}:${r === document.activeElement}`),
      ),
  );
await state();
await page.keyboard.press("ArrowRight");
await state();
await page.keyboard.press("ArrowRight");
await state();
await page.keyboard.press("ArrowLeft");
await state();
await browser.close();
await stop();
