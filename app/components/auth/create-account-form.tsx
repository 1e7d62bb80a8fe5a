import { useId, useState } from "react";
import { AUTH_TEXTS, ROLE_LABELS, ROLES, type Role, newAccountSchema } from "@domain/auth/account";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/sonner";
import { postJson } from "~/lib/post-json";

/** 'Créer un nouveau compte' (docs/product.md §3.3), for admins: checked here with the schema the server checks again. */
export function CreateAccountForm() {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [role, setRole] = useState<Role>("admin");
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = newAccountSchema.safeParse({ email, password, role });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await postJson("/api/create-admin-user", parsed.data);
    setBusy(false);
    if (result.kind === "ok") {
      toast.success(AUTH_TEXTS.accountCreated(parsed.data.email));
      setEmail("");
      setPassword("");
      setRole("admin");
      return;
    }
    if (result.kind === "invalid") setErrors(result.fields);
    const expired = result.kind === "error" && result.message === AUTH_TEXTS.signInRequired;
    const message = expired ? AUTH_TEXTS.sessionExpired : result.kind === "error" || result.kind === "invalid" ? result.message : null;
    toast.error(message || AUTH_TEXTS.accountCreationFailed);
  }

  return (
    <details className="rounded-lg border border-border p-5">
      <summary className="cursor-pointer text-lg font-semibold">Créer un nouveau compte</summary>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input
            id={`${id}-email`}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? `${id}-email-error` : undefined}
            autoComplete="off"
          />
          {errors.email ? (
            <p id={`${id}-email-error`} className="text-sm text-destructive">
              {errors.email}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-password`}>Mot de passe</Label>
          <Input
            id={`${id}-password`}
            type="password"
            placeholder="Minimum 6 caractères"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
            autoComplete="new-password"
          />
          {errors.password ? (
            <p id={`${id}-password-error`} className="text-sm text-destructive">
              {errors.password}
            </p>
          ) : null}
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-role`}>Rôle</Label>
          <select
            id={`${id}-role`}
            value={role}
            onChange={(event) => setRole(event.target.value as Role)}
            className="h-10 rounded-md border border-input bg-background px-3 text-base md:text-sm"
          >
            {ROLES.map((value) => (
              <option key={value} value={value}>
                {ROLE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="eco" disabled={busy} className="self-start">
          {busy ? "Création en cours..." : "Créer le compte"}
        </Button>
      </form>
    </details>
  );
}
