import type { Logger } from "pino";
import type { Config } from "../config.server";
import type { Database } from "../db/client.server";
import { deliverNextMessage } from "./outbox.server";
import type { MailTransport } from "./transport.server";

export interface OutboxWorker {
  /** Deliver now rather than at the next poll (called right after a request queued mail). */
  nudge(): void;
  /**
   * Finishes the message in progress, then stops. Its outcome waits up to STOP_GRACE_MS for an absent database;
   * then the row stays `sending` and another instance takes it over when its lease runs out.
   */
  stop(): Promise<void>;
}

/** Under the default SHUTDOWN_TIMEOUT_MS, so a stop that waits for the database still ends cleanly. */
const STOP_GRACE_MS = 5_000;

/**
 * Polls the outbox (every instance does; SKIP LOCKED shares the work) and delivers until nothing is due.
 * A nudge from a request of this instance starts a run at once, so mail leaves within a second or so.
 */
export function startOutboxWorker(db: Database, transport: MailTransport, config: Config, log: Logger): OutboxWorker {
  let stopped = false;
  let stoppedAt = 0;
  const keepTrying = () => !stopped || Date.now() - stoppedAt < STOP_GRACE_MS;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      do {
        again = false;
        try {
          while (!stopped && (await deliverNextMessage(db, transport, config, log, keepTrying))) {
            // keep going while there is work
          }
        } catch (error) {
          log.error({ err: error }, "outbox run failed");
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
      if (!stopped) timer = setTimeout(run, config.OUTBOX_POLL_MS);
    });
  };

  timer = setTimeout(run, 0);
  return {
    nudge: run,
    async stop() {
      stopped = true;
      stoppedAt = Date.now();
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
