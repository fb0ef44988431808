package onr

import "fmt"

// fortNumbers are the names of subsidiary forts by number, "fort N" for
// N < 64, so that naming a fort builds no text (words.fort, ownFortName).
var fortNumbers [64]string

func init() {
	for i := range fortNumbers {
		fortNumbers[i] = fmt.Sprintf("fort %d", i)
	}
}

// roleText returns the text for role r: corp or runner.
func roleText(r Role, corp, runner string) string {
	if r == Corp {
		return corp
	}
	return runner
}
