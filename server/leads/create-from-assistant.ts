import { eq } from "drizzle-orm";
import type { SentConversation as Conversation } from "#contract/assistant.ts";
import { users } from "#server/db/schema/index.ts";
import { enqueueMail } from "#server/mail/outbox.ts";
import { attributeLead, type LeadVisit } from "./attribute.ts";
import { createLead } from "./create-lead.ts";
import type { LeadDeps } from "./rules.ts";

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

export type AssistantLeadInput = {
  conversation: Conversation;
  /** The signed-in member who sends it, and the request's visit. */
  visit: LeadVisit & { memberId: string };
};

/**
 * A member's conversation with the assistant becomes a lead (origin "assistant"), with the
 * transcript as its message and the attribution the site recorded; the company inbox is told in
 * the same transaction. The conversation is stored here and nowhere else: only when the member
 * sends it.
 */
export async function createLeadFromAssistant(
  deps: Pick<
    LeadDeps,
    "db" | "insights" | "log" | "mailTo" | "publicUrl" | "queued" | "senderDigests"
  >,
  { conversation, visit }: AssistantLeadInput,
): Promise<{ id: number }> {
  const [member] = await deps.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, visit.memberId));
  if (!member) throw new Error("the member sending a conversation has no account");
  const attribution = await attributeLead(deps, visit);
  const [firstName = member.email, ...rest] = oneLine(member.name).split(" ");
  const topic = oneLine(conversation.turns[0]?.question ?? "").slice(0, 120);
  const subject =
    conversation.intent === "call"
      ? `Call request from the assistant: ${topic}`
      : `Assistant conversation: ${topic}`;
  const message = transcriptOf(conversation, deps.publicUrl);
  const written = {
    firstName,
    lastName: rest.join(" "),
    company: "",
    phone: "",
    email: member.email,
    subject,
    message,
  };
  const id = await deps.db.transaction(async (tx) => {
    const lead = await createLead(
      { db: tx },
      { origin: "assistant", stage: "new", written, attribution },
    );
    // Only a form token's nonce can make createLead write nothing, and this lead has none.
    const { id } = lead!;
    await enqueueMail(tx, {
      to: deps.mailTo,
      subject: `${subject.slice(0, 150)} (${oneLine(member.name) || member.email})`,
      text: [
        `${oneLine(member.name) || "A member"} <${member.email}> sent a conversation with the site assistant.`,
        "",
        message,
        "",
        `Open it in the admin area: ${deps.publicUrl.replace(/\/+$/, "")}/admin/leads/${id}`,
      ].join("\n"),
      headers: { "Reply-To": member.email },
    });
    return id;
  });
  deps.queued();
  return { id };
}
