import { z } from "zod";

/** A page of this site as the tracking calls send it: a path ("/produits"), never another origin ("//evil.example"). */
export const sitePathSchema = z
  .string({ error: "L'adresse de la page est requise." })
  .min(1, "L'adresse de la page est requise.")
  .max(2048, "L'adresse de la page est trop longue.")
  .refine((value) => value.startsWith("/") && !value.startsWith("//"), "L'adresse de la page doit être un chemin du site.");
