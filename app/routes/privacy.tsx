import type { Route } from "./+types/privacy";
import { UnderConstruction } from "~/components/layout/under-construction";
import { pageTitle } from "~/content/brand";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Protection des données") },
  {
    name: "description",
    content:
      "Comment nous protégeons vos données personnelles : données collectées, usages, durées de conservation et vos droits.",
  },
];

export default function PrivacyPage() {
  return <UnderConstruction title="Protection des données" />;
}
