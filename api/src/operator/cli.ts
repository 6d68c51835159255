/** Entry point of `pnpm --filter @shop/api operator …`; see HELP in ./commands.ts. */
import { DirLockedError } from '../db/dir-lock';
import { resolveRepoRoot, shopPaths } from '../paths';
import { type OperatorBackend, OperatorHttpError, chooseBackend } from './backends';
import { HELP, UsageError, needsBackend, parseCommand, runCommand } from './commands';

async function main(argv: string[]): Promise<number> {
  const io = {
    out: (line: string) => console.log(line),
    err: (line: string) => console.error(line),
    // pnpm runs package scripts in the package folder; INIT_CWD is where the user typed the command.
    cwd: process.env.INIT_CWD || process.cwd(),
  };
  let backend: OperatorBackend | undefined;
  try {
    const cmd = parseCommand(argv);
    if (!needsBackend(cmd)) {
      io.out(HELP);
      return 0;
    }
    const root = resolveRepoRoot(import.meta.dirname);
    const paths = shopPaths(root);
    backend = await chooseBackend({
      via: cmd.via,
      env: process.env,
      paths,
      registry: {
        publicRemotesBase: process.env.PUBLIC_REMOTES_BASE ?? '',
        devRemotes: process.env.MF_DEV_REMOTES === '1',
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
