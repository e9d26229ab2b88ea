/**
 * The inline-script source of two waits. `afterNextFrame(run)` calls `run` once the next frame is
 * shown (a timeout queued in an animation frame runs after it). `afterFirstPaint(run)` is for what
 * a prerendered page loads only once it is on screen (its app scripts, its full stylesheet): `run`
 * is called after the first contentful paint and one more frame. Whatever downloads before the
 * first paint competes with it for a phone's first bytes; browsers without paint timing run it at
 * once.
 */
export const afterPaintHelpers = [
  "const afterNextFrame=(run)=>requestAnimationFrame(()=>setTimeout(run,0));",
  "const afterFirstPaint=(run)=>{",
  'const painted=(list)=>list.getEntriesByName("first-contentful-paint").length>0;',
  'if(painted(performance)||!PerformanceObserver.supportedEntryTypes?.includes("paint"))return afterNextFrame(run);',
  "const observer=new PerformanceObserver((list)=>{if(painted(list)){observer.disconnect();afterNextFrame(run);}});",
  'observer.observe({type:"paint"});};',
].join("");
