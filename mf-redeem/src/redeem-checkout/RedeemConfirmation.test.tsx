import { answerNotYet, renderInShop, answeringClient, testStorefront } from '@shop/shared/testing';
import { REDEEM_ORDER_QUERY } from '../common/redeem-documents';
import { RedeemRoot } from '../RedeemRoot';
import { expectRedeemSkeleton } from '../testing/skeleton';
import { RedeemConfirmation } from './RedeemConfirmation';

describe('the redeem confirmation', () => {
  it('while the placed redeem is on its way: the thanks, its lines and the cards\' rows in their places, busy, with one polite status', () => {
    renderInShop(
      <RedeemRoot>
        <RedeemConfirmation orderUuid="5d0c2b1a-8e7f-4a6b-9c3d-2e1f0a9b8c7d" />
      </RedeemRoot>,
      { client: answeringClient(answerNotYet(REDEEM_ORDER_QUERY)), config: testStorefront('de'), path: '/guthaben-pruefen/kasse/?order=5d0c2b1a-8e7f-4a6b-9c3d-2e1f0a9b8c7d' },
    );
    const skeleton = expectRedeemSkeleton('redeem-confirmation-skeleton');
    expect(skeleton.querySelectorAll('.shop-skeleton-row')).toHaveLength(2);
  });
});
