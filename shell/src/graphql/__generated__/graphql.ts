/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Spec §3: a path is relative (inside the shop) or absolute (another site). */
export type LinkType =
  | 'absolute'
  | 'relative';

/** Which of the spec's two route tables (German or Dutch paths) the storefront uses. */
export type PathVariant =
  | 'de'
  | 'nl';

export type PaymentMethodId =
  /** Apple Pay (a card in the shopper's Apple wallet); the front end offers it only where the browser can pay with it. */
  | 'applepay'
  | 'bancontact'
  | 'blik'
  | 'card'
  | 'eps'
  /** Google Pay (a card in the shopper's Google wallet). */
  | 'googlepay'
  | 'ideal'
  | 'invoice'
  /** Klarna, pay later (in Klarna's markets). */
  | 'klarna'
  | 'paypal';

export type SocialNetwork =
  | 'facebook'
  | 'instagram'
  | 'linkedin'
  | 'pinterest'
  | 'tiktok'
  | 'twitter'
  | 'youtube';

export type ShellMenuCategoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellMenuCategoriesQuery = { categories: Array<{ id: string, title: string, slug: string, productCount: number, icon: { alt: string, url: { href: string } }, topList: Array<{ id: string, title: string, slug: string, backgroundColor: string, image: { alt: string, width: number, height: number, url: { href: string } } }> }> };

export type ShellPageMetadataQueryVariables = Exact<{
  path: string;
}>;


export type ShellPageMetadataQuery = { pageMetadata: { title: string, description: string, keywords: string, noindex: boolean, nofollow: boolean, canonical: string, hreflangTags: Array<{ hreflang: string, href: string }> } | null };

export type ShellStoreDataQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellStoreDataQuery = { storeData: { storefrontKey: string, colors: { primary: string, secondary: string, accent: string, text: string, primaryContrast: string, accentContrast: string, link: string }, mainLogo: { alt: string, width: number, height: number, url: { href: string, type: LinkType } }, footerLogo: { alt: string, width: number, height: number, url: { href: string, type: LinkType } }, headerDecoration: { alt: string, width: number, height: number, url: { href: string, type: LinkType } } | null, footerDecoration: { alt: string, width: number, height: number, url: { href: string, type: LinkType } } | null, paymentMethods: Array<{ id: PaymentMethodId, name: string }>, trustMarks: { header: Array<{ title: string, width: number, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } }, link: { href: string, type: LinkType } | null }>, bottomBar: Array<{ title: string, width: number, image: { alt: string, width: number, height: number, url: { href: string, type: LinkType } }, link: { href: string, type: LinkType } | null }> }, socialLinks: Array<{ network: SocialNetwork, url: string, visible: boolean }>, menus: { footerMenu: { menuItems: Array<{ title: string, path: { href: string, type: LinkType } | null, items: Array<{ title: string, path: { href: string, type: LinkType } }> }> }, businessMenu: { menuItems: Array<{ title: string, path: { href: string, type: LinkType } | null, items: Array<{ title: string, path: { href: string, type: LinkType } }> }> } }, countriesCombinations: Array<{ country: string, url: string, storefrontKey: string, storeId: number, name: string, isCurrent: boolean, pathVariant: PathVariant, languagesCombinations: Array<{ languageCode: string, isDefault: boolean, currency: string }> }>, organization: { name: string, jsonLd: string }, businessContact: { companyName: string, email: string, phone: string } } };

export type ShellImageFragment = { alt: string, width: number, height: number, url: { href: string, type: LinkType } };

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
export const ShellImageFragmentDoc = new TypedDocumentString(`
    fragment ShellImage on Image {
  alt
  width
  height
  url {
    href
    type
  }
}
    `, {"fragmentName":"ShellImage"}) as unknown as TypedDocumentString<ShellImageFragment, unknown>;
export const ShellMenuCategoriesDocument = new TypedDocumentString(`
    query ShellMenuCategories {
  categories {
    id
    title
    slug
    productCount
    icon {
      alt
      url {
        href
      }
    }
    topList(limit: 4) {
      id
      title
      slug
      backgroundColor
      image {
        alt
        width
        height
        url {
          href
        }
      }
    }
  }
}
    `) as unknown as TypedDocumentString<ShellMenuCategoriesQuery, ShellMenuCategoriesQueryVariables>;
export const ShellPageMetadataDocument = new TypedDocumentString(`
    query ShellPageMetadata($path: String!) {
  pageMetadata(path: $path) {
    title
    description
    keywords
    noindex
    nofollow
    canonical
    hreflangTags {
      hreflang
      href
    }
  }
}
    `) as unknown as TypedDocumentString<ShellPageMetadataQuery, ShellPageMetadataQueryVariables>;
export const ShellStoreDataDocument = new TypedDocumentString(`
    query ShellStoreData {
  storeData {
    storefrontKey
    colors {
      primary
      secondary
      accent
      text
      primaryContrast
      accentContrast
      link
    }
    mainLogo {
      ...ShellImage
    }
    footerLogo {
      ...ShellImage
    }
    headerDecoration {
      ...ShellImage
    }
    footerDecoration {
      ...ShellImage
    }
    paymentMethods {
      id
      name
    }
    trustMarks {
      header {
        title
        width
        image {
          ...ShellImage
        }
        link {
          href
          type
        }
      }
      bottomBar {
        title
        width
        image {
          ...ShellImage
        }
        link {
          href
          type
        }
      }
    }
    socialLinks {
      network
      url
      visible
    }
    menus {
      footerMenu {
        menuItems {
          title
          path {
            href
            type
          }
          items {
            title
            path {
              href
              type
            }
          }
        }
      }
      businessMenu {
        menuItems {
          title
          path {
            href
            type
          }
          items {
            title
            path {
              href
              type
            }
          }
        }
      }
    }
    countriesCombinations {
      country
      url
      storefrontKey
      storeId
      name
      isCurrent
      pathVariant
      languagesCombinations {
        languageCode
        isDefault
        currency
      }
    }
    organization {
      name
      jsonLd
    }
    businessContact {
      companyName
      email
      phone
    }
  }
}
    fragment ShellImage on Image {
  alt
  width
  height
  url {
    href
    type
  }
}`) as unknown as TypedDocumentString<ShellStoreDataQuery, ShellStoreDataQueryVariables>;