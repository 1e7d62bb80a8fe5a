import { API_MESSAGES, ApiError } from "./api-error.server";
import { addressPrefix } from "./rate-limit.server";

/**
 * One slot of heavy work per client address (docs/decisions/0016-heavy-work-off-the-event-loop.md): a PDF being
 * built or an FDES being read, running or waiting its turn. A client asking for a second one meanwhile is refused at
 * once (429) instead of taking a second place in the queues, so that one address cannot fill them and make every
 * other visitor wait or be refused. Counted per instance, in memory: a slot lives for a few seconds and belongs to
 * the instance doing the work. An IPv6 address counts by its /64, as the rate limits do.
 */
const held = new Set<string>();

/** Seconds a refused client is told to wait: a report takes about half a second of work, a reading a few seconds. */
export const CLIENT_BUSY_RETRY_AFTER_SECONDS = 5;

/** The client already holds its slot. */
export class ClientBusyError extends ApiError {
  constructor() {
    super(429, API_MESSAGES.oneAtATime, undefined, CLIENT_BUSY_RETRY_AFTER_SECONDS);
  }
}

/** Runs `work` in the client's slot; throws ClientBusyError, without running it, while the client holds it already. */
export async function inClientSlot<T>(clientAddress: string, work: () => Promise<T>): Promise<T> {
  const key = addressPrefix(clientAddress);
  if (held.has(key)) throw new ClientBusyError();
  held.add(key);
  try {
    return await work();
  } finally {
    held.delete(key);
  }
}
