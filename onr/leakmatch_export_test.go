package onr

// Test-only hooks of the leak checks' title matcher (leakmatch.go): the long
// ways the matcher must agree with.
var (
	NamesTitleEachForTest  = namesTitleEach
	NamesInJSONEachForTest = namesInJSONEach
)
