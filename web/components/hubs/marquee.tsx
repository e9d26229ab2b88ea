/** Each half of the loop repeats the names this often, so it is wider than a wide screen. */
const REPEATS = 3;

/**
 * Names scrolling sideways in a loop (22 s a cycle, app.css). The track holds two identical
 * halves and moves by one half per cycle, so the loop is seamless; assistive technology reads
 * the names once. It pauses while the pointer is over it and under reduced motion it
 * stands still as a plain wrapped list.
 */
export function Marquee({
  items,
  label,
  tone = "light",
}: {
  items: readonly string[];
  /** Names the list, e.g. "Tools we work with". */
  label: string;
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  const half = Array.from({ length: REPEATS }, () => items).flat();
  return (
    <div className="marquee relative overflow-hidden py-2 [mask-image:linear-gradient(to_right,transparent,black_8%,black_92%,transparent)] motion-reduce:[mask-image:none]">
      <div className="marquee-track flex w-max motion-reduce:w-full">
        {[0, 1].map((copy) => (
          <ul
            key={copy}
            aria-label={copy === 0 ? label : undefined}
            aria-hidden={copy === 1 ? true : undefined}
            className={`flex shrink-0 gap-4 pr-4 ${
              copy === 0
                ? "motion-reduce:w-full motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:pr-0"
                : "motion-reduce:hidden"
            }`}
          >
            {half.map((item, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the repeats are identical by design
                key={`${item}-${index}`}
                aria-hidden={copy === 0 && index >= items.length ? true : undefined}
                className={`flex shrink-0 items-center gap-3 rounded-full ${index >= items.length ? "motion-reduce:hidden" : ""} border px-6 py-3 text-lg font-semibold whitespace-nowrap ${
                  dark
                    ? "border-white/15 bg-white/5 text-white"
                    : "border-slate-200 bg-white text-ink-900"
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`size-2 rounded-full ${dark ? "bg-accent-300" : "bg-accent-600"}`}
                />
                {item}
              </li>
            ))}
          </ul>
        ))}
      </div>
    </div>
  );
}
