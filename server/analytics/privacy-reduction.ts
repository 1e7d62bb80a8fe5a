/**
 * What of a visited URL and its referrer may be stored (docs/analytics.md): the path, the campaign parameters
 * (utm_*, ref, source) and the referrer's host. Everything else can identify a person and is dropped.
 */
const KEPT_PARAMETER = /^(utm_[a-z0-9_]+|ref|source)$/i;

export function reducePageUrl(pageUrl: string): string {
  const url = new URL(pageUrl, "http://site.invalid");
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) {
    if (KEPT_PARAMETER.test(name)) kept.append(name, value);
  }
  const query = kept.toString();
  return url.pathname + (query ? `?${query}` : "");
}

/** The referrer's host name, or null when there is none or it is not a web address. */
export function referrerHost(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    return url.hostname.toLowerCase() || null;
  } catch {
    return null;
  }
}
