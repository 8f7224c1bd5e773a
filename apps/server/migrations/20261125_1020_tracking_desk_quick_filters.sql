-- The pending DO dispatch and LFD quick filters at a million shipments. The shipments they select
-- are few and mostly not the newest, so walking the ETD index to find them reads most of it.
-- Each filter compares one of these expressions (resources.ts): its index finds those shipments,
-- and the statistics on it tell the planner how few they are, so it reads them from the index
-- and sorts them rather than walk the ETD index, for the list as for its count. (The LFD list
-- is in last-free-day order by default, which its own partial index serves.)
CREATE INDEX desk_shipments_awaiting_ata_idx ON shipments ((CASE WHEN status IN (2, 3) THEN ata END))
  WHERE status IN (2, 3);
CREATE STATISTICS desk_shipments_awaiting_ata_stats ON (CASE WHEN status IN (2, 3) THEN ata END) FROM shipments;
CREATE INDEX desk_shipments_lfd_due_idx ON shipments ((CASE WHEN status IN (0, 1, 2, 3) THEN last_free_day END))
  WHERE status IN (0, 1, 2, 3);
CREATE STATISTICS desk_shipments_lfd_due_stats ON (CASE WHEN status IN (0, 1, 2, 3) THEN last_free_day END)
  FROM shipments;

-- The planner needs the statistics now: no automatic analyze follows a migration that changes no rows.
ANALYZE shipments;
