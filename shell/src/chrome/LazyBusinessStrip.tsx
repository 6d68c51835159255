import { lazy, Suspense } from 'react';
import type { StoreData } from '../store-data/store-data-query';

const BusinessStrip = lazy(() => import(/* webpackChunkName: "shell-business-strip" */ './BusinessStrip').then((module) => ({ default: module.BusinessStrip })));

/**
 * The business page's strip, in its own chunk: only the business page shows it, so the other pages do
 * not carry it. Until it is there an empty strip of the same height holds its place (no layout shift).
 */
export function LazyBusinessStrip({ storeData }: { storeData: StoreData | null }) {
  return (
    <Suspense fallback={<div className="shell-top-strip shell-business-strip" />}>
      <BusinessStrip storeData={storeData} />
    </Suspense>
  );
}
