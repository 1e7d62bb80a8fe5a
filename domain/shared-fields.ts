/** Rules of the fields that the contact and quote forms share, so that both forms accept and refuse alike. */

/** A French postal code: exactly five digits. */
export const POSTAL_CODE_PATTERN = /^\d{5}$/;

export const COMPANY_MAX_LENGTH = 200;
export const COMPANY_TOO_LONG = `Le nom de l'entreprise ne peut pas dépasser ${COMPANY_MAX_LENGTH} caractères`;
