import { cloudServicesArt } from "../../hero-art/details/itsoftware.ts";
import { companyStats } from "../../shared/company-stats.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "itsoftware",
  slug: "cloudservices",
  navLabel: "Cloud Services",
  icon: "cloud",
  meta: {
    title: "Managed Cloud Services: Hosting, Operations and Cost Control",
    description: `We run your cloud for you: secure set-up, monitoring, backups, scaling, cost control and a global CDN, with ${companyStats.slaUptime.value} SLA uptime and ${companyStats.support.value} incident support on plans.`,
  },
  hero: {
    eyebrow: "Managed cloud services",
    title: "A cloud platform that is secure, monitored and under budget",
    lead: `We set up, run and optimise your applications on AWS, Azure or Google Cloud: accounts, networking, security, monitoring, backups and cost control. Platforms we run target ${companyStats.slaUptime.value} SLA uptime, and a support plan adds ${companyStats.support.value} incident support.`,
    cta: { label: "Get a Cloud Plan" },
    secondaryLabel: "See What We Manage",
    art: cloudServicesArt,
  },
  lead: [
    "The cloud makes it easy to start and easy to lose control: a test server left running for months, storage open to the internet, a bill that grows faster than the business. Running cloud well needs the same discipline as running a data centre, with different tools.",
    "Our managed cloud service gives you that discipline. We build a secure foundation, deploy your applications through automated pipelines, watch them around the clock and review costs every month, so you get the flexibility of the cloud without the surprises.",
  ],
  columns: [
    {
      title: "What we manage",
      items: [
        "Cloud accounts, identities and permissions",
        "Virtual networks, firewalls and private connections",
        "Servers, containers and managed databases",
        "Automated deployments through CI/CD pipelines",
        "Content delivery through a global CDN",
        "Backups, disaster recovery and security updates",
      ],
    },
    {
      title: "What you get every month",
      items: [
        "Performance and availability, measured against the uptime target",
        "A cost report with savings identified and applied",
        "Security findings and the fixes we made",
        "Capacity forecast for the months ahead",
        "A review call with your cloud engineer",
      ],
    },
  ],
  quote: {
    text: "Every cloud resource should have an owner, a purpose and a budget. When one of them is missing, that is where the risk and the wasted money hide.",
    attribution: "The first rule of our cloud operations",
  },
  offer: {
    title: "Managed cloud services",
    items: [
      {
        title: "Cloud foundation",
        description:
          "Accounts, networking, identity and guardrails set up to best practice before any workload moves in.",
      },
      {
        title: "Operations and monitoring",
        description:
          "Continuous monitoring and alerting and, on a support plan, incident support from engineers who know your setup.",
      },
      {
        title: "Cost optimisation",
        description:
          "Right-sizing, reserved capacity and clean-up of idle resources, reported monthly with the savings made.",
      },
      {
        title: "Performance and CDN",
        description:
          "Caching, auto-scaling and a global CDN so pages and APIs stay fast for users wherever they are.",
      },
    ],
  },
  addons: {
    title: "Extend the service",
    items: [
      {
        title: "Compliance reporting",
        description: "Evidence of controls for ISO-ready audits and client questionnaires.",
      },
      {
        title: "Disaster recovery drills",
        description: "A planned failover rehearsal with a report of recovery times.",
      },
      {
        title: "Database administration",
        description: "Tuning, upgrades and query reviews for managed databases.",
      },
      {
        title: "DevOps support",
        description: "Pipeline and infrastructure-as-code changes for your development team.",
      },
    ],
  },
  why: {
    title: "Why clients let us run their cloud",
    items: [
      {
        title: "Reliability you can measure",
        description: `Platforms we run serve ${companyStats.dailyUsers.value} daily users across our clients, with uptime reported every month.`,
      },
      {
        title: "Costs kept in check",
        description:
          "Monthly reviews find idle and oversized resources, so the bill tracks your usage, not your history.",
      },
      {
        title: "Security built in",
        description:
          "Least-privilege access, encryption and DevSecOps pipelines are part of the foundation, not extras.",
      },
      {
        title: "Your accounts, your control",
        description:
          "Everything runs in cloud accounts you own, defined as code, so you can take it elsewhere at any time.",
      },
    ],
    image: "cloud",
    imageAlt: "A cloud linked to servers, containers and a deployment pipeline",
  },
  faq: [
    {
      question: "Which cloud providers do you work with?",
      answer:
        "AWS, Microsoft Azure and Google Cloud. We recommend one based on your applications, existing licences and where your users are.",
    },
    {
      question: "How is this different from your cloud solutions service?",
      answer:
        "Cloud solutions covers moving to the cloud and designing the architecture. Cloud services covers running it day to day afterwards: monitoring, security, backups and cost control.",
    },
    {
      question: "Can you reduce our current cloud bill?",
      answer:
        "Usually. A cost review finds idle resources, oversized servers and storage that can move to cheaper tiers. We show the savings before applying any change.",
    },
    {
      question: "Do we keep access to our cloud accounts?",
      answer:
        "Always. The accounts are yours, we work through roles you can revoke, and the whole setup is defined as code and documented.",
    },
  ],
} satisfies DetailPage;
