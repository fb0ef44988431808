package onr

// Test-only hooks of the leak checks' title matcher (leakmatch.go): the long
// ways the matcher must agree with.
var (
	NamesTitleEachForTest  = namesTitleEach
	NamesInJSONEachForTest = namesInJSONEach
)

// StripKeywordListsForTest returns the JSON text b without its cards'
// keyword lists, read by hand (stripKeywordLists) and by the regular
// expression (leakKeywordLists).
func StripKeywordListsForTest(b []byte) (byHand, byRegexp string) {
	return stripKeywordLists(b), leakKeywordLists.ReplaceAllString(string(b), "")
}
