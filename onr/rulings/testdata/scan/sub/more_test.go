package sub

import "testing"

func TestR012_AgainElsewhere(t *testing.T) {}
