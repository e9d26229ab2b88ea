import { site } from "#site/facts.ts";
import type { CaseStudy } from "./schema.ts";

/**
 * Case studies of the UI/UX gallery (/portfolio/ui-ux-designing).
 * STAND-IN: clients are anonymous by sector and every figure is a placeholder drawn from the
 * specification's own terms (discovery 1–2 weeks, MVPs in 2–4 weeks); replace each with the
 * project's reported figure before launch.
 */
export const uiUxCaseStudies = [
  {
    slug: "mobile-banking-app",
    meta: {
      title: "Mobile banking app design for a digital bank",
      description:
        "Case study: research, home, transfer and insight flows and a tested prototype for a digital bank preparing its launch, with many first-time account holders.",
    },
    hero: {
      title: "A banking app that answers “how much do I have?” at a glance",
      lead: "A digital bank preparing for launch had a long feature list and no screens. We researched how its future customers check balances and send money, designed the home, transfer and insight flows, and tested the prototype before development began.",
    },
    client: {
      sector: "A digital bank preparing to launch", // STAND-IN: anonymous by sector
      context: "Many of its future customers would be opening their first account",
    },
    timeline: "6 weeks, research to prototype", // STAND-IN
    services: ["UX research", "UI design", "Prototyping", "Usability testing"],
    problem: {
      title: "A long feature list and first-time customers",
      paragraphs: [
        "The product team had planned everything from bill payments to savings goals. Many future customers had never used a banking app, and the team worried the home screen would read like a spreadsheet.",
      ],
      pains: [
        "Too many features competing for the home screen",
        "Customers new to digital banking",
        "Transfers that must feel safe and fast",
      ],
    },
    build: {
      title: "Three daily jobs, designed first",
      lead: "Research showed what people open a banking app for; everything else could wait a tap.",
      steps: [
        {
          title: "Research",
          description:
            "Interviews with future customers and a look at how they pay today showed three daily jobs: check the balance, pay someone, see where the money went.",
        },
        {
          title: "Flows and wireframes",
          description:
            "Home, transfer and insight flows sketched and tested on paper before any visual design.",
        },
        {
          title: "Visual design",
          description:
            "A calm, card-based interface with large figures and plain labels, and saved contacts one tap from home.",
        },
        {
          title: "Prototype testing",
          description:
            "Two rounds of tests on a clickable prototype, with the wording and order of the transfer screens changed between them.",
        },
      ],
    },
    stack: [
      { name: "Figma", role: "Design and prototype" },
      { name: "FigJam", role: "Research synthesis" },
      { name: "Maze", role: "Unmoderated prototype tests" },
      { name: "Google Meet", role: "Remote interviews" },
    ],
    figures: [
      {
        value: "12", // STAND-IN
        label: "People tested the prototype, in two rounds",
        basis: "The project's test plan",
      },
      {
        value: "3 taps", // STAND-IN
        label: "To send money to a saved contact",
        basis: "The final prototype's transfer flow",
      },
      {
        value: "6 weeks", // STAND-IN
        label: "From first interview to tested prototype",
        basis: "Discovery of 1–2 weeks, then design and testing",
      },
    ],
    quote: {
      text: "Nobody opens a banking app to admire it. They want a number, a transfer, and to be gone.",
      attribution: `UX lead, ${site.brand.name}`,
    },
    mockup: {
      frame: "artboard",
      label: "Banking app · home, transfer, insights",
      caption:
        "Three phone screens: the card balance with recent transactions, the transfer keypad and the spending chart.",
    },
    service: { label: "UI/UX design services", to: "/services/uiuxdesign" },
    cta: {
      title: "Building a financial product people trust?",
      lead: `Tell us who it is for and what it must do first. We reply with a plan for discovery. ${site.replyPromise.hero}`,
      action: { label: "Start a UX Discovery", to: "/contact" },
    },
  },
  {
    slug: "saas-analytics-dashboard",
    meta: {
      title: "Analytics dashboard design for a SaaS company",
      description:
        "Case study: a UX audit and a redesigned analytics dashboard that puts four key figures first, for a subscription software company serving retailers.",
    },
    hero: {
      title: "A dashboard that puts the four numbers that matter first",
      lead: "A subscription software company's customers exported its reports to spreadsheets because the dashboard was too hard to read. We redesigned it around four key figures, with trends and tables for the detail behind them.",
    },
    client: {
      sector: "A subscription software company", // STAND-IN: anonymous by sector
      context: "Sales and stock software for retailers, used by store managers",
    },
    timeline: "5 weeks, audit to hand-off", // STAND-IN
    services: ["UX audit", "Dashboard design", "Developer hand-off"],
    problem: {
      title: "Customers exported everything to spreadsheets",
      paragraphs: [
        "The reports page showed thirty charts with equal weight. Support answered the same questions every week, and usage data showed that a typical visit to the reports page ended in an export.",
      ],
      pains: [
        "Thirty charts and no hierarchy",
        "Filters hidden in a menu",
        "Tables that broke on laptop screens",
      ],
    },
    build: {
      title: "Key figures, then trends, then detail",
      lead: "We ordered the page by the questions store managers ask, in the order they ask them.",
      steps: [
        {
          title: "UX audit",
          description:
            "Usage data, support tickets and customer interviews showed which four figures people looked for first.",
        },
        {
          title: "Information hierarchy",
          description:
            "Key figures on top, trends in the middle and detail tables below, with the filters always in view.",
        },
        {
          title: "Charts that explain themselves",
          description:
            "Labelled axes, tooltips with the exact value and one plain sentence under each trend.",
        },
        {
          title: "Developer hand-off",
          description:
            "Every component documented with its states and spacing, and a weekly review with the developers during the build.",
        },
      ],
    },
    stack: [
      { name: "Figma", role: "Dashboard design and specs" },
      { name: "FigJam", role: "Audit board" },
      { name: "Storybook", role: "Component reviews with developers" },
      { name: "Maze", role: "First-click tests" },
    ],
    figures: [
      {
        value: "4", // STAND-IN
        label: "Key figures on the first screen, instead of 30 charts",
        basis: "The released dashboard",
      },
      {
        value: "5 weeks", // STAND-IN
        label: "From audit to developer hand-off",
        basis: "The project plan",
      },
      {
        value: "40% fewer", // STAND-IN
        label: "Report exports in the first month",
        basis: "Product analytics, first month after release against the month before",
      },
    ],
    quote: {
      text: "If people export your dashboard to a spreadsheet, the spreadsheet is the real product. We design to win that back.",
      attribution: `Product designer, ${site.brand.name}`,
    },
    mockup: {
      frame: "browser",
      label: "Analytics · overview",
      caption:
        "The dashboard with four key figures, a trend chart with its tooltip, a bar chart and a short table.",
    },
    service: { label: "UI design services", to: "/webdevelopment/uidesign" },
    cta: {
      title: "Are your customers exporting your dashboard?",
      lead: `Share a screenshot and what users ask support most. We reply with what a UX audit would cover. ${site.replyPromise.hero}`,
      action: { label: "Get a UI Audit", to: "/contact" },
    },
  },
  {
    slug: "food-delivery-app",
    meta: {
      title: "Food delivery app design for a regional start-up",
      description:
        "Case study: a redesigned ordering flow, from restaurant list and dish options to checkout and live rider tracking, for a regional food delivery start-up.",
    },
    hero: {
      title: "Browse, order and track a meal in a few taps",
      lead: "A regional food delivery start-up was losing orders between the menu and the checkout. We redesigned the ordering flow, from the restaurant list to live rider tracking, and tested it with customers in two cities.",
    },
    client: {
      sector: "A regional food delivery start-up", // STAND-IN: anonymous by sector
      context: "Restaurants and home kitchens in two cities, ordered from a phone",
    },
    timeline: "4 weeks, research to prototype", // STAND-IN
    services: ["UX research", "User flows", "UI design", "Prototyping"],
    problem: {
      title: "Orders abandoned at the dish page",
      paragraphs: [
        "Customers found a restaurant quickly, then stalled on dish pages with long lists of options. Once they had ordered, many called the restaurant to ask where the rider was.",
      ],
      pains: [
        "Long option lists on every dish",
        "No delivery estimate before checkout",
        "Calls to ask where the order was",
      ],
    },
    build: {
      title: "Fewer decisions, clearer status",
      lead: "We followed the order journey screen by screen and fixed the places where people left.",
      steps: [
        {
          title: "Flow mapping",
          description:
            "The order journey mapped screen by screen, with the points where analytics showed people leaving marked in red.",
        },
        {
          title: "Dish page",
          description:
            "Sizes and extras as clear choices, the price updating as you pick, and the add button always within reach of the thumb.",
        },
        {
          title: "Checkout and estimate",
          description:
            "Delivery time and fee shown before payment, with cash on delivery one tap away.",
        },
        {
          title: "Live tracking",
          description:
            "A map with the rider's position and three plain status steps, so customers stop calling the restaurant.",
        },
      ],
    },
    stack: [
      { name: "Figma", role: "Screens and prototype" },
      { name: "FigJam", role: "Journey mapping" },
      { name: "Maze", role: "Tests with customers" },
      { name: "Lottie", role: "Status animations" },
    ],
    figures: [
      {
        value: "4 weeks", // STAND-IN
        label: "From flow mapping to tested prototype",
        basis: "Inside the 2–4 weeks we plan for a first working version",
      },
      {
        value: "2 cities", // STAND-IN
        label: "Where customers tested the new flow",
        basis: "The project's test plan",
      },
      {
        value: "3 steps", // STAND-IN
        label: "Of order status, from kitchen to door",
        basis: "The final tracking screen",
      },
    ],
    quote: {
      text: "Hungry people do not read. Every screen in this flow had to work for someone holding a phone in one hand.",
      attribution: `UX designer, ${site.brand.name}`,
    },
    mockup: {
      frame: "artboard",
      label: "Food app · order flow",
      caption:
        "Three phone screens: the restaurant list, a pizza with size options and the map tracking the delivery.",
    },
    service: { label: "App development services", to: "/services/appdevelopment" },
    cta: {
      title: "Losing orders somewhere in your app?",
      lead: `Tell us where people drop off and we will show you how we would find out why. ${site.replyPromise.hero}`,
      action: { label: "Book a UX Review", to: "/contact" },
    },
  },
  {
    slug: "product-design-system",
    meta: {
      title: "Design system for a logistics software company",
      description:
        "Case study: an interface audit, design tokens and a component library documented in every state, shared by three products of a logistics software company.",
    },
    hero: {
      title: "One design system for three products and two teams",
      lead: "A logistics software company had three products that looked like they came from three companies. We built a design system, with tokens, type and components documented in every state, so designers and developers build from the same parts.",
    },
    client: {
      sector: "A logistics software company", // STAND-IN: anonymous by sector
      context: "Fleet, warehouse and delivery products used by operations teams",
    },
    timeline: "8 weeks to the first release", // STAND-IN
    services: ["Interface audit", "Design tokens", "Component library", "Documentation"],
    problem: {
      title: "Three products, three visual languages",
      paragraphs: [
        "An audit of the three products found fourteen shades of blue, nine button styles and form fields that showed errors in four different ways. Every new screen started as a copy of an old one, inconsistencies included.",
      ],
      pains: [
        "Products that looked unrelated",
        "Every new screen designed from scratch",
        "Error states handled differently everywhere",
      ],
    },
    build: {
      title: "Named parts, every state",
      lead: "We collected what existed before designing anything new.",
      steps: [
        {
          title: "Interface audit",
          description:
            "Every screen of the three products on one board, grouped by component to show the duplicates.",
        },
        {
          title: "Tokens",
          description:
            "Colour, type, spacing and radius as named tokens, with every text colour pair checked against WCAG AA contrast.",
        },
        {
          title: "Components in every state",
          description:
            "Buttons, fields, selects, toggles, cards and tables, each in default, hover, focus, error and disabled states.",
        },
        {
          title: "Documentation and adoption",
          description:
            "Usage notes beside each component, and working sessions with each product team to move their screens across.",
        },
      ],
    },
    stack: [
      { name: "Figma", role: "Component library" },
      { name: "Tokens Studio", role: "Design tokens" },
      { name: "Storybook", role: "Coded components" },
      { name: "axe DevTools", role: "Accessibility checks" },
    ],
    figures: [
      {
        value: "14 → 1", // STAND-IN
        label: "Shades of blue, reduced to one accent scale",
        basis: "Interface audit against the released tokens",
      },
      {
        value: "5 states", // STAND-IN
        label: "Designed for every component",
        basis: "Default, hover, focus, error and disabled",
      },
      {
        value: "8 weeks", // STAND-IN
        label: "From audit to the first release",
        basis: "The project plan",
      },
    ],
    quote: {
      text: "A design system is a set of decisions made once, so nobody has to make them again at five on a Friday.",
      attribution: `Design systems lead, ${site.brand.name}`,
    },
    mockup: {
      frame: "artboard",
      label: "Design system · foundations",
      caption:
        "The design system sheet: the blue colour scale, type sizes, buttons, text fields in three states, toggles and icons.",
    },
    service: { label: "UI design services", to: "/webdevelopment/uidesign" },
    cta: {
      title: "Do your products look like different companies?",
      lead: `Send us screens from each product. We reply with what an interface audit would find. ${site.replyPromise.hero}`,
      action: { label: "Plan Your Design System", to: "/contact" },
    },
  },
  {
    slug: "clinic-appointment-booking",
    meta: {
      title: "Appointment booking design for a Karachi clinic",
      description:
        "Case study: a three-step tablet and web booking flow, choose a doctor, pick a slot, confirm, designed for patients of every age at a multi-specialty clinic.",
    },
    hero: {
      title: "A booking flow patients finish without calling reception",
      lead: "A multi-specialty clinic took every appointment by phone. We designed a tablet and web booking flow, choose a doctor, pick a free slot and confirm, that patients and reception staff use side by side.",
    },
    client: {
      sector: "A multi-specialty clinic in Karachi", // STAND-IN: anonymous by sector
      context: "Twelve consultants, walk-in and booked patients of every age",
    },
    timeline: "4 weeks, observation to prototype", // STAND-IN
    services: ["Service design", "UI design", "Prototyping", "Accessibility review"],
    problem: {
      title: "Reception phones rang all morning",
      paragraphs: [
        "Reception staff spent their mornings on the phone, reading free times from a paper diary. Patients waited on hold, and double bookings happened every week.",
      ],
      pains: [
        "Booking by phone only",
        "Double bookings from a paper diary",
        "Older patients wary of apps",
      ],
    },
    build: {
      title: "One decision per screen",
      lead: "We watched the front desk before we drew a single slot.",
      steps: [
        {
          title: "Observing reception",
          description:
            "Two mornings at the front desk showed what patients ask before they book: which doctor, which day and how long the wait is.",
        },
        {
          title: "Three-step flow",
          description:
            "Doctor, time, confirm: one decision per screen, with the patient's choices summarised at every step.",
        },
        {
          title: "Clear slot states",
          description:
            "Free, taken and selected times differ in shape and label as well as colour, so they are clear to everyone.",
        },
        {
          title: "Accessible by default",
          description:
            "Large touch targets and readable type, tested with older patients and with a screen reader.",
        },
      ],
    },
    stack: [
      { name: "Figma", role: "Tablet and web screens" },
      { name: "FigJam", role: "Service blueprint" },
      { name: "Maze", role: "Prototype tests" },
      { name: "axe DevTools", role: "Accessibility checks" },
    ],
    figures: [
      {
        value: "3 steps", // STAND-IN
        label: "From choosing a doctor to a confirmed booking",
        basis: "The final booking flow",
      },
      {
        value: "48 px", // STAND-IN
        label: "Minimum touch target for every time slot",
        basis: "The delivered design specs",
      },
      {
        value: "4 weeks", // STAND-IN
        label: "From observation to tested prototype",
        basis: "Discovery of 1–2 weeks, then design and testing",
      },
    ],
    quote: {
      text: "The best booking screen is the one a seventy-year-old patient finishes without asking for help.",
      attribution: `UX lead, ${site.brand.name}`,
    },
    mockup: {
      frame: "artboard",
      label: "Booking · tablet",
      caption:
        "The tablet app with the list of doctors, a week of time slots and the booking confirmation.",
    },
    service: { label: "UX design services", to: "/webdevelopment/uxdesign" },
    cta: {
      title: "Still taking every booking by phone?",
      lead: `Tell us how bookings work today. We reply with a plan to move them online. ${site.replyPromise.hero}`,
      action: { label: "Plan Your Booking Flow", to: "/contact" },
    },
  },
  {
    slug: "research-to-prototype",
    meta: {
      title: "Research to prototype for a home-services app",
      description:
        "Case study: customer interviews, user flows, wireframes and a tested prototype for the technician-booking app of a Karachi home-services company.",
    },
    hero: {
      title: "From sticky notes to a tested prototype in four weeks",
      lead: "A Karachi home-services company wanted an app for booking air-conditioning, plumbing and electrical technicians. We ran the whole UX process, from interviews to a high-fidelity prototype, and tested it with customers before development began.",
    },
    client: {
      sector: "A Karachi home-services company", // STAND-IN: anonymous by sector
      context: "Air-conditioning, plumbing and electrical technicians, booked by phone",
    },
    timeline: "4 weeks, interviews to prototype", // STAND-IN
    services: ["UX research", "User flows", "Wireframes", "Prototyping"],
    problem: {
      title: "Booked by phone, priced by guesswork",
      paragraphs: [
        "Customers booked by phone and rarely knew the price or the arrival time until the technician was at the door. The company wanted an app but had not agreed what it should do first.",
      ],
      pains: [
        "No price before the visit",
        "Arrival windows of half a day",
        "An app idea with no agreed scope",
      ],
    },
    build: {
      title: "Research first, pixels last",
      lead: "Each step narrowed the app down until only what customers needed was left.",
      steps: [
        {
          title: "Research",
          description:
            "Customer interviews and a day with the dispatch team, sorted into themes on a wall of sticky notes.",
        },
        {
          title: "User flows",
          description:
            "Three core flows, book a job, track the technician, pay and rate, agreed with the owners before any screen was drawn.",
        },
        {
          title: "Wireframes",
          description:
            "Grey-box screens to test the order and wording of each step without colour getting in the way.",
        },
        {
          title: "High-fidelity prototype",
          description:
            "A clickable prototype in the brand's colours, tested with customers; the developers built from it.",
        },
      ],
    },
    stack: [
      { name: "FigJam", role: "Research wall and flows" },
      { name: "Figma", role: "Wireframes and prototype" },
      { name: "Maze", role: "Prototype tests" },
      { name: "Google Forms", role: "Interview screener" },
    ],
    figures: [
      {
        value: "10", // STAND-IN
        label: "Customer interviews before the first wireframe",
        basis: "The project's research plan",
      },
      {
        value: "3", // STAND-IN
        label: "Core flows: book, track, pay and rate",
        basis: "The agreed scope of the first release",
      },
      {
        value: "4 weeks", // STAND-IN
        label: "From first interview to tested prototype",
        basis: "Discovery of 1–2 weeks, then design and testing",
      },
    ],
    quote: {
      text: "The sticky notes decide what the app does. The prototype only proves we listened.",
      attribution: `UX researcher, ${site.brand.name}`,
    },
    mockup: {
      frame: "artboard",
      label: "Research → prototype",
      caption:
        "Sticky notes above three grey wireframes, joined by arrows to the finished phone screen.",
    },
    service: { label: "UX design services", to: "/webdevelopment/uxdesign" },
    cta: {
      title: "Have an app idea but no agreed scope?",
      lead: `Discovery usually takes 1–2 weeks and ends with a plan you can build from. ${site.replyPromise.hero}`,
      action: { label: "Start With Discovery", to: "/contact" },
    },
  },
] satisfies CaseStudy[];
