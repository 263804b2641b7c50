/**
 * The calls every screen of the app opens with, asked for by the page itself as its HTML
 * arrives (decision 039): on a first visit they then travel while the scripts download,
 * instead of after them. The app takes each answer once, for the first call to its URL
 * (src/api/transport.ts); `arrivedAt` is the device time it arrived, which the server
 * clock's offset needs (src/api/menu/get-fecha-hora.ts). Both calls are anonymous and carry
 * no body, exactly as the app sends them. They leave once the loading screen has painted:
 * the first paint needs the HTML alone, and nothing should compete with it. A visit the
 * service worker serves gets the precached index.html without this: it opens from the
 * stored answers.
 */
export const EARLY_CALLS = ['/api/data/getData', '/api/data/getFechaHora'] as const;

export const EARLY_CALLS_SCRIPT =
  // once the loading screen's first contentful paint is recorded (or after 500 ms, where
  // none comes: a hidden tab, a browser without paint timing)
  "{self.earlyCalls={};const painted=new Promise(r=>{try{new PerformanceObserver(r).observe({type:'paint',buffered:true})}catch{}setTimeout(r,500)});" +
  `for(const u of ${JSON.stringify(EARLY_CALLS)})` +
  'self.earlyCalls[u]=painted.then(()=>fetch(u,{method:"POST",headers:{Accept:"application/json"}}))' +
  '.then(r=>(r.arrivedAt=Date.now(),r),()=>null)}';

/** index.html asking for the early calls right after its charset, before anything else. */
export function appShellWithEarlyCalls(html: string): string {
  return html.replace(
    /<meta charset="[^"]*" ?\/?>/i,
    (meta) => `${meta}<script>${EARLY_CALLS_SCRIPT}</script>`,
  );
}
