//go:build !unix

package main

import "github.com/datafort/datafort/server"

// drainSignal does nothing where there is no SIGUSR1: start the node with
// --drain instead.
func drainSignal(*server.Server) {}
