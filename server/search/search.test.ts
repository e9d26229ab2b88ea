import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "vitest";
import { createIndex, serialiseIndex } from "#site/search/engine.ts";
import { call } from "#test/app.ts";
import { describeOnPglite } from "#test/backends.ts";
import { useTestApp } from "#test/fixtures.ts";
import { fillResultsPage } from "./results-page.tsx";

const passages = [
  {
    id: 0,
    url: "/services/zohocrm",
    page: "/services/zohocrm",
    title: "Zoho CRM Implementation Partner",
    heading: "Zoho CRM, set up around the way you sell",
    text: "We plan, configure, migrate, integrate and train, so your whole team works from one pipeline.",
  },
];

describeOnPglite("site search", () => {
  const t = useTestApp("pglite", {
    seedDataDir: (dataDir) =>
      writeFileSync(
        join(dataDir, "search-index.json"),
        JSON.stringify(serialiseIndex(createIndex(passages))),
      ),
  });

  test("GET /api/search answers the matching pages with the passage and its marked words", async () => {
    const found = await call(t.app, "GET", "/search?q=zoho%20pipelines");
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      query: "zoho pipelines",
      results: [
        {
          page: "/services/zohocrm",
          title: "Zoho CRM Implementation Partner",
          url: "/services/zohocrm",
          heading: "Zoho CRM, set up around the way you sell",
          snippet: {
            text: "We plan, configure, migrate, integrate and train, so your whole team works from one pipeline.",
            marks: [[84, 92]],
          },
        },
      ],
    });
    expect((await call(t.app, "GET", "/search?q=")).json().results).toEqual([]);
    const long = await call(t.app, "GET", `/search?q=${"a".repeat(201)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/under 200 characters/);
  });
});

test("the results page for /search?q= holds the results, the query in the box, the suggestions hidden, and escapes what was typed", () => {
  const template =
    '<main><input id="search-page-q" name="q" type="search"/><div id="search-results"></div><section id="search-suggestions"><ol></ol></section></main>';
  const html = fillResultsPage(template, "<img src=x onerror=alert(1)> zoho", [
    {
      page: "/services/zohocrm",
      url: "/services/zohocrm",
      title: "Zoho CRM <Partner>",
      heading: "",
      snippet: { text: "Zoho CRM, set up", marks: [[0, 4]] },
    },
  ]);
  expect(html).toContain(
    '<input value="&lt;img src=x onerror=alert(1)&gt; zoho" id="search-page-q"',
  );
  expect(html).toContain("1 page matches “&lt;img src=x onerror=alert(1)&gt; zoho”.");
  expect(html).toContain('<ol data-query="&lt;img src=x onerror=alert(1)&gt; zoho"');
  expect(html).toContain('<a href="/services/zohocrm"');
  expect(html).toContain("Zoho CRM &lt;Partner&gt;");
  expect(html).toContain("<mark>Zoho</mark> CRM, set up");
  expect(html).toContain('<section id="search-suggestions" hidden>');
  expect(html).not.toContain("<img");
});
