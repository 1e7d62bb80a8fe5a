import { z } from "zod";
import { sitePathSchema } from "./site-path";

/** Payload of `POST /api/track-page-view` (docs/product.md §7.3), sent on the first load and every route change. */
export const pageViewPayloadSchema = z.object({
  page_url: sitePathSchema,
  page_title: z.string({ error: "Le titre de la page doit être un texte." }).max(300, "Le titre de la page est trop long."),
  referrer: z.string({ error: "Le référent doit être un texte." }).max(2048, "Le référent est trop long.").nullable().optional(),
  is_admin: z.boolean({ error: "is_admin doit valoir true ou false." }),
});

export type PageViewPayload = z.infer<typeof pageViewPayloadSchema>;
