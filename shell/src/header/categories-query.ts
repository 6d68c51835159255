import { useQuery } from 'urql';

export const MENU_CATEGORIES_QUERY = /* GraphQL */ `
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
`;

export interface MenuCategory {
  id: string;
  title: string;
  slug: string;
  productCount: number;
  icon: { alt: string; url: { href: string } };
  topList: { id: string; title: string; slug: string; backgroundColor: string; image: { alt: string; width: number; height: number; url: { href: string } } }[];
}

/** The menu's categories; paused until the menu is first opened, so the page load does not pay for it. */
export function useMenuCategories(active: boolean): MenuCategory[] | null {
  const [result] = useQuery<{ categories: MenuCategory[] }>({ query: MENU_CATEGORIES_QUERY, pause: !active });
  return result.data?.categories ?? null;
}
