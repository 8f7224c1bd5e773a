-- The values an upload's error names ("the file has more than {max} rows", the missing columns),
-- kept beside its key so the error reads in full whenever it is shown again.
ALTER TABLE tracking_uploads ADD COLUMN error_params jsonb;
