import { site } from "#site/facts.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { openApkDownload } from "#web/lib/apk-download.ts";

export function InstallDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Install the ${site.brand.name} app`}
      description="Do you want to download the Android app (.apk)?"
    >
      <p className="text-sm text-slate-600">
        The file opens in a new tab. Android asks you to allow installs from your browser the first
        time.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          autoFocus
          onClick={() => {
            openApkDownload();
            onClose();
          }}
        >
          Download APK
        </Button>
      </div>
    </Dialog>
  );
}
