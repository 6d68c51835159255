import type { Resolvers } from '../../generated/graphql';
import { mediaHref } from '../../media/urls';

export const commonResolvers: Resolvers = {
  Image: {
    url: (image, _args, ctx) => ({
      href: mediaHref(ctx.urls.mediaBase, image.id, image.revision),
      type: ctx.urls.mediaBase ? 'absolute' : 'relative',
    }),
  },
  Money: {
    value: (money) => money.cents / 100,
  },
};
