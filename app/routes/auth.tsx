import { useEffect } from "react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/auth";
import { AUTH_TEXTS } from "@domain/auth/account";
import { getViewer } from "@server/auth/viewer.server";
import { suppliedIdentity } from "@server/config.server";
import { servicesContext } from "@server/context.server";
import { missingIdentity } from "@domain/legal";
import { AdminModeSwitch } from "~/components/auth/admin-mode-switch";
import { CreateAccountForm } from "~/components/auth/create-account-form";
import { DashboardLinks } from "~/components/auth/dashboard-links";
import { LegalIdentityGaps } from "~/components/auth/legal-identity-gaps";
import { SignInForm } from "~/components/auth/sign-in-form";
import { SignedInPanel } from "~/components/auth/signed-in-panel";
import { TwoFactorEnrolment } from "~/components/auth/two-factor-enrolment";
import { toast } from "~/components/ui/sonner";
import { brand, pageTitle } from "@domain/brand";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: pageTitle("Authentification"),
    description: `Espace de connexion réservé à l'équipe ${brand.name}.`,
    noindex: true,
  });

export async function loader(args: Route.LoaderArgs) {
  const viewer = await getViewer(args);
  // Only an admin is told which company facts the configuration lacks.
  const missingLegal = viewer?.isAdmin ? missingIdentity(suppliedIdentity(args.context.get(servicesContext).config)) : [];
  return {
    viewer: viewer && { email: viewer.email, isAdmin: viewer.isAdmin, mustEnrolTwoFactor: viewer.mustEnrolTwoFactor },
    missingLegal,
  };
}

export default function AuthPage({ loaderData: { viewer, missingLegal } }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const expired = searchParams.get("session") === "expiree";
  // Sent here from a dashboard by an account without the admin role: said on the page, which keeps its address.
  const notAnAdmin = searchParams.get("raison") === "admin" && viewer !== null && !viewer.isAdmin;
  useEffect(() => {
    if (!expired) return;
    toast.error(AUTH_TEXTS.sessionExpired);
    setSearchParams({}, { replace: true });
  }, [expired, setSearchParams]);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Authentification</h1>
      {notAnAdmin ? (
        <p role="status" className="rounded-md border border-border bg-straw-100 p-4 text-earth-950">
          {AUTH_TEXTS.adminOnlyPage}.
        </p>
      ) : null}
      {!viewer ? (
        <SignInForm />
      ) : (
        <>
          <SignedInPanel email={viewer.email} />
          {viewer.mustEnrolTwoFactor ? <TwoFactorEnrolment /> : null}
          <AdminModeSwitch />
          {viewer.isAdmin ? (
            <>
              <DashboardLinks />
              <LegalIdentityGaps missing={missingLegal} />
              <CreateAccountForm />
            </>
          ) : null}
        </>
      )}
    </div>
  );
}
