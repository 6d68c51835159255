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
    "\n  fragment ContentBlogCard on BlogArticleCard {\n    id\n    slug\n    path\n    title\n    excerpt\n    author\n    publishedAt\n    readingMinutes\n    category { key slug title }\n    heroImage { url { href } alt width height }\n  }\n": typeof types.ContentBlogCardFragmentDoc,
    "\n  query ContentBlogList($category: String, $page: Int) {\n    blog(category: $category, page: $page) {\n      data {\n        categories { key slug title description }\n        category { key slug title description }\n        articles { ...ContentBlogCard }\n        total\n        pageNumber\n        pageCount\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.ContentBlogListDocument,
    "\n  query ContentBlogArticle($path: String!) {\n    blogArticle(path: $path) {\n      data {\n        id\n        slug\n        path\n        language\n        title\n        excerpt\n        author\n        publishedAt\n        updatedAt\n        readingMinutes\n        category { key slug title }\n        heroImage { url { href } alt width height }\n        bodyParts\n        products { ...ContentProductCard }\n        related { ...ContentBlogCard }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.ContentBlogArticleDocument,
    "\n  query ContentBusinessPage {\n    products(filters: { filterByProductType: [GIFT_CARD] }, paging: { itemsPerPage: 100, pageNumber: 1 }) {\n      items {\n        ...ContentProductCard\n        slug\n        inStock\n        digitalVariationConfig { minPrice { value currency } maxPrice { value currency } }\n        physicalVariationConfig { minPrice { value currency } maxPrice { value currency } }\n      }\n    }\n    businessVolumePrices { minQuantity serviceFee { value currency } }\n    storeData {\n      businessLogo {\n        desktop { url { href } alt width height }\n        mobile { url { href } alt width height }\n      }\n      businessContact { companyName email phone }\n    }\n  }\n": typeof types.ContentBusinessPageDocument,
    "\n  mutation ContentRequestBusinessQuote($input: QuoteRequestInput!) {\n    requestBusinessQuote(input: $input) { id number errors { message code referencedRequestParameter } }\n  }\n": typeof types.ContentRequestBusinessQuoteDocument,
    "\n  fragment ContentProductCard on Product {\n    id\n    title\n    path\n    backgroundColor\n    showShadow\n    image { url { href } alt width height }\n  }\n": typeof types.ContentProductCardFragmentDoc,
    "\n  mutation ContentSendContactRequest($input: ContactRequestInput!) {\n    sendContactRequest(input: $input) { status errors { message code referencedRequestParameter } }\n  }\n": typeof types.ContentSendContactRequestDocument,
    "\n  query ContentContactDetails {\n    storeData {\n      organization {\n        contactPoint { email telephone }\n        openingHours { dayOfWeek opens closes }\n      }\n    }\n  }\n": typeof types.ContentContactDetailsDocument,
    "\n  query ContentHelpdesk($search: String) {\n    helpdesk(search: $search) {\n      data {\n        search\n        total\n        topics { key title entries { id question answer } }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.ContentHelpdeskDocument,
    "\n  query ContentLandingPage($path: String!) {\n    landingPage(path: $path) {\n      data {\n        id\n        slug\n        path\n        language\n        metaTitle\n        metaDescription\n        hero {\n          title\n          subtitle\n          image { url { href } alt width height }\n          cta { label href }\n        }\n        sections {\n          position\n          type\n          title\n          bodyHtml\n          queue {\n            queueID\n            items {\n              __typename\n              ... on Product { ...ContentProductCard }\n            }\n          }\n          faq { question answer }\n          usps { icon title text }\n          testimonials { quote name city rating }\n        }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.ContentLandingPageDocument,
    "\n  query ContentLegalPage($key: String!) {\n    legalPage(key: $key) {\n      data { key title bodyHtml language updatedAt }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": typeof types.ContentLegalPageDocument,
    "\n  mutation ContentWithdrawContract($input: WithdrawContractInput!) {\n    withdrawContract(input: $input) { status receivedAt errors { message code referencedRequestParameter } }\n  }\n": typeof types.ContentWithdrawContractDocument,
};
const documents: Documents = {
    "\n  fragment ContentBlogCard on BlogArticleCard {\n    id\n    slug\n    path\n    title\n    excerpt\n    author\n    publishedAt\n    readingMinutes\n    category { key slug title }\n    heroImage { url { href } alt width height }\n  }\n": types.ContentBlogCardFragmentDoc,
    "\n  query ContentBlogList($category: String, $page: Int) {\n    blog(category: $category, page: $page) {\n      data {\n        categories { key slug title description }\n        category { key slug title description }\n        articles { ...ContentBlogCard }\n        total\n        pageNumber\n        pageCount\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.ContentBlogListDocument,
    "\n  query ContentBlogArticle($path: String!) {\n    blogArticle(path: $path) {\n      data {\n        id\n        slug\n        path\n        language\n        title\n        excerpt\n        author\n        publishedAt\n        updatedAt\n        readingMinutes\n        category { key slug title }\n        heroImage { url { href } alt width height }\n        bodyParts\n        products { ...ContentProductCard }\n        related { ...ContentBlogCard }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.ContentBlogArticleDocument,
    "\n  query ContentBusinessPage {\n    products(filters: { filterByProductType: [GIFT_CARD] }, paging: { itemsPerPage: 100, pageNumber: 1 }) {\n      items {\n        ...ContentProductCard\n        slug\n        inStock\n        digitalVariationConfig { minPrice { value currency } maxPrice { value currency } }\n        physicalVariationConfig { minPrice { value currency } maxPrice { value currency } }\n      }\n    }\n    businessVolumePrices { minQuantity serviceFee { value currency } }\n    storeData {\n      businessLogo {\n        desktop { url { href } alt width height }\n        mobile { url { href } alt width height }\n      }\n      businessContact { companyName email phone }\n    }\n  }\n": types.ContentBusinessPageDocument,
    "\n  mutation ContentRequestBusinessQuote($input: QuoteRequestInput!) {\n    requestBusinessQuote(input: $input) { id number errors { message code referencedRequestParameter } }\n  }\n": types.ContentRequestBusinessQuoteDocument,
    "\n  fragment ContentProductCard on Product {\n    id\n    title\n    path\n    backgroundColor\n    showShadow\n    image { url { href } alt width height }\n  }\n": types.ContentProductCardFragmentDoc,
    "\n  mutation ContentSendContactRequest($input: ContactRequestInput!) {\n    sendContactRequest(input: $input) { status errors { message code referencedRequestParameter } }\n  }\n": types.ContentSendContactRequestDocument,
    "\n  query ContentContactDetails {\n    storeData {\n      organization {\n        contactPoint { email telephone }\n        openingHours { dayOfWeek opens closes }\n      }\n    }\n  }\n": types.ContentContactDetailsDocument,
    "\n  query ContentHelpdesk($search: String) {\n    helpdesk(search: $search) {\n      data {\n        search\n        total\n        topics { key title entries { id question answer } }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.ContentHelpdeskDocument,
    "\n  query ContentLandingPage($path: String!) {\n    landingPage(path: $path) {\n      data {\n        id\n        slug\n        path\n        language\n        metaTitle\n        metaDescription\n        hero {\n          title\n          subtitle\n          image { url { href } alt width height }\n          cta { label href }\n        }\n        sections {\n          position\n          type\n          title\n          bodyHtml\n          queue {\n            queueID\n            items {\n              __typename\n              ... on Product { ...ContentProductCard }\n            }\n          }\n          faq { question answer }\n          usps { icon title text }\n          testimonials { quote name city rating }\n        }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.ContentLandingPageDocument,
    "\n  query ContentLegalPage($key: String!) {\n    legalPage(key: $key) {\n      data { key title bodyHtml language updatedAt }\n      errors { message code referencedRequestParameter }\n    }\n  }\n": types.ContentLegalPageDocument,
    "\n  mutation ContentWithdrawContract($input: WithdrawContractInput!) {\n    withdrawContract(input: $input) { status receivedAt errors { message code referencedRequestParameter } }\n  }\n": types.ContentWithdrawContractDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentBlogCard on BlogArticleCard {\n    id\n    slug\n    path\n    title\n    excerpt\n    author\n    publishedAt\n    readingMinutes\n    category { key slug title }\n    heroImage { url { href } alt width height }\n  }\n"): typeof import('./graphql').ContentBlogCardFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentBlogList($category: String, $page: Int) {\n    blog(category: $category, page: $page) {\n      data {\n        categories { key slug title description }\n        category { key slug title description }\n        articles { ...ContentBlogCard }\n        total\n        pageNumber\n        pageCount\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').ContentBlogListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentBlogArticle($path: String!) {\n    blogArticle(path: $path) {\n      data {\n        id\n        slug\n        path\n        language\n        title\n        excerpt\n        author\n        publishedAt\n        updatedAt\n        readingMinutes\n        category { key slug title }\n        heroImage { url { href } alt width height }\n        bodyParts\n        products { ...ContentProductCard }\n        related { ...ContentBlogCard }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').ContentBlogArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentBusinessPage {\n    products(filters: { filterByProductType: [GIFT_CARD] }, paging: { itemsPerPage: 100, pageNumber: 1 }) {\n      items {\n        ...ContentProductCard\n        slug\n        inStock\n        digitalVariationConfig { minPrice { value currency } maxPrice { value currency } }\n        physicalVariationConfig { minPrice { value currency } maxPrice { value currency } }\n      }\n    }\n    businessVolumePrices { minQuantity serviceFee { value currency } }\n    storeData {\n      businessLogo {\n        desktop { url { href } alt width height }\n        mobile { url { href } alt width height }\n      }\n      businessContact { companyName email phone }\n    }\n  }\n"): typeof import('./graphql').ContentBusinessPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ContentRequestBusinessQuote($input: QuoteRequestInput!) {\n    requestBusinessQuote(input: $input) { id number errors { message code referencedRequestParameter } }\n  }\n"): typeof import('./graphql').ContentRequestBusinessQuoteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentProductCard on Product {\n    id\n    title\n    path\n    backgroundColor\n    showShadow\n    image { url { href } alt width height }\n  }\n"): typeof import('./graphql').ContentProductCardFragmentDoc;
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
export function graphql(source: "\n  query ContentHelpdesk($search: String) {\n    helpdesk(search: $search) {\n      data {\n        search\n        total\n        topics { key title entries { id question answer } }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').ContentHelpdeskDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentLandingPage($path: String!) {\n    landingPage(path: $path) {\n      data {\n        id\n        slug\n        path\n        language\n        metaTitle\n        metaDescription\n        hero {\n          title\n          subtitle\n          image { url { href } alt width height }\n          cta { label href }\n        }\n        sections {\n          position\n          type\n          title\n          bodyHtml\n          queue {\n            queueID\n            items {\n              __typename\n              ... on Product { ...ContentProductCard }\n            }\n          }\n          faq { question answer }\n          usps { icon title text }\n          testimonials { quote name city rating }\n        }\n      }\n      errors { message code referencedRequestParameter }\n    }\n  }\n"): typeof import('./graphql').ContentLandingPageDocument;
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
