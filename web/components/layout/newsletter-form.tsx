import type { FormEvent } from "react";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { Field, type FieldLook } from "#web/components/ui/field.tsx";
import { useFormAction } from "#web/components/ui/use-form-action.ts";

const fallbackError = "❌ We could not subscribe you just now. Please try again later.";
const invalidAddress = "❌ Enter a full e-mail address, such as name@company.com.";

const pill =
  "min-h-11 w-full min-w-0 rounded-full border px-4 text-[0.9375rem] focus-visible:outline-2";

/** The box's two looks: one field with its button beside it (below it in the footer). */
const looks: Record<"footer" | "page", FieldLook & { feedback: string }> = {
  footer: {
    inline: true,
    label: "text-sm font-semibold text-white",
    hint: "mt-1 text-sm text-slate-400",
    control: `${pill} border-white/15 bg-white/5 text-white placeholder:text-slate-400 focus:border-accent-400 focus-visible:outline-accent-400 aria-invalid:border-red-300`,
    feedback: "mt-2 [&[data-tone=error]]:text-red-300 [&[data-tone=success]]:text-green-300",
    // The footer column is narrow: the address gets the full width, the button sits below it.
    row: "mt-3 grid gap-2",
  },
  page: {
    inline: true,
    label: "text-[0.9375rem] font-semibold text-ink-900",
    hint: "mt-1 text-sm text-slate-600",
    control: `${pill} border-slate-300 bg-white text-ink-900 placeholder:text-slate-500 hover:border-slate-400 focus:border-accent-600 focus-visible:outline-accent-500 aria-invalid:border-danger-700`,
    feedback: "mt-3",
    row: "mt-3 flex gap-2",
  },
};

/**
 * The newsletter box: in the footer of every page, and on the newsletter pages. With JavaScript
 * it posts in place, checks the address first and shows the server's answer; without it, it is a
 * native form whose answer is a page (/newsletter/check-your-inbox and the like). It only ever
 * reports what the server answered.
 */
export function NewsletterForm({ variant = "footer" }: { variant?: "footer" | "page" }) {
  const form = useFormAction();
  const look = looks[variant];
  const invalid = form.errorFor("email");

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.busy) return;
    const fields = event.currentTarget;
    const email = String(new FormData(fields).get("email") ?? "").trim();
    // The browser's own check has passed by now; this one also wants a dot in the domain.
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      form.show({ message: invalidAddress, field: "email" });
      return;
    }
    void form.run(async () => {
      // The API client loads on first use: every page carries this form, few visitors submit it.
      // If it cannot load, the browser posts the form natively, as it does without JavaScript.
      const api = await import("#web/lib/api.ts").catch(() => null);
      if (!api) {
        fields.submit();
        return null;
      }
      const result = await api.postJson<{ message: string }>(
        "/newsletter",
        { email },
        { token: null },
      );
      if (result.ok) {
        fields.reset();
        return { ok: true, message: result.data.message };
      }
      // Only a validation answer (4xx other than 404) is worth showing as it is.
      const usable = result.status >= 400 && result.status < 500 && result.status !== 404;
      return {
        message: usable && result.message ? `❌ ${result.message}` : fallbackError,
        field: result.field,
      };
    });
  }

  return (
    <form
      action="/api/newsletter"
      method="post"
      onSubmit={onSubmit}
      className={variant === "footer" ? "mt-5" : ""}
    >
      <Field
        look={look}
        label={variant === "footer" ? "Newsletter" : "Your e-mail address"}
        hint="Project notes and offers, about once a month. Confirm by e-mail; unsubscribe with one click."
        name="email"
        type="email"
        required
        maxLength={254}
        autoComplete="email"
        placeholder="you@company.com"
        error={invalid}
        // Typing again takes the mark off; the message stays until the next try.
        onChange={() => invalid && form.show({ message: form.message })}
        action={
          <button
            type="submit"
            aria-disabled={form.busy || undefined}
            className="min-h-11 shrink-0 rounded-full bg-accent-600 px-4 text-[0.9375rem] font-semibold text-white hover:bg-accent-700 aria-disabled:cursor-wait aria-disabled:opacity-70"
          >
            {form.busy ? "Subscribing…" : "Subscribe"}
          </button>
        }
      />
      <Feedback id={form.messageId} message={form.message} className={look.feedback} />
    </form>
  );
}
