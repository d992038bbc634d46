// A real SMTP server on loopback that keeps what it accepts, for the delivery, fault and load tests.
import { once } from "node:events";
import type { AddressInfo, Socket } from "node:net";
import { SMTPServer } from "smtp-server";

export interface AcceptedMessage {
  raw: Buffer;
  mailFrom: string | false;
  rcptTo: string[];
  user: string | undefined;
}

export interface SmtpSinkOptions {
  /** 0 (the default): any free port. */
  port?: number;
  host?: string;
  /** When given, a login is optional but must match when the client offers one. */
  login?: { user: string; pass: string };
  /**
   * Called as each chunk of a message arrives and once more when its final "." has, before the
   * sink acknowledges it: the place for a test to drop() the server mid-message.
   */
  onProgress?: (sink: SmtpSink) => void;
  /** Asked once each message has arrived in full: true answers it 451 (try again later) instead of 250. */
  refuse?: () => boolean;
}

export interface SmtpSink {
  port: number;
  /** Messages the sink answered 250 to: received up to the final "." and acknowledged. */
  accepted: AcceptedMessage[];
  /** Messages whose DATA had begun but which were never acknowledged, because the server dropped. */
  cutOff: number;
  /** Whether drop() has run. */
  dropped: boolean;
  /** Messages answered 451 by `refuse`. */
  refused: number;
  /** Resolves once the sink has accepted `count` messages in all. */
  whenAccepted(count: number): Promise<void>;
  /**
   * The server going down mid-run: stops listening and destroys every connection that has no
   * acknowledged message, wherever it is in its transaction. A connection whose message was
   * already acknowledged is left to say QUIT: its client has the 250 in hand.
   */
  drop(): void;
  close(): Promise<void>;
}

export async function startSmtpSink({ port = 0, host = "127.0.0.1", login, onProgress, refuse }: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const socketsByPort = new Map<number, Socket>();
  const waiting: { count: number; resolve: () => void }[] = [];
  const notify = () => {
    for (const waiter of [...waiting]) {
      if (sink.accepted.length < waiter.count) continue;
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve();
    }
  };
  const acknowledgedPorts = new Set<number>();

  const server = new SMTPServer({
    secure: false,
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    // A reverse DNS lookup of 127.0.0.1 per connection costs more than the rest of the session.
    disableReverseLookup: true,
    // The load test holds 50 connections open at once; smtp-server's default has no cap, but be explicit.
    maxClients: 1_000,
    onAuth(auth, _session, callback) {
      if (login && auth.username === login.user && auth.password === login.pass) callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => {
        onProgress?.(sink);
        chunks.push(chunk);
      });
      // smtp-server destroys the stream with an error when the connection closes mid-message;
      // a listener is what makes it report that instead of leaving the stream hanging.
      stream.on("error", () => {
        sink.cutOff += 1;
      });
      stream.on("end", () => {
        onProgress?.(sink);
        // A dropped server acknowledges nothing more, even a message that arrived in full.
        if (sink.dropped) {
          sink.cutOff += 1;
          return;
        }
        if (refuse?.()) {
          sink.refused += 1;
          callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
          return;
        }
        sink.accepted.push({
          raw: Buffer.concat(chunks),
          mailFrom: session.envelope.mailFrom && session.envelope.mailFrom.address,
          rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          user: typeof session.user === "string" ? session.user : undefined,
        });
        acknowledgedPorts.add(session.remotePort);
        callback();
        notify();
      });
    },
  });

  server.server.on("connection", (socket: Socket) => {
    const remotePort = socket.remotePort ?? 0;
    socketsByPort.set(remotePort, socket);
    socket.once("close", () => socketsByPort.delete(remotePort));
  });

  server.listen(port, host);
  await once(server.server, "listening");

  const sink: SmtpSink = {
    port: (server.server.address() as AddressInfo).port,
    accepted: [],
    cutOff: 0,
    dropped: false,
    refused: 0,
    whenAccepted: (count) =>
      new Promise<void>((resolve) => {
        waiting.push({ count, resolve });
        notify();
      }),
    drop() {
      if (sink.dropped) return;
      sink.dropped = true;
      server.server.close();
      for (const [remotePort, socket] of socketsByPort) {
        if (!acknowledgedPorts.has(remotePort)) socket.destroy();
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of socketsByPort.values()) socket.destroy();
        if (!server.server.listening) {
          resolve();
          return;
        }
        server.close(() => resolve());
      }),
  };
  return sink;
}
