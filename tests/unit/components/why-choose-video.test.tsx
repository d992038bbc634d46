// The Why Choose Us video as a visitor meets it: it plays once it is near the viewport, stands still
// under reduced motion, and follows the setting when the visitor changes it with the page open.
import { act, render, screen } from "@testing-library/react";
import { ChakraProvider } from "@chakra-ui/react/styled-system";
import { DecorativeVideo } from "../../../src/components/sections/why-choose-video";
import { system } from "../../../src/theme/system";
import { mockReducedMotion } from "../../support/reduced-motion-setting";

// jsdom has no media playback. As in a browser, play() and pause() change `paused` at once and
// fire their event from a task of its own.
const playing = new WeakSet<HTMLMediaElement>();
const fireSoon = (video: HTMLMediaElement, type: string) => setTimeout(() => video.dispatchEvent(new Event(type)), 0);
/** Lets the media events queued so far fire. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 1)));
beforeEach(() => {
  jest.spyOn(HTMLMediaElement.prototype, "paused", "get").mockImplementation(function (this: HTMLMediaElement) {
    return !playing.has(this);
  });
  jest.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (this: HTMLMediaElement) {
    playing.add(this);
    fireSoon(this, "play");
    return Promise.resolve();
  });
  jest.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (this: HTMLMediaElement) {
    playing.delete(this);
    fireSoon(this, "pause");
  });
});
afterEach(() => jest.restoreAllMocks());

const renderVideo = () =>
  render(
    <ChakraProvider value={system}>
      <DecorativeVideo />
    </ChakraProvider>,
  );

// Without IntersectionObserver (as in jsdom) everything counts as near the viewport at once.
test("plays muted once near the viewport, with a button that pauses it", async () => {
  mockReducedMotion(false);
  renderVideo();
  await settle();
  const video = screen.getByTestId<HTMLVideoElement>("why-choose-video");
  expect(video.paused).toBe(false);
  expect(video.muted).toBe(true);
  act(() => screen.getByRole("button", { name: "Pause video" }).click());
  await settle();
  expect(video.paused).toBe(true);
  expect(screen.getByRole("button", { name: "Play video" })).toBeInTheDocument();
});

test("under reduced motion it stands still until the visitor presses play", async () => {
  mockReducedMotion(true);
  renderVideo();
  await settle();
  const video = screen.getByTestId<HTMLVideoElement>("why-choose-video");
  expect(video.paused).toBe(true);
  expect(video.autoplay).toBe(false);
  act(() => screen.getByRole("button", { name: "Play video" }).click());
  await settle();
  expect(video.paused).toBe(false);
  expect(screen.getByRole("button", { name: "Pause video" })).toBeInTheDocument();
});

test("follows the setting when the visitor changes it with the page open", async () => {
  const setting = mockReducedMotion(false);
  renderVideo();
  await settle();
  const video = screen.getByTestId<HTMLVideoElement>("why-choose-video");
  expect(video.paused).toBe(false);

  setting.switchTo(true);
  await settle();
  expect(video.paused).toBe(true);
  expect(video.autoplay).toBe(false);
  expect(screen.getByRole("button", { name: "Play video" })).toBeInTheDocument();

  setting.switchTo(false);
  await settle();
  expect(video.paused).toBe(false);
  expect(screen.getByRole("button", { name: "Pause video" })).toBeInTheDocument();
});
