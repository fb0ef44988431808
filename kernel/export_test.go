package kernel

import "reflect"

// Arenas returns the arenas of c's stack, for the tests of their layout.
func Arenas(c *Core) ([]int32, []Queued) { return c.Stack.lists, c.Stack.queues }

// FrameJSONType is the type a frame marshals as, with its list and queue.
var FrameJSONType = reflect.TypeFor[frameJSON]()

// SetRoom gives c's frames and windows exactly n and m free places past
// their lengths, for the tests of the paths that grow them.
func SetRoom(c *Core, n, m int) {
	c.Stack.frames = append(c.Stack.frames[:len(c.Stack.frames):len(c.Stack.frames)], make([]Frame, n)...)[:len(c.Stack.frames)]
	c.Windows = append(c.Windows[:len(c.Windows):len(c.Windows)], make([]Window, m)...)[:len(c.Windows)]
}
