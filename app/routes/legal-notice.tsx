import { Link } from "react-router";
import type { Route } from "./+types/legal-notice";
import { LegalFact } from "~/components/legal/legal-fact";
import { LegalPage } from "~/components/legal/legal-page";
import { LegalSection } from "~/components/legal/legal-section";
import { brand, pageTitle } from "@domain/brand";
import { DB_IP_CREDIT } from "@domain/legal";
import { legalIdentityOf } from "@server/legal-identity.server";
import { pageMeta } from "~/lib/seo";
import { islandsHandle } from "~/lib/page-hydration";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("Mentions légales"),
    description: `Mentions légales du site ${brand.name} : éditeur, directeur de la publication, hébergeur et propriété intellectuelle.`,
    path: "/mentions-legales",
  });

/** The mentions required of a company website (loi n° 2004-575 du 21 juin 2004, LCEN, art. 6). */
export const handle = islandsHandle;

export function loader({ context }: Route.LoaderArgs) {
  return { identity: legalIdentityOf(context) };
}

export default function LegalNoticePage({ loaderData }: Route.ComponentProps) {
  const { company, host } = loaderData.identity;
  return (
    <LegalPage
      title="Mentions légales"
      introduction={
        <p>
          Informations prévues par l'article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique (LCEN). Les
          mentions signalées «&nbsp;à compléter&nbsp;» seront renseignées par l'entreprise.
        </p>
      }
    >
      <LegalSection id="editeur" title="Éditeur du site">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr] [&_dt]:font-semibold">
          <dt>Dénomination</dt>
          <dd>{brand.name}</dd>
          <dt>Forme juridique</dt>
          <dd>
            <LegalFact fact={company.legalForm} />
          </dd>
          <dt>Capital social</dt>
          <dd>
            <LegalFact fact={company.shareCapital} />
          </dd>
          <dt>Siège social</dt>
          <dd>
            <LegalFact fact={company.headOffice} />
          </dd>
          <dt>Atelier</dt>
          <dd>
            {brand.address.street}, {brand.address.postalCode} {brand.address.city}, {brand.address.country}
          </dd>
          <dt>SIRET</dt>
          <dd>
            <LegalFact fact={company.siret} />
          </dd>
          <dt>RCS</dt>
          <dd>
            <LegalFact fact={company.rcs} />
          </dd>
          <dt>TVA intracommunautaire</dt>
          <dd>
            <LegalFact fact={company.vatNumber} />
          </dd>
          <dt>Téléphone</dt>
          <dd>
            <a href={brand.phone.href}>{brand.phone.display}</a>
          </dd>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${brand.email}`}>{brand.email}</a>
          </dd>
          <dt>Directeur de la publication</dt>
          <dd>
            <LegalFact fact={company.publicationDirector} />
          </dd>
        </dl>
      </LegalSection>

      <LegalSection id="hebergeur" title="Hébergeur">
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr] [&_dt]:font-semibold">
          <dt>Nom</dt>
          <dd>
            <LegalFact fact={host.name} />
          </dd>
          <dt>Adresse</dt>
          <dd>
            <LegalFact fact={host.address} />
          </dd>
          <dt>Téléphone</dt>
          <dd>
            <LegalFact fact={host.phone} />
          </dd>
        </dl>
      </LegalSection>

      <LegalSection id="propriete-intellectuelle" title="Propriété intellectuelle">
        <p>
          L'ensemble du site (textes, illustrations, logos, mise en page, documents téléchargeables) est la propriété de {brand.name}, sauf
          mention contraire. Les illustrations sont des dessins originaux réalisés pour ce site. Toute reproduction ou représentation,
          totale ou partielle, sans autorisation écrite préalable est interdite.
        </p>
        <p>
          Géolocalisation approximative des visites : <a href={DB_IP_CREDIT.url}>{DB_IP_CREDIT.text}</a>, sous licence{" "}
          {DB_IP_CREDIT.licence}.
        </p>
      </LegalSection>

      <LegalSection id="donnees-personnelles" title="Données personnelles et cookies">
        <p>
          Les données collectées sur le site, leurs usages, leurs durées de conservation et vos droits sont décrits sur la page{" "}
          <Link to="/protection-donnees">Protection des données</Link>. La mesure d'audience du site ne dépose aucun cookie ; le bandeau
          «&nbsp;Cookies et vidéos&nbsp;» concerne uniquement les vidéos YouTube intégrées.
        </p>
      </LegalSection>

      <LegalSection id="responsabilite" title="Responsabilité et liens">
        <p>
          Les informations techniques et les prix publiés sur ce site sont donnés à titre indicatif et peuvent évoluer ; seuls nos devis et
          nos documents techniques à jour engagent l'entreprise. Le site peut contenir des liens vers d'autres sites, dont {brand.name} ne
          maîtrise pas le contenu et n'est pas responsable.
        </p>
        <p>
          Pour toute question ou pour signaler un contenu, écrivez-nous à <a href={`mailto:${brand.email}`}>{brand.email}</a> ou utilisez
          notre <Link to="/contact">formulaire de contact</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
