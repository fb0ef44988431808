//go:build !race

package server

// abuseRaceBuild says the tests run under the race detector (see
// abuse_race_test.go).
const abuseRaceBuild = false
