import type { Route } from "./+types/paillemobile";
import { servicesContext } from "@server/context.server";
import { documentAvailability } from "@server/documents/availability.server";
import { IllustrativeTestimonial } from "~/components/paillemobile/illustrative-testimonial";
import { MobileUnitDetails } from "~/components/paillemobile/mobile-unit-details";
import { PaillemobileCallToAction } from "~/components/paillemobile/paillemobile-call-to-action";
import { PaillemobileConcept } from "~/components/paillemobile/paillemobile-concept";
import { PaillemobileHero } from "~/components/paillemobile/paillemobile-hero";
import { PressSection } from "~/components/paillemobile/press-section";
import { SupplyAndIncome } from "~/components/paillemobile/supply-and-income";
import { pageTitle } from "@domain/brand";
import { pressKit } from "@domain/documents";
import { pageMeta } from "~/lib/seo";
import { islandsHandle } from "~/lib/page-hydration";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("PailleMobile"),
    description:
      "PailleMobile, l'usine mobile de bottes de paille d'isolation : un concept de franchise pour les céréaliers qui valorisent leur paille.",
    path: "/paillemobile",
  });

export async function loader({ context }: Route.LoaderArgs) {
  return { documents: await documentAvailability(context.get(servicesContext)) };
}

export const handle = islandsHandle;

export default function PaillemobilePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PaillemobileHero />
      <PaillemobileConcept />
      <MobileUnitDetails />
      <SupplyAndIncome />
      <IllustrativeTestimonial />
      <PressSection pressKit={pressKit(loaderData.documents)} />
      <PaillemobileCallToAction />
    </>
  );
}
