/**
 * Dialogs a page shows as it arrives, such as the home page's sign-up invitation (SPEC: shown on
 * first load until closed). The prerendered page holds them closed (`dialog[data-show-on-load]`,
 * the value a session-storage key); this shows them before React hydrates, which waits for the
 * visitor's first touch, key or scroll. Not to a signed-in visitor, and not again in a visit once
 * closed: their close button is a native command (components/ui/close-button.tsx), so closing
 * works without the app, and the close is remembered here.
 */

/** web/lib/token.ts's TOKEN_KEY; imported, it would pull the app's chunk into page-start's. */
const tokenKey = "token";

export function showArrivalDialogs() {
  for (const dialog of document.querySelectorAll<HTMLDialogElement>("dialog[data-show-on-load]")) {
    const dismissedKey = dialog.dataset.showOnLoad ?? "";
    try {
      if (localStorage.getItem(tokenKey) || sessionStorage.getItem(dismissedKey)) continue;
    } catch {
      // Storage refused (some private modes): the invitation shows, as it would on a first visit.
    }
    dialog.addEventListener(
      "close",
      () => {
        try {
          sessionStorage.setItem(dismissedKey, "1");
        } catch {
          // Nothing to remember it in: it shows again on the next page load.
        }
      },
      { once: true },
    );
    if (!dialog.open) dialog.showModal();
  }
}
