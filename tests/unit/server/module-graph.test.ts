/** @jest-environment node */
// The local server runs a finished build: it must not load gatsby-config.ts, which pulls in the
// build-time modules and, when the CMS runs, its admin middleware, nor anything of cms/. Each
// module's imports (static, dynamic and require() of a written name) are read by TypeScript's own
// pre-processor and resolved as tsconfig.json resolves them, from serve.ts outward.
import path from "node:path";
import ts from "typescript";

const projectDir = path.resolve(__dirname, "../../..");

function compilerOptions(): ts.CompilerOptions {
  const configFile = ts.readConfigFile(path.join(projectDir, "tsconfig.json"), ts.sys.readFile);
  return ts.parseJsonConfigFileContent(configFile.config, ts.sys, projectDir).options;
}

/** Every file of the project that `entry` reaches by its imports, as paths from the project's folder. */
function projectModulesReachedFrom(entry: string): Set<string> {
  const options = compilerOptions();
  const reached = new Set<string>();
  const pending = [path.join(projectDir, entry)];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    const relative = path.relative(projectDir, file);
    if (reached.has(relative)) continue;
    reached.add(relative);
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? "", true, true);
    for (const { fileName } of importedFiles) {
      const { resolvedModule } = ts.resolveModuleName(fileName, file, options, ts.sys);
      if (resolvedModule && !resolvedModule.isExternalLibraryImport) pending.push(resolvedModule.resolvedFileName);
    }
  }
  return reached;
}

describe("the local server's modules", () => {
  const reached = projectModulesReachedFrom("src/server/serve.ts");

  it("are read whole: the walk reaches the app, its header rules and the function routes", () => {
    expect([...reached]).toEqual(
      expect.arrayContaining(["src/server/site-app.ts", "src/lib/security-headers.ts", "src/server/function-routes.ts", "src/lib/routes.ts"]),
    );
  });

  it("never reach gatsby-config.ts or the CMS", () => {
    const buildOrCms = [...reached].filter((file) => file === "gatsby-config.ts" || file.startsWith(`cms${path.sep}`));
    expect(buildOrCms).toEqual([]);
  });
});
