/**
 * Settings every database connection of the API runs with, on PostgreSQL (each pooled connection,
 * as it connects) and on PGlite (its one session, once open).
 */

/**
 * pg_trgm's word similarity from which a search's typo fallback counts a title as a match (its own
 * default is 0.6; typos need less). A session setting because the operator that the trigram indexes
 * serve (`<%`, migration 0011) reads it from the session.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.4;

export const SESSION_SETTINGS_SQL = `set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`;

/** The same as PostgreSQL startup options (node-postgres `options`). */
export const SESSION_OPTIONS = `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`;
