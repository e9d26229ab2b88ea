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
