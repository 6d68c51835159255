/**
 * A per-operation budget of list items. Static cost analysis (graphql-armor) cannot see how long a
 * list is, and the catalogue has cycles (product → categories → top list → products …), so a small
 * query can ask for an enormous answer. Resolvers of lists spend from the budget; past it, the
 * operation fails with a request error instead of building megabytes of JSON.
 */
import { ErrorCode, ShopError } from '../errors';

export const MAX_LIST_ITEMS_PER_OPERATION = 5_000;

export class ItemBudget {
  private spent = 0;

  constructor(private readonly limit = MAX_LIST_ITEMS_PER_OPERATION) {}

  /** Spends `count` items; returns `items` for chaining. */
  spend<T>(items: T[]): T[] {
    this.spent += items.length;
    if (this.spent > this.limit) {
      throw new ShopError(
        `The query asks for more than ${this.limit} list items in one operation; ask for fewer or nest less`,
        ErrorCode.INVALID_REQUEST,
      );
    }
    return items;
  }
}
