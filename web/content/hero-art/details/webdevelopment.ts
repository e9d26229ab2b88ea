import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { bars, lines } from "../charts.ts";
import {
  button,
  card,
  chat,
  darkWindow,
  done,
  flow,
  lightWindow,
  notice,
  palette,
  phone,
  rows,
  stats,
  status,
  them,
  tins,
  title,
} from "../parts.ts";

/**
 * The heroes of the web development detail pages: each a sample business's work of the page's
 * kind. Names, prices and figures are samples; each caption says so.
 */

/** A law firm's new website, on a desktop and a phone, and its launch checklist. */
export const websiteDevelopmentArt: HeroScene = {
  caption:
    "Illustration: a law firm's website of the kind we build, with its launch checklist and sample content",
  main: lightWindow(
    "yourlawfirm.pk",
    {
      kind: "banner",
      brand: "Your Law Associates",
      nav: ["Practice areas", "Lawyers", "Fees", "Contact"],
      title: "Property and company law, explained before you sign",
      text: "Offices on I. I. Chundrigar Road, with advice in English and Urdu.",
      action: "Book a consultation",
    },
    rows(
      { label: "Property transfer", meta: "Title checks and registry", value: "PKR 25,000" },
      { label: "Company registration", meta: "SECP filing and documents", value: "PKR 40,000" },
    ),
  ),
  side: phone(
    {
      kind: "banner",
      brand: "Your Law Associates",
      title: "Property and company law",
      text: "Advice in English and Urdu",
    },
    button("Call the office"),
  ),
  float: card(
    rows(
      done("Pages edited by the team"),
      done("Old links redirected"),
      done("Enquiry form tested"),
    ),
  ),
};

/** A homeware store's week: listings, scheduled prices and an order put right. */
export const storeManagementArt: HeroScene = {
  caption:
    "Illustration: a week of store upkeep of the kind we run, with sample products and orders",
  main: lightWindow(
    "yourstore.pk/admin/tasks",
    title("This week in the store", "23 tasks done by your team", { action: "Monthly report" }),
    stats(["Listings live", "418"], ["Out of stock", "3"], ["Orders put right", "9"]),
    rows(
      status("Block-print bedsheets", "14 designs listed with photos", "Live", "good"),
      status("Eid prices", "Start Friday at midnight", "Scheduled", "accent"),
      status("Order #5119", "Wrong size: exchange booked", "In hand", "warn"),
    ),
  ),
  float: notice("trending", "Sales this month: PKR 1.24M", "Up from PKR 0.98M last month"),
};

/** A burger place's Ramadan campaign: its results, and the ad as a phone shows it. */
export const socialMediaArt: HeroScene = {
  caption:
    "Illustration: a paid social campaign of the kind we run, with a sample restaurant's ad and results",
  main: lightWindow(
    "Campaigns · Your Burger Co.",
    title("Iftar box campaign", "Instagram and Facebook · day 14 of 20", { tone: "good" }),
    stats(["Reached", "212k"], ["Messages", "640"], ["Per order", "PKR 118"]),
    bars({ max: 80 }, ["Orders from the ads, by day", "66 yesterday"], {
      label: "Orders from the ads",
      values: [18, 22, 25, 24, 31, 36, 34, 41, 45, 43, 52, 58, 61, 66],
    }),
  ),
  side: phone(
    {
      kind: "banner",
      brand: "yourburgerco",
      title: "Iftar box for 4, PKR 2,999",
      text: "Order by 5 pm, delivered at iftar",
      action: "Send message",
    },
    chat(them("Do you deliver to DHA?")),
  ),
};

/** A furniture store's clicks from Google, the searches it rose on and its showroom listing. */
export const seoArt: HeroScene = {
  caption:
    "Illustration: search results of the kind we grow with SEO, for a sample furniture store",
  main: lightWindow(
    "Search performance · yourfurniture.pk",
    title("Clicks from Google search", "Last 6 months"),
    stats(["Clicks", "8,420"], ["Impressions", "212k"], ["Avg. position", "6.1"]),
    lines({ max: 500 }, ["June", "November"], {
      label: "Clicks a week",
      values: [180, 176, 210, 205, 240, 262, 300, 318, 352, 380, 410, 446],
    }),
    rows(
      status("sofa set price in karachi", "1,120 clicks · position 3, was 14", "↑ 11", "good"),
      status("6 seater dining table", "640 clicks · position 5, was 13", "↑ 8", "good"),
      status("bed set designs", "410 clicks · position 9", "New", "accent"),
    ),
  ),
  float: card(
    title("Google Business Profile", "Showroom, Shahrah-e-Faisal", { icon: "map-pin" }),
    rows({ label: "Calls this month", value: "146" }, { label: "Directions asked", value: "382" }),
  ),
};

/** A coffee house's home page design, desktop and phone, with the client's note resolved. */
export const webDesignArt: HeroScene = {
  caption:
    "Illustration: a coffee house's home page of the kind we design, for desktop and phone, with sample content",
  main: lightWindow(
    "Design · yourcoffeehouse.pk home, v2",
    {
      kind: "banner",
      brand: "Your Coffee House",
      nav: ["Menu", "Beans", "Catering", "Find us"],
      title: "Breakfast in Zamzama from 8 am, every day",
      text: "Parathas, omelettes and karak, or order ahead for pickup.",
      action: "See the menu",
    },
    tins(
      ["House blend, 250 g", "PKR 2,400", "#78350f", "#fcd34d"],
      ["Single origin, 250 g", "PKR 3,100", "#1e3a8a", "#bfdbfe"],
      ["Karak mix, 400 g", "PKR 1,250", "#b45309", "#fde68a"],
    ),
  ),
  side: phone({
    kind: "banner",
    brand: "Your Coffee House",
    title: "Breakfast from 8 am",
    text: "Zamzama, every day",
    action: "Order ahead",
  }),
  float: notice("message", "Client note resolved", "Bigger menu button on phones"),
};

/** A salon's booking app: its components, the palette they share and one screen built from them. */
export const uiDesignArt: HeroScene = {
  caption:
    "Illustration: a booking app's components and screen of the kind we design, with sample content",
  main: darkWindow(
    "Design system · Your Salon app",
    title("Components", "36 screens built from them"),
    {
      kind: "sheet",
      palette: palette(
        ["Rose", "#E11D48"],
        ["Blush", "#FFE4E6"],
        ["Ink", "#1F2937"],
        ["Mint", "#10B981"],
      ),
    },
    rows(
      status("Button", "Main, second, quiet · 4 states", "Ready", "good"),
      status("Time slot picker", "Open, taken, chosen", "Ready", "good"),
      status("Empty state", "No bookings yet", "In review", "warn"),
    ),
  ),
  side: phone(
    title("Book a haircut", "Today, Clifton"),
    rows(
      status("4:30 pm", "With Sana", "Chosen", "accent"),
      status("6 pm", "With Iqra", "Open", "good"),
    ),
    button("Confirm booking"),
  ),
};

/** A clinic's booking journey as patients told it, and the prototype that answers it. */
export const uxDesignArt: HeroScene = {
  caption:
    "Illustration: a booking journey mapped from interviews of the kind we run, with sample findings",
  main: lightWindow(
    "Journey map · clinic booking",
    title("Booking a doctor's visit", "Where 6 patients got stuck"),
    flow(
      { system: "Find a doctor", event: "All 6 searched by area, not by name" },
      { system: "Pick a time", event: "4 of 6 missed the evening slots", tone: "warn" },
      { system: "Pay the fee", event: "3 of 6 wanted to pay at the clinic", tone: "warn" },
      { system: "Get a reminder", event: "All 6 asked for WhatsApp", tone: "accent" },
    ),
  ),
  side: phone(
    title("Evening slots", "Prototype v2"),
    rows({ label: "6:30 pm", meta: "Dr. Sadia" }, { label: "7:15 pm", meta: "Dr. Sadia" }),
    button("Book 7:15 pm"),
  ),
  float: notice("quote", "Interview 4, Gulshan", "“I thought the clinic closed at 5.”"),
};

/** A tutoring platform's student dashboard, and the class about to start on a phone. */
export const customerWebAppArt: HeroScene = {
  caption:
    "Illustration: a tutoring platform of the kind we build, on the web and a phone, with sample lessons",
  main: lightWindow(
    "app.yourtutors.pk",
    title("Good evening, Ayesha", "2 lessons this week", { action: "Book a lesson" }),
    stats(["Lessons left", "6"], ["Homework due", "2"], ["Plan", "Monthly"]),
    rows(
      status("O Level Maths", "Tuesday 6 pm · Sir Kamran", "Confirmed", "good"),
      status("Chemistry", "Thursday 7 pm · Miss Hira", "Confirmed", "good"),
      status("Physics past paper", "Due Sunday", "To do", "warn"),
    ),
  ),
  side: phone(
    title("Class in 15 min", "O Level Maths"),
    rows(
      { label: "Last lesson's notes", meta: "Quadratics, 4 pages" },
      { label: "Homework", meta: "Marked: 18 of 20" },
    ),
    button("Join the class"),
  ),
};
