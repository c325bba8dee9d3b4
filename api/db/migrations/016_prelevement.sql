-- Earlier prelevement runs keep their file, so finance can download a bank file or Excel list again.
ALTER TABLE prelevement_runs ADD COLUMN file_name text;
ALTER TABLE prelevement_runs ADD COLUMN file bytea;
CREATE INDEX prelevement_runs_created ON prelevement_runs (created_at DESC);
