/**
 * Group commit: rows handed in while a commit is under way wait for it, then leave together in the next one. A
 * caller's promise settles only once the commit that holds its row has finished, so nothing is acknowledged
 * before it is stored (docs/analytics.md), and a lone row leaves at once: no timer, no added latency.
 */
export interface CommitBatcher<Row> {
  /** Resolves after `row` is committed; rejects if it could not be. */
  add(row: Row): Promise<void>;
}

interface Pending<Row> {
  row: Row;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export function createCommitBatcher<Row>(
  commit: (rows: Row[]) => Promise<void>,
  { maxBatch = 1_000 }: { maxBatch?: number } = {},
): CommitBatcher<Row> {
  let queue: Pending<Row>[] = [];
  let committing = false;

  async function drain() {
    committing = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        await commit(batch.map((pending) => pending.row));
        for (const pending of batch) pending.resolve();
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        // One bad row must not fail the others: each is tried alone, and only the failing ones are refused.
        else await Promise.all(batch.map((pending) => commit([pending.row]).then(pending.resolve, pending.reject)));
      }
    }
    committing = false;
  }

  return {
    add(row) {
      return new Promise<void>((resolve, reject) => {
        queue.push({ row, resolve, reject });
        if (!committing) void drain();
      });
    },
  };
}
