import { contactResultPaths } from "#contract/contact-fields.ts";
import { newsletterConfirmDays, newsletterResultPaths } from "#contract/newsletter-fields.ts";
import { site } from "#site/facts.ts";
import { contactContent } from "./contact.ts";
import { toContact } from "./shared/actions.ts";

/**
 * The pages a visitor lands on after sending a form natively (without JavaScript) or opening a
 * link from a newsletter e-mail. Each states its outcome as static HTML.
 */

export const contactResults = {
  sent: {
    path: contactResultPaths.sent,
    meta: {
      title: "Message sent",
      description: `Your message has reached ${site.brand.name}. ${site.replyPromise.hero} Here is what happens next.`,
    },
    eyebrow: "Message received",
    title: "Thank you. Your message has reached us.",
    // The reply promise is said once, in "We reply" below.
    lead: "A member of our team reads every message.",
    actions: [
      { label: "Explore Our Services", to: "/services" },
      { label: "See Our Work", to: "/portfolio_webdev" },
    ],
    next: {
      title: "What happens next",
      steps: [
        {
          title: "We read it",
          description: "The right person on our team reads your message and notes what you need.",
        },
        {
          title: "We reply",
          description: `${site.replyPromise.hero} If we need a detail, we ask before we plan.`,
        },
        {
          title: "We plan together",
          description: "You get clear next steps: scope, timeline and price, in writing.",
        },
      ],
    },
    cta: {
      title: "Need an answer sooner?",
      lead: `Call us during office hours, ${site.hours.label.toLowerCase()}, or send another message.`,
      action: { label: "Send Another Message", to: "/contact#message" },
    },
  },
  error: {
    path: contactResultPaths.error,
    meta: {
      title: "Message not sent",
      description: `Your message to ${site.brand.name} has not been sent yet. Check the form, correct what it asks and send it again, or call us.`,
    },
    eyebrow: "Message not sent",
    title: "Your message has not been sent yet",
    lead: "Something in the form needs a fix. Everything you typed is still below: correct the field it names and send it again.",
    problem: "Check the form below and send it again.",
    formTitle: "Check and send again",
    cta: {
      title: "Rather talk it through?",
      lead: `Call us, or use the chat and e-mail options on the contact page. ${site.replyPromise.hero}`,
      action: toContact("See Every Way to Reach Us"),
    },
  },
  form: contactContent.form,
} as const;

export type NewsletterResultKey = keyof typeof newsletterResultPaths;

export type NewsletterResultPage = {
  path: string;
  meta: { title: string; description: string };
  eyebrow: string;
  title: string;
  lead: string;
  /** Shows a subscribe box on the page, for a second try. */
  form?: { title: string; lead: string };
};

const subscribeAgain = (title: string, lead: string) => ({ title, lead });

export const newsletterResults: Record<NewsletterResultKey, NewsletterResultPage> = {
  pending: {
    path: newsletterResultPaths.pending,
    meta: {
      title: "Check your inbox",
      description: `Confirm your subscription to the ${site.brand.name} newsletter with the link we just e-mailed you.`,
    },
    eyebrow: "Newsletter",
    title: "Check your inbox",
    lead: `We sent a confirmation link to the address you entered. Open it to start your subscription; it works for ${newsletterConfirmDays} days. If the address was already subscribed, there is nothing more to do.`,
    form: subscribeAgain(
      "No e-mail yet?",
      "Look in your spam or promotions folder first. Still nothing after a few minutes? Check the address and send it again.",
    ),
  },
  confirmed: {
    path: newsletterResultPaths.confirmed,
    meta: {
      title: "Subscription confirmed",
      description: `You are subscribed to the ${site.brand.name} newsletter: project notes and offers, about once a month.`,
    },
    eyebrow: "Newsletter",
    title: "You are subscribed",
    lead: "Thank you for confirming. Project notes and offers arrive about once a month, and every e-mail has a one-click unsubscribe link.",
  },
  unsubscribed: {
    path: newsletterResultPaths.unsubscribed,
    meta: {
      title: "Unsubscribed",
      description: `You are unsubscribed from the ${site.brand.name} newsletter and will get no more newsletters from us.`,
    },
    eyebrow: "Newsletter",
    title: "You are unsubscribed",
    lead: "You will get no more newsletters from us. Thank you for reading them.",
    form: subscribeAgain(
      "Changed your mind?",
      "Enter your address and confirm it from your inbox to subscribe again.",
    ),
  },
  linkInvalid: {
    path: newsletterResultPaths.linkInvalid,
    meta: {
      title: "Link expired",
      description: `This ${site.brand.name} newsletter link is no longer valid. Ask for a fresh confirmation link in a few seconds.`,
    },
    eyebrow: "Newsletter",
    title: "This link is not valid any more",
    lead: `Confirmation links work for ${newsletterConfirmDays} days and only until a newer one is sent. Enter your address and we will e-mail you a fresh link.`,
    form: subscribeAgain("Get a fresh link", "We send a new confirmation link to this address."),
  },
  invalid: {
    path: newsletterResultPaths.invalid,
    meta: {
      title: "Check the e-mail address",
      description: `We could not subscribe that address to the ${site.brand.name} newsletter. Check it for typos and try again.`,
    },
    eyebrow: "Newsletter",
    title: "Check the e-mail address",
    lead: "We could not subscribe that address. Check it for typos, such as a missing dot or domain, and try again.",
    form: subscribeAgain("Try again", "A full address looks like name@company.com."),
  },
  tooMany: {
    path: newsletterResultPaths.tooMany,
    meta: {
      title: "Please try again later",
      description: `Too many newsletter requests came from your connection in a short time. Please wait an hour and subscribe to ${site.brand.name} again.`,
    },
    eyebrow: "Newsletter",
    title: "Please try again later",
    lead: "We received several subscription requests from your connection in a short time. Please wait an hour, then try again.",
  },
};

export function newsletterResultFor(path: string): NewsletterResultPage | undefined {
  return Object.values(newsletterResults).find((page) => page.path === path);
}
