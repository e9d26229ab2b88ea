import { referralCodeSource } from "#contract/referral-code.ts";

/**
 * What a prerendered page does before its code runs (docs/decisions/008-account-doors-and-hydration.md,
 * 009-hydrate-on-intent.md). Its forms and buttons are in the first HTML, and React hydrates
 * only once the visitor touches, types or scrolls: a visitor can press a button before React
 * listens. A native submit would send the password to a static page and lose the session the
 * browser must store, so `preHydrationScript` (inline, in every page's head, hashed in the CSP)
 * holds the submit of any form without an `action` (a dialog's form closes it natively), and
 * the click of a button that only script gives meaning to (not a form's submit button, nor one
 * with a native command), and a "/" typed outside a field (the search's shortcut);
 * `replayHeldInput` sends them again once React listens. The typed
 * values stay in the inputs: hydration keeps the server's DOM nodes.
 *
 * The same script reads `?ref=` for the prerendered /signup, which cannot know it: it marks the
 * document before the first paint (CSS shows the invitation banner and the referral hint, so
 * nothing moves), asks the server for the inviter's first name (GET /api/invitations/inviter),
 * and fills each `data-from-query` input from the query once the body is parsed.
 */

declare global {
  interface Window {
    /** The form whose submit came before hydration (set by the inline script). */
    heldSubmit?: HTMLFormElement;
    /** The button whose click came before hydration (set by the inline script). */
    heldClick?: HTMLButtonElement;
    /** "/" pressed outside a field before hydration: the site search's shortcut (set by the inline script). */
    heldSearchKey?: boolean;
  }
}

export const preHydrationScript = [
  "(()=>{const root=document.documentElement,query=new URLSearchParams(location.search);",
  'const ref=query.get("ref")?.trim();if(ref){root.dataset.referred="";',
  // The invitation's first name (letters and joiners only: the server's answer is checked
  // again here), as a stylesheet string: React's markup stays as prerendered.
  // Only a code that can be one: a made-up `ref` asks nothing (and logs no 400).
  `const code=ref.toUpperCase();if(location.pathname==="/signup"&&/${referralCodeSource}/.test(code))`,
  'fetch("/api/invitations/inviter?code="+encodeURIComponent(code))',
  ".then((answer)=>answer.ok?answer.json():null).then((found)=>{const name=found?.firstName;",
  'if(typeof name==="string"&&/^[\\p{L}\\p{M}\'’-]{1,40}$/u.test(name)){',
  'root.style.setProperty("--inviter",JSON.stringify(name));root.dataset.inviter="";}}).catch(()=>{});}',
  'addEventListener("DOMContentLoaded",()=>{',
  'for(const input of document.querySelectorAll("input[data-from-query]")){',
  "const value=query.get(input.dataset.fromQuery)?.trim();",
  "if(value&&!input.value)input.value=input.maxLength>0?value.slice(0,input.maxLength):value;}});",
  'addEventListener("submit",(event)=>{const form=event.target;',
  'if(root.dataset.hydrated||form.getAttribute("action")||form.method==="dialog")return;',
  'event.preventDefault();window.heldSubmit=form;form.setAttribute("aria-busy","true");},true);',
  'addEventListener("click",(event)=>{if(root.dataset.hydrated)return;',
  'const button=event.target.closest?.("button");',
  'if(!button||button.disabled||(button.form&&button.type!=="button")||button.hasAttribute("commandfor")||button.hasAttribute("popovertarget"))return;',
  "window.heldClick=button;},true);",
  'addEventListener("keydown",(event)=>{if(root.dataset.hydrated||event.key!=="/"||event.ctrlKey||event.metaKey||event.altKey||event.target.closest?.("input,textarea,select,[contenteditable]"))return;',
  "event.preventDefault();window.heldSearchKey=true;});})()",
].join("");

/**
 * Sends what was held before hydration through the page's own (now hydrated) handlers: the
 * form's submit with what was typed, then the last button pressed.
 */
export function replayHeldInput() {
  const form = window.heldSubmit;
  const button = window.heldClick;
  const searchKey = window.heldSearchKey;
  window.heldSubmit = undefined;
  window.heldClick = undefined;
  window.heldSearchKey = undefined;
  if (form) {
    form.removeAttribute("aria-busy");
    if (form.isConnected) form.requestSubmit();
  }
  if (button?.isConnected) button.click();
  if (searchKey) document.dispatchEvent(new KeyboardEvent("keydown", { key: "/", bubbles: true }));
}
