import { zohoRoi } from "#content-collections";
import { packagePrice } from "#web/content/details/prices.ts";
import type { RoiInputs } from "#web/lib/roi.ts";

/**
 * The ROI calculator's starting figures: the team, deal value, leads and win rate of
 * content/pages/zoho-roi.yaml (deals per rep = leads × win rate), and the licence and set-up
 * prices of content/prices/. A visitor changes any of them on the page.
 */
export const roiDefaults = {
  teamSize: zohoRoi.teamSize,
  dealValue: zohoRoi.dealValue,
  dealsPerRep: Math.round(zohoRoi.leadsPerRep * zohoRoi.winRatePercent) / 100,
  upliftPercent: zohoRoi.upliftPercent,
  licencePerUser: packagePrice("zoho-crm-licence").pkr,
  setupCost: packagePrice("zoho-crm-setup").pkr,
} satisfies Required<RoiInputs>;

/** Where the deals per rep come from, for the field's hint. */
export const dealsPerRepHint = `${zohoRoi.leadsPerRep} leads at a ${zohoRoi.winRatePercent}% win rate`;
