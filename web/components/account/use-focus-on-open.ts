import { useEffect, useRef } from "react";

/**
 * Focuses an element once it is shown, also inside a native dialog: showModal() runs after React's
 * autoFocus and moves focus to the dialog's first control (its close button), so the focus is
 * moved on the next frame instead. A prerendered form can be typed into before it hydrates: focus
 * already in a field stays where the visitor put it.
 */
export function useFocusOnOpen<T extends HTMLElement>(active: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!active) return;
    const frame = requestAnimationFrame(() => {
      if (document.activeElement?.matches("input, textarea, select")) return;
      ref.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [active]);
  return ref;
}
