/**
 * The helpdesk FAQ (issue 17; the Dutch /helpdesk/, the German one forwards to contact): entries by
 * topic in the visitor's language (else the storefront's default). Search keeps the entries whose
 * question or answer contain every word of the search, compared folded (case and accents ignored),
 * like the shop's search input; an FAQ has a few dozen entries, so they are filtered in memory.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { ErrorCode, ShopError } from '../../errors';
import { fold } from '../../text/fold';
import { queryRows } from '../catalogue/queries';
import type { StorefrontModel } from '../storefront/directory';
import { contentLanguage } from './content-language';

/** Longest search the helpdesk accepts (a question, not an essay). */
export const MAX_HELPDESK_SEARCH = 100;

export interface HelpdeskModel {
  search: string | null;
  topics: { key: string; title: string; entries: { id: string; question: string; answer: string }[] }[];
  total: number;
}

interface EntryRow {
  topicKey: string;
  topicTitle: string;
  id: string | null;
  question: string | null;
  answer: string | null;
}

export async function helpdesk(db: Database, store: StorefrontModel, requestLanguage: string, search: string | null | undefined): Promise<HelpdeskModel | null> {
  const trimmed = search?.trim() ?? '';
  if (trimmed.length > MAX_HELPDESK_SEARCH) {
    throw new ShopError(`The search term is longer than ${MAX_HELPDESK_SEARCH} characters`, ErrorCode.INVALID_SEARCH_INPUT, 'search');
  }
  const chosen = await contentLanguage(db, 'helpdesk_topics', store, requestLanguage);
  if (!chosen) return null;
  const rows = await queryRows<EntryRow>(
    db,
    sql`select t.topic_key as "topicKey", t.title as "topicTitle", e.id, e.question, e.answer
      from helpdesk_topics t left join helpdesk_entries e
        on e.storefront_key = t.storefront_key and e.language = t.language and e.topic_key = t.topic_key
      where t.storefront_key = ${store.key} and t.language = ${chosen}
      order by t.position, t.topic_key, e.position, e.id`,
  );
  const words = fold(trimmed).split(/[^a-z0-9]+/).filter(Boolean);
  const matches = (row: EntryRow) => {
    if (words.length === 0) return true;
    const haystack = fold(`${row.question} ${row.answer}`);
    return words.every((word) => haystack.includes(word));
  };
  const topics: HelpdeskModel['topics'] = [];
  for (const row of rows) {
    let topic = topics.find((t) => t.key === row.topicKey);
    if (!topic) {
      topic = { key: row.topicKey, title: row.topicTitle, entries: [] };
      topics.push(topic);
    }
    if (row.id && row.question !== null && row.answer !== null && matches(row)) {
      topic.entries.push({ id: row.id, question: row.question, answer: row.answer });
    }
  }
  const shown = topics.filter((topic) => topic.entries.length > 0);
  return { search: trimmed || null, topics: shown, total: shown.reduce((n, t) => n + t.entries.length, 0) };
}
