// What `npm run bench:trace` reads from a Chromium trace: the main-thread work of one page load,
// counted event by event. Each event's self time (its duration less that of the events nested in
// it) goes to one group, so the groups add up to the thread's busy time.

/** A complete ("X") event of Chrome's trace format; durations and timestamps in microseconds. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** The groups main-thread work is counted in, in the order reports show them. */
export const WORK_GROUPS = ["scriptEvaluation", "scriptParseCompile", "styleLayout", "paintCompositeRender", "parseHTML", "garbageCollection", "other"] as const;
export type WorkGroup = (typeof WORK_GROUPS)[number];

export interface TraceFigures {
  /** The main thread's busy time: its outermost events, end to end (the groups' sum). */
  mainThreadMs: number;
  groups: Record<WorkGroup, number>;
}

// The groups Lighthouse's main-thread breakdown uses, so the two tools' figures read alike.
const GROUP_OF_EVENT: Readonly<Record<string, WorkGroup>> = {
  EvaluateScript: "scriptEvaluation",
  FunctionCall: "scriptEvaluation",
  "v8.evaluateModule": "scriptEvaluation",
  RunMicrotasks: "scriptEvaluation",
  TimerFire: "scriptEvaluation",
  FireAnimationFrame: "scriptEvaluation",
  FireIdleCallback: "scriptEvaluation",
  EventDispatch: "scriptEvaluation",
  "V8.Execute": "scriptEvaluation",
  "v8.compile": "scriptParseCompile",
  "v8.compileModule": "scriptParseCompile",
  "v8.produceCache": "scriptParseCompile",
  "v8.produceModuleCache": "scriptParseCompile",
  ScheduleStyleRecalculation: "styleLayout",
  UpdateLayoutTree: "styleLayout",
  RecalculateStyles: "styleLayout",
  Layout: "styleLayout",
  InvalidateLayout: "styleLayout",
  PrePaint: "paintCompositeRender",
  Paint: "paintCompositeRender",
  Layerize: "paintCompositeRender",
  Commit: "paintCompositeRender",
  CompositeLayers: "paintCompositeRender",
  UpdateLayer: "paintCompositeRender",
  ParseHTML: "parseHTML",
  ParseAuthorStyleSheet: "parseHTML",
  MinorGC: "garbageCollection",
  MajorGC: "garbageCollection",
};

export function groupOf(eventName: string): WorkGroup {
  if (eventName.startsWith("V8.GC") || eventName.startsWith("BlinkGC")) return "garbageCollection";
  return GROUP_OF_EVENT[eventName] ?? "other";
}

const threadOf = (event: TraceEvent) => `${event.pid}:${event.tid}`;

/** The page's main thread: of the renderers' main threads, the one whose tasks took longest. */
export function mainThreadOf(events: readonly TraceEvent[]): string {
  const mains = new Set(events.filter((event) => event.name === "thread_name" && event.args?.name === "CrRendererMain").map(threadOf));
  const busy = new Map<string, number>();
  for (const event of events) {
    if (event.ph !== "X" || event.name !== "RunTask" || !mains.has(threadOf(event))) continue;
    busy.set(threadOf(event), (busy.get(threadOf(event)) ?? 0) + (event.dur ?? 0));
  }
  const [thread] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (thread === undefined) throw new Error("the trace holds no task on a renderer's main thread");
  return thread;
}

export function traceFigures(events: readonly TraceEvent[]): TraceFigures {
  const thread = mainThreadOf(events);
  // Parents before children: by start, and the longer first when two start together.
  const onThread = events
    .filter((event) => event.ph === "X" && (event.dur ?? 0) > 0 && threadOf(event) === thread)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const selfUs = new Map<TraceEvent, number>(onThread.map((event) => [event, event.dur ?? 0]));
  const open: TraceEvent[] = [];
  let busyUs = 0;
  for (const event of onThread) {
    while (open.length > 0) {
      const parent = open[open.length - 1] as TraceEvent;
      if (parent.ts + (parent.dur ?? 0) > event.ts) break;
      open.pop();
    }
    const parent = open[open.length - 1];
    if (parent) selfUs.set(parent, (selfUs.get(parent) ?? 0) - (event.dur ?? 0));
    else busyUs += event.dur ?? 0;
    open.push(event);
  }
  const groups = Object.fromEntries(WORK_GROUPS.map((group) => [group, 0])) as Record<WorkGroup, number>;
  for (const [event, us] of selfUs) groups[groupOf(event.name)] += us / 1000;
  return { mainThreadMs: busyUs / 1000, groups };
}
