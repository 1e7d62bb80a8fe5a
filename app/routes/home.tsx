import type { Route } from "./+types/home";
import { CarbonStorageChart } from "~/components/home/carbon-storage-chart";
import { HomeCallToAction } from "~/components/home/home-call-to-action";
import { HomeHero } from "~/components/home/home-hero";
import { KnowHow } from "~/components/home/know-how";
import { NominationBanner } from "~/components/home/nomination-banner";
import { OrganizationJsonLd } from "~/components/home/organization-json-ld";
import { PaillemobileTeaser } from "~/components/home/paillemobile-teaser";
import { ProductTeaser } from "~/components/home/product-teaser";
import { ProjectsLink } from "~/components/home/projects-link";
import { StrawReasons } from "~/components/home/straw-reasons";
import { WorkshopVideo } from "~/components/home/workshop-video";
import { brand, pageTitle } from "@domain/brand";
import { videoEmbedHandle } from "~/lib/csp-handle";
import { islandsHandle } from "~/lib/page-hydration";
import { pageMeta } from "~/lib/seo";

// The workshop video may play here.
export const handle = { ...videoEmbedHandle, ...islandsHandle };

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("Isolation en bottes de paille préfabriquées"),
    description: `${brand.name} fabrique dans le Maine-et-Loire des bottes de paille préfabriquées pour isoler les constructions à ossature bois : Botte 22, Botte 36, Botte 46 et ArgiBotte.`,
    path: "/",
  });

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <ProductTeaser />
      <NominationBanner />
      <PaillemobileTeaser />
      <StrawReasons />
      <CarbonStorageChart />
      <KnowHow />
      <HomeCallToAction />
      <ProjectsLink />
      <WorkshopVideo />
      {/* Structured data last: the visible content comes first in the HTML stream and paints sooner. */}
      <OrganizationJsonLd />
    </>
  );
}
