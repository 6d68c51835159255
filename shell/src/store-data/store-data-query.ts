import { useQuery } from 'urql';

/** The chrome's part of spec §3 "Store data" and the branding preset. */
export const STORE_DATA_QUERY = /* GraphQL */ `
  query ShellStoreData {
    storeData {
      storefrontKey
      colors { primary secondary accent text }
      mainLogo { ...ShellImage }
      footerLogo { ...ShellImage }
      paymentIcons { kind alt width height url { href type } }
      trustMarks {
        header { title width image { ...ShellImage } link { href type } }
        bottomBar { title width image { ...ShellImage } link { href type } }
      }
      socialLinks { network url visible }
      menus {
        footerMenu { menuItems { title path { href type } items { title path { href type } } } }
        businessMenu { menuItems { title path { href type } items { title path { href type } } } }
      }
      countriesCombinations {
        country url storefrontKey storeId name isCurrent pathVariant
        languagesCombinations { languageCode isDefault currency }
      }
      organization { name jsonLd }
      businessContact { companyName email phone }
    }
  }
  fragment ShellImage on Image { alt width height url { href type } }
`;

export interface LinkData {
  href: string;
  type: 'relative' | 'absolute';
}
export interface ImageData {
  alt: string;
  width: number;
  height: number;
  url: LinkData;
}
export interface TrustMarkData {
  title: string;
  width: number;
  image: ImageData;
  link: LinkData | null;
}
export interface MenuData {
  menuItems: { title: string; path: LinkData | null; items: { title: string; path: LinkData }[] }[];
}
export interface LanguageCombination {
  languageCode: string;
  isDefault: boolean;
  currency: string;
}
export interface CountryCombination {
  country: string;
  url: string;
  storefrontKey: string;
  storeId: number;
  name: string;
  isCurrent: boolean;
  pathVariant: 'de' | 'nl';
  languagesCombinations: LanguageCombination[];
}
export interface StoreData {
  storefrontKey: string;
  colors: { primary: string; secondary: string; accent: string; text: string };
  mainLogo: ImageData;
  footerLogo: ImageData;
  paymentIcons: { kind: string; alt: string; width: number; height: number; url: LinkData }[];
  trustMarks: { header: TrustMarkData[]; bottomBar: TrustMarkData[] };
  socialLinks: { network: string; url: string; visible: boolean }[];
  menus: { footerMenu: MenuData; businessMenu: MenuData };
  countriesCombinations: CountryCombination[];
  organization: { name: string; jsonLd: string };
  businessContact: { companyName: string; email: string; phone: string };
}

/** Store data for the chrome; null while loading or when the API cannot answer (the chrome degrades). */
export function useStoreData(): StoreData | null {
  const [result] = useQuery<{ storeData: StoreData }>({ query: STORE_DATA_QUERY });
  return result.data?.storeData ?? null;
}
