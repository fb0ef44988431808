//go:build !unix

package pgtest

// watch does nothing where there is no sh to watch this process: a test
// binary killed before Stop leaves its cluster running.
func (c *Cluster) watch() {}
