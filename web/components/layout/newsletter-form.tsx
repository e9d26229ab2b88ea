import { type FormEvent, useId, useRef, useState } from "react";
import { Feedback } from "#web/components/ui/feedback.tsx";

const fallbackError = "❌ We could not subscribe you just now. Please try again later.";
const invalidAddress = "❌ Enter a full e-mail address, such as name@company.com.";

const looks = {
  footer: {
    label: "text-sm font-semibold text-white",
    note: "mt-1 text-sm text-slate-400",
    input:
      "border-white/15 bg-white/5 text-white placeholder:text-slate-400 focus:border-accent-400 focus-visible:outline-accent-400 aria-invalid:border-red-300",
    feedback: "mt-2 [&[data-tone=error]]:text-red-300 [&[data-tone=success]]:text-green-300",
    // The footer column is narrow: the address gets the full width, the button sits below it.
    row: "mt-3 grid gap-2",
  },
  page: {
    label: "text-[0.9375rem] font-semibold text-ink-900",
    note: "mt-1 text-sm text-slate-600",
    input:
      "border-slate-300 bg-white text-ink-900 placeholder:text-slate-500 hover:border-slate-400 focus:border-accent-600 focus-visible:outline-accent-500 aria-invalid:border-danger-700",
    feedback: "mt-3",
    row: "mt-3 flex gap-2",
  },
} as const;

/**
 * The newsletter box: in the footer of every page, and on the newsletter pages. With JavaScript
 * it posts in place, checks the address first and shows the server's answer; without it, it is a
 * native form whose answer is a page (/newsletter/check-your-inbox and the like). It only ever
 * reports what the server answered.
 */
export function NewsletterForm({ variant = "footer" }: { variant?: "footer" | "page" }) {
  const inputId = useId();
  const noteId = useId();
  const feedbackId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const look = looks[variant];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "").trim();
    // The browser's own check has passed by now; this one also wants a dot in the domain.
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      setInvalid(true);
      setMessage(invalidAddress);
      input.current?.focus();
      return;
    }
    setBusy(true);
    setMessage(null);
    setInvalid(false);
    // The API client loads on first use: every page carries this form, few visitors submit it.
    // If it cannot load, the browser posts the form natively, as it does without JavaScript.
    const api = await import("#web/lib/api.ts").catch(() => null);
    if (!api) {
      form.submit();
      return;
    }
    const result = await api.postJson<{ message: string }>(
      "/newsletter",
      { email },
      { token: null },
    );
    setBusy(false);
    if (result.ok) {
      setMessage(result.data.message);
      form.reset();
      return;
    }
    // Only a validation answer (4xx other than 404) is worth showing as it is.
    const usable = result.status >= 400 && result.status < 500 && result.status !== 404;
    setInvalid(result.status === 400);
    setMessage(usable && result.message ? `❌ ${result.message}` : fallbackError);
  }

  return (
    <form
      action="/api/newsletter"
      method="post"
      onSubmit={onSubmit}
      className={variant === "footer" ? "mt-5" : ""}
    >
      <label htmlFor={inputId} className={look.label}>
        {variant === "footer" ? "Newsletter" : "Your e-mail address"}
      </label>
      <p id={noteId} className={look.note}>
        Project notes and offers, about once a month. Confirm by e-mail; unsubscribe with one click.
      </p>
      <div className={look.row}>
        <input
          ref={input}
          id={inputId}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="you@company.com"
          aria-invalid={invalid || undefined}
          aria-describedby={message ? `${noteId} ${feedbackId}` : noteId}
          onChange={() => invalid && setInvalid(false)}
          className={`min-h-11 w-full min-w-0 rounded-full border px-4 text-[0.9375rem] focus:outline-none focus-visible:outline-2 ${look.input}`}
        />
        <button
          type="submit"
          aria-disabled={busy || undefined}
          className="min-h-11 shrink-0 rounded-full bg-accent-600 px-4 text-[0.9375rem] font-semibold text-white hover:bg-accent-700 aria-disabled:cursor-wait aria-disabled:opacity-70"
        >
          {busy ? "Subscribing…" : "Subscribe"}
        </button>
      </div>
      <div id={feedbackId}>
        <Feedback message={message} className={look.feedback} />
      </div>
    </form>
  );
}
