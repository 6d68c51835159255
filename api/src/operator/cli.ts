/** Entry point of `pnpm --filter @shop/api operator …`; see HELP in ./commands.ts. */
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { DirLockedError } from '../db/dir-lock';
import { resolveMode } from '../config/mode';
import { releaseOriginPolicyFromEnv } from '../remotes/release-origins';
import { serverBuildSourceFromEnv } from '../remotes/server-builds';
import { resolveRepoRoot, shopPaths } from '../paths';
import { type OperatorBackend, OperatorHttpError, chooseBackend } from './backends';
import { HELP, UsageError, isBackupCommand, needsBackend, parseCommand, runBackupCommand, runCommand } from './commands';
import { logToStderr } from '../observability/log';

// What the shared code logs goes to stderr: stdout is this tool's answer.
logToStderr();

/** One line typed on the terminal without echo (readline writes the echo into a sink). */
async function askHidden(prompt: string): Promise<string> {
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: muted, terminal: true });
  process.stderr.write(prompt);
  try {
    return await new Promise<string>((resolve) => rl.question('', resolve));
  } finally {
    rl.close();
    process.stderr.write('\n');
  }
}

/**
 * create-operator's password: OPERATOR_PASSWORD, else standard input — asked twice without echo on a
 * terminal, else the piped text up to its first line end. Never an argument: the process list and
 * shell histories show arguments to everyone.
 */
async function readPassword(env: NodeJS.ProcessEnv): Promise<string> {
  if (env.OPERATOR_PASSWORD) return env.OPERATOR_PASSWORD;
  if (process.stdin.isTTY) {
    const first = await askHidden('New operator password: ');
    const again = await askHidden('Once more: ');
    if (first !== again) throw new UsageError('The passwords do not match');
    return first;
  }
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

/**
 * token:create's login through the server: the password from OPERATOR_PASSWORD, else asked once
 * without echo (or the first line of standard input); the authenticator's code from --code, else
 * OPERATOR_TOTP_CODE, else asked on a terminal (none: the server says when one is needed).
 */
async function readLogin(env: NodeJS.ProcessEnv, options: { code?: string }): Promise<{ password: string; totpCode: string | null }> {
  let password = env.OPERATOR_PASSWORD;
  if (!password) {
    if (process.stdin.isTTY) password = await askHidden('Your operator password: ');
    else {
      let text = '';
      for await (const chunk of process.stdin) text += String(chunk);
      password = text.split(/\r?\n/)[0] ?? '';
    }
  }
  let totpCode = options.code ?? env.OPERATOR_TOTP_CODE ?? null;
  if (!totpCode && process.stdin.isTTY) totpCode = (await askHidden('The code of your authenticator app (empty: none): ')).trim() || null;
  return { password, totpCode };
}

async function main(argv: string[]): Promise<number> {
  const io = {
    out: (line: string) => console.log(line),
    err: (line: string) => console.error(line),
    // pnpm runs package scripts in the package folder; INIT_CWD is where the user typed the command.
    cwd: process.env.INIT_CWD || process.cwd(),
    readPassword: () => readPassword(process.env),
    readLogin: (options: { code?: string }) => readLogin(process.env, options),
  };
  let backend: OperatorBackend | undefined;
  try {
    const cmd = parseCommand(argv);
    if (!needsBackend(cmd) && !isBackupCommand(cmd)) {
      io.out(HELP);
      return 0;
    }
    const root = resolveRepoRoot(import.meta.dirname);
    const paths = shopPaths(root);
    if (isBackupCommand(cmd)) {
      await runBackupCommand(cmd, paths, process.env, io);
      return 0;
    }
    backend = await chooseBackend({
      via: cmd.via,
      env: process.env,
      paths,
      registry: {
        publicRemotesBase: process.env.PUBLIC_REMOTES_BASE ?? '',
        devRemotes: process.env.MF_DEV_REMOTES === '1',
        // The direct-database backend checks CDN releases itself: the same rule as the server's.
        serverBuilds: serverBuildSourceFromEnv(process.env, resolveMode(process.env) === 'production'),
        releaseOrigins: releaseOriginPolicyFromEnv(process.env, resolveMode(process.env) === 'production'),
        // The same rule as the server's for a build with uncommitted changes (ADR 0038).
        dirtyBuilds: resolveMode(process.env) === 'production' ? 'acknowledge' : 'allow',
      },
    });
    if (!cmd.json) io.err(`(via ${backend.description})`);
    await runCommand(cmd, backend, paths, io);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || error instanceof OperatorHttpError || error instanceof DirLockedError) {
      io.err(error.message);
      return 1;
    }
    // node:util parseArgs rejects unknown or malformed options with ERR_PARSE_ARGS_* errors.
    if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`${(error as Error).message}\n\n${HELP}`);
      return 1;
    }
    throw error;
  } finally {
    await backend?.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
