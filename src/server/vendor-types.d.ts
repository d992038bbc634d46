// Types for the parts of express and compression the local server uses. Both are installed with
// Gatsby, whose own server is built on them, but their @types packages are not.
declare module "express" {
  import type { IncomingMessage, Server, ServerResponse } from "node:http";

  function express(): express.Application;

  namespace express {
    interface Request extends IncomingMessage {
      url: string;
      method: string;
      /** The URL path without the query string. */
      path: string;
      accepts(type: string): string | false;
    }
    interface Response extends ServerResponse {
      status(code: number): Response;
      sendFile(absolutePath: string): void;
    }
    type NextFunction = (error?: unknown) => void;
    type RequestHandler = (req: Request, res: Response, next: NextFunction) => void;
    interface Application {
      use(...handlers: RequestHandler[]): Application;
      use(path: string, ...handlers: RequestHandler[]): Application;
      disable(setting: string): Application;
      listen(port: number, host: string | undefined, callback: () => void): Server;
    }
    interface StaticOptions {
      dotfiles?: "allow" | "deny" | "ignore";
      cacheControl?: boolean;
      etag?: boolean;
    }
    // eslint-disable-next-line no-var -- express.static is a function property, as in @types/express
    var static: (root: string, options?: StaticOptions) => RequestHandler;
  }

  export = express;
}

declare module "compression" {
  import type { RequestHandler } from "express";

  export default function compression(): RequestHandler;
}
