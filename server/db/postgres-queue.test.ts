import { expect, test } from "vitest";

/**
 * postgres.js's queue, which its pool moves every connection through on every query
 * (patches/postgres+3.4.9.patch): the patch drops the slots a queue that never runs empty kept
 * of every item shifted out. Under steady load that array grew by one slot per query and each
 * `remove` scanned all of it: /api/user/me fell from 6,200 to 3,500 req/s within a minute
 * (docs/performance.md; the figures are the benchmark's, `npm run bench:server`). These
 * tests hold the queue's order and removals across that compaction.
 */
type Queue<T> = {
  readonly length: number;
  push(item: T): T;
  shift(): T | undefined;
  remove(item: T): T | null;
};
const moduleUrl = new URL("../../node_modules/postgres/src/queue.js", import.meta.url).href;
const { default: createQueue } = (await import(moduleUrl)) as {
  default: <T>(initial?: T[]) => Queue<T>;
};

test("items come out in the order they went in, across thousands that never empty the queue", () => {
  const queue = createQueue<number>();
  let next = 0;
  let expected = 0;
  // Connections moving between busy and full: one in, one out, never empty.
  for (let i = 0; i < 3; i++) queue.push(next++);
  for (let i = 0; i < 5_000; i++) {
    expect(queue.shift()).toBe(expected++);
    queue.push(next++);
    expect(queue.length).toBe(3);
  }
  expect([queue.shift(), queue.shift(), queue.shift(), queue.shift()]).toEqual([
    5_000,
    5_001,
    5_002,
    undefined,
  ]);
  expect(queue.length).toBe(0);
});

test("removing takes out a waiting item wherever it stands, and nothing already shifted", () => {
  const queue = createQueue<{ id: number }>();
  const items = Array.from({ length: 3_000 }, (_, id) => ({ id }));
  for (const item of items) queue.push(item);
  for (let i = 0; i < 2_000; i++) queue.shift();
  expect(queue.length).toBe(1_000);
  expect(queue.remove(items[10]!)).toBeNull();
  expect(queue.remove(items[2_500]!)).toBe(items[2_500]);
  expect(queue.remove(items[2_500]!)).toBeNull();
  expect(queue.length).toBe(999);
  const rest: number[] = [];
  for (let item = queue.shift(); item; item = queue.shift()) rest.push(item.id);
  expect(rest).toEqual([...items.slice(2_000, 2_500), ...items.slice(2_501)].map((i) => i.id));
});
