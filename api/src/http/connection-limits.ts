/**
 * Bounds on connections (issue 31, ADR 0033). Node's defaults let a client take 66 s to send its
 * headers, hold any number of sockets and keep them open: two clients holding ~20,000 half-sent
 * requests made /healthz fail from the 14th second on. Here:
 *  - a request's headers must arrive within `headersTimeoutMs`, the whole request within
 *    `requestTimeoutMs` (checked every second, not Node's default 30 s), an idle keep-alive
 *    connection closes after `keepAliveTimeoutMs` and after `maxRequestsPerSocket` requests;
 *  - at most `maxConnectionsPerClient` open sockets per client address (an IPv6 /64 counts as one)
 *    and `maxConnections` in all; a socket past either is closed at once, before it costs anything.
 *    Trusted proxies (TRUST_PROXY) are exempt from the per-client cap: every visitor comes through
 *    them, and the proxy applies its own limits per visitor (deploy/nginx/shop.conf).
 * These are the last line; in production nginx in front absorbs slow clients (buffering, limit_conn).
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { type TrustProxy, clientAddressKey, isTrustedProxyAddress } from './client-address';

export interface ConnectionLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /** Above the idle timeout of whatever balancer keeps connections to us (nginx: keepalive_timeout in the upstream). */
  keepAliveTimeoutMs: number;
  maxRequestsPerSocket: number;
  maxConnections: number;
  maxConnectionsPerClient: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 15_000,
  maxRequestsPerSocket: 1_000,
  maxConnections: 4_096,
  // A browser opens at most 6 per host; an office behind one address has room for twenty tabs' worth.
  maxConnectionsPerClient: 128,
};

/** How often Node looks for requests past their timeouts (its default, 30 s, would let a slow client stay 40 s). */
export const CONNECTIONS_CHECKING_INTERVAL_MS = 1_000;

const ENV_NAMES: Record<keyof ConnectionLimits, string> = {
  headersTimeoutMs: 'SHOP_HEADERS_TIMEOUT_MS',
  requestTimeoutMs: 'SHOP_REQUEST_TIMEOUT_MS',
  keepAliveTimeoutMs: 'SHOP_KEEP_ALIVE_TIMEOUT_MS',
  maxRequestsPerSocket: 'SHOP_MAX_REQUESTS_PER_SOCKET',
  maxConnections: 'SHOP_MAX_CONNECTIONS',
  maxConnectionsPerClient: 'SHOP_MAX_CONNECTIONS_PER_CLIENT',
};

export function connectionLimitsFromEnv(env: NodeJS.ProcessEnv): ConnectionLimits {
  const limits = { ...DEFAULT_CONNECTION_LIMITS };
  for (const [key, name] of Object.entries(ENV_NAMES) as [keyof ConnectionLimits, string][]) {
    const value = Number(env[name]);
    if (env[name] !== undefined && Number.isInteger(value) && value > 0) limits[key] = value;
  }
  return limits;
}

export interface ConnectionStats {
  open: number;
  /** Sockets closed at once because their client (or the server) had too many. */
  refused: number;
}

/** Applies the limits to `server`; the per-client cap needs the trusted proxies to exempt them. */
export function applyConnectionLimits(server: Server, limits: ConnectionLimits, trust: TrustProxy): () => ConnectionStats {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = Math.max(limits.requestTimeoutMs, limits.headersTimeoutMs);
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxRequestsPerSocket = limits.maxRequestsPerSocket;
  server.maxConnections = limits.maxConnections;
  const perClient = new Map<string, number>();
  let open = 0;
  let refused = 0;
  server.on('drop', () => {
    refused += 1;
  });
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    // A trusted proxy carries every visitor: no per-client cap for it (nor for a socket without an address).
    const key = address && !isTrustedProxyAddress(trust, address) ? clientAddressKey(address) : null;
    if (key !== null) {
      const count = (perClient.get(key) ?? 0) + 1;
      if (count > limits.maxConnectionsPerClient) {
        refused += 1;
        socket.destroy();
        return;
      }
      perClient.set(key, count);
    }
    open += 1;
    socket.once('close', () => {
      open -= 1;
      if (key === null) return;
      const left = (perClient.get(key) ?? 1) - 1;
      if (left > 0) perClient.set(key, left);
      else perClient.delete(key);
    });
  });
  return () => ({ open, refused });
}
