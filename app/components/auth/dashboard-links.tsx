import { Link } from "react-router";
import { adminLinks } from "~/content/navigation";
import { buttonVariants } from "~/components/ui/button";

/** Quick access to the four dashboards (docs/product.md §3.3). */
export function DashboardLinks() {
  return (
    <nav aria-label="Tableaux de bord" className="flex flex-wrap gap-3">
      {adminLinks.map((item) => (
        <Link key={item.to} to={item.to} className={buttonVariants({ variant: "earth" })}>
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
