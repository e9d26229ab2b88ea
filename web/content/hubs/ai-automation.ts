import type { FeatureCard } from "#web/components/hubs/feature-cards.tsx";
import type { HubContent } from "#web/components/hubs/hub-page.tsx";
import type { Step } from "#web/components/sections/steps.tsx";
import { aiAutomationArt } from "../hero-art/ai-automation.ts";
import { toContact } from "../shared/actions.ts";
import { toolsBand } from "./tools-band.ts";

export const aiAutomationContent = {
  path: "/services/aiautomation",
  meta: {
    title: "AI Automation Services",
    description:
      "AI chat assistants, workflow automation and document processing that connect to your inbox, CRM and spreadsheets, so routine work runs on its own.",
  },
  hero: {
    eyebrow: "AI automation",
    title: "Automate the busywork, keep the judgement",
    lead: "We connect AI to your inbox, CRM and spreadsheets, so routine tasks run on their own and your team spends its time on customers.",
    actions: [toContact("Automate a Workflow"), { label: "See How It Works", to: "#process" }],
    art: aiAutomationArt,
    summary: {
      title: "Good first automations",
      items: [
        "Answering common customer questions",
        "Routing leads into your CRM",
        "Reading invoices and order forms",
        "Weekly reports written for you",
      ],
      footer: "A first automation live in 2–4 weeks",
    },
  },
  sections: [
    {
      id: "services",
      tone: "muted",
      heading: { eyebrow: "What we automate", title: "Where AI saves the most time" },
      blocks: [
        {
          kind: "FeatureCards",
          tilt: 8,
          cards: [
            {
              title: "AI Chat & Support Assistants",
              description:
                "Assistants on your website and chat apps that answer from your own content and hand over to a person when needed.",
              icon: "bot",
            },
            {
              title: "Workflow Automation",
              description:
                "Leads, orders and requests moved between your apps automatically, with AI deciding what goes where.",
              icon: "workflow",
            },
            {
              title: "Document & Data Processing",
              description:
                "Invoices, forms and e-mails read, checked and entered into your systems without re-typing.",
              icon: "receipt",
            },
          ] satisfies FeatureCard[],
        },
      ],
    },
    {
      id: "process",
      heading: {
        eyebrow: "Our process",
        title: "Six steps from busywork to automatic",
        lead: "We start small, prove the value, then scale what works.",
      },
      blocks: [
        {
          kind: "Steps",
          steps: [
            {
              title: "Map the Work",
              description: "We list the repetitive tasks, who does them and how often.",
            },
            {
              title: "Pick Quick Wins",
              description:
                "Choose the automations with the biggest time saving and the lowest risk.",
            },
            {
              title: "Design the Flow",
              description:
                "Triggers, AI steps, checks and hand-overs to people, agreed on one page.",
            },
            {
              title: "Build & Connect",
              description:
                "We build the automation and connect it to your real tools and accounts.",
            },
            {
              title: "Test on Real Cases",
              description:
                "Run it on past examples and live traffic side by side before switching over.",
            },
            {
              title: "Launch & Monitor",
              description:
                "Go live with logs, alerts and a monthly review of what to automate next.",
            },
          ] satisfies Step[],
        },
      ],
    },
    toolsBand({
      id: "platforms",
      tone: "dark",
      heading: { eyebrow: "Platforms", title: "Works with the tools you already use" },
      label: "Automation platforms we work with",
      tools: ["Zapier", "Make", "n8n", "Zoho Flow", "OpenAI"],
    }),
  ],
  cta: {
    title: "Which task would you hand to AI first?",
    lead: "Tell us about one workflow that eats your team's time. We reply with how we would automate it.",
    action: toContact("Automate a Workflow"),
  },
} satisfies HubContent;
