import { useId } from "react";
import { Icon } from "#web/components/ui/icon.tsx";
import { accountContent } from "#web/content/account.ts";
import { ResendVerification } from "./resend-verification.tsx";

const text = accountContent.dashboard.unverified;

/** Above the dashboard while the account's address is unconfirmed: what to do, and a new link. */
export function VerifyBanner({ email, onConfirmed }: { email: string; onConfirmed: () => void }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mb-6 rounded-[var(--radius-card)] border border-amber-200 bg-amber-50 p-5 sm:p-6"
    >
      <div className="flex items-start gap-3 sm:gap-4">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-white text-amber-800 ring-1 ring-amber-200"
        >
          <Icon name="mail" className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-semibold text-ink-900">
            {text.title}
          </h2>
          <p className="mt-1 text-[0.9375rem] [overflow-wrap:anywhere] text-slate-700">
            {text.lead(email)}
          </p>
          <p className="mt-1 text-[0.9375rem] text-slate-700">{text.noMail}</p>
          <ResendVerification onConfirmed={onConfirmed} className="mt-4" />
        </div>
      </div>
    </section>
  );
}
