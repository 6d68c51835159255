import type { Server, ServerResponse } from 'node:http';

/**
 * A clean shutdown's first step (ShopServer.drain): /readyz answers 503, no new connection is
 * accepted, the requests in flight are answered (then their connections closed).
 */
export interface Draining {
  /** Whether a drain began. */
  active(): boolean;
  /** Every answer passes here: a drain lets the unsent ones finish and closes their connections. */
  track(res: ServerResponse): void;
  /** Resolves when the server's last connection is gone. */
  drain(server: Server): Promise<void>;
}

export function createDraining(): Draining {
  let draining = false;
  /** Answers not sent yet. */
  const inFlight = new Set<ServerResponse>();
  return {
    active: () => draining,
    track(res) {
      inFlight.add(res);
      res.once('close', () => inFlight.delete(res));
      // Draining: answer, then close the connection, so keep-alive clients reconnect elsewhere.
      if (draining) res.shouldKeepAlive = false;
    },
    drain(server) {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // Connections idle now close at once; busy ones once their answer is sent: `connection: close`
      // when its headers are still to be written, else the socket ends after the answer.
      server.closeIdleConnections();
      for (const res of inFlight) {
        if (!res.headersSent) res.shouldKeepAlive = false;
        else res.once('finish', () => res.socket?.end());
      }
      return closed;
    },
  };
}
