/**
 * A cheatsheet (content/resources/*.yaml with `sheet`) as a printable A4 PDF, drawn with
 * @react-pdf/renderer at build time. Inter comes from @fontsource/inter in node_modules and the
 * examples are set in the PDF's built-in Courier: nothing is fetched.
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Document, Font, Page, renderToBuffer, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { Sheet } from "#contract/resources.ts";

const require = createRequire(import.meta.url);
const interFiles = join(dirname(require.resolve("@fontsource/inter/package.json")), "files");

Font.register({
  family: "Inter",
  fonts: [
    { src: join(interFiles, "inter-latin-400-normal.woff"), fontWeight: 400 },
    { src: join(interFiles, "inter-latin-600-normal.woff"), fontWeight: 600 },
    { src: join(interFiles, "inter-latin-700-normal.woff"), fontWeight: 700 },
  ],
});
// Words are not split with hyphens: a cheatsheet's terms (Idempotency-Key) must stay whole.
Font.registerHyphenationCallback((word) => [word]);

/**
 * Line heights are set per text style in points: inherited from the page, a relative line height
 * leaves a text drawn at render time (the page number) empty, and on a text with code spans it
 * applies twice.
 */
/** The site's palette (web/app.css): navy ink, the accent blue, slate greys. */
const ink = "#0b1324";
const accent = "#1c41bd";
const muted = "#475569";
const rule = "#cbd5e1";

const styles = StyleSheet.create({
  page: {
    fontFamily: "Inter",
    fontSize: 9,
    color: ink,
    paddingTop: 40,
    paddingBottom: 44,
    paddingHorizontal: 44,
  },
  header: {
    flexDirection: "row",
    justifyContent: "space-between",
    fontSize: 7.5,
    color: muted,
    borderBottomWidth: 0.75,
    borderBottomColor: rule,
    paddingBottom: 6,
    marginBottom: 14,
  },
  title: { fontSize: 20, fontWeight: 700, lineHeight: 1.2, marginBottom: 8 },
  intro: { fontSize: 9.5, lineHeight: "13.5pt", color: muted, marginBottom: 10 },
  section: { marginTop: 10 },
  sectionTitle: { fontSize: 12, fontWeight: 700, color: accent, marginBottom: 3 },
  lead: { fontWeight: 600, lineHeight: "13pt", marginBottom: 4 },
  point: { flexDirection: "row", marginBottom: 2.5 },
  bullet: { width: 10, lineHeight: "13pt", color: accent },
  pointText: { flex: 1, lineHeight: "13pt" },
  code: { fontFamily: "Courier", fontSize: 8.5 },
  example: {
    marginTop: 5,
    padding: 7,
    backgroundColor: "#f1f5f9",
    borderLeftWidth: 2,
    borderLeftColor: accent,
  },
  exampleCaption: { fontSize: 7.5, fontWeight: 600, color: muted, marginBottom: 3 },
  exampleCode: { fontFamily: "Courier", fontSize: 7.5, lineHeight: 1.3 },
  footnote: {
    marginTop: 14,
    paddingTop: 6,
    borderTopWidth: 0.75,
    borderTopColor: rule,
    fontSize: 7.5,
    lineHeight: "11pt",
    color: muted,
  },
  footer: {
    position: "absolute",
    bottom: 22,
    left: 44,
    right: 44,
    textAlign: "right",
    fontSize: 7.5,
    color: muted,
  },
});

/** A line of the sheet, with its `code` spans in Courier. */
function Line({ text }: { text: string }) {
  return text.split("`").map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one line never move.
      <Text key={index} style={styles.code}>
        {part}
      </Text>
    ) : (
      part
    ),
  );
}

/** The text layout collapses leading spaces: an example's indents become no-break spaces. */
const keepIndents = (code: string) =>
  code.replace(/^ +/gm, (spaces) => "\u00a0".repeat(spaces.length));

export type CheatsheetDocument = {
  title: string;
  sheet: Sheet;
  /** The company's name and site, in the running header and footer. */
  brand: string;
  site: string;
};

function Cheatsheet({ title, sheet, brand, site }: CheatsheetDocument) {
  return (
    <Document
      title={title}
      author={brand}
      subject={title}
      creator={brand}
      producer={brand}
      language="en"
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.header} fixed>
          <Text>{brand}</Text>
          <Text>{title}</Text>
        </View>
        <Text
          style={styles.footer}
          fixed
          render={({ pageNumber, totalPages }) => `${site}  ·  Page ${pageNumber} of ${totalPages}`}
        />
        <Text style={styles.title}>{title}</Text>
        <Text style={styles.intro}>{sheet.intro}</Text>
        {sheet.sections.map((section) => (
          <View key={section.id} style={styles.section}>
            {/* The heading never ends a page on its own. */}
            <Text style={styles.sectionTitle} minPresenceAhead={60}>
              {section.title}
            </Text>
            <Text style={styles.lead}>
              <Line text={section.lead} />
            </Text>
            {section.points.map((point) => (
              <View key={point} style={styles.point} wrap={false}>
                <Text style={styles.bullet}>•</Text>
                <Text style={styles.pointText}>
                  <Line text={point} />
                </Text>
              </View>
            ))}
            {section.example && (
              <View style={styles.example} wrap={false}>
                <Text style={styles.exampleCaption}>{section.example.caption}</Text>
                <Text style={styles.exampleCode}>
                  {keepIndents(section.example.code.trimEnd())}
                </Text>
              </View>
            )}
          </View>
        ))}
        <Text style={styles.footnote}>{sheet.footnote}</Text>
      </Page>
    </Document>
  );
}

/** The cheatsheet as PDF bytes. */
export function renderCheatsheet(document: CheatsheetDocument): Promise<Buffer> {
  return renderToBuffer(<Cheatsheet {...document} />);
}
