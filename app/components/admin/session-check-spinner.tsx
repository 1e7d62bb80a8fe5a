import { LoaderCircle } from "lucide-react";
import { useNavigation } from "react-router";
import { adminLinks } from "~/content/navigation";

const ADMIN_PATHS = new Set(adminLinks.map((item) => item.to));

/**
 * While a client-side navigation to a dashboard waits for its loader, which checks the session on the server
 * (docs/product.md §3.4), a spinner says so; a refused session then lands on /auth.
 */
export function SessionCheckSpinner() {
  const navigation = useNavigation();
  if (navigation.state !== "loading" || !ADMIN_PATHS.has(navigation.location.pathname)) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-0 top-20 z-50 mx-auto flex w-fit items-center gap-2 rounded-full bg-earth-900 px-4 py-2 text-sm text-earth-50 shadow-lg"
    >
      <LoaderCircle aria-hidden className="size-4 animate-spin" />
      Vérification de la session...
    </div>
  );
}
