-- Time zones of people: the portal shows a user's times on their own clock.

-- A user's own choice among the SPEC §9 time zones; NULL follows their branch's zone.
ALTER TABLE users ADD COLUMN time_zone text
  CHECK (time_zone IN ('+08:00', '+00:00', '+01:00', '-04:00', '-05:00', '-07:00', '-08:00'));

-- A branch office's zone (an IANA name such as Asia/Shanghai, daylight saving included), the
-- default of its staff and of the customers it serves. Branches created before this migration
-- take the zone of the port or airport of their city in the reference data, seaports first.
ALTER TABLE branches ADD COLUMN time_zone text;
UPDATE branches b
   SET time_zone = (
     SELECT p.time_zone FROM ports p
      WHERE p.country = b.country AND lower(p.name) LIKE lower(b.city) || '%'
      ORDER BY p.kind = 'sea' DESC, p.unlocode
      LIMIT 1)
 WHERE b.time_zone IS NULL;
