import { describe, expect, test } from "vitest";
import { type FolderGraph, findCycle, folderGraph } from "./server-layers.ts";

const graphOf = (edges: Record<string, string[]>): FolderGraph =>
  new Map(
    Object.entries(edges).map(([from, tos]) => [
      from,
      new Map(tos.map((to) => [to, [`${from}/x.ts`]])),
    ]),
  );

describe("server folder layers", () => {
  test("finds a cycle however long, and none in a layered graph", () => {
    expect(findCycle(graphOf({ a: ["b"], b: ["a"] }))).toEqual(["a", "b", "a"]);
    expect(
      findCycle(graphOf({ users: ["auth"], auth: ["insights"], insights: ["users"] })),
    ).toEqual(["users", "auth", "insights", "users"]);
    expect(findCycle(graphOf({ admin: ["auth", "db"], auth: ["db"], db: [] }))).toBeNull();
  });

  test("the server's folders have no cycle, and the graph is read from real imports", () => {
    const graph = folderGraph();
    expect(findCycle(graph)).toBeNull();
    // Known edges, one relative and one through the #server alias.
    expect(graph.get("admin")?.has("auth")).toBe(true);
    expect(graph.get("referrals")?.get("mail")).toContain("referrals/service.ts");
    // Nothing low imports anything above it.
    expect([...(graph.get("db")?.keys() ?? [])]).toEqual([]);
  });
});
