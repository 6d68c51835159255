/**
 * The expand/contract rule for migrations (ADR 0064, docs/operations.md "Deploying a new version"): a
 * release's migrations run BEFORE its code starts, while the previous release still serves on the new
 * schema. So a migration may only add what old code can ignore — tables, nullable columns or columns
 * with a default, wider constraints, indexes — and what old code still reads or writes is removed or
 * renamed only by a later release, once no running code uses it (the "contract" step), said so in the
 * file with `-- contract: <why, and the release that stopped reading it>`.
 *
 * `expandContractFindings` reads one migration's SQL and names every statement that would break the
 * release still running: a dropped table, view or column, a rename, a column's type changed, NOT NULL
 * on a column old code may leave out, a NOT NULL column added without a default; and an index built on
 * an existing table without IF NOT EXISTS (it locks the table's writes for as long as it builds: on a
 * big table the operator builds it CONCURRENTLY by hand first, and the migration must then find it).
 * It is a lint on text, not a parser: it errs on the side of a finding, which the marker answers.
 */

export interface MigrationFinding {
  /** The statement, shortened, as it stands in the file (comments and spacing folded). */
  statement: string;
  /** What old code would meet. */
  problem: string;
}

export interface MigrationVerdict {
  findings: MigrationFinding[];
  /** The file's `-- contract: …` reason, when it declares itself a contract step. */
  contract: string | null;
}

/** `-- contract: <reason>` on a line of its own; the reason says why it is safe now (which release stopped reading it). */
const CONTRACT_MARKER = /^[ \t]*--[ \t]*contract:[ \t]*(\S.*?)[ \t]*$/im;
/** A reason is a sentence, not a placeholder: at least this many characters. */
const MIN_REASON_LENGTH = 12;

export function contractReason(sqlText: string): string | null {
  const reason = CONTRACT_MARKER.exec(sqlText)?.[1];
  return reason && reason.length >= MIN_REASON_LENGTH ? reason : null;
}

/** Statements of a migration, comments dropped, string literals and function bodies blanked, quotes on names removed. */
export function migrationStatements(sqlText: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  const flush = () => {
    const text = current.replace(/\s+/g, ' ').trim();
    if (text) statements.push(text);
    current = '';
  };
  while (i < sqlText.length) {
    const rest = sqlText.slice(i);
    if (rest.startsWith('--')) {
      const end = sqlText.indexOf('\n', i);
      i = end < 0 ? sqlText.length : end + 1;
      current += ' ';
      continue;
    }
    if (rest.startsWith('/*')) {
      const end = sqlText.indexOf('*/', i + 2);
      i = end < 0 ? sqlText.length : end + 2;
      current += ' ';
      continue;
    }
    const char = sqlText[i] as string;
    if (char === "'") {
      // A literal's text is data, never DDL ('' is an escaped quote inside it).
      let j = i + 1;
      while (j < sqlText.length && !(sqlText[j] === "'" && sqlText[j + 1] !== "'")) j += sqlText[j] === "'" ? 2 : 1;
      i = j + 1;
      current += "''";
      continue;
    }
    if (char === '"') {
      const end = sqlText.indexOf('"', i + 1);
      current += sqlText.slice(i + 1, end < 0 ? sqlText.length : end);
      i = end < 0 ? sqlText.length : end + 1;
      continue;
    }
    const dollar = /^\$([A-Za-z_]\w*)?\$/.exec(rest);
    if (dollar) {
      const end = sqlText.indexOf(dollar[0], i + dollar[0].length);
      const body = sqlText.slice(i + dollar[0].length, end < 0 ? sqlText.length : end);
      i = end < 0 ? sqlText.length : end + dollar[0].length;
      // A DO block runs its statements now: they count. A function's body runs later, on rows: it does not.
      if (/^\s*DO\b/i.test(current)) {
        // Its statements follow the block's BEGIN (after any DECLARE section).
        const block = body.replace(/^[\s\S]*?\bBEGIN\b/i, '');
        for (const inner of migrationStatements(block)) statements.push(inner);
      }
      current += ' $body$ ';
      continue;
    }
    if (char === ';') {
      flush();
      i += 1;
      continue;
    }
    current += char;
    i += 1;
  }
  flush();
  // A DO statement itself says nothing once its body has been read.
  return statements.filter((statement) => !/^DO\b/i.test(statement));
}

const NAME = String.raw`(?:ONLY\s+)?(?:IF\s+EXISTS\s+)?([\w.]+)`;
const short = (statement: string) => (statement.length > 160 ? `${statement.slice(0, 157)}…` : statement);

/** The top-level, comma-separated actions of an ALTER TABLE (a comma inside parentheses belongs to its action). */
function alterActions(actions: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < actions.length; i += 1) {
    const char = actions[i];
    if (char === '(') depth += 1;
    else if (char === ')') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(actions.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(actions.slice(start).trim());
  return parts.filter(Boolean);
}

export function expandContractFindings(sqlText: string): MigrationVerdict {
  const statements = migrationStatements(sqlText);
  // Tables this migration creates: nothing running reads them yet, so anything goes on them.
  const created = new Set<string>();
  for (const statement of statements) {
    const table = /^CREATE\s+(?:UNLOGGED\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?([\w.]+)/i.exec(statement)?.[1];
    if (table) created.add(table.toLowerCase());
  }
  const isNew = (table: string) => created.has(table.toLowerCase());
  // Columns given a default by this migration (ADD COLUMN … DEFAULT, ALTER COLUMN … SET DEFAULT): old
  // code that leaves them out of an INSERT still writes a valid row once they are NOT NULL.
  const defaults = new Set<string>();
  const findings: MigrationFinding[] = [];
  const find = (statement: string, problem: string) => findings.push({ statement: short(statement), problem });

  for (const statement of statements) {
    const drop = /^DROP\s+(TABLE|VIEW|MATERIALIZED\s+VIEW|TYPE|SCHEMA)\s+(?:IF\s+EXISTS\s+)?([\w.]+)/i.exec(statement);
    if (drop) {
      const [, kind, name] = drop as unknown as [string, string, string];
      if (!(kind.toUpperCase() === 'TABLE' && isNew(name))) find(statement, `drops ${kind.toLowerCase().replace(/\s+/g, ' ')} ${name}, which the running release may still read`);
      continue;
    }
    const renameOther = /^ALTER\s+(VIEW|MATERIALIZED\s+VIEW|TYPE|SCHEMA|SEQUENCE|FUNCTION)\s+.*\bRENAME\b/i.exec(statement);
    if (renameOther) {
      find(statement, `renames a ${(renameOther[1] as string).toLowerCase()}: the running release still uses the old name`);
      continue;
    }
    if (/^CREATE\s+(?:UNIQUE\s+)?INDEX\b/i.test(statement)) {
      const index = new RegExp(String.raw`^CREATE\s+(?:UNIQUE\s+)?INDEX\s+(CONCURRENTLY\s+)?(IF\s+NOT\s+EXISTS\s+)?(?:[\w.]+\s+)?ON\s+${NAME}`, 'i').exec(statement);
      if (index?.[1]) find(statement, 'CREATE INDEX CONCURRENTLY cannot run in the migrator’s transaction: build it by hand before the deploy and write the migration with IF NOT EXISTS');
      else if (index && !index[2] && !isNew(index[3] as string))
        find(statement, `builds an index on the existing table ${index[3]} while holding its writes: write CREATE INDEX IF NOT EXISTS (a big table's index is then built CONCURRENTLY by hand before the deploy)`);
      continue;
    }
    const alter = new RegExp(String.raw`^ALTER\s+TABLE\s+${NAME}\s+(.*)$`, 'i').exec(statement);
    if (!alter) continue;
    const table = alter[1] as string;
    const actions = alter[2] as string;
    if (isNew(table)) continue;
    if (/^RENAME\b/i.test(actions) && !/^RENAME\s+CONSTRAINT\b/i.test(actions)) {
      find(statement, `renames the table ${table} or one of its columns: the running release still uses the old name`);
      continue;
    }
    for (const action of alterActions(actions)) {
      const dropColumn = /^DROP\s+(?:COLUMN\s+)?(?:IF\s+EXISTS\s+)?([\w.]+)/i.exec(action);
      if (dropColumn && !/^(CONSTRAINT|DEFAULT|NOT|EXPRESSION|IDENTITY)$/i.test(dropColumn[1] as string)) {
        find(statement, `drops the column ${table}.${dropColumn[1]}, which the running release may still read or write`);
        continue;
      }
      const added = /^ADD\s+(?:COLUMN\s+)?(?:IF\s+NOT\s+EXISTS\s+)?([\w]+)\s+(.*)$/i.exec(action);
      if (added && !/^(CONSTRAINT|PRIMARY|UNIQUE|CHECK|FOREIGN|EXCLUDE)$/i.test(added[1] as string)) {
        const definition = added[2] as string;
        if (/\bDEFAULT\b|\bGENERATED\b|\bSERIAL\b|\bBIGSERIAL\b/i.test(definition)) defaults.add(`${table}.${added[1]}`.toLowerCase());
        else if (/\bNOT\s+NULL\b/i.test(definition) || /\bPRIMARY\s+KEY\b/i.test(definition))
          find(statement, `adds ${table}.${added[1]} NOT NULL without a default: the running release's inserts leave it out and fail`);
        continue;
      }
      const column = /^ALTER\s+(?:COLUMN\s+)?([\w]+)\s+(.*)$/i.exec(action);
      if (!column) continue;
      const [, name, change] = column as unknown as [string, string, string];
      const key = `${table}.${name}`.toLowerCase();
      if (/^SET\s+DEFAULT\b/i.test(change)) defaults.add(key);
      else if (/^(SET\s+DATA\s+)?TYPE\b/i.test(change)) find(statement, `changes the type of ${table}.${name}: the running release reads and writes the old one (add a new column instead)`);
      else if (/^SET\s+NOT\s+NULL\b/i.test(change) && !defaults.has(key))
        find(statement, `makes ${table}.${name} NOT NULL without a default: the running release may still leave it out`);
    }
  }
  return { findings, contract: contractReason(sqlText) };
}

/** A migration's number: the digits its tag (file name) starts with. */
export function migrationNumber(tag: string): number {
  const digits = /^(\d+)_/.exec(tag)?.[1];
  if (!digits) throw new Error(`a migration's tag starts with its number: ${tag}`);
  return Number(digits);
}
