-- A concession made through the engine is a choice row of source
-- 'concession' (see ../0002_concession_choice.sql). PostgreSQL alters the
-- CHECK constraint in place.
ALTER TABLE choices DROP CONSTRAINT choices_source_check;
ALTER TABLE choices ADD CONSTRAINT choices_source_check CHECK (source IN ('human','bot','concede','concession'));
