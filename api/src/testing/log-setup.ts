/**
 * Jest (setupFiles): the test servers of a file log warnings and errors only, unless LOG_LEVEL says
 * otherwise; a test that looks at lines captures them (log-capture.ts). The API processes tests start
 * (api-process.ts) log as configured, at info by default.
 */
import type { LevelWithSilent } from 'pino';
import { logLevelProblem, setLogLevel } from '../observability/log';

const configured = process.env.LOG_LEVEL?.trim().toLowerCase();
setLogLevel(configured && logLevelProblem(configured) === null ? (configured as LevelWithSilent) : 'warn');
