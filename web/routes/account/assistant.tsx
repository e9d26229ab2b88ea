import { type FormEvent, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { AssistantConversation } from "#contract/assistant.ts";
import {
  type AssistantMode,
  type AssistantSource,
  assistantLimits,
} from "#contract/assistant-fields.ts";
import { useAccount } from "#web/components/account/account-context.ts";
import { AccountHeading } from "#web/components/account/account-heading.tsx";
import { Button } from "#web/components/ui/button.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { Field } from "#web/components/ui/field.tsx";
import { postJson } from "#web/lib/api.ts";
import { askAssistant } from "#web/lib/assistant-client.ts";
import { pageMeta } from "#web/lib/meta.ts";

export const meta = () =>
  pageMeta({
    title: "Assistant",
    description: "Ask about our services; the answers come from our own pages.",
    path: "/dashboard/assistant",
    index: false,
  });

type Turn = {
  question: string;
  answer: string;
  sources: AssistantSource[];
  notice: string | null;
  mode: AssistantMode | null;
};

const examples = [
  "How long does a Zoho CRM implementation take?",
  "Do you build Shopify stores?",
  "Can you automate WhatsApp replies?",
];

/** One exchange: the question, the answer as it streams, why it changed, and its sources. */
function Exchange({ turn, busy }: { turn: Turn; busy: boolean }) {
  return (
    <li className="space-y-3">
      <p className="ml-auto w-fit max-w-[85%] rounded-2xl rounded-br-sm bg-accent-600 px-4 py-2.5 text-white">
        <span className="sr-only">You asked: </span>
        {turn.question}
      </p>
      <div className="max-w-[92%] rounded-2xl rounded-bl-sm border border-slate-200 bg-white px-4 py-3">
        <p className="sr-only">The assistant answered:</p>
        {turn.notice && <p className="mb-2 text-sm font-medium text-amber-800">{turn.notice}</p>}
        <p className="whitespace-pre-line text-slate-800">
          {turn.answer || (busy ? "Looking through our pages…" : "")}
        </p>
        {turn.sources.length > 0 && turn.mode !== "declined" && (
          <div className="mt-3 border-t border-slate-200 pt-3">
            <p className="text-sm font-semibold text-ink-900">Sources</p>
            <ul className="mt-1 space-y-1 text-sm">
              {turn.sources.map((source) => (
                <li key={source.url}>
                  <Link to={source.url} className="text-accent-700 underline">
                    {source.title}
                    {source.heading !== source.title ? `: ${source.heading}` : ""}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </li>
  );
}

/** Send the conversation to the team, or book a call about it: either way, a lead. */
function SendConversation({ turns }: { turns: readonly Turn[] }) {
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const navigate = useNavigate();

  const send = async (intent: AssistantConversation["intent"]) => {
    setBusy(true);
    setMessage(null);
    const sent = await postJson<{ message: string }>("/assistant/send", {
      intent,
      note,
      turns: turns.map(({ question, answer, sources }) => ({
        question,
        answer,
        sources: sources.map(({ title, url }) => ({ title, url })),
      })),
    } satisfies AssistantConversation);
    setBusy(false);
    if (!sent.ok) {
      setMessage(sent.message ?? "The conversation could not be sent. Please try again.");
      return;
    }
    setMessage(sent.data.message);
    if (intent === "call")
      navigate(`/book?topic=${encodeURIComponent(turns[0]?.question.slice(0, 120) ?? "")}`);
  };

  return (
    <section
      aria-labelledby="send-title"
      className="mt-8 rounded-[var(--radius-card)] border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="send-title" className="text-lg font-semibold">
        Want a person to pick this up?
      </h2>
      <p className="mt-1 text-[0.9375rem] text-slate-600">
        Send this conversation to our team, or book a call about it. It is kept only when you send
        it.
      </p>
      <Field
        as="textarea"
        label="A note for the team (optional)"
        name="note"
        rows={2}
        maxLength={assistantLimits.note}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        className="mt-4"
      />
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={() => void send("message")} disabled={busy}>
          Send to the Team
        </Button>
        <Button variant="secondary" onClick={() => void send("call")} disabled={busy}>
          Book a Call About This
        </Button>
      </div>
      <Feedback message={message} className="mt-3" />
    </section>
  );
}

/**
 * The members' assistant (the sign-up's "free AI bot demo"): a question is answered from the
 * passages the site search finds, each answer with the pages it came from (server/assistant/).
 * The conversation lives in this page only, until the member sends it to the team.
 */
export default function Assistant() {
  const { user } = useAccount();
  const [turns, setTurns] = useState<Turn[]>([]);
  const [question, setQuestion] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  const update = (change: (turn: Turn) => Turn) =>
    setTurns((all) => [...all.slice(0, -1), change(all[all.length - 1]!)]);

  const ask = async (asked: string) => {
    const text = asked.trim();
    if (!text || busy) return;
    setBusy(true);
    setProblem(null);
    const history = turns
      .filter((turn) => turn.mode !== "declined")
      .slice(-assistantLimits.history)
      .map(({ question: q, answer }) => ({
        question: q,
        answer: answer.slice(0, assistantLimits.answer),
      }));
    setTurns((all) => [
      ...all,
      { question: text, answer: "", sources: [], notice: null, mode: null },
    ]);
    setQuestion("");
    const outcome = await askAssistant({ question: text, history }, (event) => {
      if (event.type === "sources") update((turn) => ({ ...turn, sources: event.sources }));
      else if (event.type === "delta")
        update((turn) => ({ ...turn, answer: turn.answer + event.text }));
      else if (event.type === "replace") update((turn) => ({ ...turn, answer: event.text }));
      else if (event.type === "notice") update((turn) => ({ ...turn, notice: event.message }));
      else update((turn) => ({ ...turn, mode: event.mode }));
    });
    if (!outcome.ok) {
      setProblem(outcome.message);
      setQuestion(text);
      setTurns((all) => all.slice(0, -1));
    }
    setBusy(false);
    box.current?.focus();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void ask(question);
  };
  const answered = turns.filter((turn) => turn.mode !== null && turn.mode !== "declined");

  return (
    <>
      <AccountHeading
        eyebrow="Members’ assistant"
        title="Ask about our services"
        lead="Answers come from our own service pages, FAQs and case studies, with links to where they came from. If our pages do not say, neither will the assistant."
      />
      {!user.emailVerified ? (
        <p className="rounded-[var(--radius-card)] border border-amber-200 bg-amber-50 p-5 text-slate-700">
          Confirm your e-mail address to use the assistant: the link is in the e-mail we sent when
          you signed up, and the{" "}
          <Link to="/dashboard" className="font-semibold text-accent-700 underline">
            overview
          </Link>{" "}
          can send a new one.
        </p>
      ) : (
        <div className="rounded-[var(--radius-card)] border border-slate-200 bg-slate-50 p-4 sm:p-6">
          {turns.length === 0 ? (
            <div>
              <p className="text-slate-700">Try one of these, or ask your own:</p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {examples.map((example) => (
                  <li key={example}>
                    <button
                      type="button"
                      onClick={() => void ask(example)}
                      className="min-h-11 rounded-full border border-slate-300 bg-white px-4 text-left text-sm text-ink-900 hover:border-accent-600 hover:text-accent-700"
                    >
                      {example}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <ol aria-label="Conversation" aria-live="polite" aria-busy={busy} className="space-y-6">
              {turns.map((turn, at) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a conversation only grows at its end
                <Exchange key={at} turn={turn} busy={busy && at === turns.length - 1} />
              ))}
            </ol>
          )}
          <form onSubmit={onSubmit} className="mt-6">
            <Field
              as="textarea"
              ref={box}
              label="Your question"
              name="question"
              rows={2}
              required
              maxLength={assistantLimits.question}
              value={question}
              onChange={(event) => setQuestion(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter" && !event.shiftKey) {
                  event.preventDefault();
                  void ask(question);
                }
              }}
            />
            <div className="mt-3 flex items-center gap-4">
              <Button type="submit" disabled={busy}>
                {busy ? "Answering…" : "Ask"}
              </Button>
              <Feedback message={problem} />
            </div>
          </form>
        </div>
      )}
      {answered.length > 0 && <SendConversation turns={answered} />}
    </>
  );
}
