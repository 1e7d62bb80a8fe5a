import type { Route } from "./+types/products";
import { UnderConstruction } from "~/components/layout/under-construction";
import { pageTitle } from "~/content/brand";
import { productsMenu } from "~/content/navigation";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Produits") },
  {
    name: "description",
    content:
      "Découvrez nos bottes de paille préfabriquées Botte 22, Botte 36, Botte 46 et ArgiBotte : caractéristiques, comparatif et fiches techniques.",
  },
];

// The header's product anchors must land somewhere until the real product cards replace this page.
const anchors = productsMenu.items.flatMap((item) => {
  const id = item.to.split("#")[1];
  return id ? [{ id, label: item.label }] : [];
});

export default function ProductsPage() {
  return (
    <UnderConstruction title="Nos produits">
      <p>Quatre formats de bottes de paille préfabriquées :</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {anchors.map(({ id, label }) => (
          <li key={id} id={id} className="scroll-mt-24 rounded-md border border-border p-4 font-semibold">
            {label}
          </li>
        ))}
      </ul>
    </UnderConstruction>
  );
}
