/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type ContactRequestInput = {
  captchaToken: string;
  email: string;
  message: string;
  name: string;
  orderNumber?: string | null | undefined;
  topic: ContactTopic;
};

export type ContactTopic =
  | 'BALANCE'
  | 'BUSINESS'
  | 'DELIVERY'
  | 'ORDER'
  | 'OTHER'
  | 'REDEEM';

export type WithdrawContractInput = {
  email: string;
  name: string;
  orderNumber: string;
};

export type ContentSendContactRequestMutationVariables = Exact<{
  input: ContactRequestInput;
}>;


export type ContentSendContactRequestMutation = { sendContactRequest: { status: boolean, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ContentContactDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type ContentContactDetailsQuery = { storeData: { organization: { contactPoint: { email: string, telephone: string }, openingHours: Array<{ dayOfWeek: Array<string>, opens: string, closes: string }> } } };

export type ContentLegalPageQueryVariables = Exact<{
  key: string;
}>;


export type ContentLegalPageQuery = { legalPage: { data: { key: string, title: string, bodyHtml: string, language: string, updatedAt: string } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ContentWithdrawContractMutationVariables = Exact<{
  input: WithdrawContractInput;
}>;


export type ContentWithdrawContractMutation = { withdrawContract: { status: boolean, receivedAt: string | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const ContentSendContactRequestDocument = new TypedDocumentString(`
    mutation ContentSendContactRequest($input: ContactRequestInput!) {
  sendContactRequest(input: $input) {
    status
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<ContentSendContactRequestMutation, ContentSendContactRequestMutationVariables>;
export const ContentContactDetailsDocument = new TypedDocumentString(`
    query ContentContactDetails {
  storeData {
    organization {
      contactPoint {
        email
        telephone
      }
      openingHours {
        dayOfWeek
        opens
        closes
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ContentContactDetailsQuery, ContentContactDetailsQueryVariables>;
export const ContentLegalPageDocument = new TypedDocumentString(`
    query ContentLegalPage($key: String!) {
  legalPage(key: $key) {
    data {
      key
      title
      bodyHtml
      language
      updatedAt
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<ContentLegalPageQuery, ContentLegalPageQueryVariables>;
export const ContentWithdrawContractDocument = new TypedDocumentString(`
    mutation ContentWithdrawContract($input: WithdrawContractInput!) {
  withdrawContract(input: $input) {
    status
    receivedAt
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<ContentWithdrawContractMutation, ContentWithdrawContractMutationVariables>;