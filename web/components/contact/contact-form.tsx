import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { MessageBody } from "#contract/common.ts";
import type { ContactMessageInput } from "#contract/contact.ts";
import {
  contactDefaultSubject,
  contactHoneypotField,
  contactLimits,
  contactTokenField,
} from "#contract/contact-fields.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ConfirmationCard } from "#web/components/ui/confirmation-card.tsx";
import { Feedback, isSuccessMessage } from "#web/components/ui/feedback.tsx";
import { Field, type FieldProps } from "#web/components/ui/field.tsx";
import { useFormAction } from "#web/components/ui/use-form-action.ts";
import { getJson, postJson } from "#web/lib/api.ts";
import { replyDueLabel } from "#web/lib/reply-by.ts";

export type ContactFormText = {
  submit: string;
  sending: string;
  success: string;
  failure: string;
  note: ReactNode;
  /** The card that replaces the form once the server has the message. */
  sent: {
    title: string;
    nextTitle: string;
    next: readonly string[];
    /** The reply promise, before its date: "Expect our reply by" Monday 30 November. */
    replyBy: string;
    another: string;
  };
};

/** The fields the visitor fills in, in order, each named as the contract names it. */
const contactFields: (FieldProps & { name: keyof ContactMessageInput })[] = [
  {
    label: "First name",
    name: "firstName",
    required: true,
    autoComplete: "given-name",
    maxLength: contactLimits.name,
  },
  {
    label: "Last name",
    name: "lastName",
    autoComplete: "family-name",
    maxLength: contactLimits.name,
  },
  {
    label: "Email",
    name: "email",
    type: "email",
    required: true,
    autoComplete: "email",
    maxLength: contactLimits.email,
  },
  {
    label: "Phone",
    name: "phone",
    type: "tel",
    autoComplete: "tel",
    maxLength: contactLimits.phone,
  },
  {
    label: "Company",
    name: "company",
    autoComplete: "organization",
    maxLength: contactLimits.company,
    className: "sm:col-span-2",
  },
  {
    as: "textarea",
    label: "Message",
    name: "message",
    required: true,
    rows: 6,
    maxLength: contactLimits.message,
    className: "sm:col-span-2",
  },
];

/** Which failures carry a message worth showing as it is: the server's own validation answers. */
function isValidationAnswer(status: number): boolean {
  return status === 400 || status === 422 || status === 429;
}

/** A fresh time-trap token; each is good for one message (null when the server cannot be reached). */
async function fetchFormToken(): Promise<string | null> {
  const result = await getJson<{ token: string }>("/contact/token", { token: null });
  return result.ok && typeof result.data?.token === "string" ? result.data.token : null;
}

/**
 * The contact form. Without JavaScript it is a native POST to /api/contact, which answers with
 * a page (/contact/sent, or /contact/error with the form filled in again). With JavaScript it
 * posts JSON in place, keeps what was typed when sending fails, marks the field at fault and
 * says plainly what happened. It never reports success unless the server confirmed the message
 * arrived.
 */
export function ContactForm({ text, id }: { text: ContactFormText; id?: string }) {
  const form = useFormAction();
  // When the server confirmed the message: the form gives way to the confirmation card.
  const [sentAt, setSentAt] = useState<Date | null>(null);
  const cardHeading = useRef<HTMLHeadingElement>(null);
  const firstField = useRef(false);
  const formElement = useRef<HTMLFormElement>(null);
  // The time trap: when the form came to life, signed by the server (empty without JavaScript).
  const [formToken, setFormToken] = useState("");
  const honeypotId = useId();

  useEffect(() => {
    let current = true;
    void fetchFormToken().then((token) => {
      if (current && token) setFormToken(token);
    });
    return () => {
      current = false;
    };
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = event.currentTarget;
    const data = Object.fromEntries(
      [...new FormData(fields).entries()].map(([key, value]) => [key, String(value)]),
    ) as unknown as ContactMessageInput;
    void form.run(async () => {
      // A signed-in member's session goes along: the lead is then credited to whoever invited them.
      const result = await postJson<MessageBody>("/contact", data);
      if (result.ok) {
        const answer = result.data?.message;
        fields.reset();
        // The sent token is spent: a second message with it would be filed as spam.
        setFormToken("");
        void fetchFormToken().then((token) => {
          if (token) setFormToken(token);
        });
        setSentAt(new Date());
        return { ok: true, message: answer && isSuccessMessage(answer) ? answer : text.success };
      }
      const answer = isValidationAnswer(result.status) ? result.message : null;
      return {
        message: answer ? (answer.startsWith("❌") ? answer : `❌ ${answer}`) : text.failure,
        // The field a refusal names is marked and focused; what was typed stays.
        field: result.status === 400 ? result.field : undefined,
      };
    });
  }

  // Focus follows the view: to the card's heading when it appears, back to the first field when
  // the visitor chooses to write again.
  useEffect(() => {
    if (sentAt) cardHeading.current?.focus();
    else if (firstField.current) {
      firstField.current = false;
      formElement.current?.querySelector<HTMLInputElement>("input[name=firstName]")?.focus();
    }
  }, [sentAt]);

  if (sentAt)
    return (
      <ConfirmationCard
        id={id}
        data-contact-sent
        title={text.sent.title}
        headingRef={cardHeading}
        headingClassName="focus-visible:outline-offset-4"
        message={form.message}
        messageId={form.messageId}
      >
        <p className="mt-4 text-lg font-semibold text-ink-900" data-reply-by>
          {text.sent.replyBy} <span className="whitespace-nowrap">{replyDueLabel(sentAt)}</span>.
        </p>
        <h4 className="mt-6 text-base font-semibold text-ink-900">{text.sent.nextTitle}</h4>
        <ol className="mt-3 grid list-decimal gap-2 pl-5 text-slate-700">
          {text.sent.next.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Button
          variant="secondary"
          className="mt-8"
          onClick={() => {
            firstField.current = true;
            form.show(null);
            setSentAt(null);
          }}
        >
          {text.sent.another}
        </Button>
      </ConfirmationCard>
    );

  return (
    <form
      ref={formElement}
      id={id}
      action="/api/contact"
      method="post"
      onSubmit={onSubmit}
      className="grid gap-5 sm:grid-cols-2"
    >
      <p className="text-sm text-slate-600 sm:col-span-2">
        Fields marked <span className="text-danger-700">*</span> are required.
      </p>
      {contactFields.map((field) => (
        <Field key={field.name} {...field} error={form.errorFor(field.name)} />
      ))}
      <input type="hidden" name="subject" value={contactDefaultSubject} />
      <input type="hidden" name={contactTokenField} value={formToken} />
      {/* The honeypot: off-screen, out of the tab order and hidden from assistive technology,
          so only a bot fills it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={honeypotId}>Website</label>
        <input
          id={honeypotId}
          type="text"
          name={contactHoneypotField}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" disabled={form.busy} className="sm:self-start">
          {form.busy ? text.sending : text.submit}
        </Button>
        <p className="text-sm text-slate-600">{text.note}</p>
      </div>
      <Feedback id={form.messageId} message={form.message} className="sm:col-span-2" />
    </form>
  );
}
