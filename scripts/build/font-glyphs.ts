/**
 * The characters the preloaded font file carries (scripts/build/build-font.ts): printable ASCII and the
 * punctuation the copy uses. A browser test checks that no page needs a font file beyond it.
 */
export const coreUnicodeRanges: ReadonlyArray<readonly [number, number]> = [
  [0x0020, 0x007e], // printable ASCII
  [0x00a0, 0x00a0], // no-break space
  [0x00a9, 0x00a9], // ©
  [0x00b7, 0x00b7], // ·
  [0x00d7, 0x00d7], // × (2560×1440)
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x2190, 0x2193], // ← ↑ → ↓
  [0x20ac, 0x20ac], // €
];
