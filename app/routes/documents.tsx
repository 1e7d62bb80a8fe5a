import { Link } from "react-router";
import type { Route } from "./+types/documents";
import { documentAvailability } from "@server/documents/availability.server";
import { servicesContext } from "@server/context.server";
import { DocumentCategorySection } from "~/components/documents/document-category-section";
import { Button } from "~/components/ui/button";
import { pageTitle } from "@domain/brand";
import { resolveCatalogue } from "@domain/documents";
import { pageMeta } from "~/lib/seo";
import { SectionJumpNav } from "~/components/layout/section-jump-nav";
import { islandsHandle } from "~/lib/page-hydration";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("Documents techniques"),
    description:
      "Téléchargez les fiches techniques, les déclarations environnementales (FDES) de nos bottes de paille et notre dossier de presse.",
    path: "/documents-techniques",
  });

/** Read, not used: served as islands (docs/decisions/0013-islands.md); its download buttons are islands. */
export const handle = islandsHandle;

/** Availability is read from the files really served, on every request (docs/decisions/0005-documents.md). */
export async function loader({ context }: Route.LoaderArgs) {
  return { catalogue: resolveCatalogue(await documentAvailability(context.get(servicesContext))) };
}

export default function DocumentsPage({ loaderData }: Route.ComponentProps) {
  const { catalogue } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">Documents techniques</h1>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-muted-foreground">
          Fiches techniques, déclarations environnementales et dossier de presse : les documents pour concevoir, chiffrer et présenter un
          projet isolé avec nos bottes de paille.
        </p>
      </header>
      <SectionJumpNav label="Catégories de documents" sections={catalogue} />
      <div className="mt-12 space-y-14">
        {catalogue.map((category) => (
          <DocumentCategorySection key={category.id} category={category} />
        ))}
      </div>
      <section aria-labelledby="documents-suite" className="mt-16 rounded-xl bg-secondary p-8 text-center text-secondary-foreground">
        <h2 id="documents-suite" className="text-2xl font-bold tracking-tight">
          Un document vous manque ?
        </h2>
        <p className="mx-auto mt-3 max-w-2xl leading-relaxed">
          Les réponses aux questions techniques sont dans notre FAQ ; pour un chiffrage adapté à votre projet, demandez un devis gratuit et
          sans engagement.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link to="/devis">Demander un devis</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/faq">Consulter la FAQ</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
