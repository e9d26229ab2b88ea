/**
 * How a page's words name a fact they quote, shared by the schemas that check the names
 * (./placeholder-names.ts) and the code that fills them in (./placeholders.ts). No zod here:
 * browser code reaches the filling through the case studies' module, and must not pull the
 * schemas in with it.
 */

/**
 * `{name}`: a letter, then letters and digits; or `{price:...}`, a quoted price range, caught
 * whole (up to the closing brace) so that a mistyped one is refused rather than shown.
 */
export const placeholder = /\{([A-Za-z][A-Za-z0-9]*|price:[^{}\s]*)\}/g;

/**
 * A price range a page quotes, `{price:<file>}` ("$100–$500"), or one end of it,
 * `{price:<file>.from}` ("$100") or `{price:<file>.to}`: <file> is the name of a file in
 * content/prices/ranges/ without .yaml. That the file is there is the content build's check
 * (scripts/build/build-content.ts), which sees the folder; a schema sees one text.
 */
export const pricePlaceholder = /^price:([a-z0-9-]+)(?:\.(from|to))?$/;
