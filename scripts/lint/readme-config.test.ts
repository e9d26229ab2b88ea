import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { configSchema } from "#server/config.ts";

/**
 * README's configuration table is the one list of settings (issue 26): every variable the server
 * reads is in it, and every variable in it is read somewhere in the code.
 */
const readme = readFileSync("README.md", "utf8");
const section = readme.slice(
  readme.indexOf("## Configuration"),
  readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1),
);
const documented = new Set(
  [...section.matchAll(/^\| ((?:`[A-Z][A-Z0-9_]+`(?: \/ )?)+) \|/gm)].flatMap(([, cell]) =>
    [...(cell ?? "").matchAll(/`([A-Z0-9_]+)`/g)].map(([, name]) => name ?? ""),
  ),
);

test("every setting of server/config.ts is in README's table", () => {
  expect(documented.size).toBeGreaterThan(30);
  const missing = Object.keys(configSchema.shape).filter((name) => !documented.has(name));
  expect(missing).toEqual([]);
});

test("every variable in README's table is read by the code", () => {
  const files = execFileSync(
    "git",
    ["ls-files", "server", "scripts", "web", "site", "tests", "*.ts"],
    {
      encoding: "utf8",
    },
  )
    .split("\n")
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.endsWith(".test.ts"));
  const code = files.map((file) => readFileSync(file, "utf8")).join("\n");
  const unread = [...documented].filter((name) => !new RegExp(`\\b${name}\\b`).test(code));
  expect(unread).toEqual([]);
});
