/**
 * What /admin/insights loads together with the report's figures rather than with the page: the
 * report itself, its daily chart and its words. The report's tables are the admin lists'
 * DataTable, which the page has already loaded with the list frame (admin-list-page.tsx).
 */
export { viewportLabels } from "#contract/insights-fields.ts";
export { insightsReportContent as words } from "#web/content/admin-insights-report.ts";
export { DailyChart, formatDay } from "./daily-chart.tsx";
export { Report } from "./insights-report.tsx";

export type InsightsParts = typeof import("./insights-parts.ts");
