import { type ReactNode, useId } from "react";
import { CloseButton } from "#web/components/ui/close-button.tsx";
import { useModal } from "#web/components/ui/use-modal.ts";

/**
 * The bottom sheet below 768 px: full width, on the bottom edge, the content scrolling inside.
 * Its backdrop only dims, without the blur of other dialogs, so the page above stays readable
 * (marked important: the shared backdrop rule in app.css is unlayered, so it would win).
 */
const sheetClasses =
  "max-md:mx-0 max-md:mt-auto max-md:mb-0 max-md:w-full max-md:max-w-none max-md:max-h-[45dvh] max-md:overflow-hidden max-md:rounded-b-none max-md:backdrop:bg-ink-950/40! max-md:backdrop:backdrop-blur-none!";

/**
 * A modal built on native <dialog>: the browser traps focus inside, makes the page inert,
 * closes on Escape and returns focus to the opener.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  className = "",
  sheet = false,
  showOnLoad,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /**
   * Below 768 px, a bottom sheet instead of a centred box: at most 45% of the window high, its
   * content scrolling inside, so the page's headline stays in view above it (the home hero's
   * four-line headline ends 353 px down a 375 px phone; 55% of a 667 px window would cover it).
   * For invitations over a page, not for questions that need an answer before anything else.
   */
  sheet?: boolean;
  /**
   * Shown as the page arrives, before it has hydrated (lib/arrival-dialogs.ts): the
   * session-storage key that remembers the visitor closed it.
   */
  showOnLoad?: string;
}) {
  const { ref, dialogEvents } = useModal(open, onClose);
  const dialogId = useId();
  const titleId = useId();
  const descriptionId = useId();

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click; the keyboard closes it with Escape natively
    <dialog
      ref={ref}
      id={dialogId}
      data-show-on-load={showOnLoad}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      {...dialogEvents}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-0 text-slate-700 shadow-2xl ${
        sheet ? sheetClasses : ""
      } ${className}`}
    >
      {/* First in the dialog, so it takes the focus on opening (not a field, which would pull
          up a phone's keyboard); outside the scrolling part, so a sheet keeps it in view. */}
      <CloseButton
        label="Close"
        closes={dialogId}
        className="absolute top-3 right-3 z-10 bg-white/90 text-slate-500"
      />
      <div
        className={`p-6 sm:p-8 ${sheet ? "max-md:max-h-[45dvh] max-md:overflow-y-auto max-md:overscroll-contain max-md:pt-5" : ""}`}
      >
        <h2
          id={titleId}
          className={`pr-10 font-bold ${sheet ? "text-xl md:text-2xl" : "text-2xl"}`}
        >
          {title}
        </h2>
        {description && (
          <p id={descriptionId} className="mt-2 text-slate-600">
            {description}
          </p>
        )}
        <div className="mt-6">{children}</div>
      </div>
    </dialog>
  );
}
