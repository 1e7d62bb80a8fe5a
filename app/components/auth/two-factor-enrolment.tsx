import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { AUTH_TEXTS } from "@domain/auth/account";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/sonner";
import { authRequest } from "~/lib/auth-client";
import { TotpQrCode } from "./totp-qr-code";

/**
 * An admin's second factor (docs/decisions/0010-sign-in.md), required before any dashboard: the password again,
 * then a QR code and its secret shown once, the backup codes shown once, and a first code to prove it works.
 */
export function TwoFactorEnrolment() {
  const id = useId();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [enrolment, setEnrolment] = useState<{ uri: string; backupCodes: string[] } | null>(null);

  async function start(form: FormData) {
    setBusy(true);
    const answer = await authRequest("/two-factor/enable", { password: form.get("password") });
    setBusy(false);
    if (!answer.ok || typeof answer.data?.totpURI !== "string") {
      toast.error(AUTH_TEXTS.signInFailed, {
        description: answer.status === 429 ? AUTH_TEXTS.tooManyAttempts : AUTH_TEXTS.wrongCredentials,
      });
      return;
    }
    setEnrolment({ uri: answer.data.totpURI, backupCodes: (answer.data.backupCodes as string[]) ?? [] });
  }

  async function confirm(form: FormData) {
    setBusy(true);
    const answer = await authRequest("/two-factor/verify-totp", { code: String(form.get("code") ?? "").replace(/\s/g, "") });
    setBusy(false);
    if (!answer.ok) {
      toast.error(AUTH_TEXTS.signInFailed, { description: AUTH_TEXTS.invalidCode });
      return;
    }
    toast.success(AUTH_TEXTS.twoFactorEnabled);
    await revalidator.revalidate();
  }

  const secret = enrolment ? new URL(enrolment.uri).searchParams.get("secret") : null;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border border-border p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Activez la double authentification
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">
        Les tableaux de bord sont réservés aux administrateurs qui se connectent avec un second facteur : une application d'authentification
        (Google Authenticator, Microsoft Authenticator, FreeOTP…) sur votre téléphone.
      </p>
      {!enrolment ? (
        <form action={start} className="mt-4 flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-password`}>Confirmez votre mot de passe</Label>
            <Input id={`${id}-password`} name="password" type="password" required autoComplete="current-password" />
          </div>
          <Button type="submit" variant="eco" disabled={busy} className="self-start">
            {busy ? "Préparation..." : "Commencer"}
          </Button>
        </form>
      ) : (
        <div className="mt-4 flex flex-col gap-4">
          <p>1. Scannez ce QR code avec votre application, ou saisissez la clé :</p>
          <TotpQrCode uri={enrolment.uri} />
          <p>
            Clé : <code className="break-all rounded bg-muted px-1 font-mono">{secret}</code>
          </p>
          <div>
            <p>2. Notez ces codes de secours, utilisables une fois chacun si vous perdez votre téléphone. Ils ne seront plus affichés.</p>
            <ul aria-label="Codes de secours" className="mt-2 grid grid-cols-2 gap-1 font-mono sm:grid-cols-5">
              {enrolment.backupCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </div>
          <form action={confirm} className="flex flex-col gap-4">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-code`}>3. Saisissez le code affiché par l'application</Label>
              <Input id={`${id}-code`} name="code" required autoComplete="one-time-code" inputMode="numeric" />
            </div>
            <Button type="submit" variant="eco" disabled={busy} className="self-start">
              {busy ? "Vérification..." : "Activer"}
            </Button>
          </form>
        </div>
      )}
    </section>
  );
}
