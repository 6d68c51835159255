/**
 * The operator audit log's hash chain (issue 32, migration 0029, ADR 0035): every row carries the hash
 * of the row before it (`prev_hash`, the first row's is 64 zeros) and its own, sha256 over that and its
 * content (`row_hash`). The database chains each row as it is inserted (a trigger, under the lock of
 * the chain's head row, so two processes writing at once still chain in id order); this module checks
 * the chain from the outside: it reads every row in id order and computes each hash again here, from
 * the columns as text, so a row changed, removed or slipped in by someone who could switch the
 * append-only trigger off shows as the first row where the chain breaks.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db';

/** The `prev_hash` of the first row. */
export const AUDIT_CHAIN_START = '0'.repeat(64);

/** How many rows one query of the walk reads. */
const BATCH_ROWS = 1_000;

/** A row's columns as PostgreSQL writes them as text (`at` in UTC with microseconds, jsonb as its text). */
export interface AuditChainRow {
  id: string;
  at: string;
  actor_kind: string;
  actor_account_id: string | null;
  actor_email: string | null;
  action: string;
  target_kind: string | null;
  target_id: string | null;
  before: string | null;
  after: string | null;
  request_id: string | null;
  ip_hash: string | null;
  /** Migration 0031: part of the content only when a token is named (rows before keep their text). */
  actor_token_id?: string | null;
  actor_token_label?: string | null;
  prev_hash: string;
  row_hash: string;
}

export interface AuditChainBreak {
  /** The first row that does not fit (for rows missing at the end: the last row the chain's head names). */
  id: string;
  /** What differs, for a person. */
  problem: string;
}

export interface AuditChainReport {
  /** Rows checked (up to and including a broken one). */
  rows: number;
  intact: boolean;
  /** The last row's id and hash (null / the start hash for an empty log): keep them outside the database. */
  lastId: string | null;
  lastHash: string;
  broken: AuditChainBreak | null;
}

const json = (value: string | null) => (value === null ? 'null' : JSON.stringify(value));

/**
 * The canonical JSON text a row's hash covers: the same text as migration 0031's
 * operator_audit_log_content (keys in this order, no spaces, jsonb values as PostgreSQL writes them;
 * the personal token's id and label only when the row names one, so rows before 0031 hash as before).
 * JSON.stringify escapes strings as PostgreSQL's to_json does.
 */
export function auditRowContent(row: AuditChainRow): string {
  return (
    `{"id":${row.id},"at":${json(row.at)},"actor_kind":${json(row.actor_kind)},"actor_account_id":${json(row.actor_account_id)},` +
    `"actor_email":${json(row.actor_email)},"action":${json(row.action)},"target_kind":${json(row.target_kind)},` +
    `"target_id":${json(row.target_id)},"before":${row.before ?? 'null'},"after":${row.after ?? 'null'},` +
    `"request_id":${json(row.request_id)},"ip_hash":${json(row.ip_hash)}` +
    (!row.actor_token_id ? '' : `,"actor_token_id":${json(row.actor_token_id)},"actor_token_label":${json(row.actor_token_label ?? null)}`) +
    '}'
  );
}

/** sha256(prev_hash || content) over UTF-8, in hex. */
export function auditRowHash(prevHash: string, content: string): string {
  return createHash('sha256').update(prevHash + content, 'utf8').digest('hex');
}

/** Ordered by the column (l.id), not by the text named id: "10" sorts before "2". */
async function rowsAfter(db: Database, afterId: string, limit: number): Promise<AuditChainRow[]> {
  const result = (await db.execute(sql`
    select id::text as id, to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, actor_kind,
           actor_account_id::text as actor_account_id, actor_email, action, target_kind, target_id,
           before::text as before, after::text as after, request_id, ip_hash,
           actor_token_id::text as actor_token_id, actor_token_label, prev_hash, row_hash
    from operator_audit_log l where l.id > ${afterId}::bigint order by l.id limit ${limit}`)) as unknown as { rows: AuditChainRow[] };
  return result.rows;
}

async function chainHead(db: Database): Promise<{ lastId: string; lastHash: string } | undefined> {
  const result = (await db.execute(sql`select last_id::text as "lastId", last_hash as "lastHash" from operator_audit_chain`)) as unknown as {
    rows: { lastId: string; lastHash: string }[];
  };
  return result.rows[0];
}

/**
 * Walks the whole log in id order and checks every row's two hashes; stops at the first row that
 * breaks the chain. The head is read first: whatever it names was committed before the walk starts,
 * so rows appended meanwhile are simply walked too, and a head the walk never reaches means rows at
 * the end were removed (which the chain of the rows left cannot show by itself).
 */
export async function verifyAuditChain(db: Database, batchRows = BATCH_ROWS): Promise<AuditChainReport> {
  const head = await chainHead(db);
  let rows = 0;
  let lastId: string | null = null;
  let lastHash = AUDIT_CHAIN_START;
  let headSeen = !head || head.lastId === '0';
  const broken = (id: string, problem: string): AuditChainReport => ({ rows, intact: false, lastId, lastHash, broken: { id, problem } });

  for (;;) {
    const batch = await rowsAfter(db, lastId ?? '0', batchRows);
    for (const row of batch) {
      rows += 1;
      if (row.prev_hash !== lastHash) {
        return broken(
          row.id,
          lastId === null
            ? `prev_hash ${row.prev_hash} is not the chain's start (64 zeros): rows before it were removed`
            : `prev_hash ${row.prev_hash} is not row ${lastId}'s hash ${lastHash}: a row between them was removed or added, or row ${lastId} was rehashed`,
        );
      }
      const computed = auditRowHash(lastHash, auditRowContent(row));
      if (row.row_hash !== computed) {
        return broken(row.id, `its content does not match its row_hash ${row.row_hash} (computed ${computed}): the row was changed after it was written`);
      }
      if (head && row.id === head.lastId) {
        if (row.row_hash !== head.lastHash) return broken(row.id, `the chain's head holds hash ${head.lastHash} for it, the row ${row.row_hash}`);
        headSeen = true;
      }
      lastId = row.id;
      lastHash = row.row_hash;
    }
    if (batch.length < batchRows) break;
  }
  if (!head) return broken(lastId ?? '0', 'the chain has no head (operator_audit_chain is empty): it was removed');
  if (!headSeen) {
    return broken(head.lastId, `the chain's head names row ${head.lastId} (hash ${head.lastHash}), but the log ends at ${lastId === null ? 'no row' : `row ${lastId}`}: rows at its end were removed`);
  }
  return { rows, intact: true, lastId, lastHash, broken: null };
}
