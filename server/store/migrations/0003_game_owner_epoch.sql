-- Ownership of a live game by one server node, for servers past one machine
-- (ARCHITECTURE.md, "Nodes"): owner is the node that holds the game (NULL:
-- none), epoch the fencing token, raised by every claim and release; a
-- save names the epoch it was made under and writes nothing if the game
-- has moved on. Each choice records the epoch it was written under. A
-- single SQLite server never claims: its games stay at epoch 0.
ALTER TABLE games ADD COLUMN owner TEXT;
ALTER TABLE games ADD COLUMN epoch INTEGER NOT NULL DEFAULT 0;
ALTER TABLE choices ADD COLUMN epoch INTEGER NOT NULL DEFAULT 0;
