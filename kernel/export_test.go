package kernel

import "reflect"

// Arenas returns the arenas of c's stack, for the tests of their layout.
func Arenas(c *Core) ([]int32, []Queued) { return c.Stack.lists, c.Stack.queues }

// FrameJSONType is the type a frame marshals as, with its list and queue.
var FrameJSONType = reflect.TypeFor[frameJSON]()
