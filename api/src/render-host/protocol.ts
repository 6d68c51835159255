/**
 * The messages between the API and its render host (ADR 0039): the process that evaluates releases'
 * server builds and renders pages with them, without the API's environment, files or database. Both
 * sides import this file, so it imports nothing (the host's bundle holds only Node's own modules).
 */

/** A page to render: the renderer's input (shell/src/server/index.tsx) less what is a function. */
export interface RenderInputMessage {
  url: string;
  origin: string;
  storefrontConfig: unknown;
  boot: unknown;
  nonce: string;
  /** As shell/src/server/index.tsx's PageAssets. */
  assets: { bootstrapScripts: string[]; stylesheets: string[]; scripts: string[]; sharedScripts?: string[]; messageScripts?: Record<string, string[]> };
  requestHeaders: Record<string, string>;
  visitorHeaders: Record<string, string>;
  /** Remote name → the key of the server build the registry names (its code is asked for by key). */
  remotes: Record<string, string>;
  remoteBudgetMs: number;
  renderBudgetMs: number;
  completeWithinMs: number;
}

/** A GraphQL request of a render, as fetch() was called. */
export interface GraphqlAsk {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
}
export interface GraphqlAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What the render host asks the API for, within a render: data and the release's files. */
export type Ask =
  | { what: 'graphql'; request: GraphqlAsk }
  | { what: 'code'; remote: string }
  | { what: 'assets'; remote: string };

/**
 * What a release's `./routes` exports, as far as the release check needs it (release-check.ts
 * contractProblems): plain data, so it crosses the process boundary; a component is only "renderable".
 */
export interface BuildShape {
  remote: string | number | boolean | null | { type: string };
  /** null: the export has no routes object. */
  routes: Record<string, { renderable: boolean; chunk?: string | null }> | null;
}

export type ToHost =
  | { t: 'render'; id: number; rendererFile: string; input: RenderInputMessage }
  | { t: 'pipe'; id: number }
  | { t: 'abort'; id: number; reason: string }
  | { t: 'answer'; ask: number; ok: true; value: unknown }
  | { t: 'answer'; ask: number; ok: false; error: string }
  | { t: 'inspect'; id: number; rendererFile: string; sharedPackageDir: string | null; remote: string; code: string; timeoutMs: number }
  | { t: 'count'; id: number; rendererFile: string };

export type FromHost =
  | { t: 'alive' }
  | { t: 'log'; level: 'info' | 'warn' | 'error'; text: string }
  | { t: 'handle'; id: number }
  | { t: 'render-failed'; id: number; error: string }
  | { t: 'shell-ready'; id: number; policy: 'public' | 'private' | 'none'; status?: 404 }
  | { t: 'shell-error'; id: number; error: string }
  | { t: 'region-error'; id: number; error: string }
  | { t: 'chunk'; id: number; data: Uint8Array | string }
  | { t: 'flush'; id: number }
  | { t: 'end'; id: number }
  | { t: 'stream-error'; id: number; error: string }
  | { t: 'ask'; ask: number; id: number; request: Ask }
  | { t: 'inspected'; id: number; ok: true; shape: BuildShape | null }
  | { t: 'inspected'; id: number; ok: false; error: string }
  | { t: 'counted'; id: number; count: number };

/** The renderer API the host speaks (shell/src/server/index.tsx SHELL_SERVER_API). */
export const RENDERER_API = 1;
