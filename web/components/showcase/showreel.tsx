import { Icon } from "#web/components/ui/icon.tsx";

export type ReelScene = { time: string; title: string; description: string };

/** Twelve dots on a ring round the centre; scaling the ring from the centre makes the burst. */
const particles = Array.from({ length: 12 }, (_, index) => {
  const angle = (index / 12) * Math.PI * 2;
  return {
    cx: Math.round(320 + Math.cos(angle) * 118),
    cy: Math.round(180 + Math.sin(angle) * 118),
    r: index % 3 === 0 ? 7 : 4.5,
    tone: index % 4 === 0 ? "#f5b83d" : index % 2 === 0 ? "#2dd4bf" : "#93b4ff",
  };
});

/** The lower third's two lines: a name, then a smaller role under it. */
const lowerThirdLines = [
  { y: "284", width: "170", height: "14", rx: "4", fill: "#0b1324" },
  { y: "306", width: "118", height: "9", rx: "4.5", fill: "#64748b" },
];

/** The logo sting's ring: a dim track, and the bright ring that draws itself over it. */
const logoRing = { cx: "250", cy: "180", r: "70", fill: "none" };

/** Two hearts that float up from the emote, one on each side (app.css staggers them). */
const hearts = [
  { name: "reel-heart-a", d: "M430 150 C410 137 415 117 430 128 C445 117 450 137 430 150 Z" },
  { name: "reel-heart-b", d: "M200 170 C184 160 188 144 200 153 C212 144 216 160 200 170 Z" },
];

/** An open line with round ends, unfilled: the monogram's M, the emote's face. */
function RoundStroke({
  d,
  color,
  width,
  roundJoins = false,
}: {
  d: string;
  color: string;
  width: string;
  roundJoins?: boolean;
}) {
  return (
    <path
      d={d}
      fill="none"
      stroke={color}
      strokeWidth={width}
      strokeLinecap="round"
      strokeLinejoin={roundJoins ? "round" : undefined}
    />
  );
}

/** The four scenes, drawn as one SVG; app.css moves them (`.reel-*`). */
function ReelDrawing({ title }: { title: string }) {
  return (
    <svg
      viewBox="0 0 640 360"
      role="img"
      aria-labelledby="showreel-title"
      className="reel-canvas block h-auto w-full"
    >
      <title id="showreel-title">{title}</title>
      <rect width="640" height="360" fill="#060a14" />

      {/* 1 · logo sting */}
      <g className="reel-scene reel-s1">
        <rect width="640" height="360" fill="#0b1324" />
        <circle {...logoRing} stroke="#1c2845" strokeWidth="10" />
        <circle
          className="reel-ring"
          {...logoRing}
          stroke="#3d6bff"
          strokeWidth="10"
          strokeLinecap="round"
        />
        <g className="reel-mark">
          <rect x="214" y="144" width="72" height="72" rx="20" fill="#2453e6" />
          <RoundStroke
            d="M232 198 V162 L250 184 L268 162 V198"
            color="#ffffff"
            width="9"
            roundJoins
          />
        </g>
        <g className="reel-word">
          <rect x="344" y="156" width="150" height="22" rx="6" fill="#ffffff" />
          <rect x="344" y="190" width="104" height="12" rx="6" fill="#93b4ff" />
        </g>
        <path
          className="reel-spark"
          d="M520 110l6 14 14 6-14 6-6 14-6-14-14-6 14-6z"
          fill="#f5b83d"
        />
      </g>

      {/* 2 · lower third over footage */}
      <g className="reel-scene reel-s2">
        <rect width="640" height="360" fill="#1b3796" />
        <rect x="40" y="0" width="56" height="232" fill="#2453e6" opacity="0.5" />
        <rect x="120" y="0" width="24" height="232" fill="#2453e6" opacity="0.35" />
        <rect x="424" y="52" width="164" height="118" rx="10" fill="#0b1324" />
        <rect x="434" y="62" width="144" height="98" rx="6" fill="#3d6bff" />
        <path d="M434 140 L480 104 L512 130 L540 110 L578 140 V160 H434 Z" fill="#93b4ff" />
        <circle cx="548" cy="88" r="10" fill="#f5b83d" />
        <rect x="290" y="146" width="24" height="34" rx="8" fill="#e8a47c" />
        <path d="M228 262 C228 212 262 180 302 180 C342 180 376 212 376 262 Z" fill="#0d9488" />
        <path d="M284 182 L302 206 L320 182 Z" fill="#ffffff" />
        <circle cx="302" cy="122" r="38" fill="#f6c09a" />
        <path
          d="M262 124 C256 82 286 70 304 72 C330 70 346 90 340 122 C334 104 318 96 302 100 C288 94 268 104 262 124 Z"
          fill="#0b1324"
        />
        <rect y="232" width="640" height="128" fill="#121c33" />
        <rect x="150" y="226" width="340" height="22" rx="6" fill="#2a3858" />
        <rect x="392" y="196" width="8" height="34" rx="4" fill="#94a3b8" />
        <rect x="386" y="180" width="20" height="26" rx="10" fill="#cbd5e1" />
        <g className="reel-lower-third">
          <rect x="40" y="270" width="300" height="58" rx="8" fill="#ffffff" />
          <rect x="40" y="270" width="12" height="58" rx="4" fill="#2453e6" />
          {lowerThirdLines.map((line) => (
            <rect key={line.y} className="reel-lt-line" x="68" {...line} />
          ))}
        </g>
        <circle className="reel-rec" cx="600" cy="36" r="8" fill="#ef4444" />
      </g>

      {/* 3 · animated emote */}
      <g className="reel-scene reel-s3">
        <rect width="640" height="360" fill="#121c33" />
        <ellipse cx="320" cy="254" rx="80" ry="10" fill="#060a14" className="reel-shadow" />
        <g className="reel-bounce">
          <line
            x1="320"
            y1="104"
            x2="320"
            y2="84"
            stroke="#93b4ff"
            strokeWidth="7"
            strokeLinecap="round"
          />
          <circle cx="320" cy="78" r="10" fill="#f5b83d" />
          <rect x="246" y="104" width="148" height="126" rx="42" fill="#dbe7ff" />
          <rect x="264" y="122" width="112" height="74" rx="28" fill="#0b1324" />
          <RoundStroke
            d="M284 160 q12 -16 24 0 M332 160 q12 -16 24 0 M306 176 q14 12 28 0"
            color="#2dd4bf"
            width="7"
          />
          <rect x="246" y="200" width="148" height="30" rx="15" fill="#bfd4ff" />
        </g>
        {hearts.map((heart) => (
          <path
            key={heart.name}
            className={`reel-heart ${heart.name}`}
            d={heart.d}
            fill="#f472b6"
          />
        ))}
        <g fill="#2a3858">
          {[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((frame) => (
            <rect key={frame} x={104 + frame * 37} y="326" width="28" height="12" rx="3" />
          ))}
        </g>
        <rect className="reel-frame" x="104" y="326" width="28" height="12" rx="3" fill="#3d6bff" />
      </g>

      {/* 4 · particle burst */}
      <g className="reel-scene reel-s4">
        <rect width="640" height="360" fill="#060a14" />
        <circle
          className="reel-wave"
          cx="320"
          cy="180"
          r="120"
          fill="none"
          stroke="#3d6bff"
          strokeWidth="4"
        />
        <g className="reel-burst">
          {particles.map((dot) => (
            <circle key={`${dot.cx}-${dot.cy}`} cx={dot.cx} cy={dot.cy} r={dot.r} fill={dot.tone} />
          ))}
        </g>
        <g className="reel-burst reel-burst-late">
          {particles.map((dot) => (
            <circle
              key={`${dot.cx}-${dot.cy}`}
              cx={640 - dot.cx}
              cy={dot.cy}
              r={dot.r * 0.7}
              fill="#ffffff"
            />
          ))}
        </g>
        <circle cx="320" cy="180" r="34" fill="#2453e6" />
        <path d="M320 150l8 18 18 8-18 8-8 18-8-18-18-8 18-8z" fill="#ffffff" />
      </g>
    </svg>
  );
}

/**
 * A looping 12-second showreel drawn in SVG and animated by CSS (app.css, `.reel-*`): no video
 * file, no script. It pauses while the pointer is over it and when its Pause box is ticked
 * (WCAG 2.2.2); under reduced motion nothing moves, the logo scene stands as a poster and the
 * controls are not shown. The page lists the scenes beside it, with what each one shows.
 */
export function Showreel({ title }: { title: string }) {
  return (
    <div className="reel">
      <div className="overflow-hidden rounded-2xl border border-ink-700 bg-ink-950 shadow-[var(--shadow-lift)]">
        <ReelDrawing title={title} />
        <div className="flex items-center gap-4 border-t border-white/10 bg-ink-900 px-4 py-3 motion-reduce:hidden">
          <label className="inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-full border border-white/30 px-4 text-[0.9375rem] font-semibold text-white transition-colors duration-200 hover:border-white has-[:checked]:border-white has-[:checked]:bg-white has-[:checked]:text-ink-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-white ">
            <input type="checkbox" className="reel-toggle sr-only" />
            <Icon name="pause" className="size-4" strokeWidth={2} />
            Pause
          </label>
          <div
            aria-hidden="true"
            className="relative h-1.5 flex-1 overflow-hidden rounded-full bg-white/15"
          >
            <span className="reel-progress absolute inset-0 origin-left rounded-full bg-accent-400" />
            {[1, 2, 3].map((mark) => (
              <span
                key={mark}
                className={`absolute top-0 h-full w-0.5 bg-ink-900 ${["left-1/4", "left-1/2", "left-3/4"][mark - 1]}`}
              />
            ))}
          </div>
          <span aria-hidden="true" className="shrink-0 text-sm tabular-nums text-slate-300">
            0:12
          </span>
        </div>
      </div>
    </div>
  );
}
