/**
 * Whether an error means "PostgreSQL cannot be reached right now" (down, restarting, refusing connections), as
 * opposed to a fault of ours: such calls answer 503 and the pool reconnects by itself once it is back.
 */
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN"]);
// SQLSTATE class 08 (connection exception), 57P01-57P03 (admin shutdown, crash shutdown, cannot connect now).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123])$/;
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error as `cause`; walk the chain.
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)) return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = cause;
  }
  return false;
}
