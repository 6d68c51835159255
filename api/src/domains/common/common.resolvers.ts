import type { Resolvers } from '../../generated/graphql';
import { imageHref } from '../../media/urls';

export const commonResolvers: Resolvers = {
  Image: {
    url: (image, _args, ctx) => ({
      href: imageHref(ctx.urls.mediaBase, image),
      type: ctx.urls.mediaBase ? 'absolute' : 'relative',
    }),
  },
  Money: {
    value: (money) => money.cents / 100,
  },
};
