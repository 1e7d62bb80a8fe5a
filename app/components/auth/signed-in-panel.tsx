import { useRevalidator } from "react-router";
import { AUTH_TEXTS } from "@domain/auth/account";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/sonner";
import { authRequest } from "~/lib/auth-client";

/** Who is signed in, and 'Déconnexion', which ends the session on the server (docs/product.md §3.3). */
export function SignedInPanel({ email }: { email: string }) {
  const revalidator = useRevalidator();
  async function signOut() {
    const answer = await authRequest("/sign-out");
    if (!answer.ok) {
      toast.error(AUTH_TEXTS.networkError);
      return;
    }
    toast.success(AUTH_TEXTS.signedOut);
    await revalidator.revalidate();
  }
  return (
    <section aria-label="Compte" className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-border p-5">
      <p>
        Connecté en tant que <strong>{email}</strong>
      </p>
      <Button variant="outline" onClick={signOut}>
        Déconnexion
      </Button>
    </section>
  );
}
