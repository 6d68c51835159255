import { useIntl } from 'react-intl';
import { useQuery } from 'urql';
import { useStorefront, type RemotePageProps } from '@shop/shared';
import { SkeletonGrid } from '@shop/shared/skeleton';
import { CatalogueRoot } from '../CatalogueRoot';
import { useCatalogueMeta } from '../common/page-meta';
import { CatalogueSkeleton } from '../common/CatalogueSkeleton';
import { OccasionTile } from '../common/Tiles';
import { occasionMessages } from './messages';
import { OCCASIONS_QUERY } from './occasion-query';
import './occasions.css';

/** Spec §2 occasions `/anlaesse/` (NL giving moments `/geefmomenten/`). */
export default function OccasionsPage(_props: RemotePageProps) {
  return (
    <CatalogueRoot messages={occasionMessages}>
      <Occasions />
    </CatalogueRoot>
  );
}

function Occasions() {
  const intl = useIntl();
  const { href } = useStorefront();
  const path = href('occasions') ?? '';
  const [result] = useQuery({ query: OCCASIONS_QUERY, variables: { path } });
  const title = intl.formatMessage({ id: 'catalogue.occasions.title', defaultMessage: 'Gifts for every occasion' });
  useCatalogueMeta({ metadata: result.data?.pageMetadata, title: result.data?.pageMetadata ? undefined : title, canonicalPath: path }, 'occasions');
  return (
    <div className="catalogue-occasions">
      <header className="catalogue-page-header">
        <h1>{title}</h1>
        {result.data?.pageMetadata?.description && <p>{result.data.pageMetadata.description}</p>}
      </header>
      {!result.data ? (
        // The occasion tiles to come: banner, title and hero line each.
        <CatalogueSkeleton>
          <SkeletonGrid count={8} className="catalogue-occasion-tiles is-large" media="12 / 5" />
        </CatalogueSkeleton>
      ) : (
        <ul className="catalogue-occasion-tiles is-large">
          {result.data.occasions.map((occasion) => (
            <li key={occasion.id}>
              <OccasionTile occasion={occasion} />
              <p className="catalogue-occasion-hero-title">{occasion.heroTitle}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
