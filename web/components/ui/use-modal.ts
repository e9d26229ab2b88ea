import { useEffect, useRef } from "react";

/**
 * Shows a native <dialog> as a modal while `open` (focus kept inside, the page behind inert)
 * and closes it otherwise; returns the ref for the <dialog>.
 */
export function useModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
