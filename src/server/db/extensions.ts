import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

/** The extensions the migrations use (people search by trigram), wherever PGlite is opened. */
export const extensions = { pg_trgm }
