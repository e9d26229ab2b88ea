/**
 * `npm run lint`: the folders of server/ (one per resource, plus the shared ones: db, http, mail…)
 * must import each other without a cycle, so each can be read, tested and changed from the bottom
 * up. Biome's noImportCycles covers single files; this covers folders, where a cycle hides
 * between files that are each acyclic. Prints the folders' order, or the cycle and the imports
 * that make it, and exits 1.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const serverDir = resolve(import.meta.dirname, "../..", "server");

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

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const graph = folderGraph();
  const cycle = findCycle(graph);
  if (cycle) {
    console.error(`server/ folders import each other in a cycle: ${cycle.join(" → ")}`);
    for (let i = 0; i < cycle.length - 1; i++)
      console.error(
        `  ${cycle[i]} → ${cycle[i + 1]}: ${graph
          .get(cycle[i]!)!
          .get(cycle[i + 1]!)!
          .join(", ")}`,
      );
    console.error("Move what both sides need into the lower folder, or into a shared one.");
    process.exit(1);
  }
  console.log(`server/ folders: no import cycle among ${graph.size}.`);
}
