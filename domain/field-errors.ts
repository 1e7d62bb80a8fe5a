import type { z } from "zod";

/** The first French message of each field of a refused request, keyed by its dotted path ("walls.areaM2"; "_" for the whole). */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.length ? issue.path.join(".") : "_"] ??= issue.message;
  return fields;
}
