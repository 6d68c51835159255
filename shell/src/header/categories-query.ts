import { useQuery } from 'urql';
import { graphql } from '../graphql/__generated__';
import type { ShellMenuCategoriesQuery } from '../graphql/__generated__/graphql';

export const MENU_CATEGORIES_QUERY = graphql(/* GraphQL */ `
  query ShellMenuCategories {
    categories {
      id
      title
      slug
      productCount
      icon { alt url { href } }
      topList(limit: 4) { id title slug backgroundColor image { alt width height url { href } } }
    }
  }
`).toString();

export type MenuCategory = ShellMenuCategoriesQuery['categories'][number];

/** The menu's categories; paused until the menu is first opened, so the page load does not pay for it. */
export function useMenuCategories(active: boolean): MenuCategory[] | null {
  const [result] = useQuery({ query: MENU_CATEGORIES_QUERY, pause: !active });
  return result.data?.categories ?? null;
}
