import { eq } from "drizzle-orm";
import type { SentConversation as Conversation } from "#contract/assistant.ts";
import type { Db } from "#server/db/index.ts";
import { contactMessages, users } from "#server/db/schema/index.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import type { LeadAttributionColumns } from "./attribution.ts";

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/** The conversation as the lead's message: the member's note, then each question, answer and its sources. */
export function transcriptOf(conversation: Conversation, publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, "");
  const turns = conversation.turns.map((turn, at) =>
    [
      `Question ${at + 1}: ${oneLine(turn.question)}`,
      `Answer: ${turn.answer.trim()}`,
      ...(turn.sources.length > 0
        ? [
            `Sources: ${turn.sources.map((source) => `${oneLine(source.title)} (${base}${source.url})`).join("; ")}`,
          ]
        : []),
    ].join("\n"),
  );
  return [
    conversation.intent === "call"
      ? "The member asked for a call about this conversation with the site assistant."
      : "The member sent this conversation with the site assistant to the team.",
    ...(conversation.note ? [`Their note: ${conversation.note}`] : []),
    ...turns,
  ].join("\n\n");
}

/**
 * A member's conversation with the assistant becomes a lead, with the transcript as its message
 * and the attribution the site recorded; the company inbox is told in the same transaction. The
 * conversation is stored here and nowhere else: only when the member sends it.
 */
export async function createLeadFromAssistant(
  db: Db,
  input: {
    memberId: string;
    conversation: Conversation;
    attribution: LeadAttributionColumns;
    mailTo: string;
    publicUrl: string;
  },
): Promise<{ id: number }> {
  const { conversation } = input;
  const [member] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, input.memberId));
  if (!member) throw new Error("the member sending a conversation has no account");
  const [firstName = member.email, ...rest] = oneLine(member.name).split(" ");
  const topic = oneLine(conversation.turns[0]?.question ?? "").slice(0, 120);
  const subject =
    conversation.intent === "call"
      ? `Call request from the assistant: ${topic}`
      : `Assistant conversation: ${topic}`;
  const message = transcriptOf(conversation, input.publicUrl);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        ...input.attribution,
        firstName,
        lastName: rest.join(" "),
        email: member.email,
        subject,
        message,
      })
      .returning({ id: contactMessages.id });
    const id = row!.id;
    await enqueueMail(tx, {
      to: input.mailTo,
      subject: `${subject.slice(0, 150)} (${oneLine(member.name) || member.email})`,
      text: [
        `${oneLine(member.name) || "A member"} <${member.email}> sent a conversation with the site assistant.`,
        "",
        message,
        "",
        `Open it in the admin area: ${input.publicUrl.replace(/\/+$/, "")}/admin/leads/${id}`,
      ].join("\n"),
      headers: { "Reply-To": member.email },
    });
    return { id };
  });
}
