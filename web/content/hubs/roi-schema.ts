import { z } from "zod";

const whole = (what: string) => z.int(`${what}: a whole number, without commas`).nonnegative();

/** content/pages/zoho-roi.yaml: the ROI calculator's starting figures. */
export const roiDefaultsSchema = z
  .object({
    // Every collection takes the mark (scripts/build/check-stand-ins.ts); these figures are the
    // company's own example, not a stand-in for a withheld fact.
    standIn: z.boolean().default(false),
    teamSize: whole("teamSize").min(1),
    dealValue: whole("dealValue"),
    leadsPerRep: whole("leadsPerRep"),
    winRatePercent: z.number().min(0).max(100),
    upliftPercent: z.number().min(0).max(100),
  })
  .strict();
