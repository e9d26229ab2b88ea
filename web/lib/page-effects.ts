/**
 * What makes the page effects of effects.ts move: the scroll reveal and the pointer's tilt and
 * glow. Plain DOM work on data attributes, so it runs before React has hydrated the page, from
 * page-start.ts; it imports nothing, so that chunk stays small.
 */

const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;
/** How far above the viewport's bottom edge an element reveals, unless `data-reveal-offset` says. */
const defaultOffset = 80;

const observers = new Map<number, IntersectionObserver>();
const observed = new WeakSet<Element>();

function observerFor(offset: number): IntersectionObserver {
  let observer = observers.get(offset);
  if (!observer) {
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const el = entry.target as HTMLElement;
          if (entry.isIntersecting) {
            el.classList.add("is-revealed");
            if (!("revealRepeat" in el.dataset)) observer?.unobserve(el);
          } else if ("revealRepeat" in el.dataset) {
            el.classList.remove("is-revealed");
          }
        }
      },
      { rootMargin: `0px 0px -${offset}px 0px` },
    );
    observers.set(offset, observer);
  }
  return observer;
}

/**
 * After this long app.css shows reveal content on its own, in case this module never runs; the
 * `fx` class on the document tells it that this module has taken over.
 */
export const REVEAL_FALLBACK_MS = 2500;
const TAKEN_OVER = "fx";

/**
 * True when app.css has already begun to show an element on its own, because this module took
 * over late (after REVEAL_FALLBACK_MS). It then stays shown rather than vanishing again.
 */
function shownByFallback(el: HTMLElement): boolean {
  const root = document.documentElement;
  if (root.classList.contains(TAKEN_OVER) || performance.now() < REVEAL_FALLBACK_MS) return false;
  return Number(getComputedStyle(el).opacity) > 0;
}

/** Finds new `[data-reveal]` elements and starts watching them. Safe to call repeatedly. */
export function scanReveals(root: ParentNode = document): void {
  const elements = root.querySelectorAll<HTMLElement>("[data-reveal]");
  const reduced = reducedMotion() || typeof IntersectionObserver === "undefined";
  for (const el of elements) {
    if (observed.has(el)) continue;
    observed.add(el);
    if (reduced) {
      el.classList.add("is-revealed");
      continue;
    }
    if (shownByFallback(el)) el.classList.add("is-revealed");
    const { revealDuration, revealDelay, revealEasing, revealOffset } = el.dataset;
    if (revealDuration) el.style.setProperty("--reveal-duration", `${revealDuration}ms`);
    if (revealDelay) el.style.setProperty("--reveal-delay", `${revealDelay}ms`);
    if (revealEasing) el.style.setProperty("--reveal-easing", revealEasing);
    observerFor(Number(revealOffset ?? defaultOffset)).observe(el);
  }
  document.documentElement.classList.add(TAKEN_OVER);
}

let tilted: HTMLElement | null = null;

function resetTilt(el: HTMLElement) {
  el.style.removeProperty("--tilt-x");
  el.style.removeProperty("--tilt-y");
}

function onPointerMove(event: PointerEvent) {
  if (event.pointerType !== "mouse" || reducedMotion()) return;
  const target = event.target as Element | null;
  const tiltEl = target?.closest?.<HTMLElement>("[data-tilt]") ?? null;
  if (tilted && tilted !== tiltEl) resetTilt(tilted);
  tilted = tiltEl;
  if (tiltEl) {
    const rect = tiltEl.getBoundingClientRect();
    const max = Number(tiltEl.dataset.tilt) || 10;
    const x = (event.clientX - rect.left) / rect.width - 0.5;
    const y = (event.clientY - rect.top) / rect.height - 0.5;
    tiltEl.style.setProperty("--tilt-x", `${(-y * 2 * max).toFixed(2)}deg`);
    tiltEl.style.setProperty("--tilt-y", `${(x * 2 * max).toFixed(2)}deg`);
  }
  const glowEl = target?.closest?.<HTMLElement>("[data-glow]");
  if (glowEl) {
    const rect = glowEl.getBoundingClientRect();
    glowEl.style.setProperty("--glow-x", `${event.clientX - rect.left}px`);
    glowEl.style.setProperty("--glow-y", `${event.clientY - rect.top}px`);
  }
}

function onPointerOut(event: PointerEvent) {
  if (!tilted) return;
  const next = event.relatedTarget as Node | null;
  if (!next || !tilted.contains(next)) {
    resetTilt(tilted);
    tilted = null;
  }
}

/** Installs the delegated pointer listeners once; returns the uninstaller. */
export function installPointerEffects(): () => void {
  document.addEventListener("pointermove", onPointerMove, { passive: true });
  document.addEventListener("pointerout", onPointerOut, { passive: true });
  return () => {
    document.removeEventListener("pointermove", onPointerMove);
    document.removeEventListener("pointerout", onPointerOut);
  };
}
