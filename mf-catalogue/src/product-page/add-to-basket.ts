import { eventBus } from '@shop/shared';
import { useCallback, useState } from 'react';
import { useMutation } from 'urql';
import { pushEvent } from '../common/tracking/data-layer';
import { ADD_GIFT_CARD_PACKAGE_MUTATION, type AddGiftCardPackageInput, type ProductData } from './product-query';

export type AddState = { status: 'idle' } | { status: 'adding' } | { status: 'added'; quantity: number } | { status: 'failed' };

/**
 * "Add to basket": the mutation goes through the shared client, so a failure (an `errors` entry or a
 * GraphQL error) opens the general error modal by the shared middleware. On success the basket badge
 * and whoever listens learn it through the event bus, and the add_to_cart event is tracked.
 */
export function useAddToBasket(product: ProductData): [AddState, (input: AddGiftCardPackageInput, price: number) => Promise<void>] {
  const [, mutate] = useMutation(ADD_GIFT_CARD_PACKAGE_MUTATION);
  const [state, setState] = useState<AddState>({ status: 'idle' });
  const add = useCallback(
    async (input: AddGiftCardPackageInput, price: number) => {
      setState({ status: 'adding' });
      const result = await mutate({ input });
      const payload = result.data?.addGiftCardPackage;
      if (result.error || !payload || payload.errors.length > 0 || !payload.order) {
        setState({ status: 'failed' });
        return;
      }
      setState({ status: 'added', quantity: input.quantity });
      eventBus.emit('catalogue:cards-added', { productId: input.productId, quantity: input.quantity, cart: payload.order.slimCart });
      const variation = product.variations.find((v) => v.id === input.variationId);
      pushEvent({
        event: 'add_to_cart',
        ecommerce: {
          currency: variation?.price.currency ?? 'EUR',
          value: price * input.quantity,
          items: [
            {
              item_id: product.id,
              item_name: product.title,
              item_brand: product.brand?.name,
              item_category: product.categories[0]?.title,
              item_variant: input.variationType.toLowerCase(),
              price,
              quantity: input.quantity,
            },
          ],
        },
      });
    },
    [mutate, product],
  );
  return [state, add];
}
