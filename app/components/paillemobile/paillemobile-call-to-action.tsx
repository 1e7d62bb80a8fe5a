import { Link } from "react-router";
import { Button } from "~/components/ui/button";

export function PaillemobileCallToAction() {
  return (
    <section aria-labelledby="paillemobile-contact" className="bg-green-50">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 id="paillemobile-contact" className="text-3xl font-bold tracking-tight">
          Votre exploitation pourrait accueillir une unité ?
        </h2>
        <p className="mt-4 text-lg text-muted-foreground">
          Parlez-nous de vos surfaces en blé et de votre projet : nous étudions ensemble la faisabilité d'une unité PailleMobile chez vous.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button asChild variant="eco" size="lg">
            <Link to="/contact">Nous contacter</Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to="/faq">Lire la FAQ PailleMobile</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
