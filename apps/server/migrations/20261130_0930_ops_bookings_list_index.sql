-- The booking lists' deep pages (page 10,000 of a million bookings, newest change first) read the
-- ids from this index alone: the row scope's branch and company travel in it, so skipping 200,000
-- entries no longer fetches 200,000 booking rows to check their branch (about six times faster).
CREATE INDEX bookings_updated_scope_idx ON bookings (updated_at DESC, id DESC) INCLUDE (branch_id, company_id);
DROP INDEX bookings_updated_idx;
