import { links } from "#site/facts.ts";

/**
 * Opens the .apk's direct-download link in a new tab; if the browser blocks the new tab,
 * the file's view page opens here instead.
 */
export function openApkDownload(): void {
  const opened = window.open(links.apkDownload(), "_blank");
  if (opened) {
    opened.opener = null;
  } else {
    window.location.assign(links.apkView());
  }
}
