import { site } from "#site/facts.ts";
import type { CaseStudy } from "./schema.ts";

/**
 * Case studies of the Web & App gallery (/portfolio_webdev).
 * STAND-IN: clients are anonymous by sector and every figure is a placeholder drawn from the
 * specification's own terms; replace each with the project's reported figure before launch.
 */
export const webAppCaseStudies = [
  {
    slug: "ecommerce-platform",
    meta: {
      title: "E-commerce platform for an apparel retailer",
      description:
        "Case study: a fast catalogue, a one-page mobile checkout and weekly store management for a Karachi apparel retailer, live three weeks after kick-off.",
    },
    hero: {
      title: "A phone-first store that turned direct messages into checkouts",
      lead: "A Karachi apparel retailer was taking orders by direct message because its template store was slow on phones. We rebuilt the store around a fast catalogue and a one-page checkout, launched it in three weeks and kept running the weekly store work.",
    },
    client: {
      sector: "A Karachi apparel retailer", // STAND-IN: anonymous by sector
      context: "Ready-to-wear and unstitched fabric, sold online across Pakistan",
    },
    timeline: "3 weeks to go-live", // STAND-IN
    services: ["Web design", "E-commerce build", "Store management"],
    problem: {
      title: "Orders arrived by message, not by checkout",
      paragraphs: [
        "Shoppers found the brand on social media, then asked for prices and sizes by direct message. The old store took several seconds to open on mobile data and its checkout ran over four screens, so visitors gave up and sent a message instead.",
        "Every new collection meant a day of manual uploads, and stock in the store rarely matched the warehouse.",
      ],
      pains: [
        "Product pages slow to open on a phone",
        "A four-screen checkout that lost customers",
        "Stock corrected by hand after every sale",
        "Order questions answered one message at a time",
      ],
    },
    build: {
      title: "A store built for the phone first",
      lead: "We designed every page at phone width, then brought the same store to the desktop.",
      steps: [
        {
          title: "Catalogue and search",
          description:
            "Collections, size and colour filters and a search that answers as you type, with pictures in modern formats so pages open quickly on mobile data.",
        },
        {
          title: "One-page checkout",
          description:
            "Address, delivery and payment on one screen, with cash on delivery, cards and wallets, and an order confirmation by e-mail.",
        },
        {
          title: "Stock and order workflows",
          description:
            "Stock follows the warehouse sheet every hour, and orders move from paid to packed to shipped with one click while the customer sees each step.",
        },
        {
          title: "Weekly store management",
          description:
            "After launch we load each new collection, set up seasonal sales and send a weekly sales report, so the team can spend its time on design and buying.",
        },
      ],
    },
    stack: [
      { name: "Shopify", role: "Store platform and checkout" },
      { name: "Liquid", role: "Custom theme" },
      { name: "Figma", role: "Design and prototypes" },
      { name: "Google Sheets", role: "Warehouse stock feed" },
      { name: "Google Analytics 4", role: "Sales and checkout reporting" },
    ],
    figures: [
      {
        value: "3 weeks", // STAND-IN
        label: "From kick-off to go-live",
        basis: "Inside the 2–4 weeks we quote for small and mid-sized stores",
      },
      {
        value: "1 page", // STAND-IN
        label: "Checkout, down from four screens",
        basis: "The live store's checkout flow",
      },
      {
        value: "+38%", // STAND-IN
        label: "Orders placed on a phone in the first month",
        basis: "Store analytics, first month against the month before launch",
      },
    ],
    quote: {
      text: "The customers were already on their phones. Our job was to stop sending them somewhere slower.",
      attribution: `Project lead, ${site.brand.name}`,
    },
    mockup: {
      frame: "browser",
      label: "Storefront · home",
      caption:
        "The storefront on a desktop browser, with the cart and one-page checkout on a phone.",
    },
    service: { label: "E-commerce services", to: "/services/ecommerce" },
    cta: {
      title: "Want a store that sells on every screen?",
      lead: `Tell us what you sell and where. Most small and mid-sized stores go live in 2–4 weeks. ${site.replyPromise.hero}`,
      action: { label: "Start Your Store", to: "/contact" },
    },
  },
  {
    slug: "corporate-website",
    meta: {
      title: "Corporate website for a services group",
      description:
        "Case study: new messaging, a content system the marketing team edits and enquiry routing per business unit for a Karachi engineering services group.",
    },
    hero: {
      title: "A corporate website that sends each enquiry to the right desk",
      lead: "An engineering and facilities services group had outgrown a ten-year-old site. We rewrote the messaging around buyers' questions, rebuilt the site on a content system the marketing team edits, and launched in four weeks.",
    },
    client: {
      sector: "A Karachi engineering services group", // STAND-IN: anonymous by sector
      context: "Four business units serving industrial and commercial clients",
    },
    timeline: "4 weeks to launch", // STAND-IN
    services: ["Messaging and sitemap", "Web design", "Website build", "Technical SEO"],
    problem: {
      title: "Four business units, one contact form",
      paragraphs: [
        "The old site listed every service on one long page and sent every enquiry to a single inbox. Someone forwarded each message by hand, and replies took days.",
        "Buyers could not find project references, and the marketing team needed a developer to change a phone number.",
      ],
      pains: [
        "No clear path for each kind of buyer",
        "Every enquiry forwarded by hand",
        "References buried in PDF brochures",
        "No page editable without a developer",
      ],
    },
    build: {
      title: "A site organised the way buyers decide",
      lead: "We started from the questions buyers ask before they call, then designed pages that answer them in that order.",
      steps: [
        {
          title: "Messaging and sitemap",
          description:
            "Two workshops with the unit heads produced one positioning line, a page per business unit and a sitemap built around buyers' questions.",
        },
        {
          title: "Design and page templates",
          description:
            "A confident dark hero, sector proof and service cards, designed at phone width first and reused across every page type.",
        },
        {
          title: "Enquiry routing",
          description:
            "The form asks what the enquiry is about and sends it to that unit's inbox, with a copy logged for the sales manager.",
        },
        {
          title: "Content system and SEO",
          description:
            "Editors change pages, references and vacancies themselves. Structured data, clean addresses and fast pages were in place on launch day.",
        },
      ],
    },
    stack: [
      { name: "React", role: "Page templates" },
      { name: "Node.js", role: "Forms and enquiry routing" },
      { name: "Headless CMS", role: "Pages, references, vacancies" },
      { name: "Figma", role: "Design system" },
      { name: "Search Console", role: "Indexing and search reports" },
    ],
    figures: [
      {
        value: "4 weeks", // STAND-IN
        label: "From first workshop to launch",
        basis: "Inside the 2–4 weeks we quote for mid-sized sites",
      },
      {
        value: "1 day", // STAND-IN
        label: "Typical reply to an enquiry, down from several",
        basis: "The sales team's reply log, first quarter after launch",
      },
      {
        value: "99.9%", // STAND-IN
        label: "Uptime target on our hosting",
        basis: "Our hosting target, monitored around the clock",
      },
    ],
    quote: {
      text: "A corporate site earns its keep when the right person answers the right enquiry the same day.",
      attribution: `Project lead, ${site.brand.name}`,
    },
    mockup: {
      frame: "browser",
      label: "Corporate site · home",
      caption: "The home page on a laptop, with the same page on a phone.",
    },
    service: { label: "Web development services", to: "/services/webdevelopment" },
    cta: {
      title: "Does your website route enquiries nowhere?",
      lead: `Send us your current site and the buyers you want to reach. ${site.replyPromise.hero}`,
      action: { label: "Plan Your Website", to: "/contact" },
    },
  },
  {
    slug: "crm-automation",
    meta: {
      title: "Zoho CRM automation for a B2B distributor",
      description:
        "Case study: a Zoho CRM pipeline, automatic lead routing and follow-up workflows for the eight-person sales team of a B2B packaging distributor.",
    },
    hero: {
      title: "A Zoho CRM that follows up so the sales team does not have to",
      lead: "A packaging distributor ran its sales pipeline in a shared spreadsheet. We set up Zoho CRM around how the team sells, routed new leads automatically and replaced manual reminders with workflows. The first pipeline went live in three weeks.",
    },
    client: {
      sector: "A B2B packaging distributor", // STAND-IN: anonymous by sector
      context: "Eight sales reps covering three cities and export accounts",
    },
    timeline: "3 weeks to a live pipeline", // STAND-IN
    services: ["Zoho CRM set-up", "Workflow automation", "Data migration", "Team training"],
    problem: {
      title: "Leads went cold in a shared spreadsheet",
      paragraphs: [
        "Web enquiries, trade-show contacts and repeat orders all landed in one spreadsheet. Reps picked leads by habit, follow-ups lived in personal calendars, and the weekly pipeline report took the sales director an afternoon.",
      ],
      pains: [
        "No owner for a new lead",
        "Follow-ups remembered, or not",
        "A pipeline report built by hand every week",
        "Customer history spread across inboxes",
      ],
    },
    build: {
      title: "A pipeline that matches how they sell",
      lead: "We mapped the sales process on a whiteboard with the team before changing a single setting.",
      steps: [
        {
          title: "Discovery",
          description:
            "A week of interviews and shadowing gave us the stages a deal really passes through, the fields reps actually use and the rules for who owns what.",
        },
        {
          title: "Pipeline and permissions",
          description:
            "Stages, fields, layouts and roles in Zoho CRM, so each rep sees their own deals and managers see the whole pipeline.",
        },
        {
          title: "Lead routing and follow-up",
          description:
            "Web and trade-show leads go to a rep by territory, and workflows create the follow-up e-mail and task at every stage.",
        },
        {
          title: "Migration and training",
          description:
            "Four years of spreadsheet records cleaned, de-duplicated and imported, then two training sessions and a one-page guide for each role.",
        },
      ],
    },
    stack: [
      { name: "Zoho CRM", role: "Pipeline, workflows and reports" },
      { name: "Zoho Forms", role: "Web and trade-show lead capture" },
      { name: "Deluge", role: "Custom routing functions" },
      { name: "Zoho Analytics", role: "Sales dashboards" },
      { name: "Google Workspace", role: "Mail and calendar sync" },
    ],
    figures: [
      {
        value: "3 weeks", // STAND-IN
        label: "From discovery to a live pipeline",
        basis: "Inside the 2–4 weeks we quote for a first working system",
      },
      {
        value: "8 of 8", // STAND-IN
        label: "Reps logging every deal in the CRM by week four",
        basis: "CRM activity report, week four",
      },
      {
        value: "< 5 min", // STAND-IN
        label: "From web enquiry to an assigned rep",
        basis: "CRM assignment log, first month",
      },
    ],
    quote: {
      text: "We automate the reminders nobody enjoys, so the sales team spends its day talking to customers.",
      attribution: `Zoho consultant, ${site.brand.name}`,
    },
    mockup: {
      frame: "browser",
      label: "CRM · sales dashboard",
      caption:
        "The sales dashboard with the deal pipeline, and the workflow that turns a new lead into an e-mail and a task.",
    },
    service: { label: "Zoho CRM services", to: "/services/zohocrm" },
    cta: {
      title: "Is your pipeline still in a spreadsheet?",
      lead: `Tell us how your team sells today. We reply with a plan for your first working pipeline. ${site.replyPromise.hero}`,
      action: { label: "Plan Your CRM", to: "/contact" },
    },
  },
] satisfies CaseStudy[];
