/**
 * Release declarations (ADR 0013): what a remote's release says it implements (route keys, patterns of
 * the keys it adds) and which @shop/shared contract it was built for. Read from a build folder
 * (`shop-release.json`, written by shared/build/webpack.cjs), checked here before a release is
 * registered, stored with the release, and turned into the storefront config's routes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type DeclarationResult,
  PATH_VARIANTS,
  RELEASE_DECLARATION_FILE,
  type ReleaseDeclaration,
  SHELL_BUILD_FILE,
  SHOP_CONTRACT_VERSION,
  compilePattern,
  contractMismatch,
  parseContractVersion,
  parseReleaseDeclaration,
  sameShape,
} from '@shop/shared/routes';
import type { RemoteName } from './remote-names';

export type { ReleaseDeclaration };

function readJson(file: string): DeclarationResult<unknown> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return { ok: false, problems: [`cannot read ${file}: ${(error as Error).message}`] };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, problems: [`${file} is not JSON: ${(error as Error).message}`] };
  }
}

/** Parses a declaration given as text (a CDN release's, passed by the operator). */
export function parseDeclarationText(text: string): DeclarationResult<ReleaseDeclaration> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [`the declaration is not JSON: ${(error as Error).message}`] };
  }
  return parseReleaseDeclaration(value);
}

/** The declaration of a build folder (`<dir>/shop-release.json`), checked. */
export function readReleaseDeclaration(dir: string): DeclarationResult<ReleaseDeclaration> {
  const file = join(dir, RELEASE_DECLARATION_FILE);
  if (!existsSync(file)) {
    return {
      ok: false,
      problems: [`${file} is missing: build the remote with the shared webpack helper, which writes its release declaration`],
    };
  }
  const json = readJson(file);
  return json.ok ? parseReleaseDeclaration(json.value) : json;
}

export interface ProvidedContract {
  version: string;
  /** Where the version comes from, for messages. */
  source: string;
}

/**
 * The contract the shell that this server serves provides: `<shellDist>/shop-shell.json`, written by
 * the shell's build. Without a shell build (API tests, the dev servers) it is the @shop/shared this
 * server was built with, which is the one the shell of the same checkout is built with.
 */
export function providedContract(shellDist: string | undefined): ProvidedContract {
  const file = shellDist ? join(shellDist, SHELL_BUILD_FILE) : undefined;
  if (file && existsSync(file)) {
    const json = readJson(file);
    const version = json.ok ? (json.value as { contractVersion?: unknown } | null)?.contractVersion : undefined;
    if (typeof version === 'string' && parseContractVersion(version)) return { version, source: file };
    throw new Error(`${file} does not name a contract version (x.y.z): rebuild the shell`);
  }
  return { version: SHOP_CONTRACT_VERSION, source: "this server's @shop/shared (no shell build found)" };
}

/** Problems that make a (well-formed) declaration unfit for this remote and this shell. */
export function releaseProblems(declaration: ReleaseDeclaration, remote: RemoteName, provided: ProvidedContract): string[] {
  const problems: string[] = [];
  if (declaration.remote !== remote) {
    problems.push(`the declaration is for the remote "${declaration.remote}", not "${remote}"`);
  }
  const mismatch = contractMismatch(provided.version, declaration.contractVersion);
  if (mismatch) problems.push(`incompatible contract: ${mismatch} (${provided.source})`);
  return problems;
}

export interface CurrentDeclaration {
  remote: RemoteName;
  version: string;
  declaration: ReleaseDeclaration;
}

/**
 * Keys and paths another remote's current release already has: a key belongs to one remote (to move
 * it, release the giving remote without it first), and a key added by a release must not take the
 * very paths of another remote's added key.
 */
export function conflictProblems(declaration: ReleaseDeclaration, remote: RemoteName, others: readonly CurrentDeclaration[]): string[] {
  const problems: string[] = [];
  for (const other of others) {
    if (other.remote === remote) continue;
    for (const route of declaration.routes) {
      if (other.declaration.routes.some((r) => r.key === route.key)) {
        problems.push(`route key "${route.key}" is implemented by ${other.remote} (release ${other.version})`);
        continue;
      }
      for (const variant of PATH_VARIANTS) {
        const pattern = route.patterns?.[variant];
        if (!pattern) continue;
        const compiled = compilePattern(pattern);
        const clash = other.declaration.routes.find((r) => r.patterns?.[variant] && sameShape(compilePattern(r.patterns[variant] as string), compiled));
        if (clash) {
          problems.push(`route key "${route.key}" (${variant}): "${pattern}" takes the same paths as "${clash.key}" of ${other.remote} (release ${other.version})`);
        }
      }
    }
  }
  return problems;
}

/** A dev server that does not answer within this routes nothing until it does (it is still compiling). */
const DEV_DECLARATION_TIMEOUT_MS = 1_000;

/**
 * In development (MF_DEV_REMOTES=1) the remotes come from their dev servers, built live from source
 * against this checkout's @shop/shared: their declaration is the one the dev server's build generated
 * from the route modules as they are now (`<dev server>/shop-release.json`), checked like a release's.
 */
export async function readDevServerDeclaration(url: string, fetchFn: typeof fetch = fetch): Promise<DeclarationResult<ReleaseDeclaration>> {
  let json: unknown;
  try {
    const response = await fetchFn(url, { signal: AbortSignal.timeout(DEV_DECLARATION_TIMEOUT_MS) });
    if (!response.ok) return { ok: false, problems: [`${url} answered ${response.status}`] };
    json = await response.json();
  } catch (error) {
    return { ok: false, problems: [`${url}: ${(error as Error).message}`] };
  }
  return parseReleaseDeclaration(json);
}
