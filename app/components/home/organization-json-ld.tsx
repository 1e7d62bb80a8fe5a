import { JsonLd } from "~/components/seo/json-ld";
import { brand } from "@domain/brand";
import { useSiteUrl } from "~/lib/seo";
import { organization } from "~/lib/structured-data";

/**
 * The company as a LocalBusiness (a kind of Organization): the Organization data shared with the rest of the site,
 * plus the workshop's opening hours and the area it delivers to.
 */
export function OrganizationJsonLd() {
  const siteUrl = useSiteUrl();
  if (siteUrl === undefined) return null;
  return (
    <JsonLd
      data={{
        ...organization(siteUrl),
        "@type": "LocalBusiness",
        description: `${brand.activity} pour la construction à ossature bois, fabriquées à ${brand.address.city} (${brand.address.department}).`,
        openingHoursSpecification: {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
          opens: brand.openingHours.opens,
          closes: brand.openingHours.closes,
        },
        areaServed: { "@type": "Country", name: "France" },
      }}
    />
  );
}
