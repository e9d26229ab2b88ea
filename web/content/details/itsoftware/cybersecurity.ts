import { cybersecurityArt } from "../../hero-art/details/itsoftware.ts";
import { companyStats } from "../../shared/company-stats.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "itsoftware",
  slug: "cybersecurity",
  navLabel: "Cybersecurity",
  icon: "shield",
  meta: {
    title: "Cybersecurity: Assessments, Penetration Testing and Incident Readiness",
    description:
      "Find and fix weaknesses before attackers do: risk assessments, vulnerability scanning, penetration tests, secure code reviews, staff training and incident response plans.",
  },
  hero: {
    eyebrow: "Cybersecurity",
    title: "Find your weak points before someone else does",
    lead: "We assess your systems, applications and people the way an attacker would, then help you close the gaps in order of risk. You get clear findings, practical fixes and a plan for the day something goes wrong.",
    cta: { label: "Book a Security Assessment" },
    secondaryLabel: "See the Services",
    art: cybersecurityArt,
  },
  lead: [
    "Attackers do not need to be clever when a password is reused, a server is unpatched or a test page was left online. Most incidents exploit simple, findable weaknesses. Cybersecurity work is about finding them first and fixing them in the order that reduces the most risk.",
    "Every engagement ends with a report written for two audiences: a plain summary for management with risks ranked by business impact, and technical detail your developers and IT team can act on. We then retest to confirm each fix works.",
  ],
  columns: [
    {
      title: "What we assess",
      items: [
        "External attack surface: domains, servers and exposed services",
        "Web applications and APIs, including sign-in and permissions",
        "Internal networks, Wi-Fi and user devices",
        "Cloud accounts, storage and access policies",
        "Source code and software dependencies",
        "Staff awareness through simulated phishing",
      ],
    },
    {
      title: "What you receive",
      items: [
        "An executive summary with risks ranked by business impact",
        "Technical findings with evidence and step-by-step fixes",
        "A remediation plan your team can schedule",
        "A retest to confirm each fix closed its finding",
        "An incident response plan and contact sheet",
      ],
    },
  ],
  quote: {
    text: "A security report that frightens people and changes nothing has failed. Ours rank every finding by real-world risk and end with the fix, so the most dangerous gap closes first.",
    attribution: "How we write every assessment",
  },
  offer: {
    title: "Cybersecurity services",
    items: [
      {
        title: "Risk assessment",
        description:
          "A structured review of your assets, threats and controls, with a prioritised roadmap of improvements.",
      },
      {
        title: "Vulnerability scanning",
        description:
          "Regular automated scans of your internet-facing and internal systems, with findings triaged by our team.",
      },
      {
        title: "Penetration testing",
        description:
          "Hands-on testing of web apps, APIs and networks by specialists, within a scope and rules you approve.",
      },
      {
        title: "Secure development",
        description:
          "Code reviews, dependency checks and DevSecOps pipelines so new software ships without known flaws.",
      },
      {
        title: "Security awareness",
        description:
          "Short training and phishing simulations that teach staff to spot and report suspicious messages.",
      },
      {
        title: "Incident readiness",
        description:
          "A response plan, contact tree and tabletop exercise, so everyone knows their part if an incident happens.",
      },
    ],
  },
  why: {
    title: "Why companies trust our security team",
    items: [
      {
        title: "Builders who test",
        description:
          "Our testers work beside our developers, so findings come with fixes that fit how your software is built.",
      },
      {
        title: "Risk-ranked findings",
        description:
          "Issues are ranked by business impact and likelihood, not by how alarming they sound.",
      },
      {
        title: "Safe, agreed scope",
        description:
          "Every test runs under written rules of engagement, at times you approve, with a contact on call.",
      },
      {
        title: "Help when it counts",
        description: `On a support plan, ${companyStats.support.value} support for security incidents: containment, investigation and a clear account of what happened.`,
      },
    ],
    image: "security",
    imageAlt: "A shield with a padlock over a monitored network with one alert flagged",
  },
  faq: [
    {
      question: "What is the difference between a vulnerability scan and a penetration test?",
      answer:
        "A scan is automated and broad: it finds known weaknesses across many systems quickly. A penetration test is manual and deep: a specialist chains weaknesses together to show what an attacker could really reach.",
    },
    {
      question: "Will testing disrupt our systems?",
      answer:
        "Testing follows written rules of engagement you approve. Risky checks are run in agreed windows or against a staging copy, and we stop immediately if anything behaves unexpectedly.",
    },
    {
      question: "We are a small company. Are we really a target?",
      answer:
        "Most attacks are automated and indiscriminate: they look for weak passwords and unpatched systems anywhere. Small companies are often easier targets, and a right-sized assessment is affordable.",
    },
    {
      question: "Can you help with client security questionnaires?",
      answer:
        "Yes. We help you answer them accurately and fix the gaps they reveal, which also prepares you for ISO-ready audits.",
    },
    {
      question: "What should we do if we think we have been breached?",
      answer: `Contact us straight away, on the ${companyStats.support.value} incident line if you have a support plan. We help contain the incident, preserve evidence, restore systems safely and work out what was affected.`,
    },
  ],
} satisfies DetailPage;
