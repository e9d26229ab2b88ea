import type { ReactNode } from "react";
import { Icon } from "#web/components/ui/icon.tsx";

export type FrameKind = "browser" | "artboard";

/** What every frame is given: the screenshot or artwork inside, and the text on the frame. */
export type FrameProps = { label: string; children: ReactNode };

/** A browser window's top bar: its three buttons, and the address (the label) behind a lock. */
function BrowserBar({ label }: { label: string }) {
  return (
    <div
      aria-hidden="true"
      className="flex items-center gap-4 border-b border-slate-200 bg-slate-100 px-4 py-2.5"
    >
      <span className="flex shrink-0 gap-1.5">
        <span className="size-3 rounded-full bg-slate-300" />
        <span className="size-3 rounded-full bg-slate-300" />
        <span className="size-3 rounded-full bg-slate-300" />
      </span>
      <span className="mx-auto flex min-w-0 max-w-md flex-1 items-center gap-2 rounded-md border border-slate-200 bg-white px-3 py-1 text-sm text-slate-600">
        <Icon name="lock" className="size-3.5 shrink-0" strokeWidth={2} />
        <span className="truncate">{label}</span>
      </span>
      <span className="hidden w-[3.25rem] shrink-0 sm:block" />
    </div>
  );
}

/**
 * The frame a screenshot-style mockup sits in, drawn in markup around the artwork: a browser
 * window for sites and dashboards, a design tool's artboard for artwork and app screens. The
 * label is decoration (the picture's alternative text says what it shows).
 */
export function MockupFrame({ kind, label, children }: FrameProps & { kind: FrameKind }) {
  if (kind === "browser") {
    return (
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-[var(--shadow-lift)]">
        <BrowserBar label={label} />
        {children}
      </div>
    );
  }
  return (
    <div className="rounded-2xl border border-ink-700 bg-ink-900 bg-[radial-gradient(rgb(147_180_255/0.16)_1px,transparent_1px)] bg-[length:18px_18px] p-3 shadow-[var(--shadow-lift)] sm:p-6">
      <p
        aria-hidden="true"
        className="mb-2 flex items-center gap-2 text-xs font-medium text-accent-200 sm:mb-3 sm:text-sm"
      >
        <span className="inline-block size-2 rotate-45 bg-accent-400" />
        {label}
      </p>
      <div className="overflow-hidden rounded-lg ring-1 ring-accent-400/60">{children}</div>
    </div>
  );
}
