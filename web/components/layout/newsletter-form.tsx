import { type FormEvent, useId, useState } from "react";
import { Feedback } from "#web/components/ui/feedback";
import { postJson } from "#web/lib/api";

const fallbackError = "❌ We could not subscribe you just now. Please try again later.";

/**
 * The footer's newsletter box. It posts to the newsletter API, in place with JavaScript and as
 * a native form without it, and only ever reports what the server answered.
 */
export function NewsletterForm() {
  const inputId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "").trim();
    setBusy(true);
    setMessage(null);
    const result = await postJson<{ message: string }>("/newsletter", { email });
    setBusy(false);
    if (result.ok) {
      setMessage(result.data.message);
      form.reset();
    } else {
      // Only a validation answer (4xx other than 404) is worth showing as it is.
      const usable = result.status >= 400 && result.status < 500 && result.status !== 404;
      setMessage(usable && result.message ? result.message : fallbackError);
    }
  }

  return (
    <form action="/api/newsletter" method="post" onSubmit={onSubmit} className="mt-5">
      <label htmlFor={inputId} className="text-sm font-semibold text-white">
        Newsletter
      </label>
      <p className="mt-1 text-sm text-slate-400">Project notes and offers, about once a month.</p>
      <div className="mt-3 flex gap-2">
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@company.com"
          className="min-h-11 w-full min-w-0 rounded-full border border-white/15 bg-white/5 px-4 text-[0.9375rem] text-white placeholder:text-slate-400 focus:border-accent-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-accent-400"
        />
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 shrink-0 rounded-full bg-accent-600 px-4 text-[0.9375rem] font-semibold text-white hover:bg-accent-500 disabled:opacity-60"
        >
          Subscribe
        </button>
      </div>
      <Feedback
        message={message}
        className="mt-2 [&[data-tone=error]]:text-red-300 [&[data-tone=success]]:text-green-300"
      />
    </form>
  );
}
