package onr

// InsteadOfAccessIfCorpHasBits: "if run is successful, and the Corp has at
// least N bits when you would access, do not access cards; instead, …":
// InsteadOfAccess whose replacement happens only if the Corp of the run
// holds N bits as the access would start; otherwise the Runner accesses
// cards as normal (R340) and the rest of the program never resolves. Its
// lasting effect is InsteadOfAccess's with N the bits (run.go).
func InsteadOfAccessIfCorpHasBits(n int32) Rider { return Rider{mod: ModReplaceAccess, n: n} }
