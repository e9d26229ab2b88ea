import { fullAddress, site } from "#site/facts.ts";
import { companyStats } from "./shared/company-stats.ts";

/**
 * The privacy policy as data. It describes what this product really stores and sends; when the
 * product changes what it collects, change this text and `lastUpdated` with it.
 */

export type PrivacyBlock =
  | { kind: "p"; text: string }
  | { kind: "h3"; text: string }
  | { kind: "list"; items: ReadonlyArray<{ term?: string; text: string }> }
  /** The ways to send a privacy request: e-mail (with a subject line) and post. */
  | { kind: "request" };

export type PrivacySection = { id: string; title: string; blocks: readonly PrivacyBlock[] };

const brand = site.brand.name;

export const privacyContent = {
  meta: {
    title: "Privacy Policy",
    description: `How ${brand} collects, uses, stores and protects personal data on this website and its account area, and how to use your rights, including deletion.`,
  },
  hero: {
    eyebrow: "Legal",
    title: "Privacy Policy",
    lead: "What we collect when you use this website, why, how long we keep it and how you stay in control. Written to be read, not skimmed past.",
  },
  lastUpdated: { label: "September 2, 2025", iso: "2025-09-02" },
  requestSubject: "Privacy request",
  sections: [
    {
      id: "scope",
      title: "Scope and who we are",
      blocks: [
        {
          kind: "p",
          text: `This policy explains how ${brand} ("we", "us"), the IT, software and design company of ${site.parent.name}, handles personal data when you visit this website, create and use an account, send us a message, subscribe to our newsletter or contact us by phone, e-mail or chat.`,
        },
        {
          kind: "p",
          text: `${brand} is the controller of this data. Our address is ${fullAddress}. When we build or run systems for a client, we process the data in those systems on the client's instructions, under our contract with them; that client's own privacy policy then applies.`,
        },
      ],
    },
    {
      id: "information-we-collect",
      title: "Information we collect",
      blocks: [
        { kind: "h3", text: "What you give us" },
        {
          kind: "list",
          items: [
            {
              term: "Contact messages",
              text: "your first name, e-mail address and message, plus, if you choose to add them, your last name, company and phone number.",
            },
            {
              term: "Account data",
              text: "your name and e-mail address, and your password, which we store only as a one-way hash that no one, including us, can read back.",
            },
            {
              term: "Newsletter",
              text: "the e-mail address you subscribe with.",
            },
            {
              term: "Calls, e-mails and chat messages",
              text: "what you choose to tell us, your phone number or e-mail address, and the name your chat app shows us.",
            },
          ],
        },
        { kind: "h3", text: "What your account creates" },
        {
          kind: "list",
          items: [
            {
              term: "Referral records",
              text: "your personal referral code, which account referred you if you signed up with a code, which accounts signed up with yours, and whether each referral was credited, is waiting for the friend to confirm their e-mail address, or is being reviewed.",
            },
            {
              term: "Points records",
              text: "your points balance and a history of every change to it: referral rewards, redemptions and corrections, with the date of each.",
            },
            {
              term: "Security records",
              text: "whether you confirmed your e-mail address; your active log-in sessions and when each was last used, so that a session left unused for two hours ends; password-reset and confirmation links (stored only in a form no one can use); and a security log of log-ins, failed log-in attempts, sign-ups, confirmations, password changes, log-outs and account deletion, each with its time, the IP address and the browser type it came from. We never record passwords or links in it.",
            },
          ],
        },
        { kind: "h3", text: "What your browser sends and stores" },
        {
          kind: "list",
          items: [
            {
              term: "Technical data",
              text: "every browser sends its IP address, browser type and the page it asks for. We use this to deliver pages, keep the service secure and limit abuse such as repeated login attempts. When someone signs up with a referral code, we compare a scrambled form of the IP address with the referrer's recent ones, so that rewards go to real referrals; an administrator may review a referral that looks like someone referring themselves.",
            },
            {
              term: "Browser storage",
              text: "when you log in, your browser keeps your session token and a copy of your name, e-mail address and points so the dashboard can show them. Logging out removes them. The home page also remembers, for the current browser session only, that you closed the sign-up invitation, and each browser tab remembers, until you close it, that your visit has begun, so our visit statistics count its first page once.",
            },
            {
              term: "Visit statistics",
              text: "our own, run on our server: no cookie, no third party. For each page you open, a small script sends the page's address without anything after a question mark, the name of the website that linked to it (for example google.com, never the page you came from), the campaign tags in the link you followed (utm_source, utm_medium and utm_campaign), a referral code in the link, and whether your window is phone, tablet or desktop sized. The server adds the time and an anonymous visitor code: a one-way hash of your IP address and browser type with a random value that is replaced every day and then deleted. Your IP address and browser type themselves are not stored, and the code cannot tell us who you are or link your visits on different days. Browsers and programs that identify themselves as bots are not counted, nor are our own administration pages.",
            },
            {
              term: "What a visit led to",
              text: "when you send a contact message, sign up, confirm your address, confirm a newsletter subscription or redeem points, the statistics note that this happened and, if your visit was counted, the page the visit began on and where it came from. They record no name, e-mail address, account or message with it.",
            },
          ],
        },
        {
          kind: "p",
          text: "If your browser sends Do Not Track or Global Privacy Control, the script sends nothing and the server stores nothing about your visit; a message, sign-up or other step you take is counted without any link to a visit.",
        },
        {
          kind: "p",
          text: "We do not use cookies for advertising or statistics, third-party analytics or third-party scripts. The map on our contact page loads from Google Maps only when you click Load map; until then, no request goes to Google.",
        },
      ],
    },
    {
      id: "how-we-use-it",
      title: "How we use your information",
      blocks: [
        {
          kind: "list",
          items: [
            { text: "To answer your enquiry and prepare proposals, quotes and contracts." },
            {
              text: "To run your account: log-in, password resets, referral rewards, points and redemptions.",
            },
            {
              text: "To send the newsletter you asked for, until you unsubscribe or ask us to stop.",
            },
            {
              text: "To keep the website and your account secure, prevent fraud and spam, and fix faults.",
            },
            {
              text: "To meet our legal obligations, for example keeping business and tax records.",
            },
          ],
        },
        {
          kind: "p",
          text: "We do not sell your personal data, and we do not use it for automated decisions that have legal or similarly significant effects on you.",
        },
      ],
    },
    {
      id: "legal-bases",
      title: "Legal bases for processing",
      blocks: [
        {
          kind: "p",
          text: "Where data protection laws such as the GDPR require a legal basis, we rely on the following:",
        },
        {
          kind: "list",
          items: [
            {
              term: "Contract",
              text: "to provide your account and to take the steps you ask for before a contract, such as preparing a quote.",
            },
            {
              term: "Consent",
              text: "for the newsletter. You can withdraw consent at any time; this does not affect what we did before.",
            },
            {
              term: "Legitimate interests",
              text: "to answer enquiries, keep our services secure and improve them, including counting visits anonymously to learn which pages and sources bring enquiries, where those interests are not overridden by your rights.",
            },
            {
              term: "Legal obligation",
              text: "where the law requires us to keep or share records.",
            },
          ],
        },
      ],
    },
    {
      id: "chat-and-ai",
      title: "Chat messaging and AI processing",
      blocks: [
        { kind: "h3", text: "Chat messaging" },
        {
          kind: "p",
          text: "Our Chat With Us buttons open a third-party messaging app with a prefilled message. The app's provider handles your messages under its own terms and privacy policy. We see your phone number, display name and the messages you send us, and use them only to reply and to follow up on your enquiry.",
        },
        { kind: "h3", text: "AI processing" },
        {
          kind: "p",
          text: "This website does not run a chatbot and does not send your messages, account data or newsletter address to AI services. A person on our team reads every message you send us.",
        },
        {
          kind: "p",
          text: "If our team uses an AI-assisted tool, for example to translate or summarise a long enquiry, we share only what the task needs, use providers that are contractually barred from training their models on it, and a person reviews every reply before it is sent.",
        },
        {
          kind: "p",
          text: "When we build AI automations or deep-learning models for a client, we process the client's data only on their written instructions and do not reuse it for other clients or our own purposes.",
        },
      ],
    },
    {
      id: "sharing-and-retention",
      title: "Sharing, security and retention",
      blocks: [
        {
          kind: "p",
          text: "We share personal data only with service providers that help us run this website, such as hosting and e-mail delivery, under contracts that limit their use of it, and with authorities where the law requires it.",
        },
        {
          kind: "p",
          text: "We protect data with encrypted connections, hashed passwords and access limited to the people who need it.",
        },
        {
          kind: "list",
          items: [
            {
              term: "Account, referral and points records",
              text: "for as long as your account exists. When you delete your account, your name, e-mail address and password are erased at once; the anonymous record of points earned and paid out stays, without anything that identifies you, so every payment we made remains accountable.",
            },
            {
              term: "Security log",
              text: "180 days, then deleted automatically.",
            },
            {
              term: "Visit statistics",
              text: "each page view and step 90 days, then deleted automatically; the daily visitor code's random value one day. What stays are daily totals per page, source and campaign, which contain no visitor code.",
            },
            {
              term: "Contact messages",
              text: "for as long as we need them to answer you and follow up, and longer only if you become a client.",
            },
            {
              term: "Newsletter addresses",
              text: "until you unsubscribe or ask us to remove yours.",
            },
            {
              term: "Password-reset links and sent e-mails",
              text: "removed automatically once they have served their purpose.",
            },
          ],
        },
      ],
    },
    {
      id: "your-rights",
      title: "Your rights and how to ask for deletion",
      blocks: [
        {
          kind: "p",
          text: "Depending on where you live, you can ask us to: access the personal data we hold about you; correct it; delete it; restrict or object to how we use it; receive it in a portable format; and withdraw consent. You can also complain to your local data protection authority.",
        },
        {
          kind: "p",
          text: "To delete your account, open your account settings and choose to delete it; this erases your name, e-mail address, password and sessions straight away, and keeps only the anonymous record of points and payouts described above. To delete a contact message or a newsletter subscription, or to use any other right, write to us as shown below. We reply within one business day and will confirm it is you, usually by answering from the e-mail address we hold, before we act.",
        },
        { kind: "request" },
      ],
    },
    {
      id: "children",
      title: "Children's privacy",
      blocks: [
        {
          kind: "p",
          text: "This website and its account area are not directed to children under 13, and we do not knowingly collect personal data from them. If you believe a child under 13 has given us personal data, contact us and we will delete it.",
        },
      ],
    },
    {
      id: "international-transfers",
      title: "International transfers",
      blocks: [
        {
          kind: "p",
          text: `We are based in ${site.contact.address.country} and work with clients in ${companyStats.countries.value} countries, so your data may be processed in a country other than yours, including by our service providers. Where the law requires it, we protect such transfers with appropriate safeguards, such as standard contractual clauses.`,
        },
      ],
    },
    {
      id: "changes",
      title: "Changes to this policy",
      blocks: [
        {
          kind: "p",
          text: "We update this policy when our services or the law change. The date at the top shows the latest version. If a change materially affects how we use your data, we will tell account holders by e-mail before it takes effect.",
        },
      ],
    },
  ] satisfies PrivacySection[],
};

export type PrivacyContent = typeof privacyContent;
