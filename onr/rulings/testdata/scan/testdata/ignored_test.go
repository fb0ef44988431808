package ignored

import "testing"

func TestR100_InTestdata(t *testing.T) {}
