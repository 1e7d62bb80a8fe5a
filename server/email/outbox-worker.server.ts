import type { Logger } from "pino";
import type { Config } from "../config.server";
import type { Database } from "../db/client.server";
import { deliverDueMessages } from "./outbox.server";
import type { MailTransport } from "./transport.server";

export interface OutboxWorker {
  /** Deliver now rather than at the next poll (called right after a request queued mail). */
  nudge(): void;
  /** Finishes the batch in progress, then stops. */
  stop(): Promise<void>;
}

/**
 * Polls the outbox (every instance does; SKIP LOCKED shares the work) and delivers until nothing is due.
 * A nudge from a request of this instance starts a run at once, so mail leaves within a second or so.
 */
export function startOutboxWorker(db: Database, transport: MailTransport, config: Config, log: Logger): OutboxWorker {
  let stopped = false;
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
          while (!stopped && (await deliverDueMessages(db, transport, config, log)) > 0) {
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
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}
