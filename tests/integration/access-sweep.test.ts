import { beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { postJson, setUpTestSite } from "../support/site";
import { createTestAccount, signIn, signedInAdmin } from "../support/auth";

/**
 * Every admin page and admin call, found in the route table, refuses anyone but a signed-in admin. An admin page is
 * any route module under routes/admin/; an admin call is listed below. A route added there without requireAdmin, or
 * an admin call without requireAdminApi, makes this file fail.
 */
const ADMIN_CALLS = ["/api/create-admin-user", "/api/admin/quote-requests/:id/status"];

interface RouteEntry {
  path?: string;
  file: string;
  children?: RouteEntry[];
}

function flatten(entries: RouteEntry[]): RouteEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

const table = flatten(routes as RouteEntry[]);
const adminPages = table.filter((entry) => entry.file.startsWith("routes/admin/")).map((entry) => `/${entry.path}`);
const apiCalls = table.filter((entry) => entry.path?.startsWith("api/")).map((entry) => `/${entry.path}`);

const site = setUpTestSite();
const sessions: Record<string, string> = {};

beforeAll(async () => {
  for (const role of ["user", "moderator"] as const) {
    await createTestAccount(site.database, { email: `${role}@exemple.fr`, role });
    sessions[role] = await signIn(site.server.url, `${role}@exemple.fr`);
  }
  // An admin who has not enrolled a second factor is not an admin yet (ADMIN_MFA=required, the default).
  await createTestAccount(site.database, { email: "admin-sans-totp@exemple.fr", role: "admin" });
  sessions["admin without TOTP"] = await signIn(site.server.url, "admin-sans-totp@exemple.fr");
  sessions.admin = (await signedInAdmin(site.server.url, site.database, "admin@exemple.fr")).cookie;
});

describe("access sweep", () => {
  it("finds the admin pages and calls in the route table", () => {
    expect(adminPages).toEqual(expect.arrayContaining(["/traffic", "/commercial", "/technique", "/business-plan"]));
    for (const call of ADMIN_CALLS) expect(apiCalls).toContain(call);
  });

  for (const who of ["anonymous", "user", "moderator", "admin without TOTP"]) {
    it(`sends ${who} from every admin page to /auth, with no figure`, async () => {
      for (const path of adminPages) {
        const response = await fetch(`${site.server.url}${path}`, { redirect: "manual", headers: { cookie: sessions[who] ?? "" } });
        expect(response.status, path).toBe(302);
        const location = new URL(response.headers.get("location")!, site.server.url);
        expect(location.pathname, path).toBe("/auth");
        // A signed-in account without the admin role is told why; an admin still to enrol TOTP finds the
        // enrolment there, and a visitor the sign-in form.
        expect(location.search, path).toBe(who === "user" || who === "moderator" ? "?raison=admin" : "");
      }
    });

    it(`refuses every admin call to ${who} (${who === "anonymous" ? 401 : 403})`, async () => {
      for (const call of ADMIN_CALLS) {
        const response = await postJson(
          site.server.url,
          call,
          { email: "x@exemple.fr", password: "abcdef", role: "admin" },
          {
            headers: { cookie: sessions[who] ?? "" },
          },
        );
        expect(response.status, call).toBe(who === "anonymous" ? 401 : 403);
        expect(((await response.json()) as { error: string }).error).toMatch(/Authentification requise|réservé aux administrateurs/);
      }
    });
  }

  it("lets a signed-in admin with a second factor through every admin page's gate", async () => {
    for (const path of adminPages) {
      const response = await fetch(`${site.server.url}${path}`, { redirect: "manual", headers: { cookie: sessions.admin! } });
      // A page answers 200; the CSV export without its `tableau` parameter answers 404: past the gate either way.
      expect([200, 404], path).toContain(response.status);
    }
  });
});
