-- A running Idempotency-Key is held under a lease in the database, so any api instance can tell a live
-- holder from a dead one: `holder` is the claim's own token, renewed into `lease_until` (database clock)
-- while its request runs. A key whose lease has passed is taken over by the next retry. `committed_at`
-- is set in the same transaction as the request's write, and only while `holder` still holds the key:
-- a holder that lost its key cannot commit, and a retry never runs a write that already landed.
-- Keys left running before this migration have no lease: they count as expired.
ALTER TABLE idempotent_requests
  ADD COLUMN holder uuid,
  ADD COLUMN lease_until timestamptz,
  ADD COLUMN committed_at timestamptz;
