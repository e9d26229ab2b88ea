import type { ComponentProps, ReactNode, RefObject } from "react";
import { Feedback } from "./feedback.tsx";
import { Icon } from "./icon.tsx";

/**
 * The card that takes a visitor's form's place once the server has it: a ticked heading, which the
 * form focuses (`headingRef`) so a screen reader starts there, the outcome line the heading's
 * form left (`messageId`), then what comes next. The rest (an id, data attributes) is the card's.
 */
export function ConfirmationCard({
  title,
  headingRef,
  headingClassName = "",
  message,
  messageId,
  children,
  ...card
}: {
  title: ReactNode;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Extra classes of the heading, such as its focus ring's offset. */
  headingClassName?: string;
  message: string | null;
  messageId: string;
  children: ReactNode;
} & Omit<ComponentProps<"div">, "className" | "title" | "children">) {
  return (
    <div
      {...card}
      className="rounded-[var(--radius-card)] border border-success-700/30 bg-white p-6 sm:p-8"
    >
      <h3
        ref={headingRef}
        tabIndex={-1}
        className={`flex items-center gap-3 text-xl font-bold text-ink-900 ${headingClassName}`}
      >
        <Icon name="check" aria-hidden="true" className="size-6 shrink-0 text-success-700" />
        {title}
      </h3>
      <Feedback id={messageId} message={message} className="mt-3" />
      {children}
    </div>
  );
}
