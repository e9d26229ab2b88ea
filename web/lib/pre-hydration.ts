/**
 * What a prerendered page does before its code runs (docs/decisions/008-account-doors-and-hydration.md).
 * The account doors' forms are in the first HTML, and their code arrives after the first paint:
 * a visitor can type and press the button before React has hydrated. A native submit would send
 * the password to a static page and lose the session the browser must store, so
 * `preHydrationScript` (inline, in every page's head, hashed in the CSP) holds the submit of any
 * form without an `action` and `replayHeldSubmit` sends it again once React listens. The typed
 * values stay in the inputs: hydration keeps the server's DOM nodes.
 *
 * The same script reads `?ref=` for the prerendered /signup, which cannot know it: it marks the
 * document before the first paint (CSS shows the referral hint, so nothing moves) and fills each
 * `data-from-query` input from the query once the body is parsed.
 */

declare global {
  interface Window {
    /** The form whose submit came before hydration (set by the inline script). */
    heldSubmit?: HTMLFormElement;
  }
}

export const preHydrationScript = [
  "(()=>{const root=document.documentElement,query=new URLSearchParams(location.search);",
  'if(query.get("ref")?.trim())root.dataset.referred="";',
  'addEventListener("DOMContentLoaded",()=>{',
  'for(const input of document.querySelectorAll("input[data-from-query]")){',
  "const value=query.get(input.dataset.fromQuery)?.trim();",
  "if(value&&!input.value)input.value=input.maxLength>0?value.slice(0,input.maxLength):value;}});",
  'addEventListener("submit",(event)=>{const form=event.target;',
  'if(root.dataset.hydrated||form.getAttribute("action"))return;',
  'event.preventDefault();window.heldSubmit=form;form.setAttribute("aria-busy","true");},true);})()',
].join("");

/** Sends the submit held before hydration through the form's own (now hydrated) handler. */
export function replayHeldSubmit() {
  const form = window.heldSubmit;
  window.heldSubmit = undefined;
  if (!form) return;
  form.removeAttribute("aria-busy");
  if (form.isConnected) form.requestSubmit();
}
