import { type ComponentType, useState } from "react";
import { buttonClass } from "#web/components/ui/button.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { openApkDownload } from "#web/lib/apk-download.ts";

type InstallDialogProps = { onClose: () => void };

/**
 * Install Now: asks before downloading. The dialog's code loads on first click; if it cannot
 * load, the download starts directly rather than leaving the person stuck.
 */
export function InstallAppButton({ className = "" }: { className?: string }) {
  const [Dialog, setDialog] = useState<ComponentType<InstallDialogProps> | null>(null);
  const [open, setOpen] = useState(false);

  async function onClick() {
    if (Dialog) {
      setOpen(true);
      return;
    }
    try {
      const module = await import("./install-dialog.tsx");
      setDialog(() => module.InstallDialog);
      setOpen(true);
    } catch {
      openApkDownload();
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={onClick}
        className={buttonClass("secondary", "md", `w-full ${className}`)}
      >
        <Icon name="download" aria-hidden="true" className="size-4" />
        Install Now
      </button>
      {Dialog && open && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}
