import type { HeroScene } from "#web/components/hero-art/scene.ts";
import { bars, lines } from "../charts.ts";
import {
  board,
  button,
  card,
  column,
  darkWindow,
  done,
  entry,
  flow,
  lightWindow,
  meter,
  notice,
  phone,
  rows,
  stats,
  status,
  title,
} from "../parts.ts";

/**
 * The heroes of the IT and software detail pages: each a sample company's system, network or
 * plan of the page's kind. Names, prices and figures are samples; each caption says so.
 */

/** A company's purchase approvals, on the web and on a manager's phone. */
export const businessWebAppArt: HeroScene = {
  caption:
    "Illustration: an approvals app of the kind we build to replace spreadsheets, with sample requests",
  main: lightWindow(
    "ops.yourcompany.pk/approvals",
    title("Purchase requests", "May · 2 waiting for you", { action: "+ New request" }),
    stats(["Waiting", "2"], ["Approved", "37"], ["Spent", "PKR 2.8M"]),
    rows(
      entry("New hire's laptop", "HR · Hira", "PKR 245,000", "Waiting", "warn"),
      entry("Printer toner ×12", "Accounts · Sana", "PKR 38,400", "Waiting", "warn"),
      entry("Site visit fuel", "Projects · Bilal", "PKR 15,000", "Approved", "good"),
    ),
  ),
  side: phone(
    title("Approve request?", "New hire's laptop"),
    rows(
      { label: "Amount", meta: "PKR 245,000" },
      { label: "HR budget left", meta: "PKR 610,000" },
    ),
    button("Approve"),
  ),
};

/** A water-tanker company's dispatch board, and a delivery its driver's app confirmed. */
export const customSoftwareArt: HeroScene = {
  caption:
    "Illustration: a dispatch system of the kind we build around a business, with sample tanker orders",
  main: lightWindow(
    "dispatch.yourtankers.pk",
    title("Tanker orders today", "41 orders · 12 tankers out", { action: "+ New order" }),
    board(
      column(
        "Booked",
        "14 orders",
        ["DHA Phase 5, 3,000 gal", "Slot 11 am", "PKR 7,500", "AR"],
        ["Clifton Block 2, 1,000 gal", "Slot 1 pm", "PKR 3,200", "NK"],
      ),
      column("On the way", "9 orders", [
        "PECHS, 2,000 gal",
        "Tanker 07 · 12 min",
        "PKR 5,400",
        "SB",
      ]),
      column("Delivered", "18 orders", [
        "Gulshan Block 13, 3,000 gal",
        "Signed by the guard",
        "PKR 7,500",
        "AR",
      ]),
    ),
  ),
  float: notice("smartphone", "Driver app: delivered", "Photo and signature, 10:42 am"),
};

/** One sample deal passing from a CRM to an ERP, the books and the customer. */
export const softwareIntegrationArt: HeroScene = {
  caption:
    "Illustration: a CRM, ERP and accounts connection of the kind we build, with a sample order",
  main: darkWindow(
    "integrations / crm-to-erp",
    title("Deal D-884 won", "4 systems · 6.2 s", { tone: "good" }),
    flow(
      { system: "Zoho CRM", event: "Deal won: 40 office chairs, PKR 1.36M" },
      { system: "ERP", event: "Sales order SO-3121, stock reserved" },
      { system: "Accounts", event: "Invoice INV-7730 sent" },
      { system: "WhatsApp", event: "Customer told: delivery Thursday", tone: "accent" },
    ),
    stats(["Synced today", "1,284"], ["Retried", "3"], ["Typed twice", "0"]),
  ),
};

/** A trading company's help desk, and the consultant who knows it. */
export const itConsultingSupportArt: HeroScene = {
  caption:
    "Illustration: a help desk of the kind we run as a company's IT department, with sample tickets",
  main: lightWindow(
    "helpdesk · Your Trading Co.",
    title("Open tickets", "First reply in 9 minutes on average"),
    stats(["Open", "3"], ["Solved this week", "31"], ["On site today", "1"]),
    rows(
      status("#412 Outlook not syncing", "Accounts · remote", "Fixing", "accent"),
      status("#411 New laptop set-up", "Sales · on site, 2 pm", "Booked", "plain"),
      status("#409 Wi-Fi drops", "Admin · meeting room", "Solved", "good"),
    ),
  ),
  float: notice("headphones", "Your consultant: Hamza", "Monthly review, Tuesday 11 am"),
};

/** A logistics company's offices and links, one branch about to join. */
export const networkInfrastructureArt: HeroScene = {
  caption:
    "Illustration: a multi-site network of the kind we design and install, with sample offices",
  main: darkWindow(
    "network · Your Logistics",
    title("Sites and links", "Head office and 3 branches", { tone: "good" }),
    stats(["Access points", "22"], ["Cable runs", "148"], ["Networks", "6"]),
    rows(
      status("Head office, Shahrah-e-Faisal", "Core switch, 8 access points", "Online", "good"),
      status("Warehouse, Korangi", "Fibre link, 6 access points", "Online", "good"),
      status("Branch, Hyderabad", "Site-to-site VPN", "Online", "good"),
      status("Branch, Lahore", "Cut-over Saturday night", "Planned", "warn"),
    ),
  ),
  float: notice("network", "Guest Wi-Fi kept apart", "Walled off from the office"),
};

/** A clinic group's hardware, configured and labelled in the workshop before delivery. */
export const networkingEquipmentArt: HeroScene = {
  caption:
    "Illustration: networking hardware of the kind we stage and configure before delivery, with a sample order",
  main: lightWindow(
    "Staging · order NE-118 · Your Clinic Group",
    title("Staged in our workshop", "Configured, labelled and tested", { tone: "good" }),
    rows(
      status("Firewall", "VPN and guest network set", "Tested", "good"),
      status("Core switch, 48 ports", "Networks and power set per port", "Tested", "good"),
      status("Wi-Fi access points ×8", "Named by room", "Labelled", "good"),
      status("Rack and UPS, 3 kVA", "Delivery Thursday", "Packed", "accent"),
    ),
  ),
  float: notice("truck", "Install day: Saturday", "Plug in, test, hand over"),
};

/** A textile mill's maintenance week: updates, antivirus, server patches and backups. */
export const itMaintenanceArt: HeroScene = {
  caption:
    "Illustration: a maintenance week of the kind we run, with patches and backups on sample machines",
  main: darkWindow(
    "maintenance · this week",
    title("Patched, backed up, checked", "Your Textile Mills · 64 devices", { tone: "good" }),
    rows(
      { label: "Windows updates", meta: "2 PCs off, due Monday", value: "62 of 64", bar: 97 },
      { label: "Antivirus definitions", meta: "Updated today", value: "64 of 64", bar: 100 },
      { label: "Server patches", meta: "Sunday, 2 am", value: "3 of 3", bar: 100 },
    ),
    bars({ max: 50 }, ["Nightly backups, last 7", "42 GB"], {
      label: "Nightly backup",
      values: [38, 39, 39, 40, 41, 41, 42],
    }),
  ),
  float: notice("wrench", "Disk warning fixed", "Accounts PC, before anyone noticed"),
};

/** A pharmacy chain's sales, this year against last, and its leading branches. */
export const dataAnalyticsArt: HeroScene = {
  caption:
    "Illustration: a sales dashboard of the kind we build from several systems, with sample figures",
  main: lightWindow(
    "dashboard · Your Pharmacy Chain",
    title("Sales, this year against last", "Updated 6 am from the tills, ERP and web store"),
    stats(["Sales so far", "PKR 48.2M"], ["Gross margin", "21.4%"], ["Avg. basket", "PKR 1,860"]),
    lines(
      { min: 2, max: 6 },
      ["January", "December"],
      { label: "Last year", values: [3.1, 3, 3.4, 3.6, 3.3, 3.5, 3.8, 3.7, 3.9, 4, 4.1, 4.6] },
      { label: "This year", values: [3.6, 3.5, 3.9, 4.2, 4, 4.3, 4.6, 4.4, 4.8, 5, 4.9] },
    ),
  ),
  float: card(
    title("Top branches", "This month"),
    rows(meter("Clifton", "PKR 9.8M", 82), meter("Gulshan", "PKR 7.4M", 62)),
  ),
};

/** An export house's controls, checked, and an attack one of them stopped. */
export const securitySolutionsArt: HeroScene = {
  caption:
    "Illustration: security controls of the kind we deploy and manage, on a sample company's devices",
  main: darkWindow(
    "security · Your Export House",
    title("Protection in place", "Checked this morning", { tone: "good" }),
    rows(
      { label: "Endpoint protection", meta: "58 of 58 laptops and PCs", bar: 100 },
      { label: "Multi-factor sign-in", meta: "46 of 50 staff, 4 invited", bar: 92 },
      done("Encrypted backups", "Nightly, a copy off site"),
      done("Firewall rules", "Reviewed on the 1st"),
      done("Door access", "Card readers at 3 doors"),
    ),
  ),
  float: notice("shield", "Phishing e-mail blocked", "Fake invoice to accounts, 9:14 am"),
};

/** A penetration test's findings ranked by risk, and the retest after the fixes. */
export const cybersecurityArt: HeroScene = {
  caption:
    "Illustration: penetration test findings of the kind we report, ranked by risk, for a sample company",
  main: lightWindow(
    "Assessment report · Your Online Pharmacy",
    title("Findings by risk", "Web app, office network and staff"),
    stats(["High", "2"], ["Medium", "5"], ["Low", "7"]),
    rows(
      status("No limit on admin login tries", "Web app", "High", "warn"),
      status("VPN firmware two years old", "Office network", "High", "warn"),
      status("Test phishing e-mail clicked", "9 of 40 staff", "Medium", "accent"),
    ),
  ),
  float: notice("shield-check", "Retest passed", "Both high findings fixed in 8 days"),
};

/** A ride app's cloud bill coming down month by month, and what brought it down. */
export const cloudServicesArt: HeroScene = {
  caption:
    "Illustration: a cloud bill and its savings of the kind we manage, for a sample app's servers",
  main: darkWindow(
    "cloud · Your Ride App · production",
    title("Cloud bill, month by month", "AWS, Bahrain region"),
    stats(["This month", "PKR 612k"], ["Saved a month", "PKR 278k"], ["Uptime", "99.97%"]),
    bars({ min: 400, max: 1000 }, ["April", "November"], {
      label: "Bill",
      values: [890, 905, 880, 872, 760, 690, 641, 612],
    }),
    rows(
      { label: "Idle servers switched off", value: "PKR 96k", tone: "good" },
      { label: "Database capacity reserved", value: "PKR 182k", tone: "good" },
    ),
  ),
  float: notice("cloud", "Restore tested on Sunday", "Production back in 14 minutes"),
};

/** A distributor's move to the cloud, one system at a time, each step reversible. */
export const cloudSolutionsArt: HeroScene = {
  caption:
    "Illustration: a cloud migration plan of the kind we run system by system, for a sample company",
  main: lightWindow(
    "Migration plan · Your Distribution Co.",
    title("Moving to Azure, one system at a time", "Each step can be rolled back"),
    flow(
      { system: "Assessment", event: "14 servers and 9 applications reviewed" },
      { system: "File server → cloud storage", event: "Moved, old server kept a month" },
      { system: "ERP database", event: "Test copy running, cut-over on Sunday", tone: "accent" },
      { system: "Payroll", event: "Planned for next month", tone: "plain" },
    ),
  ),
  float: notice("workflow", "Cut-over: Sunday, 2 am", "Rollback ready, the office closed"),
};

/** A manufacturer's IT roadmap by quarter, with what each step costs. */
export const itConsultingArt: HeroScene = {
  caption:
    "Illustration: an IT roadmap of the kind we plan with leadership teams, with sample projects and budgets",
  main: lightWindow(
    "IT roadmap · Your Manufacturing Co.",
    title("The next 12 months", "Agreed with the board: PKR 9.4M"),
    board(
      column(
        "This quarter",
        "PKR 1.8M",
        ["E-mail to Microsoft 365", "Retires the old mail server", "PKR 1.2M", "IT"],
        ["Backups off site", "Tested every month", "PKR 0.6M", "IT"],
      ),
      column("Next quarter", "PKR 5.2M", [
        "ERP upgrade",
        "Shortlist of 3 vendors",
        "PKR 5.2M",
        "FN",
      ]),
      column("Later", "PKR 2.4M", ["Factory floor Wi-Fi", "After the new shed", "PKR 2.4M", "OP"]),
    ),
  ),
  float: notice("lightbulb", "Advice: no new servers yet", "Saves PKR 2.1M this year"),
};
