/**
 * Paths the API serves beside the pages and GraphQL, as files for the visitor's own session: one
 * definition for the server that answers them and the screens that link to them.
 */

/** "Download my data" (GDPR Art. 15 and 20): the logged-in account's data as JSON. */
export const MY_DATA_PATH = '/account/my-data.json';
