// TEMPORARY: replaced by the layout work (header, footer, cookie banner).
export function SiteShell({ children }: { isAdmin: boolean; children: React.ReactNode }) {
  return <main id="contenu">{children}</main>;
}
