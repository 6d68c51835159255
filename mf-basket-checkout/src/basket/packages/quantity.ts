import type { CartOrder, CartPackage } from '../../common/cart-query';
import { allPackages } from '../../common/tracking';

/**
 * The highest quantity a package may get (the quantity select's last option): the package limit, the
 * product's order limit, the order's card limit and the product's sum limit (Apple, spec §8 2015),
 * counting the cards of the other packages. Never below the current quantity, so the select can show it.
 */
export function maxQuantity(order: CartOrder, pkg: CartPackage): number {
  const others = allPackages(order).filter((p) => p.id !== pkg.id);
  const sameProduct = others.filter((p) => p.product.id === pkg.product.id);
  const limits = [order.limits.maxQuantityPerPackage, order.limits.maxCardsPerOrder - others.reduce((sum, p) => sum + p.qty, 0)];
  const { maxQuantity: productMax, maxTotal } = pkg.product.orderLimits;
  if (productMax != null) limits.push(productMax - sameProduct.reduce((sum, p) => sum + p.qty, 0));
  if (maxTotal && pkg.amount.cents > 0) {
    const used = sameProduct.reduce((sum, p) => sum + p.amount.cents * p.qty, 0);
    limits.push(Math.floor((maxTotal.cents - used) / pkg.amount.cents));
  }
  return Math.max(pkg.qty, 1, Math.min(...limits));
}
