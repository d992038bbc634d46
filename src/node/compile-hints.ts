// V8's explicit compile hint for the scripts every page runs as it loads. A script that starts
// with `//# allFunctionsCalledOnLoad` has all its functions compiled while it streams in, on a
// background thread. Without it V8 compiles each function on the main thread the first time it is
// called, and for our entry scripts that is during their evaluation and hydration: the main
// thread's long tasks, which Total Blocking Time counts. Measured on `/` (traces, no throttling,
// eight alternating loads each way, 2026-11-24): app.js's evaluation on the main thread, median
// 59 ms -> 20 ms; the main thread's busy time over the load, 1,982 ms -> 1,724 ms.
//
// Only the initial chunks (webpack's runtime, React, Gatsby's app with Chakra): nearly all of their
// functions run on every load. The hint on every chunk, page and shared chunks too, measured no
// better (busy 1,851 ms), and eager compiles of code a page may never call cost memory and time.
import type { Compiler } from "webpack";

export const compileHintComment = "//# allFunctionsCalledOnLoad";

export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap("CompileHintsPlugin", (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification (which would drop the comment) and before source maps are made
        // (which then count the added line).
        { name: "CompileHintsPlugin", stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.canBeInitial()) continue;
            for (const file of chunk.files) {
              if (!file.endsWith(".js")) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(`${compileHintComment}\n`, source));
            }
          }
        },
      );
    });
  }
}
