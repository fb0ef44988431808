-- The owner node and epoch (fencing token) of a game, and the epoch each
-- choice was written under (see ../0003_game_owner_epoch.sql).
ALTER TABLE games ADD COLUMN owner text;
ALTER TABLE games ADD COLUMN epoch bigint NOT NULL DEFAULT 0;
ALTER TABLE choices ADD COLUMN epoch bigint NOT NULL DEFAULT 0;
