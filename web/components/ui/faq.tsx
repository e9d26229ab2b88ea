import { Icon } from "#web/components/ui/icon.tsx";

export type FaqItem = { question: string; answer: string };

/** Two-digit numbering of the specification: 01, 02, ... */
export function faqNumber(index: number): string {
  return String(index + 1).padStart(2, "0");
}

/**
 * An accordion of questions built on <details>, so it works by keyboard, with assistive
 * technology and without JavaScript.
 */
export function Faq({ items, className = "" }: { items: readonly FaqItem[]; className?: string }) {
  return (
    <div
      className={`divide-y divide-slate-200 rounded-[var(--radius-card)] border border-slate-200 bg-white ${className}`}
    >
      {items.map((item, index) => (
        <details key={item.question} className="group">
          <summary className="flex cursor-pointer list-none items-start gap-4 px-5 py-5 text-left font-semibold text-ink-900 hover:text-accent-700 sm:px-6 [&::-webkit-details-marker]:hidden">
            <span
              aria-hidden="true"
              className="font-mono text-sm leading-7 text-accent-700 tabular-nums"
            >
              {faqNumber(index)}
            </span>
            <span className="flex-1 leading-7">{item.question}</span>
            <Icon
              name="chevron-down"
              aria-hidden="true"
              className="mt-1 size-5 shrink-0 text-slate-500 transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-6 pl-14 text-slate-600 sm:px-6 sm:pl-[3.75rem]">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
