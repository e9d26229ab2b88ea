import { type FormEvent, useId, useState, useSyncExternalStore } from "react";
import { dealsPerRepHint, roiDefaults } from "#web/content/hubs/roi-defaults.ts";
import { calculateRoi, formatPkr, type RoiInputs, upliftDeclaredMax } from "#web/lib/roi.ts";

type Field = keyof RoiInputs;

const fields: ReadonlyArray<{
  name: Field;
  label: string;
  hint: string;
  min: number;
  max?: number;
  step: string;
}> = [
  { name: "teamSize", label: "Sales team size", hint: "People selling", min: 1, step: "1" },
  {
    name: "dealValue",
    label: "Average deal value (PKR)",
    hint: "Per closed deal",
    min: 0,
    step: "any",
  },
  {
    name: "dealsPerRep",
    label: "Deals per rep per month",
    hint: `Closed deals: ${dealsPerRepHint}`,
    min: 0,
    step: "any",
  },
  {
    name: "upliftPercent",
    label: "Expected uplift (%)",
    hint: "From better follow-up",
    min: 0,
    max: upliftDeclaredMax,
    step: "any",
  },
  {
    name: "licencePerUser",
    label: "CRM licence per user (PKR a month)",
    hint: "Zoho CRM Standard, yearly billing",
    min: 0,
    step: "any",
  },
  {
    name: "setupCost",
    label: "Set-up cost (PKR, once)",
    hint: "Spread over the first 12 months",
    min: 0,
    step: "any",
  },
];

const noop = () => () => {};

/**
 * The reader's locale for number formatting. The prerendered HTML and the first client render
 * use a fixed locale, so hydration matches; React then re-renders with the browser's.
 */
function useLocale(): string {
  return useSyncExternalStore(
    noop,
    () => navigator.language || "en-US",
    () => "en-US",
  );
}

/**
 * Estimates the monthly revenue effect of a better-run CRM (SPEC §5, §9). Outputs follow every
 * keystroke; submitting the form (Enter in a field) does nothing.
 */
export function RoiCalculator({ headingId }: { headingId: string }) {
  const [values, setValues] = useState<Record<Field, string>>(
    () =>
      Object.fromEntries(fields.map(({ name }) => [name, String(roiDefaults[name])])) as Record<
        Field,
        string
      >,
  );
  const locale = useLocale();
  const baseId = useId();
  const result = calculateRoi(values);
  const inputIds = fields.map((field) => `${baseId}-${field.name}`).join(" ");

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
  }

  const outputs = [
    { key: "baseline", label: "Current monthly revenue", value: result.baseline },
    { key: "uplift", label: "Added revenue per month", value: result.uplift },
    { key: "projected", label: "Projected monthly revenue", value: result.projected },
    { key: "costs", label: "Licences and set-up per month", value: result.costs },
    { key: "net", label: "Net gain per month", value: result.net },
  ] as const;

  return (
    <div className="grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-[var(--shadow-card)] lg:grid-cols-[1.15fr_0.85fr]">
      <form
        onSubmit={onSubmit}
        aria-labelledby={headingId}
        className="grid content-center gap-5 p-6 sm:grid-cols-2 sm:p-10"
        noValidate
      >
        <p className="text-sm font-semibold tracking-[0.12em] text-accent-700 uppercase sm:col-span-2">
          Your numbers
        </p>
        {fields.map((field) => {
          const id = `${baseId}-${field.name}`;
          return (
            <div key={field.name}>
              <label htmlFor={id} className="block font-semibold text-ink-900">
                {field.label}
              </label>
              <p id={`${id}-hint`} className="text-sm text-slate-600">
                {field.hint}
              </p>
              <input
                id={id}
                name={field.name}
                type="number"
                inputMode="decimal"
                min={field.min}
                max={field.max}
                step={field.step}
                value={values[field.name]}
                aria-describedby={`${id}-hint`}
                onChange={(event) => {
                  const { value } = event.currentTarget;
                  setValues((current) => ({ ...current, [field.name]: value }));
                }}
                className="mt-2 block min-h-12 w-full rounded-xl border border-slate-300 bg-white px-4 text-lg text-ink-900 tabular-nums transition-colors duration-200 hover:border-slate-400 focus-visible:border-accent-600"
              />
            </div>
          );
        })}
      </form>
      <div className="bg-ink-900 p-6 text-slate-300 sm:p-10">
        <p className="text-sm font-semibold tracking-[0.12em] text-accent-300 uppercase">
          Your estimate
        </p>
        <dl className="mt-6 space-y-5">
          {outputs.map((output) => (
            <div
              key={output.key}
              className={
                output.key === "projected" || output.key === "net"
                  ? "border-t border-white/10 pt-5"
                  : undefined
              }
            >
              <dt className="text-sm">{output.label}</dt>
              <dd>
                <output
                  htmlFor={inputIds}
                  data-roi={output.key}
                  className={`block font-bold tracking-tight text-white tabular-nums ${
                    output.key === "net" ? "text-3xl sm:text-4xl" : "text-2xl"
                  }`}
                >
                  {formatPkr(output.value, locale)}
                </output>
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-6 text-sm text-slate-400">
          Team size × deals per rep × deal value gives the current figure; the uplift adds your
          expected percentage on top. The net gain is the uplift less the team's licences and a
          twelfth of the set-up. An estimate to plan with, not a promise.
        </p>
      </div>
    </div>
  );
}
