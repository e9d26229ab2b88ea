import { useEffect, useState } from "react";
import { CloseButton } from "#web/components/ui/close-button.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";

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
      <CloseButton
        label="Dismiss message"
        onClick={onDismiss}
        className="shrink-0 text-slate-500"
      />
    </div>
  );
}
