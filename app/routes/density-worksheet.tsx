import { useEffect } from "react";
import type { Route } from "./+types/density-worksheet";
import { THRESHOLD_LINES } from "@domain/worksheet/worksheet-summary";
import { MeasurementForm } from "~/components/worksheet/measurement-form";
import { MeasurementList } from "~/components/worksheet/measurement-list";
import { SendSummary } from "~/components/worksheet/send-summary";
import { trackWorksheet } from "~/components/worksheet/track-worksheet";
import { pageTitle } from "@domain/brand";
import { pageMeta } from "~/lib/seo";
import { onUseHandle } from "~/lib/page-hydration";
import { STORAGE_KEYS } from "@domain/worksheet/stored-state";

/** A tool: nothing of React loads until its first use (docs/decisions/0019-tools-on-use.md). */
export const handle = onUseHandle(Object.values(STORAGE_KEYS));

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("Bordereau d'autocontrôle"),
    description: "Relevez la masse volumique de vos bottes de paille, vérifiez leur conformité et recevez le récapitulatif par e-mail.",
    path: "/bordereau-autocontrole",
  });

export default function DensityWorksheetPage() {
  useEffect(() => trackWorksheet({ eventType: "page_view" }), []);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Bordereau d'autocontrôle</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Pesez vos bottes, notez leur humidité : la masse volumique sèche et la conformité de chaque botte s'affichent aussitôt. Envoyez
          ensuite le récapitulatif par email, avec son rapport PDF, pour garder la trace de votre autocontrôle. Vos mesures restent dans ce
          navigateur jusqu'à ce que vous les effaciez.
        </p>
      </header>
      <MeasurementForm />
      <MeasurementList />
      <SendSummary />
      <section aria-labelledby="methode" className="rounded-lg border border-border p-5">
        <h2 id="methode" className="text-xl font-semibold">
          Méthode
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          <li>Pesez la botte seule (ou la palette entière, sans le poids de la palette vide) sur une balance à plat.</li>
          <li>Mesurez l'humidité au cœur de la botte, sur une face longue, avec un humidimètre à sonde.</li>
          <li>Mesurez la longueur de la botte ; la section vient du type de botte (saisissez-la pour « Autre »).</li>
          {THRESHOLD_LINES.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
