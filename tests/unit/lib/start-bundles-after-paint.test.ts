// The loader that starts Gatsby's bundles: nothing before the high-priority pictures are decoded
// and the frame after them has been painted; at once on a hidden page; never twice.
import { afterFirstPicturesPaint, bundlesOf } from "../../../src/lib/start-bundles-after-paint";

/** A promise and its settlers, for a picture's decode() that the test finishes. */
function deferred() {
  let resolve = () => undefined as void;
  let reject = (_error: Error) => undefined as void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function addPicture(priority: string, decode: Promise<void>): HTMLImageElement {
  const picture = document.createElement("img");
  picture.setAttribute("fetchpriority", priority);
  picture.decode = () => decode;
  document.body.append(picture);
  return picture;
}

/** Lets settled promises' callbacks run. */
const settle = () => jest.advanceTimersByTimeAsync(0);

/** Runs exactly one animation frame's callbacks (the fake clock's frames are 16 ms apart). */
const nextFrame = () => jest.advanceTimersByTimeAsync(16);

let visibility: DocumentVisibilityState = "visible";

beforeEach(() => {
  jest.useFakeTimers();
  document.body.innerHTML = "";
  visibility = "visible";
  jest.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test("starts only in the frame after the one that follows the high-priority pictures' decoding", async () => {
  const first = deferred();
  const second = deferred();
  addPicture("high", first.promise);
  addPicture("high", second.promise);
  addPicture("low", new Promise(() => undefined));
  const start = jest.fn();
  afterFirstPicturesPaint(start);

  first.resolve();
  await settle();
  await nextFrame();
  expect(start).not.toHaveBeenCalled();

  second.resolve();
  await settle();
  await nextFrame();
  expect(start).not.toHaveBeenCalled();
  await nextFrame();
  expect(start).toHaveBeenCalledTimes(1);

  await jest.advanceTimersByTimeAsync(20_000);
  expect(start).toHaveBeenCalledTimes(1);
});

test("a picture that fails to load counts as settled", async () => {
  const broken = deferred();
  addPicture("high", broken.promise);
  const start = jest.fn();
  afterFirstPicturesPaint(start);

  broken.reject(new Error("EncodingError"));
  await settle();
  await nextFrame();
  await nextFrame();
  expect(start).toHaveBeenCalledTimes(1);
});

test("with no high-priority picture it starts after the next paint", async () => {
  const start = jest.fn();
  afterFirstPicturesPaint(start);
  await settle();
  expect(start).not.toHaveBeenCalled();
  await nextFrame();
  await nextFrame();
  expect(start).toHaveBeenCalledTimes(1);
});

test("a hidden page starts at once, and a page hidden while it waits starts then", async () => {
  visibility = "hidden";
  const hiddenFromTheStart = jest.fn();
  addPicture("high", new Promise(() => undefined));
  afterFirstPicturesPaint(hiddenFromTheStart);
  expect(hiddenFromTheStart).toHaveBeenCalledTimes(1);

  visibility = "visible";
  const hiddenLater = jest.fn();
  afterFirstPicturesPaint(hiddenLater);
  await nextFrame();
  expect(hiddenLater).not.toHaveBeenCalled();
  visibility = "hidden";
  document.dispatchEvent(new Event("visibilitychange"));
  expect(hiddenLater).toHaveBeenCalledTimes(1);
});

test("a picture that never settles holds the bundles back for the give-up time only", async () => {
  addPicture("high", new Promise(() => undefined));
  const start = jest.fn();
  afterFirstPicturesPaint(start, 10_000);
  await jest.advanceTimersByTimeAsync(9_999);
  expect(start).not.toHaveBeenCalled();
  await jest.advanceTimersByTimeAsync(1);
  expect(start).toHaveBeenCalledTimes(1);
});

test("the bundles are the loader tag's data-bundles, in order", () => {
  const loader = document.createElement("script");
  loader.setAttribute("data-bundles", "/webpack-runtime-1.js /framework-2.js  /app-3.js");
  expect(bundlesOf(loader)).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]);
  expect(bundlesOf(null)).toEqual([]);
});

test("loaded on a page, it adds each bundle as an async script at the end of the body, in order", async () => {
  document.body.innerHTML = '<main></main><script type="module" data-bundles="/webpack-runtime-1.js /framework-2.js /app-3.js"></script>';
  await jest.isolateModulesAsync(async () => {
    await import("../../../src/lib/start-bundles-after-paint");
  });
  await settle();
  await nextFrame();
  await nextFrame();
  const added = [...document.querySelectorAll<HTMLScriptElement>("script[src]")];
  expect(added.map((script) => [script.getAttribute("src"), script.async])).toEqual([
    ["/webpack-runtime-1.js", true],
    ["/framework-2.js", true],
    ["/app-3.js", true],
  ]);
  expect(document.body.lastElementChild).toBe(added[2]);
});
