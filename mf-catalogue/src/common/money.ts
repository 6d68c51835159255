/** Money formatting is the shop's one rule (@shop/shared); re-exported for the catalogue's imports. */
export { useFormatMoney } from '@shop/shared';
