import type { InsightsReport } from "#contract/insights.ts";
import type { Db } from "#server/db/index.ts";
import { recordFigures } from "./record-figures.ts";
import { ledgerSteps, referrerFunnel } from "./referral-funnel.ts";
import { reportCsv } from "./report-csv.ts";
import { leadGroups, revenueBySource } from "./revenue.ts";
import { rolledThrough } from "./rollup.ts";
import { linkVisitorsOf, visitFigures, visitSections } from "./visit-figures.ts";
import { addDays, dayStart } from "./visitor.ts";

/**
 * The administrators' report (GET /api/admin/insights): the visit figures (visit-figures.ts),
 * the enquiries and other conversions from their own records (revenue.ts, record-figures.ts),
 * the referral funnel (referral-funnel.ts) and the revenue by source of a range of days (in
 * Karachi time, as every admin screen counts them), and the same as one CSV table
 * (report-csv.ts).
 */
export function createInsightsReport(db: Db) {
  async function report(range: { from: string; to: string }): Promise<InsightsReport> {
    const { from, to } = range;
    const watermark = await rolledThrough(db);
    const start = dayStart(from);
    const end = dayStart(addDays(to, 1));
    const [figures, ledger, leads, records] = await Promise.all([
      visitFigures(db, range, watermark),
      ledgerSteps(db, from, to),
      leadGroups(db, start, end),
      recordFigures(db, start, end),
    ]);
    return {
      from,
      to,
      rolledThrough: watermark,
      ...visitSections(figures, range, { leads, records }),
      referrers: await referrerFunnel(db, ledger, linkVisitorsOf(figures)),
      revenue: revenueBySource(leads),
    };
  }

  async function csv(range: { from: string; to: string }): Promise<string> {
    return reportCsv(await report(range));
  }

  return { report, csv };
}

export type InsightsReportService = ReturnType<typeof createInsightsReport>;
