import { graphql } from '../graphql/__generated__';

graphql(/* GraphQL */ `
  fragment ContentBlogCard on BlogArticleCard {
    id
    slug
    path
    title
    excerpt
    author
    publishedAt
    readingMinutes
    category { key slug title }
    heroImage { url { href } alt width height }
  }
`);

/**
 * The blog's list (issue 17): newest first, by category, 12 to a page. The page and its route's loader
 * ask with blogListVariables, so the loader's answer is the one the page reads.
 */
export const BLOG_LIST_QUERY = graphql(/* GraphQL */ `
  query ContentBlogList($category: String, $page: Int) {
    blog(category: $category, page: $page) {
      data {
        categories { key slug title description }
        category { key slug title description }
        articles { ...ContentBlogCard }
        total
        pageNumber
        pageCount
      }
      errors { message code referencedRequestParameter }
    }
  }
`).toString();

/**
 * The list's variables from the page's query string (spec query parameters `?category=`, `?page=`):
 * a page that is not a whole number from 1 up is the first.
 */
export function blogListVariables(search: string): { category: string | null; page: number } {
  const params = new URLSearchParams(search);
  const page = Number(params.get('page') ?? '1');
  return { category: params.get('category') || null, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/** One article with its teasers and related articles. */
export const BLOG_ARTICLE_QUERY = graphql(/* GraphQL */ `
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
        category { key slug title }
        heroImage { url { href } alt width height }
        bodyParts
        products { ...ContentProductCard }
        related { ...ContentBlogCard }
      }
      errors { message code referencedRequestParameter }
    }
  }
`).toString();

/** An article is looked up by the page's whole path (with its trailing slash), by the page and its route's loader alike. */
export function blogArticleVariables(pathname: string): { path: string } {
  return { path: pathname };
}
