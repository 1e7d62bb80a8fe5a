import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * The 404 screen. Its two English strings are required word for word (docs/product.md §2.5); `lang="en"` lets
 * screen readers pronounce them correctly on this French site.
 */
export function NotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <p aria-hidden="true" className="text-6xl font-bold text-muted-foreground">
        404
      </p>
      <h1 lang="en" className="mt-4 text-3xl font-bold tracking-tight">
        Oops! Page not found
      </h1>
      <p className="mt-4 text-muted-foreground">La page que vous cherchez n'existe pas ou a été déplacée.</p>
      <Button asChild className="mt-8">
        <Link to="/" lang="en">
          Return to Home
        </Link>
      </Button>
    </div>
  );
}
