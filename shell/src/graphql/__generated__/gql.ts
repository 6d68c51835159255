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
    "\n  query ShellMenuCategories {\n    categories {\n      id\n      title\n      slug\n      productCount\n      icon { alt url { href } }\n      topList(limit: 4) { id title slug backgroundColor image { alt width height url { href } } }\n    }\n  }\n": typeof types.ShellMenuCategoriesDocument,
    "\n  query ShellPageMetadata($path: String!) {\n    pageMetadata(path: $path) { title description keywords noindex nofollow canonical hreflangTags { hreflang href } }\n  }\n": typeof types.ShellPageMetadataDocument,
    "\n  query ShellStoreData {\n    storeData {\n      storefrontKey\n      colors { primary secondary accent text primaryContrast accentContrast link }\n      mainLogo { ...ShellImage }\n      footerLogo { ...ShellImage }\n      headerDecoration { ...ShellImage }\n      footerDecoration { ...ShellImage }\n      paymentMethods { id name }\n      trustMarks {\n        header { title width image { ...ShellImage } link { href type } }\n        bottomBar { title width image { ...ShellImage } link { href type } }\n      }\n      socialLinks { network url visible }\n      menus {\n        footerMenu { menuItems { title path { href type } items { title path { href type } } } }\n        businessMenu { menuItems { title path { href type } items { title path { href type } } } }\n      }\n      countriesCombinations {\n        country url storefrontKey storeId name isCurrent pathVariant\n        languagesCombinations { languageCode isDefault currency }\n      }\n      organization { name jsonLd }\n      businessContact { companyName email phone }\n    }\n  }\n  fragment ShellImage on Image { alt width height url { href type } }\n": typeof types.ShellStoreDataDocument,
};
const documents: Documents = {
    "\n  query ShellMenuCategories {\n    categories {\n      id\n      title\n      slug\n      productCount\n      icon { alt url { href } }\n      topList(limit: 4) { id title slug backgroundColor image { alt width height url { href } } }\n    }\n  }\n": types.ShellMenuCategoriesDocument,
    "\n  query ShellPageMetadata($path: String!) {\n    pageMetadata(path: $path) { title description keywords noindex nofollow canonical hreflangTags { hreflang href } }\n  }\n": types.ShellPageMetadataDocument,
    "\n  query ShellStoreData {\n    storeData {\n      storefrontKey\n      colors { primary secondary accent text primaryContrast accentContrast link }\n      mainLogo { ...ShellImage }\n      footerLogo { ...ShellImage }\n      headerDecoration { ...ShellImage }\n      footerDecoration { ...ShellImage }\n      paymentMethods { id name }\n      trustMarks {\n        header { title width image { ...ShellImage } link { href type } }\n        bottomBar { title width image { ...ShellImage } link { href type } }\n      }\n      socialLinks { network url visible }\n      menus {\n        footerMenu { menuItems { title path { href type } items { title path { href type } } } }\n        businessMenu { menuItems { title path { href type } items { title path { href type } } } }\n      }\n      countriesCombinations {\n        country url storefrontKey storeId name isCurrent pathVariant\n        languagesCombinations { languageCode isDefault currency }\n      }\n      organization { name jsonLd }\n      businessContact { companyName email phone }\n    }\n  }\n  fragment ShellImage on Image { alt width height url { href type } }\n": types.ShellStoreDataDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellMenuCategories {\n    categories {\n      id\n      title\n      slug\n      productCount\n      icon { alt url { href } }\n      topList(limit: 4) { id title slug backgroundColor image { alt width height url { href } } }\n    }\n  }\n"): typeof import('./graphql').ShellMenuCategoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellPageMetadata($path: String!) {\n    pageMetadata(path: $path) { title description keywords noindex nofollow canonical hreflangTags { hreflang href } }\n  }\n"): typeof import('./graphql').ShellPageMetadataDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShellStoreData {\n    storeData {\n      storefrontKey\n      colors { primary secondary accent text primaryContrast accentContrast link }\n      mainLogo { ...ShellImage }\n      footerLogo { ...ShellImage }\n      headerDecoration { ...ShellImage }\n      footerDecoration { ...ShellImage }\n      paymentMethods { id name }\n      trustMarks {\n        header { title width image { ...ShellImage } link { href type } }\n        bottomBar { title width image { ...ShellImage } link { href type } }\n      }\n      socialLinks { network url visible }\n      menus {\n        footerMenu { menuItems { title path { href type } items { title path { href type } } } }\n        businessMenu { menuItems { title path { href type } items { title path { href type } } } }\n      }\n      countriesCombinations {\n        country url storefrontKey storeId name isCurrent pathVariant\n        languagesCombinations { languageCode isDefault currency }\n      }\n      organization { name jsonLd }\n      businessContact { companyName email phone }\n    }\n  }\n  fragment ShellImage on Image { alt width height url { href type } }\n"): typeof import('./graphql').ShellStoreDataDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
