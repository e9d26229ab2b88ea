import { describe, expect, test } from "vitest";
import { fillErrorPage, withoutScripts } from "./error-page.ts";

/** The parts of the prerendered page the filler works on, as React renders them. */
const template = `<!DOCTYPE html><html lang="en"><head>
<link rel="modulepreload" href="/assets/entry.client-abc.js"/>
<style>h1{color:#000}</style>
<script>{afterFirstPaint(()=>document.head.append(stylesheet))}</script>
<noscript><link rel="stylesheet" href="/assets/fonts-abc.css"><link rel="stylesheet" href="/assets/shell-abc.css#"></noscript>
<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>
<script>window.__reactRouterContext = {};</script>
</head><body><main>
<p id="contact-problem" role="alert" class="font-medium">Check the form below and send it again.</p>
<form id="contact-form" class="grid" action="/api/contact" method="post">
<input id="a" type="text" required="" class="c" autoComplete="given-name" maxLength="80" name="firstName"/>
<input id="b" type="email" required="" class="c" name="email"/>
<input id="c" type="tel" class="c" name="phone"/>
<textarea id="d" name="message" required="" rows="6" class="c"></textarea>
<input type="hidden" name="subject" value="New enquiry"/>
<input type="hidden" name="formToken" value=""/>
</form></main>
<footer><form action="/api/newsletter"><input id="e" type="email" name="email"/></form></footer>
<script type="module" async="">import("/assets/entry.client-abc.js");</script>
</body></html>`;

describe("the contact error page", () => {
  test("drops every script but structured data, and styles the page from its stylesheet", () => {
    const html = withoutScripts(template);
    expect(html).not.toMatch(/<script(?![^>]*ld\+json)/);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<script type="application/ld+json">');
    // No script adds the stylesheet and no hash allows the critical CSS: the links for browsers
    // without JavaScript, the font faces' and the full stylesheet, become the page's own.
    expect(html).not.toContain("<style>");
    expect(html).not.toContain("<noscript>");
    expect(html).toContain(
      '<link rel="stylesheet" href="/assets/fonts-abc.css"><link rel="stylesheet" href="/assets/shell-abc.css#">',
    );
  });

  test("fills in the problem and what was typed, escaped, in the contact form only", () => {
    const html = fillErrorPage(template, {
      problem: 'Email: must be a valid <email> "address".',
      field: "email",
      fields: {
        firstName: 'Sana "the boss" <b>',
        email: "sana@localhost",
        message: "\nFirst line\n</textarea><script>alert(1)</script>",
        website: "not shown",
      },
    });
    expect(html).toContain(
      '<p id="contact-problem" role="alert" class="font-medium">Email: must be a valid &lt;email&gt; &quot;address&quot;.</p>',
    );
    expect(html).toContain('name="firstName" value="Sana &quot;the boss&quot; &lt;b&gt;"/>');
    expect(html).toContain(
      'name="email" value="sana@localhost" aria-invalid="true" aria-describedby="contact-problem"/>',
    );
    expect(html).toContain('name="phone" value=""/>');
    // One newline after <textarea> is eaten by the HTML parser, so the typed one survives.
    expect(html).toContain(
      '<textarea id="d" name="message" required="" rows="6" class="c">\n\nFirst line\n&lt;/textarea&gt;&lt;script&gt;alert(1)&lt;/script&gt;</textarea>',
    );
    expect(html).toContain('<input id="e" type="email" name="email"/>');
    expect(html).toContain('name="formToken" value=""/>');
    expect(html).not.toContain("not shown");
  });
});
