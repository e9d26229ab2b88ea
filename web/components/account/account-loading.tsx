import type { ReactNode } from "react";
import { Icon } from "#web/components/ui/icon.tsx";

/** What an account page shows while it checks the session or loads its data. */
export function AccountLoading({ label = "Loading your account…" }: { label?: string }) {
  return (
    <section className="grid min-h-[60vh] place-items-center bg-slate-50 px-5" aria-busy="true">
      <WaitingLine>{label}</WaitingLine>
    </section>
  );
}

/** A spinner and what it waits for. */
export function WaitingLine({ children }: { children: ReactNode }) {
  return (
    // A page that waits for its code hydrates at once, without waiting for the visitor to act
    // (scripts/build/defer-hydration.ts).
    <p data-hydrate-at-once="" className="flex items-center gap-3 text-slate-600">
      <Icon
        name="loader-circle"
        aria-hidden="true"
        className="size-5 animate-spin text-accent-600"
      />
      {children}
    </p>
  );
}
