/**
 * Location reads. Coordinates are numeric(7|8,5) and every comparison and distance is computed in
 * numeric (exact decimal arithmetic), so PGlite and PostgreSQL order identically.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db';
import { fold } from '../../text/fold';
import type { Paging, Rectangle } from '../catalogue/input';
import { type CatalogueScope, queryRows } from '../catalogue/queries';

export interface LocationModel {
  id: string;
  slug: string;
  name: string;
  street: string;
  houseNumber: string;
  postcode: string;
  city: string;
  administrativeArea: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  brandId: string;
  brandName: string;
}

export interface LocationListModel {
  items: LocationModel[];
  total: number;
  pageNumber: number;
  itemsPerPage: number;
}

export interface LocationSuggestionModel {
  label: string;
  countryCode: string;
  administrativeArea: string;
  locality: string;
  latitude: number;
  longitude: number;
  locationCount: number;
}

interface LocationRow extends Omit<LocationModel, 'latitude' | 'longitude'> {
  latitude: string;
  longitude: string;
  total?: number;
}

const toLocation = ({ total: _total, ...row }: LocationRow): LocationModel => ({
  ...row,
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
});

const COLUMNS = sql`l.id, l.slug, l.name, l.street, l.house_number as "houseNumber", l.postcode, l.city,
  l.administrative_area as "administrativeArea", l.country_code as "countryCode", l.latitude::text as latitude,
  l.longitude::text as longitude, l.brand_id as "brandId", b.name as "brandName"`;

/** Shops in the storefront's country, of one brand or of the brands the storefront sells. */
function scopeConditions(scope: CatalogueScope, brandId: string | undefined): SQL[] {
  return [
    sql`l.country_code = ${scope.store.countryCode}`,
    brandId
      ? sql`l.brand_id = ${brandId}`
      : sql`l.brand_id in (select p.brand_id from products p where p.storefront_key = ${scope.store.key} and p.is_listed and p.brand_id is not null)`,
  ];
}

export async function listLocations(
  db: Database,
  scope: CatalogueScope,
  filters: { brandId?: string; rectangle?: Rectangle },
  paging: Paging,
): Promise<{ items: LocationModel[]; total: number }> {
  const where = scopeConditions(scope, filters.brandId);
  let orderBy = sql`l.city, l.name, l.id`;
  const r = filters.rectangle;
  if (r) {
    where.push(sql`l.latitude between ${r.latmin} and ${r.latmax}`, sql`l.longitude between ${r.lonmin} and ${r.lonmax}`);
    // Nearest to the centre first; longitude shrunk by cos(latitude) (a constant per request).
    const lat = ((r.latmin + r.latmax) / 2).toFixed(5);
    const lon = ((r.lonmin + r.lonmax) / 2).toFixed(5);
    const scale = Math.cos((Number(lat) * Math.PI) / 180).toFixed(5);
    const dLat = sql`(l.latitude - ${lat}::numeric)`;
    const dLon = sql`((l.longitude - ${lon}::numeric) * ${scale}::numeric)`;
    orderBy = sql`${dLat} * ${dLat} + ${dLon} * ${dLon}, l.id`;
  }
  const rows = await queryRows<LocationRow>(
    db,
    sql`select ${COLUMNS}, count(*) over ()::int as total from locations l join brands b on b.id = l.brand_id
      where ${sql.join(where, sql` and `)} order by ${orderBy} limit ${paging.limit} offset ${paging.offset}`,
  );
  if (rows.length > 0 || paging.offset === 0) return { items: rows.map(toLocation), total: Number(rows[0]?.total ?? 0) };
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from locations l where ${sql.join(where, sql` and `)}`);
  return { items: [], total: Number(count?.n ?? 0) };
}

export async function locationBySlug(db: Database, scope: CatalogueScope, brandId: string, slug: string): Promise<LocationModel | undefined> {
  const [row] = await queryRows<LocationRow>(
    db,
    sql`select ${COLUMNS} from locations l join brands b on b.id = l.brand_id
      where ${sql.join([...scopeConditions(scope, brandId), sql`l.slug = ${slug}`], sql` and `)}`,
  );
  return row ? toLocation(row) : undefined;
}

/**
 * Places with shops whose name starts with the input (folded: "munch" finds München) or whose
 * postcode starts with it; when none do, place names similar to it (typos).
 */
export async function addressSuggestions(
  db: Database,
  scope: CatalogueScope,
  input: string,
  brandId: string | undefined,
  paging: Paging,
): Promise<LocationSuggestionModel[]> {
  const text = fold(input.trim()).replace(/\s+/g, ' ');
  const postcode = input.trim().toUpperCase();
  const byPostcode = /^\d/.test(postcode);
  const base = scopeConditions(scope, brandId);
  const group = async (match: SQL, order: SQL) =>
    queryRows<{
      city: string;
      area: string;
      country: string;
      postcode: string | null;
      n: number;
      lat: string;
      lon: string;
    }>(
      db,
      sql`select l.city, l.administrative_area as area, l.country_code as country,
          ${byPostcode ? sql`min(l.postcode)` : sql`null`} as postcode, count(*)::int as n,
          round(avg(l.latitude), 5)::text as lat, round(avg(l.longitude), 5)::text as lon
        from locations l where ${sql.join([...base, match], sql` and `)}
        group by l.city, l.administrative_area, l.country_code
        order by ${order}, l.city, l.administrative_area
        limit ${paging.limit} offset ${paging.offset}`,
    );
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  let rows = byPostcode
    ? await group(sql`l.postcode like ${`${postcode.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`, sql`count(*) desc`)
    : await group(sql`l.city_search like ${`${escaped}%`}`, sql`count(*) desc`);
  if (rows.length === 0 && !byPostcode && text.length >= 3 && paging.offset === 0) {
    rows = await group(
      sql`similarity(l.city_search, ${text}) >= 0.3`,
      sql`round(max(similarity(l.city_search, ${text}))::numeric, 5) desc, count(*) desc`,
    );
  }
  return rows.map((row) => ({
    label: row.postcode ? `${row.postcode} ${row.city}` : `${row.city}, ${row.area}`,
    countryCode: row.country,
    administrativeArea: row.area,
    locality: row.city,
    latitude: Number(row.lat),
    longitude: Number(row.lon),
    locationCount: Number(row.n),
  }));
}
