package engine

// TableOption is a rules option (a key of Setup.Options) that a client
// offers before a game is created, with the values it may take: the size of
// the table, its teams.
type TableOption struct {
	// Name is the option's key in Setup.Options, e.g. "seats".
	Name string
	// Label says what it sets, for people, e.g. "players".
	Label string
	// Values are the values offered, in the order to show them. An empty
	// value means the option is left out of Setup.Options.
	Values []string
	// Default is the value of a game whose setup leaves the option out:
	// one of Values.
	Default string
}

// TableOptions is implemented by rulesets whose table a client may set up
// (the number of seats, teams) through rules options. A game without it is
// offered at its default table. Use SeatsFor for the seats a choice makes.
type TableOptions interface {
	// TableOptions returns the options offered, in the order to show them.
	TableOptions() []TableOption
}
