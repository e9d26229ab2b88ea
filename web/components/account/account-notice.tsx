import { useEffect, useState } from "react";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { Icon } from "#web/components/ui/icon.tsx";

/** Reads the message a page passes with navigate(to, { state: { notice } }). */
export function noticeFrom(state: unknown): string | null {
  if (!state || typeof state !== "object" || !("notice" in state)) return null;
  return typeof state.notice === "string" ? state.notice : null;
}

/**
 * A message that outlives the page that caused it (the account was deleted, the visitor is on
 * the home page now), shown at the foot of the screen until dismissed.
 */
export function AccountNotice({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  // Filled in after mounting, so screen readers announce it as a change.
  const [shown, setShown] = useState<string | null>(null);
  useEffect(() => setShown(message), [message]);
  return (
    <div className="fixed inset-x-4 bottom-4 z-40 mx-auto flex max-w-xl items-start gap-3 rounded-2xl border border-slate-200 bg-white py-3 pr-2 pl-5 shadow-[var(--shadow-lift)]">
      <Feedback message={shown} className="flex-1 py-2" />
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss message"
        className="grid size-11 shrink-0 place-items-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-ink-900"
      >
        <Icon name="x" aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
