/**
 * Every request is scoped to one storefront and language (spec §7 headers x-store, x-lang,
 * x-country): x-store wins, then the Host the browser used, then the default storefront (CBDE).
 */
import { ErrorCode, ShopError } from '../../errors';
import type { StorefrontDirectory, StorefrontModel } from './directory';

export interface RequestScope {
  storefront: StorefrontModel;
  /** One of the storefront's languages (x-lang, else the storefront default). */
  language: string;
  /** ISO2 country of the visitor as the client states it (x-country), else the storefront's. */
  country: string;
}

export interface ScopeInput {
  store?: string | null;
  lang?: string | null;
  country?: string | null;
  host?: string | null;
}

/** `Host` header → lower-case host name without port ("cbnl.localhost:3000" → "cbnl.localhost"). */
export function hostnameOf(hostHeader: string | null | undefined): string | undefined {
  if (!hostHeader) return undefined;
  const value = hostHeader.trim().toLowerCase();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    return end > 0 ? value.slice(0, end + 1) : undefined;
  }
  const name = value.split(':')[0]?.replace(/\.$/, '');
  return name || undefined;
}

export async function storefrontForHost(
  directory: StorefrontDirectory,
  hostHeader: string | null | undefined,
): Promise<StorefrontModel> {
  const host = hostnameOf(hostHeader);
  return (host && (await directory.byHost(host))) || directory.defaultStore();
}

export async function resolveRequestScope(directory: StorefrontDirectory, input: ScopeInput): Promise<RequestScope> {
  let storefront: StorefrontModel;
  const storeHeader = input.store?.trim();
  if (storeHeader) {
    const storeId = /^\d{1,9}$/.test(storeHeader) ? Number(storeHeader) : Number.NaN;
    const found = Number.isNaN(storeId) ? undefined : await directory.byStoreId(storeId);
    if (!found) throw new ShopError(`Unknown store "${storeHeader}" in x-store`, ErrorCode.UNKNOWN_STORE, 'x-store');
    storefront = found;
  } else {
    storefront = await storefrontForHost(directory, input.host);
  }

  let language = storefront.defaultLanguage;
  const langHeader = input.lang?.trim().toLowerCase();
  if (langHeader) {
    if (!storefront.languages.some((l) => l.code === langHeader)) {
      const offered = storefront.languages.map((l) => l.code).join(', ');
      throw new ShopError(
        `Language "${langHeader}" is not offered by storefront ${storefront.key} (offered: ${offered})`,
        ErrorCode.UNSUPPORTED_LANGUAGE,
        'x-lang',
      );
    }
    language = langHeader;
  }

  let country = storefront.countryCode;
  const countryHeader = input.country?.trim().toUpperCase();
  if (countryHeader) {
    if (!/^[A-Z]{2}$/.test(countryHeader)) {
      throw new ShopError(`"${countryHeader}" in x-country is not an ISO country code`, ErrorCode.INVALID_COUNTRY, 'x-country');
    }
    country = countryHeader;
  }

  return { storefront, language, country };
}
