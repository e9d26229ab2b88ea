import type { HeroScene } from "#web/components/hero-art/scene.ts";

/**
 * The heroes of the web development detail pages: each a sample business's work of the page's
 * kind. Names, prices and figures are samples; each caption says so.
 */

/** A law firm's new website, on a desktop and a phone, and its launch checklist. */
export const websiteDevelopmentArt: HeroScene = {
  caption:
    "Illustration: a law firm's website of the kind we build, with its launch checklist and sample content",
  main: {
    frame: "window",
    address: "yourlawfirm.pk",
    blocks: [
      {
        kind: "banner",
        brand: "Your Law Associates",
        nav: ["Practice areas", "Lawyers", "Fees", "Contact"],
        title: "Property and company law, explained before you sign",
        text: "Offices on I. I. Chundrigar Road, with advice in English and Urdu.",
        action: "Book a consultation",
      },
      {
        kind: "rows",
        rows: [
          {
            label: "Property transfer",
            meta: "Title checks and registry",
            value: "PKR 25,000",
          },
          {
            label: "Company registration",
            meta: "SECP filing and documents",
            value: "PKR 40,000",
          },
        ],
      },
    ],
  },
  side: {
    frame: "phone",
    blocks: [
      {
        kind: "banner",
        brand: "Your Law Associates",
        title: "Property and company law",
        text: "Advice in English and Urdu",
      },
      { kind: "button", label: "Call the office" },
    ],
  },
  float: {
    frame: "card",
    blocks: [
      {
        kind: "rows",
        rows: [
          { label: "Pages edited by the team", tone: "good" },
          { label: "Old links redirected", tone: "good" },
          { label: "Enquiry form tested", tone: "good" },
        ],
      },
    ],
  },
};

/** A homeware store's week: listings, scheduled prices and an order put right. */
export const storeManagementArt: HeroScene = {
  caption:
    "Illustration: a week of store upkeep of the kind we run, with sample products and orders",
  main: {
    frame: "window",
    address: "yourstore.pk/admin/tasks",
    blocks: [
      {
        kind: "title",
        title: "This week in the store",
        meta: "23 tasks done by your team",
        action: "Monthly report",
      },
      {
        kind: "stats",
        items: [
          { label: "Listings live", value: "418" },
          { label: "Out of stock", value: "3" },
          { label: "Orders put right", value: "9" },
        ],
      },
      {
        kind: "rows",
        rows: [
          {
            label: "Block-print bedsheets",
            meta: "14 designs listed with photos",
            tag: "Live",
            tone: "good",
          },
          {
            label: "Eid prices",
            meta: "Start Friday at midnight",
            tag: "Scheduled",
            tone: "accent",
          },
          {
            label: "Order #5119",
            meta: "Wrong size: exchange booked",
            tag: "In hand",
            tone: "warn",
          },
        ],
      },
    ],
  },
  float: {
    frame: "card",
    blocks: [
      {
        kind: "title",
        icon: "trending",
        title: "Sales this month: PKR 1.24M",
        meta: "Up from PKR 0.98M last month",
      },
    ],
  },
};

/** A burger place's Ramadan campaign: its results, and the ad as a phone shows it. */
export const socialMediaArt: HeroScene = {
  caption:
    "Illustration: a paid social campaign of the kind we run, with a sample restaurant's ad and results",
  main: {
    frame: "window",
    address: "Campaigns · Your Burger Co.",
    blocks: [
      {
        kind: "title",
        title: "Iftar box campaign",
        meta: "Instagram and Facebook · day 14 of 20",
        tone: "good",
      },
      {
        kind: "stats",
        items: [
          { label: "Reached", value: "212k" },
          { label: "Messages", value: "640" },
          { label: "Per order", value: "PKR 118" },
        ],
      },
      {
        kind: "chart",
        type: "bars",
        max: 80,
        series: [
          {
            label: "Orders from the ads",
            values: [18, 22, 25, 24, 31, 36, 34, 41, 45, 43, 52, 58, 61, 66],
          },
        ],
        axis: ["Orders from the ads, by day", "66 yesterday"],
      },
    ],
  },
  side: {
    frame: "phone",
    blocks: [
      {
        kind: "banner",
        brand: "yourburgerco",
        title: "Iftar box for 4, PKR 2,999",
        text: "Order by 5 pm, delivered at iftar",
        action: "Send message",
      },
      {
        kind: "chat",
        messages: [{ from: "them", text: "Do you deliver to DHA?" }],
      },
    ],
  },
};

/** A furniture store's clicks from Google, the searches it rose on and its showroom listing. */
export const seoArt: HeroScene = {
  caption:
    "Illustration: search results of the kind we grow with SEO, for a sample furniture store",
  main: {
    frame: "window",
    address: "Search performance · yourfurniture.pk",
    blocks: [
      { kind: "title", title: "Clicks from Google search", meta: "Last 6 months" },
      {
        kind: "stats",
        items: [
          { label: "Clicks", value: "8,420" },
          { label: "Impressions", value: "212k" },
          { label: "Avg. position", value: "6.1" },
        ],
      },
      {
        kind: "chart",
        type: "line",
        max: 500,
        series: [
          {
            label: "Clicks a week",
            values: [180, 176, 210, 205, 240, 262, 300, 318, 352, 380, 410, 446],
          },
        ],
        axis: ["June", "November"],
      },
      {
        kind: "rows",
        rows: [
          {
            label: "sofa set price in karachi",
            meta: "1,120 clicks · position 3, was 14",
            tag: "↑ 11",
            tone: "good",
          },
          {
            label: "6 seater dining table",
            meta: "640 clicks · position 5, was 13",
            tag: "↑ 8",
            tone: "good",
          },
          {
            label: "bed set designs",
            meta: "410 clicks · position 9",
            tag: "New",
            tone: "accent",
          },
        ],
      },
    ],
  },
  float: {
    frame: "card",
    blocks: [
      {
        kind: "title",
        icon: "map-pin",
        title: "Google Business Profile",
        meta: "Showroom, Shahrah-e-Faisal",
      },
      {
        kind: "rows",
        rows: [
          { label: "Calls this month", value: "146" },
          { label: "Directions asked", value: "382" },
        ],
      },
    ],
  },
};

/** A coffee house's home page design, desktop and phone, with the client's note resolved. */
export const webDesignArt: HeroScene = {
  caption:
    "Illustration: a coffee house's home page of the kind we design, for desktop and phone, with sample content",
  main: {
    frame: "window",
    address: "Design · yourcoffeehouse.pk home, v2",
    blocks: [
      {
        kind: "banner",
        brand: "Your Coffee House",
        nav: ["Menu", "Beans", "Catering", "Find us"],
        title: "Breakfast in Zamzama from 8 am, every day",
        text: "Parathas, omelettes and karak, or order ahead for pickup.",
        action: "See the menu",
      },
      {
        kind: "products",
        items: [
          {
            name: "House blend, 250 g",
            price: "PKR 2,400",
            shape: "tin",
            colour: "#78350f",
            band: "#fcd34d",
          },
          {
            name: "Single origin, 250 g",
            price: "PKR 3,100",
            shape: "tin",
            colour: "#1e3a8a",
            band: "#bfdbfe",
          },
          {
            name: "Karak mix, 400 g",
            price: "PKR 1,250",
            shape: "tin",
            colour: "#b45309",
            band: "#fde68a",
          },
        ],
      },
    ],
  },
  side: {
    frame: "phone",
    blocks: [
      {
        kind: "banner",
        brand: "Your Coffee House",
        title: "Breakfast from 8 am",
        text: "Zamzama, every day",
        action: "Order ahead",
      },
    ],
  },
  float: {
    frame: "card",
    blocks: [
      {
        kind: "title",
        icon: "message",
        title: "Client note resolved",
        meta: "Bigger menu button on phones",
      },
    ],
  },
};

/** A salon's booking app: its components, the palette they share and one screen built from them. */
export const uiDesignArt: HeroScene = {
  caption:
    "Illustration: a booking app's components and screen of the kind we design, with sample content",
  main: {
    frame: "window",
    dark: true,
    address: "Design system · Your Salon app",
    blocks: [
      { kind: "title", title: "Components", meta: "36 screens built from them" },
      {
        kind: "sheet",
        palette: [
          { name: "Rose", hex: "#E11D48" },
          { name: "Blush", hex: "#FFE4E6" },
          { name: "Ink", hex: "#1F2937" },
          { name: "Mint", hex: "#10B981" },
        ],
      },
      {
        kind: "rows",
        rows: [
          {
            label: "Button",
            meta: "Main, second, quiet · 4 states",
            tag: "Ready",
            tone: "good",
          },
          {
            label: "Time slot picker",
            meta: "Open, taken, chosen",
            tag: "Ready",
            tone: "good",
          },
          {
            label: "Empty state",
            meta: "No bookings yet",
            tag: "In review",
            tone: "warn",
          },
        ],
      },
    ],
  },
  side: {
    frame: "phone",
    blocks: [
      { kind: "title", title: "Book a haircut", meta: "Today, Clifton" },
      {
        kind: "rows",
        rows: [
          { label: "4:30 pm", meta: "With Sana", tag: "Chosen", tone: "accent" },
          { label: "6 pm", meta: "With Iqra", tag: "Open", tone: "good" },
        ],
      },
      { kind: "button", label: "Confirm booking" },
    ],
  },
};

/** A clinic's booking journey as patients told it, and the prototype that answers it. */
export const uxDesignArt: HeroScene = {
  caption:
    "Illustration: a booking journey mapped from interviews of the kind we run, with sample findings",
  main: {
    frame: "window",
    address: "Journey map · clinic booking",
    blocks: [
      {
        kind: "title",
        title: "Booking a doctor's visit",
        meta: "Where 6 patients got stuck",
      },
      {
        kind: "flow",
        steps: [
          { system: "Find a doctor", event: "All 6 searched by area, not by name" },
          { system: "Pick a time", event: "4 of 6 missed the evening slots", tone: "warn" },
          { system: "Pay the fee", event: "3 of 6 wanted to pay at the clinic", tone: "warn" },
          { system: "Get a reminder", event: "All 6 asked for WhatsApp", tone: "accent" },
        ],
      },
    ],
  },
  side: {
    frame: "phone",
    blocks: [
      { kind: "title", title: "Evening slots", meta: "Prototype v2" },
      {
        kind: "rows",
        rows: [
          { label: "6:30 pm", meta: "Dr. Sadia" },
          { label: "7:15 pm", meta: "Dr. Sadia" },
        ],
      },
      { kind: "button", label: "Book 7:15 pm" },
    ],
  },
  float: {
    frame: "card",
    blocks: [
      {
        kind: "title",
        icon: "quote",
        title: "Interview 4, Gulshan",
        meta: "“I thought the clinic closed at 5.”",
      },
    ],
  },
};

/** A tutoring platform's student dashboard, and the class about to start on a phone. */
export const customerWebAppArt: HeroScene = {
  caption:
    "Illustration: a tutoring platform of the kind we build, on the web and a phone, with sample lessons",
  main: {
    frame: "window",
    address: "app.yourtutors.pk",
    blocks: [
      {
        kind: "title",
        title: "Good evening, Ayesha",
        meta: "2 lessons this week",
        action: "Book a lesson",
      },
      {
        kind: "stats",
        items: [
          { label: "Lessons left", value: "6" },
          { label: "Homework due", value: "2" },
          { label: "Plan", value: "Monthly" },
        ],
      },
      {
        kind: "rows",
        rows: [
          {
            label: "O Level Maths",
            meta: "Tuesday 6 pm · Sir Kamran",
            tag: "Confirmed",
            tone: "good",
          },
          {
            label: "Chemistry",
            meta: "Thursday 7 pm · Miss Hira",
            tag: "Confirmed",
            tone: "good",
          },
          { label: "Physics past paper", meta: "Due Sunday", tag: "To do", tone: "warn" },
        ],
      },
    ],
  },
  side: {
    frame: "phone",
    blocks: [
      { kind: "title", title: "Class in 15 min", meta: "O Level Maths" },
      {
        kind: "rows",
        rows: [
          { label: "Last lesson's notes", meta: "Quadratics, 4 pages" },
          { label: "Homework", meta: "Marked: 18 of 20" },
        ],
      },
      { kind: "button", label: "Join the class" },
    ],
  },
};
