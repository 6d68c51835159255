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

export type LandingSectionType =
  | 'FAQ'
  | 'PRODUCTS'
  | 'TESTIMONIALS'
  | 'TEXT'
  | 'USPS';

export type PhoneInput = {
  /** Dialling code with +, e.g. +49. */
  dialCode: string;
  /** The number without the dialling code, digits only. */
  number: string;
};

/** Cards of one gift card product: a product of this storefront that is sold and in stock. */
export type QuoteLineInput = {
  /** The amount on each card in cents, whole currency units: within the storefront's business range (Poland: 50 to 2000 zloty), else the product's own range. */
  amountPerCardCents: number;
  productId: string;
  /** 1 to 10000 cards. */
  quantity: number;
};

/** The business page's quote form (issue 17): who asks, which gift cards, and the captcha's solution. */
export type QuoteRequestInput = {
  /** The whole budget in cents (whole currency units, 1 to 1,000,000 units). */
  budgetCents?: number | null | undefined;
  /** The solved captcha (captchaChallenge). */
  captchaToken: string;
  companyName: string;
  contactName: string;
  /** Desired delivery date, packaging, personalisation … (at most 500 characters). */
  deliveryWishes?: string | null | undefined;
  email: string;
  /** 1 to 20 lines; the number of cards of the request is their sum. */
  lines: Array<QuoteLineInput>;
  /** At most 2000 characters. */
  message?: string | null | undefined;
  phone?: PhoneInput | null | undefined;
};

export type WithdrawContractInput = {
  /** The solved captcha (captchaChallenge). */
  captchaToken: string;
  email: string;
  name: string;
  orderNumber: string;
};

export type ContentBlogCardFragment = { id: string, slug: string, path: string, title: string, excerpt: string, author: string, publishedAt: string, readingMinutes: number, category: { key: string, slug: string, title: string }, heroImage: { alt: string, width: number, height: number, url: { href: string } } };

export type ContentBlogListQueryVariables = Exact<{
  category?: string | null | undefined;
  page?: number | null | undefined;
}>;


export type ContentBlogListQuery = { blog: { data: { total: number, pageNumber: number, pageCount: number, categories: Array<{ key: string, slug: string, title: string, description: string }>, category: { key: string, slug: string, title: string, description: string } | null, articles: Array<{ id: string, slug: string, path: string, title: string, excerpt: string, author: string, publishedAt: string, readingMinutes: number, category: { key: string, slug: string, title: string }, heroImage: { alt: string, width: number, height: number, url: { href: string } } }> } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ContentBlogArticleQueryVariables = Exact<{
  path: string;
}>;


export type ContentBlogArticleQuery = { blogArticle: { data: { id: string, slug: string, path: string, language: string, title: string, excerpt: string, author: string, publishedAt: string, updatedAt: string, readingMinutes: number, bodyParts: Array<string>, category: { key: string, slug: string, title: string }, heroImage: { alt: string, width: number, height: number, url: { href: string } }, products: Array<{ id: string, title: string, path: string, backgroundColor: string, showShadow: boolean, image: { alt: string, width: number, height: number, url: { href: string } } }>, related: Array<{ id: string, slug: string, path: string, title: string, excerpt: string, author: string, publishedAt: string, readingMinutes: number, category: { key: string, slug: string, title: string }, heroImage: { alt: string, width: number, height: number, url: { href: string } } }> } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ContentBusinessPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ContentBusinessPageQuery = { products: { items: Array<{ slug: string, inStock: boolean, id: string, title: string, path: string, backgroundColor: string, showShadow: boolean, digitalVariationConfig: { minPrice: { value: number, currency: string }, maxPrice: { value: number, currency: string } } | null, physicalVariationConfig: { minPrice: { value: number, currency: string }, maxPrice: { value: number, currency: string } } | null, image: { alt: string, width: number, height: number, url: { href: string } } }> }, businessVolumePrices: Array<{ minQuantity: number, serviceFee: { value: number, currency: string } }>, storeData: { businessLogo: { desktop: { alt: string, width: number, height: number, url: { href: string } }, mobile: { alt: string, width: number, height: number, url: { href: string } } }, businessContact: { companyName: string, email: string, phone: string } } };

export type ContentRequestBusinessQuoteMutationVariables = Exact<{
  input: QuoteRequestInput;
}>;


export type ContentRequestBusinessQuoteMutation = { requestBusinessQuote: { id: string | null, number: string | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ContentProductCardFragment = { id: string, title: string, path: string, backgroundColor: string, showShadow: boolean, image: { alt: string, width: number, height: number, url: { href: string } } };

export type ContentSendContactRequestMutationVariables = Exact<{
  input: ContactRequestInput;
}>;


export type ContentSendContactRequestMutation = { sendContactRequest: { status: boolean, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ContentContactDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type ContentContactDetailsQuery = { storeData: { organization: { contactPoint: { email: string, telephone: string }, openingHours: Array<{ dayOfWeek: Array<string>, opens: string, closes: string }> } } };

export type ContentHelpdeskQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type ContentHelpdeskQuery = { helpdesk: { data: { search: string | null, total: number, topics: Array<{ key: string, title: string, entries: Array<{ id: string, question: string, answer: string }> }> } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

export type ContentLandingPageQueryVariables = Exact<{
  path: string;
}>;


export type ContentLandingPageQuery = { landingPage: { data: { id: string, slug: string, path: string, language: string, metaTitle: string, metaDescription: string, hero: { title: string, subtitle: string, image: { alt: string, width: number, height: number, url: { href: string } }, cta: { label: string, href: string } }, sections: Array<{ position: number, type: LandingSectionType, title: string, bodyHtml: string | null, queue: { queueID: string, items: Array<
            | { __typename: 'ContentBlock' }
            | { __typename: 'Product', id: string, title: string, path: string, backgroundColor: string, showShadow: boolean, image: { alt: string, width: number, height: number, url: { href: string } } }
          > } | null, faq: Array<{ question: string, answer: string }>, usps: Array<{ icon: string, title: string, text: string }>, testimonials: Array<{ quote: string, name: string, city: string, rating: number }> }> } | null, errors: Array<{ message: string, code: number, referencedRequestParameter: string | null }> } };

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
export const ContentBlogCardFragmentDoc = new TypedDocumentString(`
    fragment ContentBlogCard on BlogArticleCard {
  id
  slug
  path
  title
  excerpt
  author
  publishedAt
  readingMinutes
  category {
    key
    slug
    title
  }
  heroImage {
    url {
      href
    }
    alt
    width
    height
  }
}
    `, {"fragmentName":"ContentBlogCard"}) as unknown as TypedDocumentString<ContentBlogCardFragment, unknown>;
export const ContentProductCardFragmentDoc = new TypedDocumentString(`
    fragment ContentProductCard on Product {
  id
  title
  path
  backgroundColor
  showShadow
  image {
    url {
      href
    }
    alt
    width
    height
  }
}
    `, {"fragmentName":"ContentProductCard"}) as unknown as TypedDocumentString<ContentProductCardFragment, unknown>;
export const ContentBlogListDocument = new TypedDocumentString(`
    query ContentBlogList($category: String, $page: Int) {
  blog(category: $category, page: $page) {
    data {
      categories {
        key
        slug
        title
        description
      }
      category {
        key
        slug
        title
        description
      }
      articles {
        ...ContentBlogCard
      }
      total
      pageNumber
      pageCount
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    fragment ContentBlogCard on BlogArticleCard {
  id
  slug
  path
  title
  excerpt
  author
  publishedAt
  readingMinutes
  category {
    key
    slug
    title
  }
  heroImage {
    url {
      href
    }
    alt
    width
    height
  }
}`) as unknown as TypedDocumentString<ContentBlogListQuery, ContentBlogListQueryVariables>;
export const ContentBlogArticleDocument = new TypedDocumentString(`
    query ContentBlogArticle($path: String!) {
  blogArticle(path: $path) {
    data {
      id
      slug
      path
      language
      title
      excerpt
      author
      publishedAt
      updatedAt
      readingMinutes
      category {
        key
        slug
        title
      }
      heroImage {
        url {
          href
        }
        alt
        width
        height
      }
      bodyParts
      products {
        ...ContentProductCard
      }
      related {
        ...ContentBlogCard
      }
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    fragment ContentBlogCard on BlogArticleCard {
  id
  slug
  path
  title
  excerpt
  author
  publishedAt
  readingMinutes
  category {
    key
    slug
    title
  }
  heroImage {
    url {
      href
    }
    alt
    width
    height
  }
}
fragment ContentProductCard on Product {
  id
  title
  path
  backgroundColor
  showShadow
  image {
    url {
      href
    }
    alt
    width
    height
  }
}`) as unknown as TypedDocumentString<ContentBlogArticleQuery, ContentBlogArticleQueryVariables>;
export const ContentBusinessPageDocument = new TypedDocumentString(`
    query ContentBusinessPage {
  products(
    filters: {filterByProductType: [GIFT_CARD]}
    paging: {itemsPerPage: 100, pageNumber: 1}
  ) {
    items {
      ...ContentProductCard
      slug
      inStock
      digitalVariationConfig {
        minPrice {
          value
          currency
        }
        maxPrice {
          value
          currency
        }
      }
      physicalVariationConfig {
        minPrice {
          value
          currency
        }
        maxPrice {
          value
          currency
        }
      }
    }
  }
  businessVolumePrices {
    minQuantity
    serviceFee {
      value
      currency
    }
  }
  storeData {
    businessLogo {
      desktop {
        url {
          href
        }
        alt
        width
        height
      }
      mobile {
        url {
          href
        }
        alt
        width
        height
      }
    }
    businessContact {
      companyName
      email
      phone
    }
  }
}
    fragment ContentProductCard on Product {
  id
  title
  path
  backgroundColor
  showShadow
  image {
    url {
      href
    }
    alt
    width
    height
  }
}`) as unknown as TypedDocumentString<ContentBusinessPageQuery, ContentBusinessPageQueryVariables>;
export const ContentRequestBusinessQuoteDocument = new TypedDocumentString(`
    mutation ContentRequestBusinessQuote($input: QuoteRequestInput!) {
  requestBusinessQuote(input: $input) {
    id
    number
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<ContentRequestBusinessQuoteMutation, ContentRequestBusinessQuoteMutationVariables>;
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
export const ContentHelpdeskDocument = new TypedDocumentString(`
    query ContentHelpdesk($search: String) {
  helpdesk(search: $search) {
    data {
      search
      total
      topics {
        key
        title
        entries {
          id
          question
          answer
        }
      }
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    `) as unknown as TypedDocumentString<ContentHelpdeskQuery, ContentHelpdeskQueryVariables>;
export const ContentLandingPageDocument = new TypedDocumentString(`
    query ContentLandingPage($path: String!) {
  landingPage(path: $path) {
    data {
      id
      slug
      path
      language
      metaTitle
      metaDescription
      hero {
        title
        subtitle
        image {
          url {
            href
          }
          alt
          width
          height
        }
        cta {
          label
          href
        }
      }
      sections {
        position
        type
        title
        bodyHtml
        queue {
          queueID
          items {
            __typename
            ... on Product {
              ...ContentProductCard
            }
          }
        }
        faq {
          question
          answer
        }
        usps {
          icon
          title
          text
        }
        testimonials {
          quote
          name
          city
          rating
        }
      }
    }
    errors {
      message
      code
      referencedRequestParameter
    }
  }
}
    fragment ContentProductCard on Product {
  id
  title
  path
  backgroundColor
  showShadow
  image {
    url {
      href
    }
    alt
    width
    height
  }
}`) as unknown as TypedDocumentString<ContentLandingPageQuery, ContentLandingPageQueryVariables>;
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