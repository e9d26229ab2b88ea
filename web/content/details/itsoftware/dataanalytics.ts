import { dataAnalyticsArt } from "../../hero-art/details/itsoftware.ts";
import type { DetailPage } from "../schema.ts";

export default {
  section: "itsoftware",
  slug: "dataanalytics",
  navLabel: "Data Analytics",
  icon: "chart",
  meta: {
    title: "Data Analytics: Dashboards, Reporting and Data Pipelines",
    description:
      "Turn scattered data into decisions: agreed KPIs, automated pipelines, a clean data warehouse and dashboards your managers use. Discovery in 1–2 weeks.",
  },
  hero: {
    eyebrow: "Data analytics",
    title: "One version of the numbers, updated without anyone copying cells",
    lead: "We bring data from your sales, finance, operations and marketing systems into one place, agree the measures that matter and build dashboards that update themselves. Discovery takes 1–2 weeks.",
    cta: { label: "Get a Data Assessment" },
    secondaryLabel: "See What You Get",
    art: dataAnalyticsArt,
  },
  lead: [
    "The problem is rarely a lack of data. It is a lack of agreement on what the data says: sales counts revenue one way, finance another, and the weekly meeting starts with an argument about whose spreadsheet is right.",
    "We fix the foundations first: which figures matter, how each is defined and which system is the source. Then we automate the flow of data into a warehouse and build dashboards around the decisions your managers make, so the meeting starts with what to do about the numbers.",
  ],
  columns: [
    {
      title: "What you get",
      items: [
        "A KPI catalogue with an agreed definition for every measure",
        "Automated pipelines from your CRM, store, ERP and accounting",
        "A cloud data warehouse modelled for reporting",
        "Dashboards for leadership, sales, operations and finance",
        "Scheduled reports and alerts when a figure goes off track",
        "Training so your team can explore data on their own",
      ],
    },
    {
      title: "Questions we help answer",
      items: [
        "Which customers, products and channels are actually profitable?",
        "Where do leads stall between enquiry and sale?",
        "Which stock will run out, and which is tying up cash?",
        "How are branches, teams or campaigns performing against target?",
      ],
    },
  ],
  quote: {
    text: "A dashboard nobody opens is a cost, not an asset. We design every report around a decision someone makes regularly, and we check after launch that they use it.",
    attribution: "How we decide what to build",
  },
  offer: {
    title: "Data analytics services",
    items: [
      {
        title: "Data discovery (1–2 weeks)",
        description:
          "Interviews with decision makers, an inventory of data sources and a plan for the first dashboards.",
      },
      {
        title: "Data engineering",
        description:
          "Reliable, monitored pipelines that extract, clean and load data into a warehouse on a schedule.",
      },
      {
        title: "Dashboards and reporting",
        description:
          "Clear, fast dashboards in tools such as Power BI, Looker Studio or Metabase, built for each audience.",
      },
      {
        title: "Advanced analysis",
        description:
          "Forecasting, customer segmentation and churn analysis, with our AI team for predictive models.",
      },
    ],
  },
  why: {
    title: "Why teams trust our numbers",
    items: [
      {
        title: "Definitions before dashboards",
        description:
          "Every measure is defined and agreed in writing, so the same figure means the same thing in every meeting.",
      },
      {
        title: "Engineers, not just analysts",
        description:
          "Our software team builds pipelines that are tested, monitored and fixed when a source system changes.",
      },
      {
        title: "Secure handling of your data",
        description:
          "Role-based access, encrypted storage and no copies of personal data outside the systems you approve.",
      },
      {
        title: "Quick first results",
        description:
          "Discovery takes 1–2 weeks, and the first dashboard is built on real data straight after it.",
      },
    ],
    image: "data",
    imageAlt: "A dashboard with bar and line charts fed from a database",
  },
  faq: [
    {
      question: "Which data sources can you connect?",
      answer:
        "Most business systems with an API or database: CRMs such as Zoho and HubSpot, online stores, ERP and accounting software, ad platforms, spreadsheets and your own applications.",
    },
    {
      question: "Do we need a data warehouse?",
      answer:
        "If you report across more than one system, usually yes. A warehouse keeps history, joins sources reliably and stops dashboards slowing down your live systems. For a single source we may connect directly.",
    },
    {
      question: "Which dashboard tool should we use?",
      answer:
        "The one that fits your budget and the tools your team already has. We work with Power BI, Looker Studio and Metabase and recommend one after discovery.",
    },
    {
      question: "Can our team maintain the dashboards themselves?",
      answer:
        "Yes. We document the data model, train your staff and can stay on a support plan for changes to pipelines when source systems change.",
    },
  ],
} satisfies DetailPage;
