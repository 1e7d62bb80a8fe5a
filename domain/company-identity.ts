/**
 * The company's registration numbers as the configuration receives them (COMPANY_SIRET, COMPANY_VAT_NUMBER): pure
 * checks, so that a mistyped digit stops the start instead of reaching a quote. The messages are French and name the
 * variable, as the configuration's other messages do.
 */

export const SIRET_VARIABLE = "COMPANY_SIRET";
export const VAT_NUMBER_VARIABLE = "COMPANY_VAT_NUMBER";

/** The number without the spaces, dots and dashes people type in it ("732 829 320 00074"). */
export function compactNumber(value: string): string {
  return value.replace(/[\s.\-\u00a0\u202f]/g, "").toUpperCase();
}

/** Luhn checksum: from the right, every second digit doubled (minus 9 past 9); valid when the sum ends in 0. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Why `value` is not a SIRET (14 digits: the SIREN, itself ending in a Luhn key, then 5 digits of the
 * establishment, the whole valid by the Luhn key), or null when it is. (La Poste's establishments follow another
 * rule; this company is not La Poste.)
 */
export function siretProblem(value: string): string | null {
  const siret = compactNumber(value);
  if (!/^\d{14}$/.test(siret)) return `${SIRET_VARIABLE} doit contenir les 14 chiffres du SIRET (reçu « ${value} »)`;
  return luhnValid(siret) && luhnValid(siret.slice(0, 9))
    ? null
    : `${SIRET_VARIABLE} : le SIRET ${value} est invalide (clé de Luhn fausse : un chiffre est mal recopié)`;
}

/** The French VAT key of a SIREN: (12 + 3 × (SIREN mod 97)) mod 97, on two digits. */
export function frenchVatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, "0");
}

/** The French intra-community VAT number of a SIREN: "FR" + key + SIREN. */
export function frenchVatNumber(siren: string): string {
  return `FR${frenchVatKey(siren)}${siren}`;
}

/**
 * Why `value` is not the French VAT number of a company ("FR", two key digits, the 9-digit SIREN, the key derived
 * from the SIREN), or of the company of `siret` when given; null when it is.
 */
export function vatNumberProblem(value: string, siret?: string): string | null {
  const vat = compactNumber(value);
  const match = /^FR(\d{2})(\d{9})$/.exec(vat);
  if (!match)
    return `${VAT_NUMBER_VARIABLE} doit être un numéro de TVA français : FR, 2 chiffres de clé et les 9 chiffres du SIREN (reçu « ${value} »)`;
  const [, key, siren] = match as unknown as [string, string, string];
  if (key !== frenchVatKey(siren)) {
    return `${VAT_NUMBER_VARIABLE} : la clé ${key} du numéro de TVA ${value} ne correspond pas au SIREN ${siren} (clé attendue ${frenchVatKey(siren)})`;
  }
  if (siret !== undefined && compactNumber(siret).slice(0, 9) !== siren) {
    return `${VAT_NUMBER_VARIABLE} : le numéro de TVA ${value} ne porte pas le SIREN de ${SIRET_VARIABLE} (${compactNumber(siret).slice(0, 9)})`;
  }
  return null;
}

/** A SIRET as printed: "732 829 320 00074". */
export function formatSiret(siret: string): string {
  const digits = compactNumber(siret);
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)} ${digits.slice(9)}`;
}

/** A SIREN as printed after "RCS <ville>": "732 829 320". */
export function formatSiren(siret: string): string {
  return formatSiret(siret).slice(0, 11);
}
