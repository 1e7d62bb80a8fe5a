import { describe, expect, it } from "vitest";
import { legalFactText, legalIdentity, missingIdentity, sellerIdentityLines, type SuppliedIdentity } from "./legal";

const FULL: Required<SuppliedIdentity> = {
  legalForm: "SAS",
  capital: "10000",
  siret: "73282932000074",
  rcsCity: "Angers",
  vatNumber: "FR 44 732829320",
  address: "2 rue de l'Atelier, 49310 Lys-Haut-Layon",
  publicationDirector: "Camille Martin, présidente",
  hostName: "Hébergeur SAS",
  hostAddress: "1 rue du Serveur, 75001 Paris",
};

describe("the company's identity from the configuration", () => {
  it("marks every fact to complete, and lists every variable, when nothing is supplied", () => {
    const { company, host } = legalIdentity({});
    for (const fact of [...Object.values(company), ...Object.values(host)]) expect(fact.known).toBe(false);
    expect(sellerIdentityLines(company)).toEqual([
      "Isol en Paille, [à compléter] au capital de [à compléter]",
      "SIRET [à compléter] · RCS [à compléter]",
      "TVA intracommunautaire [à compléter]",
    ]);
    expect(missingIdentity({}).map((fact) => fact.variable)).toEqual([
      "COMPANY_LEGAL_FORM",
      "COMPANY_CAPITAL",
      "COMPANY_ADDRESS",
      "COMPANY_SIRET",
      "COMPANY_RCS_CITY",
      "COMPANY_VAT_NUMBER",
      "PUBLICATION_DIRECTOR",
      "HOST_NAME",
      "HOST_ADDRESS",
    ]);
  });

  it("shows the supplied facts as printed on a French quote", () => {
    const { company, host } = legalIdentity(FULL);
    expect(sellerIdentityLines(company).map((line) => line.replace(/\u202f|\u00a0/g, " "))).toEqual([
      "Isol en Paille, SAS au capital de 10 000 €",
      "SIRET 732 829 320 00074 · RCS Angers 732 829 320",
      "TVA intracommunautaire FR44732829320",
    ]);
    expect(legalFactText(company.headOffice)).toBe(FULL.address);
    expect(legalFactText(company.publicationDirector)).toBe(FULL.publicationDirector);
    expect(legalFactText(host.name)).toBe(FULL.hostName);
    expect(legalFactText(host.address)).toBe(FULL.hostAddress);
    // The host's telephone has no variable of its own: it stays to complete.
    expect(host.phone.known).toBe(false);
    expect(missingIdentity(FULL)).toEqual([]);
  });

  it("keeps a capital written out as it is, and needs the SIRET for the RCS mention", () => {
    expect(legalFactText(legalIdentity({ capital: "1 000 € entièrement libéré" }).company.shareCapital)).toBe("1 000 € entièrement libéré");
    expect(legalIdentity({ rcsCity: "Angers" }).company.rcs.known).toBe(false);
    expect(missingIdentity({ rcsCity: "Angers" }).map((fact) => fact.variable)).toContain("COMPANY_SIRET");
  });
});
