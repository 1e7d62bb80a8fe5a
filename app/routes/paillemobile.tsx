import type { Route } from "./+types/paillemobile";
import { UnderConstruction } from "~/components/layout/under-construction";
import { pageTitle } from "~/content/brand";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("PailleMobile") },
  {
    name: "description",
    content:
      "PailleMobile, l'usine mobile de bottes de paille d'isolation : un concept de franchise pour les céréaliers qui valorisent leur paille.",
  },
];

export default function PaillemobilePage() {
  return <UnderConstruction title="PailleMobile" />;
}
