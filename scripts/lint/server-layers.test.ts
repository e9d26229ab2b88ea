import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, test } from "vitest";
import {
  type FolderGraph,
  findCycle,
  folderGraph,
  layerBreaches,
  longFunctions,
  maxFunctionLines,
} from "./server-layers.ts";

/** A server/ folder of the given files, for `check`, removed after it. */
function withServer<T>(files: Record<string, string>, check: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "server-layers-"));
  try {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    return check(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A function `lines` long, first line to last. */
const functionOf = (lines: number) => `export function f() {\n${"  f();\n".repeat(lines - 2)}}\n`;

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
    expect(graph.get("referrals")?.get("mail")).toContain("referrals/credit-referral.ts");
    // Nothing low imports anything above it.
    expect([...(graph.get("db")?.keys() ?? [])]).toEqual([]);
  });

  test("a route file does not import the query builder, nor a use case Fastify", () => {
    const found = withServer(
      {
        "leads/routes.ts":
          'import type { FastifyInstance } from "fastify";\nimport { eq } from "drizzle-orm";\n',
        "leads/list.ts": 'import { leads } from "#server/db/schema/index.ts";\n',
        "leads/kit-user.ts":
          'import { listRoutes } from "#server/http/admin-route-kit.ts";\nimport { leads } from "../db/schema/leads.ts";\n',
        "leads/use-case.ts":
          'import { and } from "drizzle-orm";\nimport { HttpError } from "#server/http/errors.ts";\n',
        "db/paging.ts":
          'import type { FastifyInstance } from "fastify";\nimport { and } from "drizzle-orm";\n',
        "leads/routes.test.ts": 'import { eq } from "drizzle-orm";\nimport "fastify";\n',
      },
      (dir) => layerBreaches(dir),
    );
    expect(found).toEqual([
      {
        file: "leads/kit-user.ts",
        http: ["http/admin-route-kit.ts"],
        queries: ["db/schema/leads.ts"],
      },
      { file: "leads/routes.ts", http: ["fastify"], queries: ["drizzle-orm"] },
    ]);
    expect(layerBreaches()).toEqual([]);
  });

  test(`no function of server/ is over ${maxFunctionLines} lines`, () => {
    const found = withServer(
      {
        "a/fits.ts": functionOf(maxFunctionLines),
        "a/long.ts": `const x = 1;\n${functionOf(maxFunctionLines + 1)}`,
      },
      (dir) => longFunctions(dir),
    );
    expect(found).toEqual([{ file: "a/long.ts", line: 2, name: "f", lines: maxFunctionLines + 1 }]);
    expect(longFunctions()).toEqual([]);
  });
});
