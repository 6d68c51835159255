import * as v from 'valibot';
import { parseContractVersion } from '../contract/contract-version';
import { compilePattern, patternProblem, sameShape } from './path-pattern';
import { isSpecRouteKey, ROUTE_KEY_FORMAT, type RouteKey } from './route-keys';
import { PATH_VARIANTS, SPEC_ROUTE_TABLES, type PathVariant } from './route-tables';

/**
 * A remote's release declaration: the route keys its `./routes` implements, and for a key spec §2 does
 * not name, its path pattern per path variant. The build generates it from the remote's route modules
 * (shared/build/release-declaration.cjs, declaredRoutesOf), adds the remote's name, its
 * package version and the contract version it was built against and writes `dist/shop-release.json`;
 * the registry reads and checks that file when a release is registered and stores it with the release.
 */
export const RELEASE_DECLARATION_FILE = 'shop-release.json';
/** Written by the shell's build: the contract version that shell provides (`{ "contractVersion": … }`). */
export const SHELL_BUILD_FILE = 'shop-shell.json';

/**
 * The most gzipped JavaScript any one page may load from a remote (its entry, `./routes` and the
 * page's chunk), whatever a release declares: the registry refuses a release over it.
 */
export const MAX_PAGE_JS_GZIP_BYTES = 150_000;

export interface DeclaredRoute {
  key: RouteKey;
  /** Only for a key spec §2 does not name: its pattern in every path variant. */
  patterns?: Partial<Record<PathVariant, string>>;
  /**
   * The team's byte budget for this page: the most gzipped JavaScript it may load from the remote
   * (entry, `./routes`, its chunk), at most MAX_PAGE_JS_GZIP_BYTES. The registry refuses a release
   * whose page needs more (issue 32). Absent: the shop's cap alone.
   */
  maxJsGzipBytes?: number;
  /** The header the shell shows on this page (spec §2 "Header behaviour"): the redeem flow's own, or the shop's. Absent: the shop's. */
  header?: RouteHeader;
  /** Only a logged-in customer may see the page: logging out there leads to the home page. */
  requiresLogin?: boolean;
  /** The page exists in a storefront only while this feature toggle is on there (the doubler's pages and `balanceDoubler`). */
  toggle?: RouteToggle;
}

/** The headers a page can ask the shell for. */
export const ROUTE_HEADERS = ['shop', 'redeem'] as const;
export type RouteHeader = (typeof ROUTE_HEADERS)[number];

/** The storefront feature toggles that switch pages on and off (a toggle that gates a page is added here and to the storefront config). */
export const ROUTE_TOGGLES = ['balanceDoubler'] as const;
export type RouteToggle = (typeof ROUTE_TOGGLES)[number];

export interface ReleaseDeclaration {
  remote: string;
  /** The remote's package version at build time (informative; the registry's release version is the operator's). */
  version: string;
  /** The @shop/shared contract version the remote was built against. */
  contractVersion: string;
  routes: DeclaredRoute[];
  /** When the build was made (ISO 8601, UTC); absent in declarations of older builds. */
  builtAt?: string;
  /** The git commit the build was made from (hex); absent when the build did not know it. */
  gitCommit?: string;
  /**
   * The working tree had uncommitted changes at build time (`git status --porcelain` not empty): the
   * files are not what gitCommit names (ADR 0038). Absent: the build did not know (older builds).
   */
  gitDirty?: boolean;
  /** Who built it: `user@host`, or a CI job (`github-actions run 123`, `gitlab-ci job 45`). */
  builder?: string;
}

/** No control characters (a builder name is printed in the operator's tables). */
const isPrintable = (text: string) => [...text].every((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f);

const declaredRouteSchema = v.strictObject({
  key: v.string(),
  patterns: v.optional(v.record(v.string(), v.string())),
  maxJsGzipBytes: v.optional(
    v.pipe(
      v.number('maxJsGzipBytes must be a number of bytes'),
      v.integer('maxJsGzipBytes must be a whole number of bytes'),
      v.minValue(1, 'maxJsGzipBytes must be positive'),
      v.maxValue(MAX_PAGE_JS_GZIP_BYTES, `maxJsGzipBytes must be at most the shop's cap of ${MAX_PAGE_JS_GZIP_BYTES} bytes`),
    ),
  ),
  header: v.optional(v.picklist(ROUTE_HEADERS, `header must be one of ${ROUTE_HEADERS.join(', ')}`)),
  requiresLogin: v.optional(v.boolean('requiresLogin must be true or false')),
  toggle: v.optional(v.picklist(ROUTE_TOGGLES, `toggle must be one of ${ROUTE_TOGGLES.join(', ')}`)),
});

const sourceDeclarationSchema = v.strictObject({
  routes: v.array(declaredRouteSchema),
});

const releaseDeclarationSchema = v.strictObject({
  remote: v.string(),
  version: v.string(),
  contractVersion: v.string(),
  routes: v.array(declaredRouteSchema),
  // Optional build metadata (ADR 0030), strict in form: they are shown to operators as facts.
  builtAt: v.optional(v.pipe(v.string(), v.isoTimestamp('builtAt must be an ISO 8601 time'))),
  gitCommit: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{7,64}$/, 'gitCommit must be a hexadecimal commit id'))),
  // Provenance (ADR 0038): shown to operators and recorded in the audit log as the build said it.
  gitDirty: v.optional(v.boolean('gitDirty must be true or false')),
  builder: v.optional(v.pipe(v.string(), v.minLength(1, 'builder must not be empty'), v.maxLength(200, 'builder must be at most 200 characters'), v.check(isPrintable, 'builder must be printable text'))),
});

export type DeclarationResult<T> = { ok: true; value: T } | { ok: false; problems: string[] };

function shapeProblems(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const path = v.getDotPath(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

/**
 * What is wrong with a list of declared routes, as sentences for the operator (empty: nothing).
 * Checked: key format, duplicates, spec keys carry no patterns (their paths are the spec's), a new key
 * has a valid pattern for every path variant, and a new pattern does not take the very paths of a
 * spec route (ranking cannot tell two routes of the same shape apart).
 */
export function declaredRouteProblems(routes: readonly DeclaredRoute[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const route of routes) {
    const { key } = route;
    if (!ROUTE_KEY_FORMAT.test(key)) {
      problems.push(`route key "${key}" is not a camelCase key (${ROUTE_KEY_FORMAT.source})`);
      continue;
    }
    if (seen.has(key)) problems.push(`route key "${key}" is declared twice`);
    seen.add(key);
    const patterns = route.patterns ?? {};
    if (isSpecRouteKey(key)) {
      if (route.patterns) problems.push(`route key "${key}" is a spec §2 screen: its paths come from the spec tables, declare it without patterns`);
      continue;
    }
    if (!route.patterns || Object.keys(route.patterns).length === 0) {
      // Neither a screen of the contract nor an added screen: the shell could never route it.
      problems.push(
        `unknown route key "${key}": not a spec §2 screen, and it declares no path patterns (a key a release adds needs one per path variant: ${PATH_VARIANTS.join(', ')})`,
      );
      continue;
    }
    for (const variant of Object.keys(patterns)) {
      if (!(PATH_VARIANTS as readonly string[]).includes(variant)) {
        problems.push(`route key "${key}" has a pattern for an unknown path variant "${variant}" (known: ${PATH_VARIANTS.join(', ')})`);
      }
    }
    for (const variant of PATH_VARIANTS) {
      const pattern = patterns[variant];
      if (pattern === undefined) {
        problems.push(`new route key "${key}" has no path pattern for the path variant "${variant}"`);
        continue;
      }
      const problem = patternProblem(pattern);
      if (problem) {
        problems.push(`route key "${key}" (${variant}): ${problem}`);
        continue;
      }
      const compiled = compilePattern(pattern);
      const clash = SPEC_ROUTE_TABLES[variant].find((entry) => sameShape(compilePattern(entry.pattern), compiled));
      if (clash) problems.push(`route key "${key}" (${variant}): "${pattern}" takes the same paths as the spec route "${clash.key}" (${clash.pattern})`);
    }
  }
  return problems;
}

/** Checks the routes a remote's route modules declare (before the build adds name and versions): shape and route checks. */
export function parseSourceDeclaration(value: unknown): DeclarationResult<{ routes: DeclaredRoute[] }> {
  const parsed = v.safeParse(sourceDeclarationSchema, value);
  if (!parsed.success) return { ok: false, problems: shapeProblems(parsed.issues) };
  const problems = declaredRouteProblems(parsed.output.routes);
  return problems.length ? { ok: false, problems } : { ok: true, value: parsed.output };
}

/** Reads a built `shop-release.json`: shape, contract version format and route checks. */
export function parseReleaseDeclaration(value: unknown): DeclarationResult<ReleaseDeclaration> {
  const parsed = v.safeParse(releaseDeclarationSchema, value);
  if (!parsed.success) return { ok: false, problems: shapeProblems(parsed.issues) };
  const problems: string[] = [];
  if (!parseContractVersion(parsed.output.contractVersion)) {
    problems.push(`contractVersion "${parsed.output.contractVersion}" is not a version x.y.z`);
  }
  problems.push(...declaredRouteProblems(parsed.output.routes));
  return problems.length ? { ok: false, problems } : { ok: true, value: parsed.output };
}

/** The route keys a declaration lists, for comparing with what a remote's `./routes` implements. */
export function declaredKeys(declaration: { routes: readonly DeclaredRoute[] }): string[] {
  return declaration.routes.map((route) => route.key);
}
