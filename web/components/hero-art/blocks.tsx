import type { ComponentType, SVGProps } from "react";
import { Icon, type IconName } from "#web/components/ui/icon.tsx";
import type {
  ArtBlock,
  ArtTone,
  BannerBlock,
  BoardBlock,
  ButtonBlock,
  CharacterBlock,
  ChartBlock,
  ChatBlock,
  FlowBlock,
  MarksBlock,
  ProductPicture as ProductPictureData,
  ProductsBlock,
  RowsBlock,
  ScoresBlock,
  ScreenBlock,
  SheetBlock,
  StatsBlock,
  TimelineBlock,
  TitleBlock,
} from "./scene.ts";

/**
 * The pieces a hero's art is made of, each drawn on a light surface or a dark one. Every text
 * pairing meets WCAG AA on its surface, though the picture is hidden from assistive technology:
 * a visitor who reads it reads it comfortably. Sizes and positions that vary come from SVG
 * attributes or fixed class lists: the pages' security policy allows no style attribute.
 */

type Surface = { dark: boolean };

const strong = ({ dark }: Surface) => (dark ? "text-white" : "text-ink-900");
const muted = ({ dark }: Surface) => (dark ? "text-slate-400" : "text-slate-600");
const well = ({ dark }: Surface) => (dark ? "bg-white/5" : "bg-slate-50");

const tags: Record<ArtTone, readonly [light: string, dark: string]> = {
  good: ["bg-green-50 text-success-700", "bg-white/10 text-green-300"],
  warn: ["bg-amber-50 text-amber-800", "bg-white/10 text-amber-200"],
  accent: ["bg-accent-50 text-accent-700", "bg-accent-400/15 text-accent-200"],
  plain: ["bg-slate-100 text-slate-700", "bg-white/10 text-slate-200"],
};
const marks: Record<ArtTone, { icon: IconName; light: string; dark: string }> = {
  good: { icon: "check", light: "text-success-700", dark: "text-green-300" },
  warn: { icon: "refresh", light: "text-amber-800", dark: "text-amber-200" },
  accent: { icon: "zap", light: "text-accent-600", dark: "text-accent-300" },
  plain: { icon: "clock", light: "text-slate-500", dark: "text-slate-400" },
};
const small = "text-[0.6875rem]";
const tiny = "text-[0.625rem]";

function Tag({ tone = "plain", dark, children }: Surface & { tone?: ArtTone; children: string }) {
  return (
    <span
      className={`shrink-0 rounded-full px-1.5 py-0.5 font-semibold ${small} ${tags[tone][dark ? 1 : 0]}`}
    >
      {children}
    </span>
  );
}

function Mark({ tone, dark }: Surface & { tone: ArtTone }) {
  const mark = marks[tone];
  return (
    <Icon
      name={mark.icon}
      strokeWidth={2}
      className={`size-4 shrink-0 ${dark ? mark.dark : mark.light}`}
    />
  );
}

function Title({ block, dark }: Surface & { block: TitleBlock }) {
  return (
    <div className="flex items-center gap-2">
      {block.icon && (
        <span className="grid size-7 shrink-0 place-items-center rounded-lg bg-accent-600 text-white">
          <Icon name={block.icon} strokeWidth={2} className="size-4" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className={`truncate text-[0.8125rem] font-semibold ${strong({ dark })}`}>
          {block.title}
        </p>
        {block.meta && <p className={`truncate ${small} ${muted({ dark })}`}>{block.meta}</p>}
      </div>
      {block.action && (
        <span
          className={`shrink-0 rounded-md bg-accent-600 px-2 py-1 font-semibold text-white ${small}`}
        >
          {block.action}
        </span>
      )}
      {block.tone && !block.action && <Mark tone={block.tone} dark={dark} />}
    </div>
  );
}

const statColumns = ["", "grid-cols-1", "grid-cols-2", "grid-cols-3", "grid-cols-4"];

function Stats({ block, dark }: Surface & { block: StatsBlock }) {
  return (
    <dl className={`grid gap-2 ${statColumns[block.items.length] ?? "grid-cols-3"}`}>
      {block.items.map((item) => (
        <div key={item.label} className={`min-w-0 rounded-lg px-2 py-1.5 ${well({ dark })}`}>
          <dt className={`${small} ${muted({ dark })}`}>{item.label}</dt>
          <dd className={`text-[0.8125rem] font-semibold tabular-nums ${strong({ dark })}`}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A meter from 0 to 100, drawn to scale without a style attribute. */
function Meter({ value, dark }: Surface & { value: number }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 100 4"
      preserveAspectRatio="none"
      className="mt-1 block h-1.5 w-full"
    >
      <rect width="100" height="4" rx="2" className={dark ? "fill-white/10" : "fill-slate-100"} />
      <rect width={value} height="4" rx="2" className="fill-accent-500" />
    </svg>
  );
}

function Rows({ block, dark }: Surface & { block: RowsBlock }) {
  return (
    <ul className={block.mono ? `font-mono ${small}` : ""}>
      {block.rows.map((row) => (
        <li
          key={row.label}
          className={`flex items-center gap-2 border-t py-1.5 first:border-0 ${
            dark ? "border-white/10" : "border-slate-100"
          }`}
        >
          {row.tone && !row.tag && <Mark tone={row.tone} dark={dark} />}
          <div className="min-w-0 flex-1">
            <p className={`truncate ${block.mono ? "" : "font-medium"} ${strong({ dark })}`}>
              {row.label}
            </p>
            {row.meta && <p className={`truncate ${small} ${muted({ dark })}`}>{row.meta}</p>}
            {row.bar !== undefined && <Meter value={row.bar} dark={dark} />}
          </div>
          {row.value && (
            <span className={`shrink-0 font-semibold tabular-nums ${strong({ dark })}`}>
              {row.value}
            </span>
          )}
          {row.tag && (
            <Tag tone={row.tone} dark={dark}>
              {row.tag}
            </Tag>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Columns past what the box holds give way: two on a phone, three from 28rem, four from 32rem. */
const boardColumn = ["", "", "hidden @md:block", "hidden @lg:block"];

function Board({ block }: { block: BoardBlock }) {
  return (
    <div className="grid grid-cols-2 gap-2 @md:grid-cols-3 @lg:grid-cols-4">
      {block.columns.map((column, index) => (
        <div
          key={column.name}
          className={`min-w-0 rounded-lg bg-slate-100 p-1.5 ${boardColumn[index] ?? "hidden"}`}
        >
          <p className={`truncate px-1 font-semibold text-ink-900 ${small}`}>{column.name}</p>
          <p className={`mb-1.5 truncate px-1 tabular-nums text-slate-600 ${small}`}>
            {column.total}
          </p>
          <ul className="space-y-1.5">
            {column.cards.map((card) => (
              <li
                key={card.title}
                className="rounded-md bg-white p-2 shadow-sm ring-1 ring-slate-200"
              >
                <p className="font-medium text-ink-900">{card.title}</p>
                <p className={`mt-0.5 text-slate-600 ${small}`}>{card.meta}</p>
                <div className="mt-1.5 flex items-center justify-between gap-1">
                  <span
                    className={`font-semibold whitespace-nowrap tabular-nums text-ink-900 ${small}`}
                  >
                    {card.value}
                  </span>
                  <span className="grid size-5 shrink-0 place-items-center rounded-full bg-accent-100 text-[0.5625rem] font-bold text-accent-800">
                    {card.owner}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** A product's picture: a tin, or a cushion with a border and a motif, on a tint of its colour. */
function ProductPicture({
  shape,
  colour,
  band,
  className,
}: ProductPictureData & { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 60 44" className={className}>
      <rect width="60" height="44" rx="6" fill={colour} opacity="0.16" />
      <ellipse cx="30" cy="38.5" rx="14" ry="2.5" fill={colour} opacity="0.25" />
      {shape === "tin" ? (
        <>
          <rect x="19" y="11" width="22" height="27" rx="3" fill={colour} />
          <rect x="19" y="19" width="22" height="10" fill={band} />
          <rect x="18" y="8" width="24" height="5" rx="2" fill={band} />
          <circle cx="30" cy="24" r="3" fill={colour} />
        </>
      ) : (
        <>
          <path d="M14 9q16 3 32 0-3 14 0 28-16-3-32 0 3-14 0-28Z" fill={band} />
          <path d="M17.5 12.5q12.5 2 25 0-2 11 0 21-12.5-2-25 0 2-11 0-21Z" fill={colour} />
          <path d="m30 15 7 8-7 8-7-8Z" fill={band} />
          <path d="m30 19.5 3.2 3.5-3.2 3.5-3.2-3.5Z" fill={colour} />
        </>
      )}
    </svg>
  );
}

function Products({ block, dark }: Surface & { block: ProductsBlock }) {
  return (
    <ul className="grid grid-cols-3 gap-2">
      {block.items.map((item) => (
        <li key={item.name} className="min-w-0">
          <ProductPicture {...item} className="block w-full" />
          <p className={`mt-1 line-clamp-2 font-medium ${small} ${strong({ dark })}`}>
            {item.name}
          </p>
          <p className={`tabular-nums ${small} ${muted({ dark })}`}>{item.price}</p>
        </li>
      ))}
    </ul>
  );
}

function Banner({ block, dark }: Surface & { block: BannerBlock }) {
  return (
    <div className={`rounded-lg p-3 ${dark ? "bg-white/5" : "bg-accent-50"}`}>
      {(block.brand || block.nav) && (
        <div className={`mb-3 flex items-center justify-between gap-2 ${small}`}>
          <span className={`font-bold ${strong({ dark })}`}>{block.brand}</span>
          {block.nav && (
            <span className={`hidden gap-2.5 @sm:flex ${muted({ dark })}`}>
              {block.nav.map((link) => (
                <span key={link}>{link}</span>
              ))}
            </span>
          )}
        </div>
      )}
      {block.product && <ProductPicture {...block.product} className="mb-2 block w-full" />}
      <p className={`text-sm font-bold text-balance @md:text-base ${strong({ dark })}`}>
        {block.title}
      </p>
      {block.text && <p className={`mt-1 ${small} ${muted({ dark })}`}>{block.text}</p>}
      {block.action && (
        <span
          className={`mt-2 inline-block rounded-md bg-accent-600 px-2.5 py-1 font-semibold text-white ${small}`}
        >
          {block.action}
        </span>
      )}
    </div>
  );
}

function Button({ block }: { block: ButtonBlock }) {
  return (
    <p className={`rounded-lg bg-accent-600 py-1.5 text-center font-semibold text-white ${small}`}>
      {block.label}
    </p>
  );
}

/** A score's ring: the track, and the arc over it drawn to the score. */
const ring = { cx: "18", cy: "18", r: "15", fill: "none", strokeWidth: "3" } as const;

function Scores({ block, dark }: Surface & { block: ScoresBlock }) {
  return (
    <ul className="flex justify-between gap-3">
      {block.items.map((item) => (
        <li key={item.label} className="text-center">
          <svg aria-hidden="true" viewBox="0 0 36 36" className="mx-auto block size-10">
            <circle {...ring} className={dark ? "stroke-white/10" : "stroke-slate-100"} />
            <circle
              {...ring}
              strokeLinecap="round"
              pathLength="100"
              strokeDasharray={`${item.value} 100`}
              transform="rotate(-90 18 18)"
              className={dark ? "stroke-green-300" : "stroke-success-700"}
            />
            <text
              x="18"
              y="22"
              textAnchor="middle"
              className={`text-[0.6875rem] font-semibold ${dark ? "fill-white" : "fill-ink-900"}`}
            >
              {item.value}
            </text>
          </svg>
          <p className={`mt-1 ${tiny} ${muted({ dark })}`}>{item.label}</p>
        </li>
      ))}
    </ul>
  );
}

function Chat({ block, dark }: Surface & { block: ChatBlock }) {
  return (
    <ul className="space-y-1.5">
      {block.messages.map((message) => (
        <li
          key={message.text}
          className={`w-fit max-w-[85%] rounded-2xl px-2.5 py-1.5 ${
            message.from === "us"
              ? "ml-auto rounded-br-md bg-accent-600 text-white"
              : `rounded-bl-md ${dark ? "bg-white/10 text-slate-100" : "bg-slate-100 text-ink-900"}`
          }`}
        >
          {message.text}
        </li>
      ))}
    </ul>
  );
}

/** Line colours by series: the first neutral (what happened), the second the accent (a forecast). */
const lineColours = ["stroke-slate-400", "stroke-accent-500"];
const keyColours = ["bg-slate-400", "bg-accent-500"];

function Chart({ block, dark }: Surface & { block: ChartBlock }) {
  const width = 120;
  const height = 40;
  const min = block.min ?? 0;
  const y = (value: number) =>
    (height - 2 - ((value - min) / (block.max - min)) * (height - 4)).toFixed(1);
  const points = Math.max(...block.series.map((s) => (s.from ?? 0) + s.values.length));
  const step = block.type === "bars" ? width / points : width / Math.max(points - 1, 1);
  const grid = dark ? "stroke-white/10" : "stroke-slate-100";
  return (
    <div>
      {block.type === "line" && (
        <div className={`mb-1.5 flex gap-3 ${small} ${muted({ dark })}`}>
          {block.series.map((series, index) => (
            <span key={series.label} className="flex items-center gap-1">
              <span className={`h-0.5 w-3 rounded-full ${keyColours[index] ?? ""}`} />
              {series.label}
            </span>
          ))}
        </div>
      )}
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${width} ${height}`}
        preserveAspectRatio="none"
        className="block h-20 w-full overflow-visible"
      >
        <path
          d={`M0 ${height / 4}H${width}M0 ${height / 2}H${width}M0 ${(height * 3) / 4}H${width}`}
          className={grid}
          vectorEffect="non-scaling-stroke"
        />
        {block.type === "bars"
          ? block.series[0]?.values.map((value, index, all) => (
              <rect
                // biome-ignore lint/suspicious/noArrayIndexKey: the bars are fixed data, in order
                key={index}
                x={(index * step + step * 0.15).toFixed(1)}
                y={y(value)}
                width={(step * 0.7).toFixed(1)}
                height={(height - 2 - Number(y(value))).toFixed(1)}
                rx="0.8"
                className={index === all.length - 1 ? "fill-accent-500" : "fill-accent-300/60"}
              />
            ))
          : block.series.map((series, index) => (
              <polyline
                key={series.label}
                points={series.values
                  .map(
                    (value, at) => `${(((series.from ?? 0) + at) * step).toFixed(1)},${y(value)}`,
                  )
                  .join(" ")}
                fill="none"
                strokeWidth="2"
                strokeLinejoin="round"
                strokeLinecap="round"
                strokeDasharray={series.dashed ? "4 4" : undefined}
                vectorEffect="non-scaling-stroke"
                className={lineColours[index] ?? ""}
              />
            ))}
      </svg>
      {block.axis && (
        <div className={`mt-1 flex justify-between ${tiny} ${muted({ dark })}`}>
          <span>{block.axis[0]}</span>
          <span>{block.axis[1]}</span>
        </div>
      )}
    </div>
  );
}

function Flow({ block, dark }: Surface & { block: FlowBlock }) {
  return (
    <ol>
      {block.steps.map((step, index) => (
        <li key={step.system} className="relative flex gap-2.5 pb-3 last:pb-0">
          {index < block.steps.length - 1 && (
            <span
              className={`absolute top-5 bottom-0.5 left-2 w-px ${dark ? "bg-white/15" : "bg-slate-200"}`}
            />
          )}
          <Mark tone={step.tone ?? "good"} dark={dark} />
          <div className="min-w-0">
            <p className={`font-semibold ${strong({ dark })}`}>{step.system}</p>
            <p className={`${small} ${muted({ dark })}`}>{step.event}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** How the mascot is drawn: in colour, as grey clay, or in lines (a rough sketch, clean, a mesh). */
type EmoteStyle = CharacterBlock["stages"][number]["style"];

const ears = "M7 17 6 4l11 7ZM33 17l1-13-11 7Z";
const mouth = "M17 27.5q1.5 2 3 0 1.5 2 3 0";

/**
 * The sample channel's mascot: a round cat's face in its two colours, or at a stage of its
 * making: grey clay, or lines in `line` over `paper` (the colour of what it is drawn on), rough
 * for a sketch and with a wire mesh for a 3D or rigged model.
 */
function Emote({
  face,
  accent,
  style = "colour",
  line = "#e2e8f0",
  paper = "#121c33",
  ...frame
}: { face: string; accent: string; style?: EmoteStyle; line?: string; paper?: string } & Pick<
  SVGProps<SVGSVGElement>,
  "className" | "x" | "y" | "width" | "height"
>) {
  if (style === "colour" || style === "clay") {
    const clay = style === "clay";
    const eye = clay ? "#334155" : "#0b1324";
    return (
      <svg aria-hidden="true" viewBox="0 0 40 40" {...frame}>
        <path d={ears} fill={clay ? "#94a3b8" : face} />
        <path d="M9 13 8.5 8l4.5 3ZM31 13l.5-5-4.5 3Z" fill={clay ? "#64748b" : accent} />
        <circle cx="20" cy="23" r="15" fill={clay ? "#94a3b8" : face} />
        {clay && <ellipse cx="15" cy="15" rx="5" ry="3" fill="#fff" opacity="0.3" />}
        <ellipse cx="14" cy="22" rx="2.2" ry="3" fill={eye} />
        <ellipse cx="26" cy="22" rx="2.2" ry="3" fill={eye} />
        {!clay && (
          <>
            <circle cx="14.8" cy="21" r="0.8" fill="#fff" />
            <circle cx="26.8" cy="21" r="0.8" fill="#fff" />
            <circle cx="10.5" cy="27.5" r="2" fill={accent} opacity="0.7" />
            <circle cx="29.5" cy="27.5" r="2" fill={accent} opacity="0.7" />
          </>
        )}
        <path d={mouth} fill="none" stroke={eye} strokeWidth="1.3" strokeLinecap="round" />
      </svg>
    );
  }
  const stroke = {
    stroke: line,
    strokeWidth: 1.2,
    strokeLinecap: "round",
    strokeLinejoin: "round",
    strokeDasharray: style === "sketch" ? "3.5 1.5" : undefined,
  } as const;
  return (
    <svg aria-hidden="true" viewBox="0 0 40 40" {...frame}>
      <path d={ears} fill="none" {...stroke} />
      {/* The head over the ears' inner edges, as an artist would leave them out. */}
      <circle cx="20" cy="23" r="15" fill={paper} {...stroke} />
      {style === "mesh" && (
        <path
          d="M6.7 16Q20 13 33.3 16M5 23h30M6.7 30Q20 33 33.3 30M12 10.3Q9.5 23 12 35.7M28 10.3Q30.5 23 28 35.7M20 8v30"
          fill="none"
          stroke={accent}
          strokeWidth="0.6"
        />
      )}
      {[14, 26].map((cx) => (
        <ellipse
          key={cx}
          cx={cx}
          cy="22"
          rx="2.2"
          ry="3"
          fill={style === "lines" ? line : paper}
          {...stroke}
        />
      ))}
      <path d={mouth} fill="none" {...stroke} />
    </svg>
  );
}

/** The emote at its delivery sizes (112, 56 and 28 px), drawn at 5:7 of them. */
const emoteClasses = ["size-20", "size-10", "size-5"];

/** A design sheet, drawn on a dark surface: the parts it has, in their order. */
function Sheet({ block }: { block: SheetBlock }) {
  const { header, emoteSizes, palette, badges } = block;
  const [face = "#ffd6a5", accent = "#ff7aa2", deep = "#7c5cff", night = "#1b1f3b"] = (
    palette ?? []
  ).map((colour) => colour.hex);
  const swatches = palette || badges;
  return (
    <div className="space-y-3">
      {header && (
        <div className="relative">
          <svg aria-hidden="true" viewBox="0 0 320 96" className="block w-full rounded-lg">
            <rect width="320" height="96" rx="6" fill={night} />
            <circle cx="262" cy="18" r="74" fill={deep} opacity="0.6" />
            <circle cx="318" cy="98" r="46" fill={accent} opacity="0.55" />
            <text x="18" y="48" fill="#fff" fontSize="24" fontWeight="900" letterSpacing="1">
              {header.title}
            </text>
            <text x="19" y="68" fill={face} fontSize="11" fontWeight="600">
              {header.line}
            </text>
            <Emote face={face} accent={accent} x="212" y="10" width="86" height="86" />
          </svg>
          <span
            className={`absolute top-1.5 right-1.5 hidden rounded bg-ink-950/80 px-1.5 py-0.5 text-slate-200 @sm:block ${tiny}`}
          >
            {header.label}
          </span>
        </div>
      )}
      {(emoteSizes || swatches) && (
        <div className={`grid gap-3 ${emoteSizes && swatches ? "@sm:grid-cols-[auto_1fr]" : ""}`}>
          {emoteSizes && (
            <ul className="flex items-end justify-center gap-3 rounded-lg bg-white/5 p-2.5">
              {emoteSizes.map((size, index) => (
                <li key={size} className="text-center">
                  <Emote
                    face={face}
                    accent={accent}
                    className={`mx-auto block ${emoteClasses[index] ?? "size-5"}`}
                  />
                  <p className={`mt-1 text-slate-400 ${tiny}`}>{size}</p>
                </li>
              ))}
            </ul>
          )}
          {swatches && (
            <div className="min-w-0 space-y-3">
              {palette && (
                <ul className="grid grid-cols-4 gap-1.5">
                  {palette.map((colour) => (
                    <li key={colour.hex} className="min-w-0">
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 10 5"
                        className="block w-full rounded ring-1 ring-white/15"
                      >
                        <rect width="10" height="5" fill={colour.hex} />
                      </svg>
                      <p className={`mt-0.5 truncate text-white ${tiny}`}>{colour.name}</p>
                      <p className={`truncate font-mono text-slate-400 ${tiny}`}>{colour.hex}</p>
                    </li>
                  ))}
                </ul>
              )}
              {badges && (
                <ul className="flex gap-2">
                  {badges.map((badge) => (
                    <li key={badge.months} className="text-center">
                      <svg aria-hidden="true" viewBox="0 0 24 26" className="mx-auto block size-7">
                        <path d="M12 1 22 6.5v13L12 25 2 19.5v-13Z" fill={badge.hex} />
                        <path
                          d="M12 7.5 13.8 11l3.7.5-2.7 2.6.7 3.7L12 16l-3.5 1.8.7-3.7-2.7-2.6 3.7-.5Z"
                          fill="#fff"
                          opacity="0.9"
                        />
                      </svg>
                      <p className={`mt-0.5 text-slate-400 ${tiny}`}>{badge.months}</p>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
      )}
    </div>
  );
}

/** A logo mark's shape behind its letters, on a 60×40 artboard. */
function MarkShape({ item }: { item: MarksBlock["items"][number] }) {
  const letters = (y: number, size: number, fill: string) => (
    <text x="30" y={y} textAnchor="middle" fontSize={size} fontWeight="800" fill={fill}>
      {item.letters}
    </text>
  );
  switch (item.shape) {
    case "circle":
      return (
        <>
          <circle cx="30" cy="20" r="16" fill={item.colour} />
          {letters(24.5, 12, item.ink)}
        </>
      );
    case "square":
      return (
        <>
          <rect x="14" y="4" width="32" height="32" rx="8" fill={item.colour} />
          {letters(24.5, 12, item.ink)}
        </>
      );
    case "shield":
      return (
        <>
          <path d="M30 3 45 8v11c0 9-6.5 15-15 18-8.5-3-15-9-15-18V8Z" fill={item.colour} />
          {letters(23.5, 11, item.ink)}
        </>
      );
    case "word":
      return (
        <>
          {letters(23, 13, item.colour)}
          <rect x="18" y="27" width="24" height="2.5" rx="1.25" fill={item.ink} />
        </>
      );
  }
}

/** Logo marks on white artboards, whatever the surface: a designer's canvas. */
function Marks({ block }: { block: MarksBlock }) {
  return (
    <ul className="grid grid-cols-3 gap-2">
      {block.items.map((item) => (
        <li key={item.name} className="min-w-0 rounded-lg bg-white p-1.5 ring-1 ring-slate-200">
          <svg aria-hidden="true" viewBox="0 0 60 40" className="block w-full">
            <MarkShape item={item} />
          </svg>
          <p className={`mt-0.5 truncate text-center text-slate-600 ${tiny}`}>{item.name}</p>
        </li>
      ))}
    </ul>
  );
}

/** The mascot at each stage of its making, side by side. */
function Character({ block, dark }: Surface & { block: CharacterBlock }) {
  const last = block.stages.length - 1;
  return (
    <ol className="grid grid-cols-3 gap-2">
      {block.stages.map((stage, index) => (
        <li
          key={stage.label}
          className={`min-w-0 rounded-lg p-2 text-center ${dark ? "bg-ink-800" : "bg-slate-50 ring-1 ring-slate-200"}`}
        >
          <Emote
            face={block.face}
            accent={block.accent}
            style={stage.style}
            line={dark ? "#e2e8f0" : "#0b1324"}
            paper={dark ? "#121c33" : "#f8fafc"}
            className="mx-auto block w-full max-w-20"
          />
          <p
            className={`mt-1 truncate ${tiny} ${index === last ? `font-semibold ${strong({ dark })}` : muted({ dark })}`}
          >
            {stage.label}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** A video's or a stream's frame with the sample mascot, its title and a caption. */
function Screen({ title, caption, camera, alert }: Omit<ScreenBlock, "kind">) {
  return (
    <div className="relative aspect-[16/9] overflow-hidden rounded-md bg-[radial-gradient(circle_at_75%_30%,rgb(167_139_250/0.55),transparent_55%),linear-gradient(135deg,#1c41bd,#0b1324)]">
      <p className="absolute top-[18%] left-[7%] max-w-[55%] text-sm font-bold tracking-[0.18em] text-white @md:text-base">
        {title}
      </p>
      {camera ? (
        <span className="absolute right-[5%] bottom-[8%] block w-[30%] overflow-hidden rounded-md bg-ink-950/70 ring-2 ring-accent-300">
          <Emote face="#ffd6a5" accent="#ff7aa2" className="mx-auto -mb-[8%] block w-[78%]" />
        </span>
      ) : (
        <Emote
          face="#ffd6a5"
          accent="#ff7aa2"
          className="absolute right-[8%] -bottom-[6%] w-[34%]"
        />
      )}
      {alert && (
        <p
          className={`absolute top-[7%] right-[5%] max-w-[50%] truncate rounded-md bg-ink-950/85 px-1.5 py-0.5 font-semibold text-white ring-1 ring-accent-300 ${tiny}`}
        >
          {alert}
        </p>
      )}
      <p
        className={`absolute bottom-[10%] left-[7%] rounded bg-ink-950/80 px-1.5 py-0.5 font-semibold text-white ${tiny}`}
      >
        {caption}
      </p>
    </div>
  );
}

/** A 12-step ruler: where a clip starts and how many steps it spans, as fixed class names. */
const clipStart = [
  "",
  "col-start-1",
  "col-start-2",
  "col-start-3",
  "col-start-4",
  "col-start-5",
  "col-start-6",
  "col-start-7",
  "col-start-8",
  "col-start-9",
  "col-start-10",
  "col-start-11",
  "col-start-12",
];
const clipSpan = [
  "",
  "col-span-1",
  "col-span-2",
  "col-span-3",
  "col-span-4",
  "col-span-5",
  "col-span-6",
  "col-span-7",
  "col-span-8",
  "col-span-9",
  "col-span-10",
  "col-span-11",
  "col-span-12",
];
const clipTones: Record<ArtTone, string> = {
  accent: "bg-accent-600 text-white",
  good: "bg-success-700 text-white",
  warn: "bg-amber-200 text-ink-900",
  plain: "bg-slate-600 text-white",
};

function Timeline({ block }: { block: TimelineBlock }) {
  return (
    <div>
      <Screen {...block.preview} />
      <div className={`mt-2 flex justify-between font-mono text-slate-400 ${tiny}`}>
        <span className="text-white">{block.time}</span>
        <span>24 fps</span>
      </div>
      <div className="relative mt-1 space-y-1">
        {block.tracks.map((track) => (
          <div key={track.name} className="grid grid-cols-[1.5rem_1fr] items-center gap-1.5">
            <span className={`font-mono text-slate-400 ${tiny}`}>{track.name}</span>
            <div className="grid h-5 grid-cols-12 gap-0.5 rounded bg-white/5">
              {track.clips.map((clip) => (
                <span
                  key={clip.label}
                  className={`row-start-1 truncate rounded-sm px-1 text-[0.5625rem] leading-5 font-semibold ${
                    clipStart[clip.start] ?? ""
                  } ${clipSpan[clip.span] ?? ""} ${clipTones[clip.tone ?? "plain"]}`}
                >
                  {clip.label}
                </span>
              ))}
            </div>
          </div>
        ))}
        <span className="absolute -top-1 -bottom-1 left-[calc(1.875rem_+_(100%_-_1.875rem)_*_0.42)] w-0.5 rounded-full bg-red-300" />
      </div>
    </div>
  );
}

/** The component that draws each kind of block. */
const blockViews: {
  [Kind in ArtBlock["kind"]]: ComponentType<Surface & { block: Extract<ArtBlock, { kind: Kind }> }>;
} = {
  title: Title,
  stats: Stats,
  rows: Rows,
  board: Board,
  products: Products,
  banner: Banner,
  button: Button,
  scores: Scores,
  chat: Chat,
  chart: Chart,
  flow: Flow,
  sheet: Sheet,
  marks: Marks,
  character: Character,
  screen: ({ block }) => <Screen {...block} />,
  timeline: Timeline,
};

function Block({ block, dark }: Surface & { block: ArtBlock }) {
  const View = blockViews[block.kind] as ComponentType<Surface & { block: ArtBlock }>;
  return <View block={block} dark={dark} />;
}

/** A pane's blocks, stacked. */
export function ArtBlocks({
  blocks,
  dark,
  className,
}: Surface & { blocks: readonly ArtBlock[]; className: string }) {
  return (
    <div className={className}>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a pane's blocks are fixed data, in order
        <Block key={index} block={block} dark={dark} />
      ))}
    </div>
  );
}
