import { createElement, type FunctionComponent, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { site } from "#site/facts.ts";

/**
 * The HTML part of every mail of the site is rendered by React's static renderer, which escapes
 * every text and attribute value: what people typed (names, contact messages) and links go in as
 * props, never as markup. The plain-text part is built as a string next to each template.
 */

/** The frame every mail of the site shares. */
export function EmailLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", color: "#0b1533", lineHeight: 1.5 }}>
        {children}
      </body>
    </html>
  );
}

/** A link as its own line, then its address in full for mail apps that do not show links. */
export function LinkWithAddress({ href, children }: { href: string; children: ReactNode }) {
  return (
    <>
      <p>
        <a href={href}>{children}</a>
      </p>
      <p style={{ wordBreak: "break-all", fontSize: 14 }}>{href}</p>
    </>
  );
}

/** The brand's name, the last line of every mail. */
export function Signature() {
  return <p>{site.brand.name}</p>;
}

/** A mail's HTML part: `Body` with `props`, inside the shared layout, as a whole document. */
export function renderEmail<P extends object>(Body: FunctionComponent<P>, props: P): string {
  return `<!doctype html>\n${renderToStaticMarkup(<EmailLayout>{createElement(Body, props)}</EmailLayout>)}`;
}
