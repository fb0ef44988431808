//go:build race

package server

// abuseRaceBuild says the tests run under the race detector, which takes
// several times the memory: TestAbuseAtFullSize then states no memory bound.
const abuseRaceBuild = true
