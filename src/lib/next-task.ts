// Resolves in a new task, so that the browser can paint and handle input before work goes on.
//
// A posted message rather than setTimeout(0), as React's scheduler does: browsers hold nested
// zero-delay timers back by 4 ms or more, and test clocks (Playwright's, Jest's fake timers) stop
// timers but not messages, so a page whose clock a test has paused still starts.
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
