import { securitySolutionsArt } from "../../hero-art/details/itsoftware.ts";
import { companyStats } from "../../shared/company-stats.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "itsoftware",
  slug: "securitysolutions",
  navLabel: "Security Solutions",
  icon: "lock",
  meta: {
    title: "Security Solutions: Firewalls, Endpoint Protection, MFA and Backups",
    description:
      "The security controls every business needs, deployed and managed: next-generation firewalls, endpoint protection, e-mail filtering, multi-factor sign-in and backups.",
  },
  hero: {
    eyebrow: "Security solutions",
    title: "The right security controls, deployed properly and kept up to date",
    lead: "We select, install and manage the protective layer your business runs on: firewalls, endpoint protection, e-mail filtering, multi-factor sign-in, encrypted backups and physical access control. Each one configured for your risks, not left on factory defaults.",
    cta: { label: "Request a Security Review" },
    secondaryLabel: "See the Solutions",
    art: securitySolutionsArt,
  },
  lead: [
    "Buying security products is easy. Getting value from them is not: a firewall with every port open, antivirus that stopped updating, multi-factor sign-in that half the staff skipped. A control that was bought but never finished protects nothing, yet it still shows up on the invoice.",
    "We start with a security review of what you have, then design a layered set of controls that fits your size and risk. We deploy them, tune them to your environment and manage them, so protection keeps pace with new threats and new staff.",
  ],
  columns: [
    {
      title: "Solutions we deploy",
      items: [
        "Next-generation firewalls with web filtering",
        "Endpoint protection and response on every device",
        "E-mail filtering against phishing, malware and spoofing",
        "Multi-factor sign-in and single sign-on",
        "Encrypted, off-site, tested backups",
        "CCTV and door access control for offices and server rooms",
      ],
    },
    {
      title: "How we work",
      items: [
        "A security review of your current controls and gaps",
        "A layered design matched to your risks and budget",
        "Staged deployment that keeps staff working",
        "Tuning to cut false alarms without missing real ones",
        "Ongoing management, updates and alert review",
      ],
    },
  ],
  quote: {
    text: "No single product makes a business safe. Layers do: if a phishing e-mail gets through the filter, multi-factor sign-in stops the stolen password, and the endpoint agent stops what comes next.",
    attribution: "The principle behind every design we deliver",
  },
  offer: {
    title: "Security solutions we provide",
    items: [
      {
        title: "Network security",
        description:
          "Firewalls, segmented networks and secure VPNs so only the right traffic reaches your systems.",
      },
      {
        title: "Endpoint security",
        description:
          "Protection, encryption and central management for laptops, desktops and phones, in the office or remote.",
      },
      {
        title: "Identity and access",
        description:
          "Multi-factor sign-in, single sign-on and access reviews so former staff and old accounts cannot get in.",
      },
      {
        title: "Physical security",
        description:
          "CCTV and door access control integrated with your network and managed alongside your IT.",
      },
    ],
  },
  why: {
    title: "Why businesses choose our security solutions",
    items: [
      {
        title: "Configured, not just installed",
        description:
          "Every control is tuned to your environment and documented, so you know what it protects and how.",
      },
      {
        title: "Vendor-neutral advice",
        description:
          "We recommend products that fit your size and budget, and make the most of licences you already own.",
      },
      {
        title: "Managed after deployment",
        description: `Updates, alert review and, on a support plan, ${companyStats.support.value} support for security incidents, by the engineers who built the setup.`,
      },
      {
        title: "Ready for audits",
        description:
          "Controls and records organised the way ISO-ready and client security questionnaires expect them.",
      },
    ],
    image: "security",
    imageAlt: "A shield with a padlock protecting a monitored network",
  },
  faq: [
    {
      question: "How is this different from your cybersecurity service?",
      answer:
        "Security solutions are the protective products and controls themselves, deployed and managed. Cybersecurity is the assessment side: finding weaknesses through testing, planning responses and training people.",
    },
    {
      question: "We already have antivirus. Is that enough?",
      answer:
        "Rarely. Antivirus covers one layer. Most attacks start with a phishing e-mail or a stolen password, so e-mail filtering, multi-factor sign-in and backups matter at least as much.",
    },
    {
      question: "Will new security controls slow my team down?",
      answer:
        "They should not. We roll out in stages, use single sign-on to cut repeated logins and tune controls so staff see as few prompts and false alarms as possible.",
    },
    {
      question: "Can you work with the security products we already pay for?",
      answer:
        "Yes. The security review often finds features already included in your licences that were never switched on. We use those first.",
    },
  ],
} satisfies DetailPage;
