import { Signature } from "#server/mail/layout.tsx";

/** A paragraph that is nothing but a web address is shown as a link. */
const isAddress = (paragraph: string) => /^https?:\/\/\S+$/.test(paragraph);

/** Every newsletter mail: its paragraphs, the brand, and the one-click unsubscribe footer. */
export function NewsletterEmail(props: { paragraphs: readonly string[]; unsubscribeUrl: string }) {
  return (
    <>
      {props.paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rendered once to a string, never reordered
        <p key={index}>{isAddress(paragraph) ? <a href={paragraph}>{paragraph}</a> : paragraph}</p>
      ))}
      <Signature />
      <hr style={{ border: 0, borderTop: "1px solid #dbe1ea" }} />
      <p style={{ fontSize: 13, color: "#475569" }}>
        {"You receive this because this address was entered in the newsletter box on our website. "}
        <a href={props.unsubscribeUrl}>Unsubscribe with one click</a>.
      </p>
    </>
  );
}
