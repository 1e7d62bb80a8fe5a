/**
 * The mailbox an address delivers to, as the per-mailbox limit counts it (docs/decisions/0017-no-mail-relay.md):
 * `Name+1@Example.fr`, `name+2@example.fr` and `name@example.fr` reach one person, so they share one count. Only for
 * counting: mail still goes to the address as given.
 *
 * - Case: the domain is case-insensitive (RFC 5321 §2.4); the local part may not be, but no mail provider a visitor
 *   uses treats `Jean` and `jean` as two people.
 * - Sub-addresses: everything from the first `+` of the local part (Gmail, Outlook, iCloud, Fastmail, Proton, La
 *   Poste, most servers). A local part made of `+` and nothing else is kept whole.
 * - Dots: dropped where the provider ignores them (DOTS_IGNORED), and googlemail.com is gmail.com.
 */
const DOTS_IGNORED = new Set(["gmail.com"]);
const SAME_AS: Record<string, string> = { "googlemail.com": "gmail.com" };

export function mailboxKey(address: string): string {
  const at = address.lastIndexOf("@");
  if (at < 0) return address.trim().toLowerCase();
  let local = address.slice(0, at).trim().toLowerCase();
  let domain = address
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, "");
  domain = SAME_AS[domain] ?? domain;
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (DOTS_IGNORED.has(domain)) local = local.replaceAll(".", "") || local;
  return `${local}@${domain}`;
}
