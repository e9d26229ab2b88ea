/**
 * Invoker commands (a button that opens or closes a dialog without script), in Chromium since
 * 135, Firefox since 144 and Safari since 26.2; React passes the lowercase attributes through, but
 * its types do not know them yet.
 */
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: "close" | "show-modal" | "request-close";
  }
}
