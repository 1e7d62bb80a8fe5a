import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES as M, contactFormSchema } from "./contact-schema";

const valid = {
  firstName: "Éloïse",
  lastName: "Le Goff-D'Arcy",
  email: "  Eloise.LeGoff@Exemple.FR ",
  phone: "06 12 34 56 78",
  company: "SCOP Ossature Bois",
  subject: "Isolation d'une maison",
  message: "Bonjour, je souhaite isoler une maison de 120 m².",
};

function firstError(input: Record<string, unknown>, field: string): string | undefined {
  const result = contactFormSchema.safeParse(input);
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe("contact form rules (docs/product.md §8)", () => {
  it("accepts a complete French message and lowercases the e-mail", () => {
    const parsed = contactFormSchema.parse(valid);
    expect(parsed.email).toBe("eloise.legoff@exemple.fr");
    expect(parsed.lastName).toBe("Le Goff-D'Arcy");
  });

  it("accepts the three French phone forms, with or without separators, and no phone at all", () => {
    for (const phone of ["0612345678", "+33 6 12 34 56 78", "0033.6.12.34.56.78", "02-41-00-00-00", ""]) {
      expect(contactFormSchema.safeParse({ ...valid, phone }).success, phone).toBe(true);
    }
    expect(contactFormSchema.parse({ ...valid, phone: "" }).phone).toBeUndefined();
  });

  it.each([
    ["firstName", "A", M.nameTooShort],
    ["lastName", "x".repeat(101), M.nameTooLong],
    ["lastName", "Dupont3", M.nameCharacters],
    ["firstName", "Jean\nBcc: victime@exemple.fr", M.nameCharacters],
    ["email", "", M.emailRequired],
    ["email", "jean.dupont", M.emailInvalid],
    ["email", "jean@exemple.fr\nBcc: victime@exemple.fr", M.emailInvalid],
    ["email", `${"a".repeat(250)}@exemple.fr`, M.emailTooLong],
    ["phone", "06 12 34", M.phoneInvalid],
    ["phone", "+44 20 7946 0958", M.phoneInvalid],
    ["company", "x".repeat(201), M.companyTooLong],
    ["subject", "ab", M.subjectTooShort],
    ["subject", "x".repeat(201), M.subjectTooLong],
    ["subject", "Devis\r\nBcc: victime@exemple.fr", M.subjectCharacters],
    ["message", "Trop court", undefined],
    ["message", "Court", M.messageTooShort],
    ["message", "x".repeat(2001), M.messageTooLong],
  ])("%s = %j → %s", (field, value, message) => {
    expect(firstError({ ...valid, [field]: value }, field)).toBe(message);
  });

  it("requires the e-mail with its own message when it is missing", () => {
    const { email: _email, ...withoutEmail } = valid;
    expect(firstError(withoutEmail, "email")).toBe(M.emailRequired);
  });
});
