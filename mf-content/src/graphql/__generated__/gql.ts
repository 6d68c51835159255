/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation ContentSendContactRequest($input: ContactRequestInput!) {\n    sendContactRequest(input: $input) { status errors { message code referencedRequestParameter } }\n  }\n": typeof types.ContentSendContactRequestDocument,
    "\n  query ContentContactDetails {\n    storeData {\n      organization {\n        contactPoint { email telephone }\n        openingHours { dayOfWeek opens closes }\n      }\n    }\n  }\n": typeof types.ContentContactDetailsDocument,
    "\n  query ContentLegalPage($key: String!) {\n    legalPage(key: $key) {\n      data { key title bodyHtml language updatedAt }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.ContentLegalPageDocument,
    "\n  mutation ContentWithdrawContract($input: WithdrawContractInput!) {\n    withdrawContract(input: $input) { status receivedAt errors { message code referencedRequestParameter } }\n  }\n": typeof types.ContentWithdrawContractDocument,
};
const documents: Documents = {
    "\n  mutation ContentSendContactRequest($input: ContactRequestInput!) {\n    sendContactRequest(input: $input) { status errors { message code referencedRequestParameter } }\n  }\n": types.ContentSendContactRequestDocument,
    "\n  query ContentContactDetails {\n    storeData {\n      organization {\n        contactPoint { email telephone }\n        openingHours { dayOfWeek opens closes }\n      }\n    }\n  }\n": types.ContentContactDetailsDocument,
    "\n  query ContentLegalPage($key: String!) {\n    legalPage(key: $key) {\n      data { key title bodyHtml language updatedAt }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.ContentLegalPageDocument,
    "\n  mutation ContentWithdrawContract($input: WithdrawContractInput!) {\n    withdrawContract(input: $input) { status receivedAt errors { message code referencedRequestParameter } }\n  }\n": types.ContentWithdrawContractDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContentSendContactRequest($input: ContactRequestInput!) {\n    sendContactRequest(input: $input) { status errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').ContentSendContactRequestDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentContactDetails {\n    storeData {\n      organization {\n        contactPoint { email telephone }\n        openingHours { dayOfWeek opens closes }\n      }\n    }\n  }\n"): typeof import('./graphql').ContentContactDetailsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentLegalPage($key: String!) {\n    legalPage(key: $key) {\n      data { key title bodyHtml language updatedAt }\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').ContentLegalPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContentWithdrawContract($input: WithdrawContractInput!) {\n    withdrawContract(input: $input) { status receivedAt errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').ContentWithdrawContractDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
