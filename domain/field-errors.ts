import { z } from "zod";
import { fr } from "zod/locales";

// A schema's own messages say what each field needs; the rest (a body that is a list or null, a field of the wrong
// type without a message of its own) would reach the visitor in zod's English: French, site-wide, wherever a refusal
// is read (parseWith and the forms import this module).
z.config(fr());

/** The first French message of each field of a refused request, keyed by its dotted path ("walls.areaM2"; "_" for the whole). */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.length ? issue.path.join(".") : "_"] ??= issue.message;
  return fields;
}
