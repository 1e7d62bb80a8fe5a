import { describe, expect, it } from "vitest";
import { createCommitBatcher, QueueFullError } from "./commit-batcher.server";

describe("createCommitBatcher", () => {
  it("commits a lone row at once and groups the rows that arrive during a commit", async () => {
    const commits: number[][] = [];
    let release: () => void = () => {};
    const batcher = createCommitBatcher<number>(async (rows) => {
      commits.push(rows);
      if (commits.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const first = batcher.add(1);
    const later = [batcher.add(2), batcher.add(3), batcher.add(4)];
    await Promise.resolve();
    expect(commits).toEqual([[1]]);
    release();
    await Promise.all([first, ...later]);
    expect(commits).toEqual([[1], [2, 3, 4]]);
  });

  it("settles a caller only after its commit, and refuses only the rows that cannot be stored", async () => {
    const stored: number[] = [];
    const batcher = createCommitBatcher<number>(async (rows) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (rows.includes(13)) throw new Error("refused");
      stored.push(...rows);
    });
    const settled: string[] = [];
    const results = await Promise.allSettled(
      [1, 13, 2].map((n) => batcher.add(n).then(() => settled.push(`ok ${n} stored=${stored.includes(n)}`))),
    );
    // 1 leaves alone; 13 and 2 share the next commit, which fails and is retried row by row.
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(settled.sort()).toEqual(["ok 1 stored=true", "ok 2 stored=true"]);
    expect(stored.sort()).toEqual([1, 2]);
  });

  it("keeps batches within the maximum size", async () => {
    const sizes: number[] = [];
    const batcher = createCommitBatcher<number>(async (rows) => void sizes.push(rows.length), { maxBatch: 3 });
    await Promise.all(Array.from({ length: 8 }, (_, i) => batcher.add(i)));
    expect(sizes).toEqual([1, 3, 3, 1]);
  });

  it("refuses at once the rows past the queue's limit, and takes rows again once it drains", async () => {
    let release: () => void = () => {};
    const stored: number[] = [];
    const batcher = createCommitBatcher<number>(
      async (rows) => {
        if (rows[0] === 0) await new Promise<void>((resolve) => (release = resolve));
        stored.push(...rows);
      },
      { maxQueue: 2 },
    );
    // 0 is being committed (it left the queue), 1 and 2 wait: the queue is full.
    const accepted = [batcher.add(0), batcher.add(1), batcher.add(2)];
    await expect(batcher.add(3)).rejects.toBeInstanceOf(QueueFullError);
    release();
    await Promise.all(accepted);
    await batcher.add(4);
    expect(stored).toEqual([0, 1, 2, 4]);
  });

  it("refuses a whole batch without retrying row by row when the failure is not a row's", async () => {
    const calls: number[][] = [];
    let release: () => void = () => {};
    const batcher = createCommitBatcher<number>(
      async (rows) => {
        calls.push(rows);
        if (calls.length === 1) await new Promise<void>((resolve) => (release = resolve));
        throw new Error("database down");
      },
      { retryRowByRow: () => false },
    );
    const results = Promise.allSettled([1, 2, 3].map((n) => batcher.add(n)));
    await Promise.resolve();
    release();
    expect((await results).map((r) => r.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect(calls).toEqual([[1], [2, 3]]);
  });
});
