// The trace benchmark's arithmetic: which thread is the page's, and how nested events' time is
// split into self time and groups.
import { groupOf, mainThreadOf, traceFigures, type TraceEvent } from "../../bench/trace-figures";

const MAIN = { pid: 2, tid: 20 };
const OTHER_RENDERER = { pid: 3, tid: 30 };

const threadName = (thread: { pid: number; tid: number }, name: string): TraceEvent => ({ name: "thread_name", ph: "M", ts: 0, ...thread, args: { name } });
/** A complete event; `at` and `ms` in milliseconds. */
const span = (name: string, at: number, ms: number, thread = MAIN): TraceEvent => ({ name, ph: "X", ts: at * 1000, dur: ms * 1000, ...thread });

const names = [threadName(MAIN, "CrRendererMain"), threadName(OTHER_RENDERER, "CrRendererMain"), threadName({ pid: 2, tid: 21 }, "Compositor")];

test("the page's main thread is the renderer main thread whose tasks took longest", () => {
  const events = [...names, span("RunTask", 0, 5, OTHER_RENDERER), span("RunTask", 0, 40), span("RunTask", 0, 900, { pid: 2, tid: 21 })];
  expect(mainThreadOf(events)).toBe("2:20");
});

test("a trace without a renderer's task is refused", () => {
  expect(() => mainThreadOf([...names, span("RunTask", 0, 10, { pid: 2, tid: 21 })])).toThrow("no task on a renderer's main thread");
});

test("each event's self time goes to its group and the groups add up to the busy time", () => {
  const events = [
    ...names,
    // A task of 100 ms: 60 ms of script, inside which a 10 ms layout; 20 ms of style; 20 ms of the task itself.
    span("RunTask", 0, 100),
    span("EvaluateScript", 10, 60),
    span("Layout", 30, 10),
    span("UpdateLayoutTree", 75, 20),
    // A second task, and work on another thread that must not count.
    span("RunTask", 200, 30),
    span("MinorGC", 205, 10),
    span("EvaluateScript", 0, 500, OTHER_RENDERER),
  ];
  const figures = traceFigures(events);
  expect(figures.mainThreadMs).toBe(130);
  expect(figures.groups).toEqual({
    scriptEvaluation: 50,
    scriptParseCompile: 0,
    styleLayout: 30,
    paintCompositeRender: 0,
    parseHTML: 0,
    garbageCollection: 10,
    other: 40,
  });
  expect(Object.values(figures.groups).reduce((sum, ms) => sum + ms, 0)).toBe(figures.mainThreadMs);
});

test("an event starting where its sibling ends is not counted as nested in it", () => {
  const figures = traceFigures([...names, span("RunTask", 0, 50), span("FunctionCall", 0, 20), span("Paint", 20, 30)]);
  expect(figures.groups.scriptEvaluation).toBe(20);
  expect(figures.groups.paintCompositeRender).toBe(30);
  expect(figures.groups.other).toBe(0);
});

test("events are grouped as Lighthouse groups them; unknown ones are other", () => {
  expect(groupOf("v8.compileModule")).toBe("scriptParseCompile");
  expect(groupOf("V8.GC_SCAVENGER_SCAVENGE")).toBe("garbageCollection");
  expect(groupOf("ParseAuthorStyleSheet")).toBe("parseHTML");
  expect(groupOf("Receive mojo message")).toBe("other");
});
