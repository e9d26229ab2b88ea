import { describe, expect, test } from "vitest";
import { inlineScriptHashes, inlineStyleHashes, styleAttributes } from "./inline-code.ts";

describe("inline code in prerendered HTML", () => {
  test("hashes the scripts that run, not data blocks or external files", () => {
    const html =
      '<script>window.a = 1;</script><script type="application/ld+json">{"@type":"Thing"}</script>' +
      '<script type="module" src="/assets/x.js"></script><script></script>';
    expect(inlineScriptHashes(html)).toEqual([
      "sha256-ShPZs6SyOIfeOg7tsGkUC0BIIQiM/4HlSLumBwNEK6k=",
    ]);
  });

  test("finds style attributes, which the CSP blocks", () => {
    const html = `<html><head><style>h1{color:red}</style></head><body>
      <div class="a" style="color: red">x</div><svg><rect STYLE='fill:red'/></svg>
      <p data-style="ok" title="a style=b">style="text, not an attribute"</p>
      <script>document.body.innerHTML = '<div style="x">';</script></body></html>`;
    expect(styleAttributes(html)).toEqual([
      '<div class="a" style="color: red">',
      "<rect STYLE='fill:red'/>",
    ]);
    expect(styleAttributes('<p class="x" data-style="y">Styles: none</p>')).toEqual([]);
    expect(styleAttributes('<style>a[style="x"]{color:red}</style>')).toEqual([]);
  });

  test("hashes style elements, not the text of scripts", () => {
    const html =
      "<head><style>h1{color:red}</style></head><script>const s = '<style>x{}</style>';</script>";
    expect(inlineStyleHashes(html)).toEqual([
      "sha256-/D8wWMrWSOjeD/K4IHepvRvJjPxqJbouCB3qbqmBaqY=",
    ]);
  });
});
