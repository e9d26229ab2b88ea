import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, test } from "vitest";
import { type Post, publishedPosts } from "../../web/content/posts/index.ts";
import { postFeeds, writeFeeds } from "./feeds.ts";

const publicUrl = "https://example.com";
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });

type Rss = { rss: { channel: { title: string; item?: unknown } } };
type Atom = { feed: { title: string; entry?: unknown } };

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The items of both feeds as a feed reader sees them: title, link and date. */
function readFeeds(rss: string, atom: string) {
  const channel = (parser.parse(rss) as Rss).rss.channel;
  const feed = (parser.parse(atom) as Atom).feed;
  return {
    rss: list(channel.item as { title: string; link: string; pubDate: string }[]).map((item) => ({
      title: item.title,
      link: item.link,
      date: new Date(item.pubDate).toISOString().slice(0, 10),
    })),
    atom: list(
      feed.entry as {
        title: { "#text": string } | string;
        link: { "@href": string; "@rel"?: string } | { "@href": string; "@rel"?: string }[];
        published?: string;
        updated: string;
      }[],
    ).map((entry) => ({
      title: typeof entry.title === "string" ? entry.title : entry.title["#text"],
      // The entry's page: its alternate link (the cover picture is an enclosure beside it).
      link: list(entry.link).find((link) => (link["@rel"] ?? "alternate") === "alternate")?.[
        "@href"
      ],
      date: (entry.published ?? entry.updated).slice(0, 10),
    })),
  };
}

function post(slug: string, fields: Partial<Post> = {}): Post {
  const model = publishedPosts[0];
  if (!model) throw new Error("the project has no published post to model a test post on");
  return { ...model, slug, title: `Post ${slug}`, draft: false, ...fields };
}

describe("the Insights feeds", () => {
  test("RSS and Atom parse and list the published posts, newest first, and no draft", () => {
    const posts = [
      post("newer", { date: "2026-11-20" }),
      post("unfinished", { date: "2026-11-19", draft: true }),
      post("older", { date: "2026-11-01" }),
    ];
    const { rss, atom } = postFeeds(posts, publicUrl);
    const read = readFeeds(rss, atom);
    const expected = [
      { title: "Post newer", link: `${publicUrl}/insights/newer`, date: "2026-11-20" },
      { title: "Post older", link: `${publicUrl}/insights/older`, date: "2026-11-01" },
    ];
    expect(read.rss).toEqual(expected);
    expect(read.atom).toEqual(expected);
    expect(rss).not.toContain("unfinished");
    expect(atom).not.toContain("unfinished");
  });

  test("the build writes both beside the list, with every published post of the content", () => {
    const dir = mkdtempSync(join(tmpdir(), "feeds-"));
    try {
      expect(writeFeeds(dir, publicUrl)).toBe(publishedPosts.length);
      const read = readFeeds(
        readFileSync(join(dir, "insights", "rss.xml"), "utf8"),
        readFileSync(join(dir, "insights", "atom.xml"), "utf8"),
      );
      const titles = publishedPosts.map((published) => published.title);
      expect(titles.length).toBeGreaterThan(0);
      expect(read.rss.map((item) => item.title)).toEqual(titles);
      expect(read.atom.map((item) => item.title)).toEqual(titles);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
