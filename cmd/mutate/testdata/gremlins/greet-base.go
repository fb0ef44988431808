package calc

// Greet greets name: a case clause's condition, which gremlins sees as not
// covered, and the "+" of strings, which its ARITHMETIC_BASE turns into a
// "-" that does not compile.
func Greet(name string) string {
	switch {
	case len(name) > 12:
		return "hi, you"
	}
	return "hi, " + name
}
