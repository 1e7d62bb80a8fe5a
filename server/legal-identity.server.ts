import type { RouterContextProvider } from "react-router";
import { type LegalIdentity, legalIdentity } from "@domain/legal";
import { suppliedIdentity } from "./config.server";
import { servicesContext } from "./context.server";

/** The company's identity for a legal page's loader: from the configuration, "à compléter" where it supplies nothing. */
export function legalIdentityOf(context: Readonly<RouterContextProvider>): LegalIdentity {
  return legalIdentity(suppliedIdentity(context.get(servicesContext).config));
}
