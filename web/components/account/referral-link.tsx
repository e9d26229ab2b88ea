import { type ComponentProps, useEffect, useId, useRef, useState } from "react";
import type { ReferralSummary as Summary } from "#contract/user.ts";
import { Button, ButtonLink } from "#web/components/ui/button.tsx";
import { Feedback } from "#web/components/ui/feedback.tsx";
import { Icon } from "#web/components/ui/icon.tsx";
import { inputClass } from "#web/components/ui/input-class.ts";
import { accountContent } from "#web/content/account.ts";
import { DashboardCard } from "./dashboard-card.tsx";
import { ReferralSummary } from "./referral-summary.tsx";

const text = accountContent.dashboard.referral;

/** How long the button reads "Copied". */
const COPIED_MS = 2500;

/** The clipboard API where the browser allows it, else the old select-and-copy command. */
async function copyText(value: string, input: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    if (!input) return false;
    input.focus();
    input.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    }
  }
}

/**
 * The personal referral link (site origin + /signup?ref=CODE) with Copy Link and Share on
 * WhatsApp (a wa.me link with the referral URL), and what
 * became of the sign-ups with it (left out when that could not be loaded).
 */
export function ReferralLink({ link, summary }: { link: string; summary?: Summary | null }) {
  const inputId = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<"link" | "message" | false>(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  /** The link alone, or the message that says why to join with the link in it. */
  async function onCopy(what: "link" | "message") {
    const ok = await copyText(what === "link" ? link : text.shareText(link), input.current);
    setFailed(!ok);
    setCopied(ok && what);
    // Leaving the link selected after a failure lets the person copy it by hand.
    if (!ok) input.current?.select();
  }

  /** A copy button, a tick in place of its icon and "Copied" in place of its words a moment after. */
  const copyButton = (
    what: "link" | "message",
    label: string,
    look: Pick<ComponentProps<typeof Button>, "variant" | "className">,
  ) => (
    <Button onClick={() => void onCopy(what)} size="lg" {...look}>
      <Icon name={copied === what ? "check" : "copy"} aria-hidden="true" className="size-4" />
      {copied === what ? text.copied : label}
    </Button>
  );

  return (
    <DashboardCard icon="link-2" title={text.title}>
      <p className="mt-1 text-[0.9375rem] text-slate-600">{text.lead}</p>
      <label htmlFor={inputId} className="sr-only">
        {text.label}
      </label>
      <div className="mt-4 flex flex-col gap-3">
        {/* A text area, not an input: the link wraps instead of being cut, so the code at its
            end stays readable on a 320 px phone. As tall as its lines where the browser can
            size it to its content (field-sizing), else two lines. */}
        <textarea
          ref={input}
          id={inputId}
          readOnly
          rows={2}
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClass} field-sizing-content resize-none py-3 text-[0.9375rem] leading-snug`}
        />
        <div className="flex flex-wrap gap-3">
          {copyButton("link", text.copy, { className: "sm:min-w-40" })}
          {copyButton("message", text.copyMessage, { variant: "secondary" })}
          {/* A plain link: nothing reaches WhatsApp unless the person clicks it. */}
          <ButtonLink
            to={`https://wa.me/?text=${encodeURIComponent(text.shareText(link))}`}
            target="_blank"
            rel="noopener noreferrer"
            variant="secondary"
            size="lg"
          >
            <Icon name="message" aria-hidden="true" className="size-4" />
            {text.whatsapp}
            <span className="sr-only"> {text.newTab}</span>
          </ButtonLink>
        </div>
      </div>
      <p role="status" className="sr-only">
        {copied === "link"
          ? text.copiedAnnouncement
          : copied === "message"
            ? text.copiedMessageAnnouncement
            : ""}
      </p>
      {failed && <Feedback message={text.copyFailed} className="mt-3" />}
      {summary && <ReferralSummary summary={summary} />}
      <ol className="mt-6 grid gap-3 border-t border-slate-200 pt-5 text-[0.9375rem] text-slate-700">
        {text.steps.map((step, index) => (
          <li key={step} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="grid size-6 shrink-0 place-items-center rounded-full bg-accent-50 text-xs font-bold text-accent-800"
            >
              {index + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
    </DashboardCard>
  );
}
