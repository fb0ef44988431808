#!/usr/bin/env bash
# pgo.sh makes cmd/datafort/datafort.pgo, the CPU profile from which Go
# builds datafort and libdatafort with profile-guided optimization (PGO)
# when asked to:
#
#   go build -pgo=cmd/datafort/datafort.pgo ./cmd/datafort
#   go build -pgo=cmd/datafort/datafort.pgo -buildmode=c-shared \
#       -o python/datafort/libdatafort.so ./cmd/libdatafort
#
# The profile is not named default.pgo, which Go's builds and tests would
# read by themselves (-pgo=auto): that would compile every package a second
# time in the tests. ARCHITECTURE.md ("Profile-guided builds") gives what it
# saves, game by game.
#
# Usage (from anywhere inside the repository):
#
#   scripts/pgo.sh [-out FILE]
#
# It builds datafort WITHOUT a profile (-pgo=off, so that the profile
# describes the plain code), runs the workload below with --cpuprofile,
# merges the profiles with `go tool pprof -proto` and writes the result to
# cmd/datafort/datafort.pgo, or to FILE with -out (to compare a profile
# without replacing the committed one).
#
# The workload is what datafort's users run most, weighted by about the CPU
# each takes: random and heuristic ONR simulations (researchers), an ONR
# fuzz run (the rules' checks), and simulations of The Big Sell-Out and
# NSG. Not Neuroscape: with its games in the profile, the build played
# them with 2.3 % more instructions than a build without a profile; with
# the profile below, 0.2 % more (ARCHITECTURE.md). The seeds are fixed; the profile still differs from run
# to run (it samples), and so does the build made from it, never the games
# played: PGO changes how the code is compiled, not what it does. Run it
# again when the hot code has changed much; a stale profile still builds.
set -euo pipefail
out=""
while (($#)); do
	case $1 in
	-out) out=$(realpath -m "$2"); shift 2 ;;
	*) echo "usage: scripts/pgo.sh [-out FILE]" >&2; exit 2 ;;
	esac
done
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cd "$root"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -pgo=off -o "$tmp/datafort" ./cmd/datafort
run() { # run NAME ARGS...: one part of the workload, profiled into $tmp/NAME.prof
	local name=$1; shift
	echo "pgo.sh: datafort $*" >&2
	"$tmp/datafort" "$@" --cpuprofile "$tmp/$name.prof" --failures "$tmp" >/dev/null
}
run onr-random     sim --game onr --games 20000 --seed 1
run onr-unchecked  sim --game onr --games 20000 --seed 2 --check=false
run onr-heuristic  sim --game onr --games 1000 --seed 3 --bot corp=heuristic --bot runner=heuristic
run onr-fuzz       fuzz --game onr --games 2000 --seed 4
run bso            sim --game bso --games 300 --seed 5
run nsg            sim --game nsg --games 3000 --seed 6
go tool pprof -proto "$tmp"/*.prof >"$tmp/merged.pgo" 2>/dev/null
out=${out:-cmd/datafort/datafort.pgo}
cp "$tmp/merged.pgo" "$out"
echo "pgo.sh: wrote $out ($(wc -c <"$out") bytes)" >&2
