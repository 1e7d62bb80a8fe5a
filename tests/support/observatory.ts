/**
 * The MDN HTTP Observatory's score of one answer's headers, after its published scoring
 * (https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring): start at 100, take the penalties, and
 * only if the result is 90 or more add the bonuses. 100 or more is A+. Left out: the http→https redirection test
 * (the TLS front's work, not an answer's headers) and the HSTS preload list.
 */
export interface ObservatoryResult {
  score: number;
  tests: Record<string, { result: string; modifier: number }>;
}

export function scoreHeaders(headers: Headers, body = ""): ObservatoryResult {
  const tests: ObservatoryResult["tests"] = {};
  const record = (name: string, result: string, modifier: number) => (tests[name] = { result, modifier });

  const csp = parseCsp(headers.get("content-security-policy"));
  record("content-security-policy", ...scoreCsp(csp));
  record("cookies", ...scoreCookies(headers.getSetCookie()));
  record("cross-origin-resource-sharing", ...scoreCors(headers));
  record("referrer-policy", ...scoreReferrer(headers.get("referrer-policy")));
  record("strict-transport-security", ...scoreHsts(headers.get("strict-transport-security")));
  record("subresource-integrity", ...scoreSri(headers.get("content-type") ?? "", body));
  record("x-content-type-options", ...scoreNosniff(headers.get("x-content-type-options")));
  record("x-frame-options", ...scoreFraming(headers.get("x-frame-options"), csp));
  record("cross-origin-resource-policy", ...scoreCorp(headers.get("cross-origin-resource-policy")));

  const modifiers = Object.values(tests).map((test) => test.modifier);
  const penalised = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0);
  const bonus = modifiers.filter((m) => m > 0).reduce((a, b) => a + b, 0);
  return { score: Math.max(0, penalised >= 90 ? penalised + bonus : penalised), tests };
}

type Csp = Map<string, string[]> | null | "invalid";
type Scored = [string, number];

function parseCsp(value: string | null): Csp {
  if (value === null) return null;
  if (value.includes(",")) return "invalid"; // two policies in one answer: the Observatory does not merge them
  const directives = new Map<string, string[]>();
  for (const part of value.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    if (!/^[a-z-]+$/.test(name) || directives.has(name)) return "invalid";
    directives.set(name, sources);
  }
  return directives;
}

function scoreCsp(csp: Csp): Scored {
  if (csp === null) return ["csp-not-implemented", -25];
  if (csp === "invalid") return ["csp-header-invalid", -25];
  const fallback = csp.get("default-src");
  const script = csp.get("script-src") ?? fallback;
  const object = csp.get("object-src") ?? fallback;
  const style = csp.get("style-src") ?? fallback;
  const broad = (sources: string[]) => sources.some((s) => ["*", "http:", "https:", "data:"].includes(s.toLowerCase()));
  const nonceOrHash = script?.some((s) => /^'(nonce-|sha(256|384|512)-|strict-dynamic')/.test(s)) ?? false;
  if (!script || !object) return ["csp-implemented-with-unsafe-inline", -20];
  if ((script.includes("'unsafe-inline'") && !nonceOrHash) || broad(script) || broad(object)) {
    return ["csp-implemented-with-unsafe-inline", -20];
  }
  if (script.includes("'unsafe-eval'")) return ["csp-implemented-with-unsafe-eval", -10];
  const everySource = [...csp.values()].flat();
  if (everySource.some((s) => s.toLowerCase().startsWith("http:"))) return ["csp-implemented-with-insecure-scheme", -20];
  if (style?.includes("'unsafe-inline'")) return ["csp-implemented-with-unsafe-inline-in-style-src-only", 0];
  if (fallback?.length === 1 && fallback[0] === "'none'") return ["csp-implemented-with-no-unsafe-default-src-none", 10];
  return ["csp-implemented-with-no-unsafe", 0];
}

function scoreCookies(cookies: string[]): Scored {
  if (cookies.length === 0) return ["cookies-not-found", 0];
  const flags = cookies.map((cookie) =>
    cookie
      .toLowerCase()
      .split(";")
      .map((part) => part.trim()),
  );
  if (flags.some((f) => !f.includes("secure"))) return ["cookies-without-secure-flag", -20];
  if (flags.some((f) => !f.includes("httponly"))) return ["cookies-session-without-httponly-flag", -30];
  if (flags.every((f) => f.some((part) => part.startsWith("samesite=")))) {
    return ["cookies-secure-with-httponly-sessions-and-samesite", 5];
  }
  return ["cookies-secure-with-httponly-sessions", 0];
}

function scoreCors(headers: Headers): Scored {
  const origin = headers.get("access-control-allow-origin");
  if (origin === null) return ["cross-origin-resource-sharing-not-implemented", 0];
  if (origin === "*" && headers.get("access-control-allow-credentials") === "true") {
    return ["cross-origin-resource-sharing-implemented-with-universal-access", -50];
  }
  return ["cross-origin-resource-sharing-implemented-with-public-access", 0];
}

function scoreReferrer(value: string | null): Scored {
  if (value === null) return ["referrer-policy-not-implemented", 0];
  const policies = value
    .toLowerCase()
    .split(",")
    .map((p) => p.trim());
  const last = policies.at(-1) ?? "";
  if (["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(last)) {
    return ["referrer-policy-private", 5];
  }
  if (last === "no-referrer-when-downgrade") return ["referrer-policy-no-referrer-when-downgrade", 0];
  if (["origin", "origin-when-cross-origin", "unsafe-url"].includes(last)) return ["referrer-policy-unsafe", -5];
  return ["referrer-policy-header-invalid", -5];
}

function scoreHsts(value: string | null): Scored {
  if (value === null) return ["hsts-not-implemented", -20];
  const maxAge = /max-age="?(\d+)"?/i.exec(value)?.[1];
  if (maxAge === undefined) return ["hsts-header-invalid", -20];
  if (Number(maxAge) < 15_768_000) return ["hsts-implemented-max-age-less-than-six-months", -10];
  return ["hsts-implemented-max-age-at-least-six-months", 0];
}

function scoreSri(contentType: string, body: string): Scored {
  if (!contentType.startsWith("text/html")) return ["sri-not-html", 0];
  const sources = [...body.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].map((m) => ({ src: m[1]!, tag: m[0] }));
  if (sources.length === 0) return ["sri-not-implemented-but-no-scripts-loaded", 0];
  const external = sources.filter(({ src }) => /^(https?:)?\/\//i.test(src));
  if (external.length === 0) return ["sri-not-implemented-but-all-scripts-loaded-from-secure-origin", 0];
  if (external.some(({ src }) => src.startsWith("http:"))) return ["sri-not-implemented-and-external-scripts-not-loaded-securely", -50];
  if (external.every(({ tag }) => tag.includes("integrity="))) return ["sri-implemented-and-external-scripts-loaded-securely", 5];
  return ["sri-not-implemented-but-external-scripts-loaded-securely", -5];
}

function scoreNosniff(value: string | null): Scored {
  if (value === null) return ["x-content-type-options-not-implemented", -5];
  return value.trim().toLowerCase() === "nosniff" ? ["x-content-type-options-nosniff", 0] : ["x-content-type-options-header-invalid", -5];
}

function scoreFraming(value: string | null, csp: Csp): Scored {
  const ancestors = csp instanceof Map ? csp.get("frame-ancestors") : undefined;
  if (ancestors && ancestors.every((s) => s === "'none'" || s === "'self'")) return ["xfo-implemented-via-csp", 5];
  if (value === null) return ["x-frame-options-not-implemented", -20];
  return ["deny", "sameorigin"].includes(value.trim().toLowerCase())
    ? ["x-frame-options-sameorigin-or-deny", 0]
    : ["x-frame-options-header-invalid", -20];
}

function scoreCorp(value: string | null): Scored {
  if (value === null) return ["corp-not-implemented", 0];
  return ["same-origin", "same-site", "cross-origin"].includes(value.trim().toLowerCase())
    ? [`corp-implemented-with-${value.trim().toLowerCase()}`, 0]
    : ["corp-header-invalid", -5];
}
