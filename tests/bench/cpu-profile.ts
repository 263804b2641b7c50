// Hot spots of a V8 CPU profile (node --cpu-prof), for the order-placement bench's --profile.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const IDLE = new Set(['(idle)', '(program)']);

/** Where a frame's code lives: a package, a project file, a node module, or V8 itself. */
function areaOf(url: string, name: string): string {
  if (url === '') return name.startsWith('(') ? name : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] ?? url;
  if (url.startsWith('node:')) return url;
  const project = /\/(server|src)\/(.+?)(?:\?.*)?$/.exec(url);
  return project ? `${project[1]}/${project[2]}` : url;
}

const pct = (part: number, total: number) => `${((100 * part) / total).toFixed(1)}%`;
const ms = (us: number) => `${(us / 1000).toFixed(0)} ms`;

function top(map: Map<string, number>, n: number): [string, number][] {
  return [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
}

const add = (map: Map<string, number>, key: string, us: number) =>
  map.set(key, (map.get(key) ?? 0) + us);

/** One profile's samples between the first and last sample whose stack holds `marker`. */
function summarise(profile: CpuProfile, marker: string): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stackOf = (id: number) => {
    const frames: ProfileNode['callFrame'][] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)?.callFrame;
      if (frame) frames.push(frame);
    }
    return frames;
  };
  const marked = profile.samples.map((id) => stackOf(id).some((f) => f.functionName === marker));
  const first = marked.indexOf(true);
  const last = marked.lastIndexOf(true);
  if (first < 0) return [`no sample inside ${marker}()`];

  const selfByArea = new Map<string, number>();
  const selfByFunction = new Map<string, number>();
  const inclusiveByArea = new Map<string, number>();
  const inclusiveByFunction = new Map<string, number>();
  let busy = 0;
  let idle = 0;
  let gc = 0;
  for (let i = first; i <= last; i++) {
    const us = profile.timeDeltas[i] ?? 0;
    const frames = stackOf(profile.samples[i] ?? -1);
    const leaf = frames[0];
    if (!leaf || IDLE.has(leaf.functionName)) {
      idle += us;
      continue;
    }
    busy += us;
    if (leaf.functionName === '(garbage collector)') gc += us;
    const leafArea = areaOf(leaf.url, leaf.functionName);
    add(selfByArea, leafArea, us);
    add(
      selfByFunction,
      `${leaf.functionName || '(anonymous)'} ${leafArea}:${leaf.lineNumber + 1}`,
      us,
    );
    const areas = new Set<string>();
    const functions = new Set<string>();
    for (const f of frames) {
      const area = areaOf(f.url, f.functionName);
      areas.add(area);
      if (area.startsWith('server/') || area.startsWith('src/')) {
        functions.add(`${f.functionName || '(anonymous)'} ${area}:${f.lineNumber + 1}`);
      }
    }
    for (const a of areas) if (!a.startsWith('(')) add(inclusiveByArea, a, us);
    for (const f of functions) add(inclusiveByFunction, f, us);
  }
  const lines = [
    `window (first to last sample inside ${marker}()): busy ${ms(busy)}, idle ${ms(idle)}, ` +
      `of which garbage collection ${ms(gc)}`,
    '  self time by area:',
    ...top(selfByArea, 12).map(([k, v]) => `    ${pct(v, busy)} ${ms(v)} ${k}`),
    '  inclusive time by area (code on the stack):',
    ...top(inclusiveByArea, 20).map(([k, v]) => `    ${pct(v, busy)} ${ms(v)} ${k}`),
    '  self time by function:',
    ...top(selfByFunction, 12).map(([k, v]) => `    ${pct(v, busy)} ${ms(v)} ${k}`),
    '  inclusive time by project function:',
    ...top(inclusiveByFunction, 20).map(([k, v]) => `    ${pct(v, busy)} ${ms(v)} ${k}`),
  ];
  return lines;
}

/**
 * Summarises the main-thread .cpuprofile in `dir` over the load window (first to last sample
 * with function `marker` on the stack, by default the order save): busy and idle time, self
 * and inclusive time by area (package or project file) and by function. Percentages are of
 * busy time in the window.
 */
export function cpuProfileSummary(dir: string, marker = 'orderSave'): string[] {
  if (!existsSync(dir)) return ['no CPU profile'];
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  // the main thread's profile is the one whose stacks reach the marker (others: tsx's loader)
  const main = files
    .map((f) => ({ f, text: readFileSync(join(dir, f), 'utf8') }))
    .find(({ text }) => text.includes(`"functionName":"${marker}"`));
  if (!main) return [`no CPU profile reaches ${marker}`];
  return [`profile ${main.f}`, ...summarise(JSON.parse(main.text) as CpuProfile, marker)];
}
