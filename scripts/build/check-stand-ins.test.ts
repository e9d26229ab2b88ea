import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { parse, stringify } from "yaml";
import config from "../../content-collections.ts";
import {
  contentSources,
  contentStandIns,
  findStandIns,
  standInVerdict,
} from "./check-stand-ins.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));

describe("finding stand-in values", () => {
  test("finds STAND-IN comments, not prose about them", () => {
    const text = [
      "/**",
      " * Stand-in values: every value marked with a STAND-IN comment is fictional.",
      " * STAND-IN: swap in real case studies.",
      " */",
      'const phone = "+92 21 0000 0000"; // STAND-IN',
      'const name = "Meridian"; // STAND-IN: the real name',
      "const note = `STAND-IN-ish`;",
      'const email = "info@example.com";',
    ].join("\n");
    expect(findStandIns([{ file: "site.ts", text }]).map((found) => found.line)).toEqual([3, 5, 6]);
  });

  test("tests and generated files are not content", () => {
    expect(
      findStandIns(contentSources(root)).some((found) => /\.test\.|generated/.test(found.file)),
    ).toBe(false);
  });
});

describe("stand-in entries of the owner's content", () => {
  test("names each entry with standIn: true by file, line, kind and title or name", () => {
    const root = mkdtempSync(join(tmpdir(), "stand-ins-"));
    try {
      const write = (path: string, text: string) => {
        mkdirSync(join(root, "content", path, ".."), { recursive: true });
        writeFileSync(join(root, "content", path), text);
      };
      write("case-studies/shop.yaml", "# a comment\nstandIn: true\ntitle: Shop Build\n");
      write("case-studies/real.yaml", "standIn: false\ntitle: A Real One\n");
      write("testimonials/ann-lee.yaml", "standIn: true\nname: Ann Lee\n");
      write("team/bo-chen.yaml", "standIn: true\nname: Bo Chen\n");
      write("clients/acme.yaml", "standIn: true\nname: Acme Tools\n");
      write("clients/broken.yaml", "name: [unclosed\n");
      write("service-pages/webdevelopment/seo.yaml", "navLabel: SEO\nstandIn: true\n");
      write("pages/about.yaml", "standIn: true\nmeta:\n  title: About us\n");
      write("hubs/zoho-crm.yaml", "standIn: true\nmeta:\n  title: Zoho CRM\n");
      expect(contentStandIns(root)).toEqual([
        {
          file: "content/case-studies/shop.yaml",
          line: 2,
          text: 'case study "Shop Build" (standIn: true)',
        },
        {
          file: "content/clients/acme.yaml",
          line: 1,
          text: 'client logo "Acme Tools" (standIn: true)',
        },
        {
          file: "content/hubs/zoho-crm.yaml",
          line: 1,
          text: 'service hub\'s words "zoho-crm" (standIn: true)',
        },
        {
          file: "content/pages/about.yaml",
          line: 1,
          text: 'page\'s words "about" (standIn: true)',
        },
        {
          file: "content/service-pages/webdevelopment/seo.yaml",
          line: 2,
          text: 'service page "SEO" (standIn: true)',
        },
        {
          file: "content/team/bo-chen.yaml",
          line: 1,
          text: 'team member "Bo Chen" (standIn: true)',
        },
        {
          file: "content/testimonials/ann-lee.yaml",
          line: 1,
          text: 'testimonial "Ann Lee" (standIn: true)',
        },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test("today every case study, testimonial, team member, client logo, price, member resource, Insights post and consultant's hours, and most company facts, are stand-ins", () => {
    const kinds = new Set(contentStandIns(root).map((found) => found.text.split(' "')[0]));
    expect(kinds).toEqual(
      new Set([
        "case study",
        "testimonial",
        "team member",
        "client logo",
        "company facts",
        "package price",
        "member resource",
        "Insights post",
        "consultant's hours",
      ]),
    );
  });

  test("a production build refuses a member resource still marked as an example", () => {
    const root = mkdtempSync(join(tmpdir(), "stand-ins-"));
    try {
      mkdirSync(join(root, "content", "resources"), { recursive: true });
      const entry = join(root, "content", "resources", "lead-kit.yaml");
      writeFileSync(entry, "standIn: true\ntitle: Lead Kit\nfile: lead-kit.csv\n");
      const verdict = standInVerdict({ NODE_ENV: "production" }, contentStandIns(root));
      expect(verdict).toContain('content/resources/lead-kit.yaml:1  member resource "Lead Kit"');
      // Approved by the owner: nothing left to stop the build.
      writeFileSync(entry, "standIn: false\ntitle: Lead Kit\nfile: lead-kit.csv\n");
      expect(standInVerdict({ NODE_ENV: "production" }, contentStandIns(root))).toBeNull();
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  test("today the company's names, numbers, addresses, accounts and app are stand-ins; its hours are not", () => {
    const company = contentStandIns(root)
      .filter((found) => found.file.startsWith("content/company/"))
      .map((found) => found.text);
    expect(company).toEqual(
      ["app", "brand", "contact", "group", "social"].map(
        (file) => `company facts "${file}" (standIn: true)`,
      ),
    );
  });
});

/** A file of each collection in content-collections.ts, as the project holds it. */
function aFileOf(collection: (typeof config.content)[number]): string {
  if ("filePath" in collection) return collection.filePath;
  const file = readdirSync(join(root, collection.directory), { recursive: true, encoding: "utf8" })
    .filter((name) => /\.(?:yaml|md)$/.test(name))
    .sort()[0];
  return `${collection.directory}/${file}`;
}

/** A Markdown entry (an Insights post) is front matter and a body; its schema sees both. */
const frontMatter = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/;

function readEntry(file: string): Record<string, unknown> {
  const text = readFileSync(join(root, file), "utf8");
  if (!file.endsWith(".md")) return parse(text);
  const [, fields = "", content = ""] = frontMatter.exec(text) ?? [];
  return { ...parse(fields), content };
}

function writeEntry(path: string, { content, ...fields }: Record<string, unknown>): void {
  writeFileSync(
    path,
    path.endsWith(".md")
      ? `---\n${stringify(fields)}---\n${String(content)}`
      : stringify({ content, ...fields }),
  );
}

describe("every collection", () => {
  test.each(config.content.map((collection) => [collection.name, collection] as const))(
    "a stand-in in %s refuses a production build",
    async (_name, collection) => {
      const file = aFileOf(collection);
      const entry = { ...readEntry(file), standIn: true };
      // The collection's own schema accepts the mark, so the file is still valid content.
      const checked = (await collection.schema["~standard"].validate(entry)) as {
        issues?: unknown[];
      };
      expect(checked.issues).toBeUndefined();

      const copy = mkdtempSync(join(tmpdir(), "stand-ins-"));
      try {
        mkdirSync(join(copy, file, ".."), { recursive: true });
        writeEntry(join(copy, file), entry);
        const found = contentStandIns(copy);
        expect(found.map((standIn) => standIn.file)).toEqual([file]);
        expect(standInVerdict({ NODE_ENV: "production" }, found)).toContain(file);
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    },
  );
});

describe("the verdict for a build", () => {
  const standIns = [{ file: "site/facts.ts", line: 42, text: "// STAND-IN" }];

  test("development, test and default builds go on with the stand-ins", () => {
    expect(standInVerdict({}, standIns)).toBeNull();
    expect(standInVerdict({ NODE_ENV: "development" }, standIns)).toBeNull();
    expect(standInVerdict({ NODE_ENV: "test" }, standIns)).toBeNull();
  });

  test("a production build stops and names each stand-in", () => {
    const verdict = standInVerdict({ NODE_ENV: "production" }, standIns);
    expect(verdict).toContain("site/facts.ts:42");
    expect(verdict).toContain("ALLOW_STAND_IN=1");
  });

  test("ALLOW_STAND_IN=1 lets a production build through; nothing left, nothing to stop", () => {
    expect(standInVerdict({ NODE_ENV: "production", ALLOW_STAND_IN: "1" }, standIns)).toBeNull();
    expect(
      standInVerdict({ NODE_ENV: "production", ALLOW_STAND_IN: "yes" }, standIns),
    ).not.toBeNull();
    expect(standInVerdict({ NODE_ENV: "production" }, [])).toBeNull();
  });
});

describe("wired into the build", () => {
  function run(env: Record<string, string>) {
    const { NODE_ENV: _, ALLOW_STAND_IN: __, ...rest } = process.env;
    return spawnSync(process.execPath, ["--import", "tsx", "scripts/build/check-stand-ins.ts"], {
      cwd: root,
      env: { ...rest, ...env },
      encoding: "utf8",
    });
  }

  test("the script exits 1 for a production build of this checkout, 0 otherwise", () => {
    const production = run({ NODE_ENV: "production" });
    expect(production.status).toBe(1);
    // Each kind of the owner's content, by file and entry.
    for (const entry of [
      'content/company/contact.yaml:5  company facts "contact"',
      'content/prices/overlay-starter.yaml:3  package price "Overlay Starter"',
      'content/case-studies/crm-automation.yaml:3  case study "CRM Automation"',
      'content/testimonials/sana-rahman.yaml:3  testimonial "Sana Rahman"',
      'content/team/hira-siddiqui.yaml:3  team member "Hira Siddiqui"',
      'content/clients/threadline-apparel.yaml:3  client logo "Threadline Apparel"',
      'content/resources/api-automation-cheatsheet.yaml:5  member resource "API automation cheatsheet"',
      'content/posts/map-your-pipeline-before-zoho-crm.md:6  Insights post "Map your sales pipeline on one page before you set up Zoho CRM"',
    ])
      expect(production.stderr).toContain(entry);
    expect(run({}).status).toBe(0);
    expect(run({ NODE_ENV: "production", ALLOW_STAND_IN: "1" }).status).toBe(0);
  });

  test("npm run build runs it first", () => {
    const { scripts } = JSON.parse(readFileSync(`${root}/package.json`, "utf8")) as {
      scripts: Record<string, string>;
    };
    expect(scripts.build).toMatch(/^tsx scripts\/build\/check-stand-ins\.ts && /);
  });

  test("the image is a production build and does not allow stand-ins unless asked to", () => {
    const dockerfile = readFileSync(`${root}/Dockerfile`, "utf8");
    const buildStage = dockerfile.slice(0, dockerfile.indexOf("AS runtime"));
    expect(buildStage).toMatch(/^RUN NODE_ENV=production npm run build$/m);
    expect(buildStage).toMatch(/^ARG ALLOW_STAND_IN=$/m);
  });
});
