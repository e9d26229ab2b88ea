import type { devices } from "#web/content/case-studies/schema.ts";
import { type FrameProps, MockupFrame } from "./mockup-frame.tsx";

export type Device = (typeof devices)[number];

/**
 * The device a real screenshot was taken on, drawn in markup around it: a browser window for a
 * desktop, a bezel for a phone or a tablet. The frame is decoration; the screenshot's own
 * alternative text says what it shows. The label is the browser bar's text (desktop only).
 * `data-device` names the frame for tests and styles.
 */
export function DeviceFrame({ device, label, children }: FrameProps & { device: Device }) {
  if (device === "desktop") {
    return (
      <div data-device="desktop">
        <MockupFrame kind="browser" label={label}>
          {children}
        </MockupFrame>
      </div>
    );
  }
  const phone = device === "phone";
  return (
    <div
      data-device={device}
      className={`relative bg-ink-900 shadow-[var(--shadow-lift)] ring-1 ring-ink-600 ${
        phone ? "rounded-[2.5rem] p-2.5" : "rounded-[2rem] p-3.5 sm:p-4"
      }`}
    >
      {/* The camera: above the screen on a tablet, a pill over the status bar on a phone. */}
      <span
        aria-hidden="true"
        className={`absolute left-1/2 z-10 -translate-x-1/2 rounded-full ${
          phone ? "top-4 h-5 w-16 bg-ink-950" : "top-1 size-1.5 bg-ink-600 sm:top-1.5"
        }`}
      />
      <div className={`overflow-hidden bg-white ${phone ? "rounded-[1.875rem]" : "rounded-xl"}`}>
        {children}
      </div>
    </div>
  );
}
