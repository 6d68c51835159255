import type { Resolvers } from '../../generated/graphql';
import { pictureHref } from '../../media/urls';

export const commonResolvers: Resolvers = {
  Image: {
    url: (image, _args, ctx) => ({
      // The copy for pages (ADR 0074): mails and structured data build their own URLs.
      href: pictureHref(ctx.urls.mediaBase, image),
      type: ctx.urls.mediaBase ? 'absolute' : 'relative',
    }),
  },
  Money: {
    value: (money) => money.cents / 100,
  },
};
