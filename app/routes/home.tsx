import type { Route } from "./+types/home";
import { UnderConstruction } from "~/components/layout/under-construction";
import { brand, pageTitle } from "~/content/brand";

export const meta: Route.MetaFunction = () => [
  { title: pageTitle("Isolation en bottes de paille préfabriquées") },
  {
    name: "description",
    content: `${brand.name} fabrique dans le Maine-et-Loire des bottes de paille préfabriquées pour isoler les constructions à ossature bois : Botte 22, Botte 36, Botte 46 et ArgiBotte.`,
  },
];

export default function HomePage() {
  return (
    <UnderConstruction title="Des bottes de paille préfabriquées pour isoler vos constructions à ossature bois">
      <p>
        Depuis {brand.foundedYear}, {brand.name} fabrique dans son atelier de {brand.footerLocation} des bottes de
        paille densifiées et calibrées, prêtes à poser dans les murs, les toitures et les planchers des constructions
        à ossature bois.
      </p>
      <p>
        Un isolant biosourcé, issu des champs voisins, qui stocke durablement le carbone : nous accompagnons
        constructeurs, architectes, charpentiers, maîtres d'ouvrage et particuliers du projet jusqu'à la livraison.
      </p>
    </UnderConstruction>
  );
}
