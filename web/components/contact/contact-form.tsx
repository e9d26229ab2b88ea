import {
  type ComponentProps,
  type FormEvent,
  type ReactNode,
  useEffect,
  useId,
  useState,
} from "react";
import type { ContactMessageInput } from "#contract/contact.ts";
import {
  type ContactField,
  type ContactResponse,
  contactDefaultSubject,
  contactFieldLabels,
  contactFields,
  contactHoneypotField,
  contactLimits,
  contactTokenField,
} from "#contract/contact-fields.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Feedback, isSuccessMessage } from "#web/components/ui/feedback.tsx";
import { getJson, postJson } from "#web/lib/api.ts";

const controlClass =
  "w-full min-w-0 rounded-xl border border-slate-300 bg-white px-4 text-base text-ink-900 placeholder:text-slate-500 transition-colors duration-150 hover:border-slate-400 aria-invalid:border-danger-700 focus:border-accent-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-500";

function Label({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className="block text-[0.9375rem] font-semibold text-ink-900">
      {children}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-danger-700">
          *
        </span>
      )}
    </label>
  );
}

function TextField({
  label,
  name,
  required,
  type = "text",
  className = "",
  ...props
}: Omit<ComponentProps<"input">, "id" | "name"> & { label: string; name: string }) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} required={required}>
        {label}
      </Label>
      <input
        id={id}
        name={name}
        type={type}
        required={required}
        className={`${controlClass} mt-1.5 min-h-12`}
        {...props}
      />
    </div>
  );
}

export type ContactFormText = {
  submit: string;
  sending: string;
  success: string;
  failure: string;
  note: ReactNode;
};

/** Which failures carry a message worth showing as it is: the server's own validation answers. */
function isValidationAnswer(status: number): boolean {
  return status === 400 || status === 422 || status === 429;
}

/** A fresh time-trap token; each is good for one message (null when the server cannot be reached). */
async function fetchFormToken(): Promise<string | null> {
  const result = await getJson<{ token: string }>("/contact/token", { token: null });
  return result.ok && typeof result.data?.token === "string" ? result.data.token : null;
}

/** The field a refusal names: the server's messages start with its label ("Email: …"). */
function fieldOf(message: string | null): ContactField | null {
  if (!message) return null;
  return contactFields.find((field) => message.startsWith(`${contactFieldLabels[field]}:`)) ?? null;
}

/**
 * The contact form. Without JavaScript it is a native POST to /api/contact, which answers with
 * a page (/contact/sent, or /contact/error with the form filled in again). With JavaScript it
 * posts JSON in place, keeps what was typed when sending fails, marks the field at fault and
 * says plainly what happened. It never reports success unless the server confirmed the message
 * arrived.
 */
export function ContactForm({ text, id }: { text: ContactFormText; id?: string }) {
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState<ContactField | null>(null);
  // The time trap: when the form came to life, signed by the server (empty without JavaScript).
  const [formToken, setFormToken] = useState("");
  const honeypotId = useId();
  const messageId = useId();

  useEffect(() => {
    let current = true;
    void fetchFormToken().then((token) => {
      if (current && token) setFormToken(token);
    });
    return () => {
      current = false;
    };
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy) return;
    const data = Object.fromEntries(
      [...new FormData(form).entries()].map(([key, value]) => [key, String(value)]),
    ) as unknown as ContactMessageInput;
    setBusy(true);
    setMessage(null);
    setInvalid(null);
    const result = await postJson<ContactResponse>("/contact", data, { token: null });
    setBusy(false);
    if (result.ok) {
      const answer = result.data?.message;
      setMessage(answer && isSuccessMessage(answer) ? answer : text.success);
      form.reset();
      // The sent token is spent: a second message with it would be filed as spam.
      setFormToken("");
      void fetchFormToken().then((token) => {
        if (token) setFormToken(token);
      });
      return;
    }
    const answer = isValidationAnswer(result.status) ? result.message : null;
    setMessage(answer ? (answer.startsWith("❌") ? answer : `❌ ${answer}`) : text.failure);
    const field = result.status === 400 ? fieldOf(result.message) : null;
    if (field) {
      setInvalid(field);
      form.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
    }
  }

  return (
    <form
      id={id}
      action="/api/contact"
      method="post"
      onSubmit={onSubmit}
      className="grid gap-5 sm:grid-cols-2"
    >
      <p className="text-sm text-slate-600 sm:col-span-2">
        Fields marked <span className="text-danger-700">*</span> are required.
      </p>
      <TextField
        label="First name"
        name="firstName"
        aria-invalid={invalid === "firstName" || undefined}
        required
        autoComplete="given-name"
        maxLength={contactLimits.name}
      />
      <TextField
        label="Last name"
        name="lastName"
        aria-invalid={invalid === "lastName" || undefined}
        autoComplete="family-name"
        maxLength={contactLimits.name}
      />
      <TextField
        label="Email"
        name="email"
        aria-invalid={invalid === "email" || undefined}
        type="email"
        required
        autoComplete="email"
        maxLength={contactLimits.email}
      />
      <TextField
        label="Phone"
        name="phone"
        aria-invalid={invalid === "phone" || undefined}
        type="tel"
        autoComplete="tel"
        maxLength={contactLimits.phone}
      />
      <TextField
        label="Company"
        name="company"
        aria-invalid={invalid === "company" || undefined}
        autoComplete="organization"
        maxLength={contactLimits.company}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <Label htmlFor={messageId} required>
          Message
        </Label>
        <textarea
          id={messageId}
          name="message"
          aria-invalid={invalid === "message" || undefined}
          required
          rows={6}
          maxLength={contactLimits.message}
          className={`${controlClass} mt-1.5 min-h-40 py-3`}
        />
      </div>
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
        <Button type="submit" size="lg" disabled={busy} className="sm:self-start">
          {busy ? text.sending : text.submit}
        </Button>
        <p className="text-sm text-slate-600">{text.note}</p>
      </div>
      <Feedback message={message} className="sm:col-span-2" />
    </form>
  );
}
