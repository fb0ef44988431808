package calc

// Greet greets name, by its first 10 bytes at most: a case clause's
// condition, which gremlins sees as not covered, and the "+" of strings,
// which its ARITHMETIC_BASE turns into a "-" that does not compile.
func Greet(name string) string {
	switch {
	case len(name) > 10:
		return "hello, " + name[:10]
	}
	return "hello, " + name
}
