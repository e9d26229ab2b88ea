/**
 * What /admin/insights loads together with the report's figures rather than with the page: the
 * daily chart and the report's words. Nothing here imports a module other admin pages share, so
 * loading it apart leaves their chunks as they are.
 */
export { viewportLabels } from "#contract/insights-fields.ts";
export { insightsReportContent as words } from "#web/content/admin-insights-report.ts";
export { DailyChart, formatDay } from "./daily-chart.tsx";

export type InsightsParts = typeof import("./insights-parts.ts");
