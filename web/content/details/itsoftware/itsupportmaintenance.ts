import { itMaintenanceArt } from "../../hero-art/details/itsoftware.ts";
import { companyStats } from "../../shared/company-stats.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "itsoftware",
  slug: "itsupportmaintenance",
  navLabel: "IT Support & Maintenance",
  icon: "wrench",
  meta: {
    title: "IT Support and Maintenance: Monitoring, Updates, Backups and Incident Support",
    description: `Preventive maintenance plans for servers, devices, websites and business systems: monitoring, patching, tested backups, ${companyStats.support.value} incident support and ${companyStats.slaUptime.value} SLA uptime.`,
  },
  hero: {
    eyebrow: "IT support and maintenance",
    title: "Keep every system patched, backed up and running",
    lead: `We monitor and maintain your servers, computers, websites and business applications, fix problems before staff notice them and, on a maintenance plan, answer incident calls ${companyStats.support.value} when something does break. Platforms we run target ${companyStats.slaUptime.value} SLA uptime.`,
    cta: { label: "Get a Support Plan" },
    secondaryLabel: "See What Is Maintained",
    art: itMaintenanceArt,
  },
  lead: [
    "Most outages are preventable. A disk fills up, a certificate expires, an update is skipped for months until a vulnerability is exploited. Maintenance is the unglamorous work of checking all of that on a schedule, so your systems stay boring and your team stays productive.",
    `Our maintenance plans combine continuous monitoring, scheduled updates, backups we actually test by restoring, and an incident line for when something breaks. Each month you get a short report of what we checked, what we changed and what needs a decision.`,
  ],
  columns: [
    {
      title: "What we maintain",
      items: [
        "Servers, virtual machines and cloud instances",
        "Staff laptops and desktops, with central patching",
        "Websites, web apps and their hosting",
        "Databases, e-mail and file-sharing services",
        "Firewalls, switches and Wi-Fi equipment",
      ],
    },
    {
      title: "What every plan includes",
      items: [
        "Round-the-clock monitoring with alerts to our engineers",
        "Operating system, software and security updates on a schedule",
        "Backups with regular test restores to prove they work",
        "SSL certificate, domain and licence expiry tracking",
        "Incident support for problems that stop work, on every plan",
        "A monthly report with health checks and recommendations",
      ],
    },
  ],
  quote: {
    text: "A backup is only a backup once you have restored from it. We test restores on a schedule, because the day you need one is the wrong day to find out it does not work.",
    attribution: "The rule our maintenance plans are built on",
  },
  offer: {
    title: "Support and maintenance services",
    items: [
      {
        title: "Proactive monitoring",
        description:
          "Health, capacity and security signals watched continuously, with issues fixed before they turn into outages.",
      },
      {
        title: "Patch management",
        description:
          "Updates tested and rolled out in a maintenance window, with a rollback plan for anything critical.",
      },
      {
        title: "Backup and recovery",
        description:
          "Automated, encrypted, off-site backups and documented recovery steps, tested by real restores.",
      },
      {
        title: "Incident response",
        description:
          "Incident support on your plan for outages and security events, with a written summary of cause and fix afterwards.",
      },
    ],
  },
  addons: {
    title: "Add to your plan",
    items: [
      {
        title: "On-site visits",
        description: "Scheduled engineer visits to your offices for hands-on work.",
      },
      {
        title: "Website care",
        description: "Content updates, plugin upgrades and speed checks for your website.",
      },
      {
        title: "Security monitoring",
        description: "Endpoint protection and alert review by our security team.",
      },
      {
        title: "Disaster recovery drills",
        description: "A full recovery rehearsal of a critical system, with a report.",
      },
    ],
  },
  why: {
    title: "Why clients rely on our maintenance plans",
    items: [
      {
        title: "Uptime that is measured",
        description:
          "Each platform has an uptime target, and the monthly report shows how it performed against it.",
      },
      {
        title: "Incident cover",
        description:
          "On your plan, an outage at night or on a weekend gets an engineer, not a voicemail.",
      },
      {
        title: "Prevention first",
        description:
          "Scheduled checks and updates remove the common causes of downtime before they reach your staff.",
      },
      {
        title: "Clear, short reporting",
        description:
          "A short page each month: what we checked, what we changed and what needs your decision.",
      },
    ],
    image: "it-infrastructure",
    imageAlt: "Monitored server racks connected to staff laptops through a network switch",
  },
  faq: [
    {
      question: `What does ${companyStats.support.value} incident support on a plan cover?`,
      answer:
        "Incidents that stop your business working, such as a server, website or network outage, at any hour. Routine requests are handled during business hours through the help desk.",
    },
    {
      question: `What does ${companyStats.slaUptime.value} SLA uptime mean in practice?`,
      answer:
        "It is the availability we design and operate the platforms we run to achieve, measured each month. Monitoring, redundancy and tested backups are how we keep to it, and the report shows the result.",
    },
    {
      question: "Can you maintain systems another company built?",
      answer:
        "Yes. We start with a review of the system and its hosting, fix anything risky, document what we find and then bring it into the maintenance schedule.",
    },
    {
      question: "Where are backups stored?",
      answer:
        "Encrypted, in a separate location from the original system, usually a different cloud region or provider. We agree retention with you and test restores regularly.",
    },
  ],
} satisfies DetailPage;
