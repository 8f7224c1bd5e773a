import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The PostgreSQL extensions the migrations create, loaded into every embedded database. */
export const PGLITE_EXTENSIONS = { pg_trgm } as const;
