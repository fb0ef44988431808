package engine

// IntoCloner is implemented by games that can clone themselves into the
// memory of another game of theirs, for the searches that clone a position
// for every playout: cloning into the same destination again and again
// then allocates nothing once its room has grown to the positions' size.
type IntoCloner interface {
	// CloneInto returns an independent deep copy of the game, equal to
	// what Clone returns, made in dst's memory when dst is a game of the
	// same type (dst itself is returned, and its former state is gone);
	// else, when dst is nil, of another type or the game itself, a fresh
	// Clone. The game is unchanged, and the two share nothing that either
	// changes later. What dst handed out before (events, copies of
	// decisions) and its own clones are left as they are.
	CloneInto(dst Game) Game
}

// CloneInto returns a deep copy of g, made in dst's memory with g's
// CloneInto if g implements IntoCloner, else with Clone.
func CloneInto(g, dst Game) Game {
	if c, ok := g.(IntoCloner); ok {
		return c.CloneInto(dst)
	}
	return g.Clone()
}
