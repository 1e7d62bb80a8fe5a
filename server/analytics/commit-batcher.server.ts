/**
 * Group commit: rows handed in while a commit is under way wait for it, then leave together in the next one. A
 * caller's promise settles only once the commit that holds its row has finished, so nothing is acknowledged
 * before it is stored (docs/analytics.md), and a lone row leaves at once: no timer, no added latency.
 */
export interface CommitBatcher<Row> {
  /** Resolves after `row` is committed; rejects if it could not be, at once with QueueFullError when the queue is full. */
  add(row: Row): Promise<void>;
}

/** The rows waiting already fill the queue: the row is refused, not stored, and the caller may try again later. */
export class QueueFullError extends Error {
  constructor(readonly limit: number) {
    super(`commit queue full (${limit} rows waiting)`);
  }
}

export interface CommitBatcherOptions {
  /** The most rows one commit carries. */
  maxBatch?: number;
  /** The most rows waiting for a commit; past it `add` refuses (memory stays bounded when the database slows down). */
  maxQueue?: number;
  /**
   * Whether a failed batch may hold rows that can be stored alone (a row the table refuses): then each is tried
   * alone. Not when the failure is the database's (down, out of connections), which every retry would meet again.
   */
  retryRowByRow?: (error: unknown) => boolean;
  /** Told the number of rows waiting each time it changes (a gauge of the metrics). */
  onQueueLength?: (length: number) => void;
}

interface Pending<Row> {
  row: Row;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export function createCommitBatcher<Row>(
  commit: (rows: Row[]) => Promise<void>,
  { maxBatch = 1_000, maxQueue = Number.POSITIVE_INFINITY, retryRowByRow = () => true, onQueueLength }: CommitBatcherOptions = {},
): CommitBatcher<Row> {
  let queue: Pending<Row>[] = [];
  let committing = false;

  async function drain() {
    committing = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      onQueueLength?.(queue.length);
      try {
        await commit(batch.map((pending) => pending.row));
        for (const pending of batch) pending.resolve();
      } catch (error) {
        if (batch.length === 1 || !retryRowByRow(error)) for (const pending of batch) pending.reject(error);
        // One bad row must not fail the others: each is tried alone, and only the failing ones are refused.
        else await Promise.all(batch.map((pending) => commit([pending.row]).then(pending.resolve, pending.reject)));
      }
    }
    committing = false;
  }

  return {
    add(row) {
      if (queue.length >= maxQueue) return Promise.reject(new QueueFullError(maxQueue));
      return new Promise<void>((resolve, reject) => {
        queue.push({ row, resolve, reject });
        onQueueLength?.(queue.length);
        if (!committing) void drain();
      });
    },
  };
}
