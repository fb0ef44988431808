package calc

// Greet greets name: the "+" of strings, which gremlins' ARITHMETIC_BASE
// turns into a "-" that does not compile.
func Greet(name string) string {
	return "hello, " + name
}
