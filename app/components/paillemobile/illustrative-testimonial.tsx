import { Quote } from "lucide-react";
import { formatNumber } from "@domain/format";
import { PAILLEMOBILE } from "@domain/products";

/**
 * The testimonial block (docs/product.md §2 '{product}'). No real farmer's words are available yet, so the quote is written
 * as an illustration of the concept and says so visibly; replace it with a real, consented testimonial.
 */
export function IllustrativeTestimonial() {
  return (
    <section aria-labelledby="paillemobile-temoignage" className="bg-earth-900 text-earth-50">
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="paillemobile-temoignage" className="text-3xl font-bold tracking-tight">
          Témoignage
        </h2>
        <p className="mt-2 inline-block rounded-full bg-straw-300 px-3 py-1 text-sm font-semibold text-earth-950">Témoignage illustratif</p>
        <figure className="mt-8">
          <Quote aria-hidden className="size-10 text-straw-300" />
          <blockquote className="mt-4 text-xl leading-relaxed italic">
            <p>
              « Sur mes {formatNumber(PAILLEMOBILE.wheatHectares, 0)} hectares de blé, la paille partait en vrac, au prix du marché. Avec
              une unité mobile dans la cour, elle devient un isolant de construction, et je n'ai pas à chercher les clients : c'est l'équipe
              d'Isol en Paille qui vend les bottes. »
            </p>
          </blockquote>
          <figcaption className="mt-6 text-earth-200">
            Céréalier en Maine-et-Loire — personnage fictif : ce texte illustre le concept PailleMobile et ne rapporte pas les propos d'une
            personne réelle.
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
