import { Link } from "react-router";
import { formatNumber } from "@domain/format";
import { CARBON_STORAGE_RANGE, PRODUCT_LIST, rulesThermalResistance } from "@domain/products";
import { TimberFrameWallIllustration } from "~/components/illustrations/timber-frame-wall";
import { Button } from "~/components/ui/button";
import { brand } from "@domain/brand";

/** The thickest bale: the best R, declared and by the rules (docs/product.md §10.9). */
const thickest = PRODUCT_LIST.reduce((best, product) => (product.thicknessMm > best.thicknessMm ? product : best));

const keyFigures = [
  { value: `${formatNumber(brand.claims.strawTonnesPerYear, 0)} t`, label: "de paille transformées chaque année" },
  {
    value: `${CARBON_STORAGE_RANGE.min} à ${CARBON_STORAGE_RANGE.max} kg`,
    label: "de CO₂ stockés par m² de bottes posées",
  },
  {
    value: `R = ${formatNumber(thickest.thermalResistance, 2)}`,
    label: `R déclaré par le fabricant (m².K/W) pour notre botte la plus épaisse ; ${formatNumber(rulesThermalResistance(thickest)!, 2)} selon les règles professionnelles`,
  },
  { value: `${brand.claims.quoteReplyHours} h`, label: "pour recevoir la réponse à votre demande de devis" },
];

export function HomeHero() {
  return (
    <section aria-labelledby="accueil-titre" className="bg-gradient-to-b from-straw-50 to-background">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-green-700 uppercase">Isolant biosourcé fabriqué en Maine-et-Loire</p>
          <h1 id="accueil-titre" className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Des bottes de paille préfabriquées pour isoler vos constructions à ossature bois
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-muted-foreground">
            Depuis {brand.foundedYear}, {brand.name} fabrique dans son atelier de {brand.address.city} des bottes de paille densifiées,
            calibrées et dépoussiérées, prêtes à poser dans vos caissons. Un isolant issu des champs voisins, qui stocke durablement le
            carbone, livré partout en France et dans les pays limitrophes.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild variant="hero" size="lg">
              <Link to="/devis">Demander un devis</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to="/produits">Découvrir nos produits</Link>
            </Button>
          </div>
        </div>
        <TimberFrameWallIllustration
          title="Mur à ossature bois dont les caissons sont remplis de bottes de paille"
          className="mx-auto w-full max-w-md lg:max-w-lg"
        />
      </div>
      <div className="mx-auto max-w-7xl px-4 pb-14 sm:px-6 lg:px-8">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {/* The figure is read after its label (dt first) but drawn above it; justify-end keeps every figure at the
              top of its card, level with its neighbours, whatever the length of the labels. */}
          {keyFigures.map((figure) => (
            <div key={figure.value} className="flex flex-col-reverse justify-end rounded-lg border border-border bg-card p-5">
              <dt className="mt-1 text-sm text-muted-foreground">{figure.label}</dt>
              <dd className="text-2xl font-bold text-primary">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
