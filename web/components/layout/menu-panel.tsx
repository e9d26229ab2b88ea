import { type ReactNode, useEffect } from "react";
import { useLocation } from "react-router";
import { CloseButton } from "#web/components/ui/close-button.tsx";
import { useModal } from "#web/components/ui/use-modal.ts";

/** Where the menus give way to the header's links and the admin sidebar (Tailwind's lg). */
const WIDE = "(min-width: 64rem)";

/**
 * The menu below 1024 px, of the site and of the admin area: a side panel over an overlay,
 * built on a modal <dialog> so focus stays inside, the page behind is inert, Escape closes it
 * and focus returns to the button that opened it. Page scroll is locked while it is open
 * (app.css). It closes on every navigation, and when the window grows past 1024 px, where it is
 * hidden: a modal left open there would keep the page inert behind nothing.
 */
export function MenuPanel({
  id,
  open,
  onOpen,
  onClose,
  label,
  heading,
  children,
}: {
  /** Given, the dialog's id: a MenuButton with `controls` opens it before the page hydrates. */
  id?: string;
  open: boolean;
  /** The dialog was opened natively before hydration: the state catches up. */
  onOpen?: () => void;
  onClose: () => void;
  /** The dialog's accessible name. */
  label: string;
  /** The line beside the close button. */
  heading: ReactNode;
  children: ReactNode;
}) {
  const { ref, dialogEvents } = useModal(open, onClose);
  const { key } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every navigation, also to the page already shown
  useEffect(() => onClose(), [key]);

  // After the effect above: a menu a visitor opened before hydration stays open, and says so.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the page hydrates
  useEffect(() => {
    if (ref.current?.open && !open) onOpen?.();
  }, []);

  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(WIDE);
    const closeWhenWide = () => wide.matches && onClose();
    wide.addEventListener("change", closeWhenWide);
    return () => wide.removeEventListener("change", closeWhenWide);
  }, [open, onClose]);

  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={label}
      data-scroll-lock
      {...dialogEvents}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none bg-transparent p-0 backdrop:bg-transparent backdrop:backdrop-blur-none lg:hidden"
    >
      <div
        data-testid="drawer-overlay"
        aria-hidden="true"
        onClick={onClose}
        className="absolute inset-0 bg-ink-950/60"
      />
      <div className="absolute inset-y-0 right-0 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white text-slate-700 shadow-2xl">
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-3">
          <p className="font-bold text-ink-900">{heading}</p>
          <CloseButton
            label="Close menu"
            onClick={onClose}
            closes={id}
            className="text-slate-600"
            iconClassName="size-6"
          />
        </div>
        {children}
      </div>
    </dialog>
  );
}
