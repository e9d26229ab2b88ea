/**
 * A row of links or tabs that scrolls sideways when it is wider than the screen. Its right edge
 * fades out, so a cut item reads as "more this way" rather than as a label cut short ("ROI
 * calcul"); the trailing padding lets the last item scroll clear of the fade. The scroll bar is
 * hidden: the fade and the cut item are the hint, and a swipe or Tab moves along.
 */
export const scrollStrip =
  "flex overflow-x-auto overscroll-x-contain pr-10 [scrollbar-width:none] [mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)]";
