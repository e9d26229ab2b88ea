/**
 * `npm run lint`: three rules of server/'s layout that Biome cannot check.
 *
 * - The folders of server/ (one per resource, plus the shared ones: db, http, mail…) import each
 *   other without a cycle, so each can be read, tested and changed from the bottom up. Biome's
 *   noImportCycles covers single files; this covers folders, where a cycle hides between files
 *   that are each acyclic.
 * - HTTP and queries live in different files: a route file (one that imports Fastify or a route
 *   kit) does not import the query builder (drizzle-orm, the schema), and a use case (a file
 *   that queries) does not import Fastify. A route parses, calls a use case, answers; the use
 *   case can be read and tested without a request.
 * - No function is longer than 120 lines: a use case that grows past that is two.
 *
 * Prints what it checked, or each breach with the files that make it, and exits 1.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const serverDir = resolve(import.meta.dirname, "../..", "server");

/** The longest a function in server/ may be, in lines. */
export const maxFunctionLines = 120;

/** Source files of a folder, tests left out (a test may reach across for its fixtures). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
    )
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The server folder a path is in; null for server/'s own top-level files and outside it. */
function folderOf(path: string): string | null {
  const parts = relative(serverDir, path).split(sep);
  return parts.length > 1 && parts[0] !== ".." ? parts[0]! : null;
}

export type FolderGraph = Map<string, Map<string, string[]>>;

/** Folder → folder it imports → the importing files (for the message). */
export function folderGraph(): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const file of sources(serverDir)) {
    const from = folderOf(file);
    // test/ holds the suites' helpers; it may use anything.
    if (!from || from === "test") continue;
    for (const { fileName } of ts.preProcessFile(readFileSync(file, "utf8"), true, true)
      .importedFiles) {
      const target = fileName.startsWith("#server/")
        ? join(serverDir, fileName.slice("#server/".length))
        : fileName.startsWith(".")
          ? resolve(dirname(file), fileName)
          : null;
      const to = target ? folderOf(target) : null;
      if (!to || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string[]>();
      edges.set(to, [...(edges.get(to) ?? []), relative(serverDir, file)]);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** A cycle as its folders in order (the first repeated at the end), or null. */
export function findCycle(graph: FolderGraph): string[] | null {
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (folder: string): string[] | null => {
    if (state.get(folder) === "done") return null;
    if (state.get(folder) === "open") return [...path.slice(path.indexOf(folder)), folder];
    state.set(folder, "open");
    path.push(folder);
    for (const next of graph.get(folder)?.keys() ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(folder, "done");
    return null;
  };
  for (const folder of graph.keys()) {
    const cycle = visit(folder);
    if (cycle) return cycle;
  }
  return null;
}

/** Packages and project files that make a file a route file. */
const httpPackage = /^(fastify|fastify-[\w-]+|@fastify\/[\w-]+)$/;
/** The route kits: what a route declares its schemas and answers with. */
const routeKits = ["http/openapi.ts", "http/admin-route-kit.ts"];
/** The query builder: drizzle-orm and the tables. */
const queryPackage = /^drizzle-orm(\/|$)/;
const schemaFolder = "db/schema/";

/** What a file imports, as package names and paths relative to server/. */
function importsOf(file: string, dir: string): string[] {
  return ts
    .preProcessFile(readFileSync(file, "utf8"), true, true)
    .importedFiles.map(({ fileName }) =>
      fileName.startsWith("#server/")
        ? fileName.slice("#server/".length)
        : fileName.startsWith(".")
          ? relative(dir, resolve(dirname(file), fileName))
          : fileName,
    );
}

export type LayerBreach = { file: string; http: string[]; queries: string[] };

/**
 * Files that import both Fastify (or a route kit) and the query builder (or the schema), by
 * their path in server/, with the imports of each kind. server/db/ is the query builder's own.
 */
export function layerBreaches(dir = serverDir) {
  const breaches: LayerBreach[] = [];
  for (const path of sources(dir)) {
    const file = relative(dir, path);
    if (file.startsWith("db/")) continue;
    const imports = importsOf(path, dir);
    const http = imports.filter((spec) => httpPackage.test(spec) || routeKits.includes(spec));
    const queries = imports.filter(
      (spec) => queryPackage.test(spec) || spec.startsWith(schemaFolder),
    );
    if (http.length > 0 && queries.length > 0) breaches.push({ file, http, queries });
  }
  return breaches;
}

export type LongFunction = { file: string; line: number; name: string; lines: number };

/** The name a function goes by: its own, or the variable or property it is assigned to. */
function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) && parent.name)
    return parent.name.getText();
  return "(anonymous)";
}

/** Functions of server/ longer than `maxFunctionLines`, their first line to their last. */
export function longFunctions(dir = serverDir): LongFunction[] {
  const found: LongFunction[] = [];
  for (const path of sources(dir)) {
    const file = relative(dir, path);
    const source = ts.createSourceFile(
      path,
      readFileSync(path, "utf8"),
      ts.ScriptTarget.Latest,
      true,
    );
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && "body" in node && node.body) {
        const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        if (last - first + 1 > maxFunctionLines)
          found.push({ file, line: first + 1, name: nameOf(node), lines: last - first + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  let failed = false;
  const graph = folderGraph();
  const cycle = findCycle(graph);
  if (cycle) {
    failed = true;
    console.error(`server/ folders import each other in a cycle: ${cycle.join(" → ")}`);
    for (let i = 0; i < cycle.length - 1; i++)
      console.error(
        `  ${cycle[i]} → ${cycle[i + 1]}: ${graph
          .get(cycle[i]!)!
          .get(cycle[i + 1]!)!
          .join(", ")}`,
      );
    console.error("Move what both sides need into the lower folder, or into a shared one.");
  }
  const breaches = layerBreaches();
  if (breaches.length > 0) {
    failed = true;
    console.error("Route files do not import the query builder; use cases do not import Fastify:");
    for (const { file, http, queries } of breaches)
      console.error(`  server/${file}: ${http.join(", ")} and ${queries.join(", ")}`);
    console.error(
      "Move the queries into a use case file of the module and call it from the route.",
    );
  }
  const long = longFunctions();
  if (long.length > 0) {
    failed = true;
    console.error(`Functions over ${maxFunctionLines} lines:`);
    for (const { file, line, name, lines } of long)
      console.error(`  server/${file}:${line} ${name} (${lines} lines)`);
  }
  if (failed) process.exit(1);
  console.log(
    `server/: no import cycle among ${graph.size} folders, HTTP and queries apart, no function over ${maxFunctionLines} lines.`,
  );
}
