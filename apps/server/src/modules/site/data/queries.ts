import type { FulfilmentWarehouse, Office, OfficeRegion, OfficeService } from '@tidemark/domain/site/site-data/records';
import type { Database } from '../../../db/database';

type OfficeRow = {
  id: number;
  code: string;
  region: number;
  name_en: string;
  name_zh: string;
  address_en: string;
  address_zh: string;
  city_en: string;
  city_zh: string;
  country: string;
  port_locode: string;
  latitude: number;
  longitude: number;
  phone: string;
  email: string;
  services: string[];
  head_office: boolean;
};

const toOffice = (r: OfficeRow): Office => ({
  id: r.id,
  code: r.code,
  region: r.region as OfficeRegion,
  name: { en_us: r.name_en, zh_cn: r.name_zh },
  address: { en_us: r.address_en, zh_cn: r.address_zh },
  city: { en_us: r.city_en, zh_cn: r.city_zh },
  country: r.country,
  portLocode: r.port_locode,
  lat: Number(r.latitude),
  lon: Number(r.longitude),
  phone: r.phone,
  email: r.email,
  services: r.services as OfficeService[],
  headOffice: r.head_office,
});

/** Offices of one region (or all), head office first, then in network order. */
export const listOffices = async (database: Database, region?: OfficeRegion): Promise<Office[]> => {
  const rows = await database.query<OfficeRow>(
    `SELECT id, code, region, name_en, name_zh, address_en, address_zh, city_en, city_zh, country, port_locode,
            latitude, longitude, phone, email, services, head_office
       FROM offices
      WHERE $1::smallint IS NULL OR region = $1::smallint
      ORDER BY region, head_office DESC, sort_order, id`,
    [region ?? null],
  );
  return rows.map(toOffice);
};

type WarehouseRow = {
  code: string;
  city: string;
  state: string;
  country: string;
  postal_code: string;
  latitude: number;
  longitude: number;
  origin_code: string;
  origin_city_en: string;
  origin_city_zh: string;
  origin_lat: number;
  origin_lon: number;
  transit_min_days: number;
  transit_max_days: number;
};

const WAREHOUSE_SELECT = `
  SELECT w.code, w.city, w.state, w.country, w.postal_code, w.latitude, w.longitude,
         o.code AS origin_code, o.city_en AS origin_city_en, o.city_zh AS origin_city_zh,
         o.latitude AS origin_lat, o.longitude AS origin_lon, w.transit_min_days, w.transit_max_days
    FROM fulfilment_warehouses w JOIN offices o ON o.id = w.origin_office_id`;

const toWarehouse = (r: WarehouseRow): FulfilmentWarehouse => ({
  code: r.code,
  city: r.city,
  state: r.state,
  country: r.country,
  postalCode: r.postal_code,
  lat: Number(r.latitude),
  lon: Number(r.longitude),
  origin: {
    code: r.origin_code,
    city: { en_us: r.origin_city_en, zh_cn: r.origin_city_zh },
    lat: Number(r.origin_lat),
    lon: Number(r.origin_lon),
  },
  transitMinDays: Number(r.transit_min_days),
  transitMaxDays: Number(r.transit_max_days),
});

/** Fulfilment centres (of one country, or all) with their lanes, by country then code. */
export const listWarehouses = async (database: Database, country?: string): Promise<FulfilmentWarehouse[]> => {
  const rows = await database.query<WarehouseRow>(
    `${WAREHOUSE_SELECT} WHERE $1::text IS NULL OR w.country = $1::text ORDER BY w.country, w.code`,
    [country ?? null],
  );
  return rows.map(toWarehouse);
};

export const findWarehouse = async (database: Database, code: string): Promise<FulfilmentWarehouse | null> => {
  const [row] = await database.query<WarehouseRow>(`${WAREHOUSE_SELECT} WHERE w.code = $1`, [code]);
  return row ? toWarehouse(row) : null;
};
