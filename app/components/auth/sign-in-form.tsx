import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { AUTH_TEXTS } from "@domain/auth/account";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/sonner";
import { authRequest } from "~/lib/auth-client";

/**
 * E-mail and password (docs/product.md §3.3), then, for an account with a second factor, the code of its authenticator app or
 * one of its backup codes. One message for a wrong e-mail and a wrong password: nobody learns which accounts exist.
 */
export function SignInForm() {
  const id = useId();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [step, setStep] = useState<"password" | "code">("password");
  const [useBackupCode, setUseBackupCode] = useState(false);

  function failed(status: number) {
    const description =
      status === 429
        ? AUTH_TEXTS.tooManyAttempts
        : status === 0
          ? AUTH_TEXTS.networkError
          : status === 401 && step === "code"
            ? AUTH_TEXTS.invalidCode
            : AUTH_TEXTS.wrongCredentials;
    toast.error(AUTH_TEXTS.signInFailed, { description });
  }

  async function submitPassword(form: FormData) {
    setBusy(true);
    const answer = await authRequest("/sign-in/email", { email: form.get("email"), password: form.get("password") });
    setBusy(false);
    if (!answer.ok) return failed(answer.status);
    if (answer.data?.twoFactorRedirect) return setStep("code");
    toast.success(AUTH_TEXTS.signedIn);
    await revalidator.revalidate();
  }

  async function submitCode(form: FormData) {
    setBusy(true);
    const path = useBackupCode ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp";
    const answer = await authRequest(path, { code: String(form.get("code") ?? "").replace(/\s/g, "") });
    setBusy(false);
    if (!answer.ok) return failed(answer.status);
    toast.success(AUTH_TEXTS.signedIn);
    await revalidator.revalidate();
  }

  if (step === "code") {
    return (
      <form action={submitCode} className="flex flex-col gap-4" aria-labelledby={`${id}-code-title`}>
        <h2 id={`${id}-code-title`} className="text-lg font-semibold">
          Double authentification
        </h2>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-code`}>{useBackupCode ? "Code de secours" : "Code de votre application d'authentification"}</Label>
          <Input
            id={`${id}-code`}
            name="code"
            required
            autoComplete="one-time-code"
            inputMode={useBackupCode ? "text" : "numeric"}
            autoFocus
          />
        </div>
        <Button type="submit" variant="eco" disabled={busy}>
          {busy ? "Vérification..." : "Valider"}
        </Button>
        <Button type="button" variant="link" size="text" className="self-start" onClick={() => setUseBackupCode(!useBackupCode)}>
          {useBackupCode ? "Utiliser l'application d'authentification" : "Utiliser un code de secours"}
        </Button>
      </form>
    );
  }

  return (
    <form action={submitPassword} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input id={`${id}-email`} name="email" type="email" required autoComplete="username" />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-password`}>Mot de passe</Label>
        <Input id={`${id}-password`} name="password" type="password" required autoComplete="current-password" />
      </div>
      <Button type="submit" variant="eco" disabled={busy}>
        {busy ? "Connexion..." : "Se connecter"}
      </Button>
    </form>
  );
}
