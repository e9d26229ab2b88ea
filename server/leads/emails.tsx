import { site } from "#site/facts.ts";

/** One line of the digest: a lead, what it waits for, and its page in the admin area. */
export type DigestLine = { text: string; href: string };

/** The morning digest: follow-ups due (overdue first), then enquiries nobody has contacted. */
export function FollowUpDigestEmail(props: {
  intro: string;
  sections: ReadonlyArray<{ title: string; lines: readonly DigestLine[] }>;
}) {
  return (
    <>
      <p>{props.intro}</p>
      {props.sections.map((section) => (
        <section key={section.title}>
          <h2 style={{ fontSize: 16, margin: "20px 0 4px" }}>{section.title}</h2>
          <ul style={{ paddingLeft: 20, margin: 0 }}>
            {section.lines.map((line) => (
              <li key={line.href}>
                <a href={line.href}>{line.text}</a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** The company inbox's copy of a contact message: who wrote, what they wrote, where to handle it. */
export function ContactNotificationEmail(props: {
  rows: ReadonlyArray<readonly [label: string, value: string]>;
  message: string;
  adminLink: string;
}) {
  return (
    <>
      <p>{`A new lead arrived through the contact form of ${site.brand.name}.`}</p>
      <table style={{ borderCollapse: "collapse" }}>
        <tbody>
          {props.rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" style={{ textAlign: "left", padding: "2px 16px 2px 0" }}>
                {label}
              </th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ whiteSpace: "pre-wrap", borderLeft: "3px solid #2453e6", paddingLeft: 12 }}>
        {props.message}
      </p>
      <p>
        {"Reply to this e-mail to answer the sender directly. "}
        <a href={props.adminLink}>Open it in the admin area</a>.
      </p>
    </>
  );
}
