/**
 * The inline-script source of `afterFirstPaint(run)`, for what a prerendered page loads only once
 * it is on screen (its app scripts, its full stylesheet): `run` is called after the first
 * contentful paint and one more frame (a timeout queued in an animation frame runs once that
 * frame is shown). Whatever downloads before the first paint competes with it for a phone's first
 * bytes; browsers without paint timing run it at once.
 */
export const afterFirstPaint = [
  "const afterFirstPaint=(run)=>{",
  "const next=()=>requestAnimationFrame(()=>setTimeout(run,0));",
  'const painted=(list)=>list.getEntriesByName("first-contentful-paint").length>0;',
  'if(painted(performance)||!PerformanceObserver.supportedEntryTypes?.includes("paint"))return next();',
  "const observer=new PerformanceObserver((list)=>{if(painted(list)){observer.disconnect();next();}});",
  'observer.observe({type:"paint"});};',
].join("");
