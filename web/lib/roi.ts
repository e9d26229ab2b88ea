/**
 * The Zoho page's ROI calculator (SPEC §5, §9), kept pure so every rule is unit-tested.
 *
 * baseline  = team size × deals per rep per month × average deal value
 * uplift    = baseline × uplift percent / 100
 * projected = baseline + uplift
 * costs     = team size × licence per user per month + set-up cost / 12 (over the first year)
 * net       = uplift − costs: what the CRM is worth a month once it is paid for
 *
 * The starting figures are content (web/content/hubs/roi-defaults.ts), not code.
 */

export type RoiInputs = {
  teamSize: number | string;
  dealValue: number | string;
  dealsPerRep: number | string;
  upliftPercent: number | string;
  /** PKR a month per user; without it, no licence is counted. */
  licencePerUser?: number | string;
  /** PKR once, spread over the first 12 months; without it, none. */
  setupCost?: number | string;
};

export type RoiResult = {
  /** The inputs as the calculation used them, after the floors. */
  used: {
    teamSize: number;
    dealValue: number;
    dealsPerRep: number;
    upliftPercent: number;
    licencePerUser: number;
    setupCost: number;
  };
  baseline: number;
  uplift: number;
  projected: number;
  /** Licences for the team and a twelfth of the set-up, a month. */
  costs: number;
  /** The uplift net of the costs (negative when the CRM costs more than it brings). */
  net: number;
};

/** Months the set-up cost is spread over. */
export const setupMonths = 12;

/** What the uplift field declares as its maximum; the calculation deliberately ignores it. */
export const upliftDeclaredMax = 100;

/** Form fields hand over strings; an empty or unreadable value is not a number. */
function toNumber(value: number | string): number {
  if (typeof value === "number") return value;
  return value.trim() === "" ? Number.NaN : Number(value);
}

/** Team size is at least 1; below 1 or not a number counts as 1. */
export function normaliseTeamSize(value: number | string): number {
  const n = toNumber(value);
  return Number.isFinite(n) && n >= 1 ? n : 1;
}

/** Deal value, deals per rep and uplift are floored at 0; not a number counts as 0. */
export function floorAtZero(value: number | string): number {
  const n = toNumber(value);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

export function calculateRoi(inputs: RoiInputs): RoiResult {
  const used = {
    teamSize: normaliseTeamSize(inputs.teamSize),
    dealValue: floorAtZero(inputs.dealValue),
    dealsPerRep: floorAtZero(inputs.dealsPerRep),
    // Not capped at upliftDeclaredMax: the specification keeps the calculation uncapped.
    upliftPercent: floorAtZero(inputs.upliftPercent),
    licencePerUser: floorAtZero(inputs.licencePerUser ?? 0),
    setupCost: floorAtZero(inputs.setupCost ?? 0),
  };
  const baseline = used.teamSize * used.dealsPerRep * used.dealValue;
  const uplift = (baseline * used.upliftPercent) / 100;
  const costs = used.teamSize * used.licencePerUser + used.setupCost / setupMonths;
  return { used, baseline, uplift, projected: baseline + uplift, costs, net: uplift - costs };
}

/**
 * An amount in Pakistani rupees in the reader's number format ("PKR 144,000" in English,
 * "144.000 PKR" in German). Whole amounts show no decimals; others show two.
 */
export function formatPkr(amount: number, locale?: string): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "PKR",
    currencyDisplay: "code",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}
