import { data } from "react-router";
import { QUOTE_STATUS_MESSAGES } from "@domain/quotes/quote-status";
import { ApiError } from "../http/api-error.server";

/** A request's id from its URL: a positive integer in PostgreSQL's bigint, else the request is not found (404). */
export function followUpIdOf(value: string | undefined): number {
  const id = Number(value);
  if (!value || !/^\d{1,15}$/.test(value) || !Number.isSafeInteger(id) || id < 1) throw new ApiError(404, QUOTE_STATUS_MESSAGES.notFound);
  return id;
}

/** The same for an admin page: an unknown request is the page's 404. */
export function followUpIdOfPage(value: string | undefined): number {
  try {
    return followUpIdOf(value);
  } catch {
    throw data(QUOTE_STATUS_MESSAGES.notFound, { status: 404 });
  }
}
