import { useQuery } from 'urql';
import { graphql } from '../graphql/__generated__';
import type { ShellImageFragment, ShellStoreDataQuery } from '../graphql/__generated__/graphql';

/** The chrome's part of spec §3 "Store data" and the branding preset. */
export const STORE_DATA_QUERY = graphql(/* GraphQL */ `
  query ShellStoreData {
    storeData {
      storefrontKey
      colors { primary secondary accent text primaryContrast accentContrast link }
      mainLogo { ...ShellImage }
      footerLogo { ...ShellImage }
      headerDecoration { ...ShellImage }
      footerDecoration { ...ShellImage }
      paymentMethods { id name }
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
`).toString();

/** Names for the shapes the chrome's components take; the fields are the query's (generated types). */
export type StoreData = ShellStoreDataQuery['storeData'];
export type ImageData = ShellImageFragment;
/** Every link of the chrome selects `href type`, like an image's url. */
export type LinkData = ImageData['url'];
export type CountryCombination = StoreData['countriesCombinations'][number];

/** Store data for the chrome; null while loading or when the API cannot answer (the chrome degrades). */
export function useStoreData(): StoreData | null {
  const [result] = useQuery({ query: STORE_DATA_QUERY });
  return result.data?.storeData ?? null;
}
