import { Newspaper } from "lucide-react";
import { formatDateShort } from "@domain/format";
import { DocumentDownloadButton } from "~/components/documents/document-download-button";
import { brand } from "@domain/brand";
import { Island } from "~/islands/island";
import { EXTERNAL_LINK_REL } from "~/content/navigation";
import { type DocumentFile, fileFormat, formatFileSize } from "@domain/documents";

/**
 * Press kit download and press list (docs/product.md §2 '{product}': press kit 2025 PDF; two dated articles). The press kit
 * button tracks the download as docs/product.md §7.6 asks for the press kit (name, type and product only, and nothing
 * in admin mode): that rule lives in the download component.
 */
export function PressSection({ pressKit }: { pressKit: DocumentFile }) {
  const articlesToComplete = brand.pressArticles.some((article) => article.url === null);
  return (
    <section id="presse" aria-labelledby="paillemobile-presse" className="scroll-mt-28">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <h2 id="paillemobile-presse" className="text-3xl font-bold tracking-tight">
            Espace presse
          </h2>
          <div className="mt-8 rounded-xl border border-border bg-card p-6">
            <h3 className="text-xl font-bold">Dossier de presse 2025</h3>
            <p className="mt-2 text-muted-foreground">
              {brand.name}, ses bottes préfabriquées, l'usine mobile PailleMobile et la nomination aux {brand.nomination.award}.
            </p>
            <div className="mt-5 flex flex-wrap items-center gap-3">
              <Island
                name="document-download-button"
                component={DocumentDownloadButton}
                props={{ file: pressKit, variant: pressKit.available ? "eco" : "outline" }}
              />
              {pressKit.available ? (
                <span className="text-sm text-muted-foreground">
                  {fileFormat(pressKit.fileName)}
                  {pressKit.sizeBytes !== null ? ` · ${formatFileSize(pressKit.sizeBytes)}` : ""}
                </span>
              ) : null}
            </div>
          </div>
        </div>
        <div>
          <h3 className="text-xl font-bold lg:mt-16">Ils parlent de nous</h3>
          <ul className="mt-4 space-y-4">
            {brand.pressArticles.map((article) => (
              <li key={article.date} className="flex gap-4 rounded-lg border border-border bg-card p-5">
                <Newspaper aria-hidden className="mt-1 size-6 shrink-0 text-earth-600" />
                <div>
                  <p className="text-sm font-semibold text-green-700">
                    <time dateTime={article.date}>{formatDateShort(article.date)}</time>
                    {article.outlet ? ` · ${article.outlet}` : null}
                  </p>
                  <p className="mt-1 font-semibold">
                    {article.url ? (
                      <a
                        href={article.url}
                        target="_blank"
                        rel={EXTERNAL_LINK_REL}
                        className="underline underline-offset-4 hover:no-underline"
                      >
                        {article.title}
                        <span className="sr-only"> (nouvel onglet)</span>
                      </a>
                    ) : (
                      article.title
                    )}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {articlesToComplete ? (
            <p className="mt-4 text-sm text-muted-foreground">
              Références en cours de complément : le titre exact, le journal et le lien de chaque article seront ajoutés prochainement.
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
