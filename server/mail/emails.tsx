import { site } from "#site/facts.ts";
import { LinkWithAddress, Signature } from "./layout.tsx";

/** A mail that asks for one action: a greeting, what happened, the link, what to know about it. */
export function ActionEmail(props: {
  greeting: string;
  before: readonly string[];
  link: string;
  linkLabel: string;
  after: readonly string[];
}) {
  return (
    <>
      <p>{props.greeting}</p>
      {props.before.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <LinkWithAddress href={props.link}>{props.linkLabel}</LinkWithAddress>
      {props.after.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <Signature />
    </>
  );
}

/** Tells the owner that the password changed, with the address to write to if it was not them. */
export function PasswordChangedEmail({ greeting }: { greeting: string }) {
  const contact = site.contact.email;
  return (
    <>
      <p>{greeting}</p>
      <p>
        {`The password of your ${site.brand.name} account has just been changed, and every other session was signed out.`}
      </p>
      <p>
        {
          "If you made this change, there is nothing more to do. If you did not, use “Forgot password” on the login page to choose a new password at once, and tell us at "
        }
        <a href={`mailto:${contact}`}>{contact}</a>.
      </p>
      <Signature />
    </>
  );
}

/** A mail that tells the member something and asks nothing: a greeting and its paragraphs. */
export function NoticeEmail(props: { greeting: string; paragraphs: readonly string[] }) {
  return (
    <>
      <p>{props.greeting}</p>
      {props.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <Signature />
    </>
  );
}
