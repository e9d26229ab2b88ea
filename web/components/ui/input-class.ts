/**
 * The box every form's inputs share (the field kit's default look, field.tsx); the dashboard's
 * read-only referral link uses it too, without the rest of the kit.
 *
 * No `focus:outline-none` beside the focus ring: in Tailwind 4 it sets `--tw-outline-style: none`,
 * which `focus-visible:outline-2` then reads, so the ring computes to no outline at all
 * (tests/e2e/focus-rings.test.ts).
 */
export const inputClass =
  "min-h-12 w-full min-w-0 rounded-xl border border-slate-300 bg-white px-4 text-base text-ink-900 placeholder:text-slate-500 transition-colors duration-150 hover:border-slate-400 aria-invalid:border-danger-700 focus:border-accent-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-500 read-only:bg-slate-50 read-only:text-slate-700";
