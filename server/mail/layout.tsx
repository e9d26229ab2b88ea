import { createElement, type FunctionComponent, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { site } from "#site/facts.ts";

/**
 * The HTML part of every mail of the site is rendered by React's static renderer, which escapes
 * every text and attribute value: what people typed (names, contact messages) and links go in as
 * props, never as markup. The plain-text part is built as a string next to each template.
 */

/** The site's colours (web/app.css), written out: mail apps read no stylesheet. */
const colours = {
  ink: "#0b1324",
  muted: "#4a5873",
  accent: "#2453e6",
  page: "#f3f6fb",
  card: "#ffffff",
  rule: "#dbe3f0",
};
const font = "'Inter', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/**
 * The frame every mail of the site shares: the wordmark over an accent rule, the message on a
 * white card, and who sent it below. Tables and inline styles, the one layout that Gmail,
 * Outlook and Apple Mail all draw alike; the wordmark is text, so it shows with images blocked.
 */
export function EmailLayout({ children }: { children: ReactNode }) {
  const { address } = site.contact;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: colours.page }}>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          style={{ backgroundColor: colours.page }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px" }}>
                <table
                  role="presentation"
                  width="100%"
                  cellPadding={0}
                  cellSpacing={0}
                  style={{
                    maxWidth: 560,
                    backgroundColor: colours.card,
                    border: `1px solid ${colours.rule}`,
                    borderRadius: 12,
                  }}
                >
                  <tbody>
                    <tr>
                      <td
                        style={{
                          padding: "20px 28px 16px",
                          borderBottom: `3px solid ${colours.accent}`,
                          fontFamily: font,
                        }}
                      >
                        <div
                          data-brand
                          style={{ fontSize: 20, fontWeight: 700, color: colours.ink }}
                        >
                          {site.brand.name}
                        </div>
                        <div style={{ fontSize: 13, color: colours.muted }}>
                          {site.brand.tagline}
                        </div>
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: "8px 28px 24px",
                          fontFamily: font,
                          fontSize: 16,
                          lineHeight: 1.55,
                          color: colours.ink,
                        }}
                      >
                        {children}
                      </td>
                    </tr>
                  </tbody>
                </table>
                <div
                  style={{
                    maxWidth: 560,
                    padding: "16px 12px 0",
                    fontFamily: font,
                    fontSize: 12,
                    lineHeight: 1.5,
                    color: colours.muted,
                  }}
                >
                  {`${site.brand.name} · ${address.street}, ${address.city} ${address.postalCode}, ${address.country} · ${site.contact.email}`}
                </div>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/**
 * The mail's one action as a button, then its address in full for mail apps that do not show
 * links (and for copying). A table cell carries the colour, so Outlook draws the button too.
 */
export function LinkWithAddress({ href, children }: { href: string; children: ReactNode }) {
  return (
    <>
      <table role="presentation" cellPadding={0} cellSpacing={0} style={{ margin: "24px 0 8px" }}>
        <tbody>
          <tr>
            <td style={{ backgroundColor: colours.accent, borderRadius: 8 }}>
              <a
                href={href}
                data-button
                style={{
                  display: "inline-block",
                  padding: "12px 24px",
                  fontFamily: font,
                  fontSize: 16,
                  fontWeight: 600,
                  color: "#ffffff",
                  backgroundColor: colours.accent,
                  textDecoration: "none",
                  borderRadius: 8,
                }}
              >
                {children}
              </a>
            </td>
          </tr>
        </tbody>
      </table>
      <p style={{ fontSize: 13, color: colours.muted }}>
        If the button does not open, copy this address into your browser:
      </p>
      <p style={{ wordBreak: "break-all", fontSize: 13 }}>{href}</p>
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
