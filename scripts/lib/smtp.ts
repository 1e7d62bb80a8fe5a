import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  envelopeTo: string[];
  parsed: ParsedMail;
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /**
   * Resolves once `count` messages have arrived, or rejects after `timeoutMs`: a limit that catches a mail never sent,
   * not a slow machine (its default stays under a test's 180 s; a passing wait returns as soon as the mail is there).
   */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (npm smtp-server) on loopback that keeps what it receives. `reject` makes it refuse every
 * message with a permanent error, as a misconfigured relay would; `beforeAccept` acts in the instant between the
 * message's arrival and the relay's acceptance (a fault test stops the database there).
 */
export async function startSmtpServer(
  options: {
    port?: number;
    reject?: string;
    /** Runs once a message is received and kept, before the server answers that it accepts it. */
    beforeAccept?: (mail: ReceivedMail) => Promise<void>;
  } = {},
): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        if (options.reject) {
          const error = Object.assign(new Error(options.reject), { responseCode: 550 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail = { envelopeTo: session.envelope.rcptTo.map((r) => r.address), parsed: await simpleParser(raw), raw };
        received.push(mail);
        await options.beforeAccept?.(mail);
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve((server.server.address() as { port: number }).port));
  });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(count, timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} messages, received ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Copies received beyond the first of each Message-ID: what a mail system dropping duplicates would drop. */
export function duplicateCopies(received: ReceivedMail[]): number {
  return received.length - new Set(received.map((mail) => mail.parsed.messageId)).size;
}
