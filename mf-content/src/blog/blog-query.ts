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

/** The blog's list (issue 17): newest first, by category, 12 to a page. */
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
