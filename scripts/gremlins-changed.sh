#!/usr/bin/env bash
# gremlins-changed.sh BASE [CAP]: mutation-tests, with go-gremlins (pinned
# as a tool in go.mod), only the lines of non-test Go files changed since
# BASE (git diff --merge-base BASE: committed and uncommitted changes),
# package directory by package directory, within a time cap for the whole
# run (CAP: 600, 600s or 10m; default 10m, or $GREMLINS_CAP).
#
# Gremlins measures the coverage of the tests under each directory (DIR/...),
# then mutates the covered tokens of the changed lines one at a time and runs
# the tests of the mutated package. Each mutant's line is printed as it ends
# (KILLED, LIVED, TIMED OUT, NOT COVERED); a directory cut by the cap keeps
# the lines printed so far, and the directories after it are listed as not
# run. LIVED lines are the ones to read: a changed line no test checks.
#
# Environment: GREMLINS_WORKERS (default 1: the machine is shared),
# GREMLINS_TIMEOUT_COEFFICIENT (default 30: a mutant may take 30 times the
# coverage run, which go test's cache can make short), GREMLINS_FLAGS (more
# flags for "gremlins unleash", e.g. --invert-logical).
# Exit status: 0 when every directory ran to its end, 1 when the cap cut the
# run or gremlins failed, 2 on a usage error. LIVED mutants do not fail the
# script: read them (docs/mutation.md).
set -euo pipefail

usage() { echo "usage: scripts/gremlins-changed.sh BASE [CAP]   (CAP: seconds, or 90s, 10m)" >&2; exit 2; }
[ $# -ge 1 ] && [ $# -le 2 ] || usage
base=$1
cap=${2:-${GREMLINS_CAP:-10m}}
case $cap in
	*m) capsec=$(( ${cap%m} * 60 )) ;;
	*s) capsec=${cap%s} ;;
	*) capsec=$cap ;;
esac
[[ $capsec =~ ^[0-9]+$ ]] && [ "$capsec" -gt 0 ] || usage

cd "$(git rev-parse --show-toplevel)"
git rev-parse --verify -q "$base^{commit}" >/dev/null || { echo "gremlins-changed: $base is not a commit" >&2; exit 2; }

# Directories of the non-test Go files added or changed since BASE, outside testdata.
mapfile -t dirs < <(git diff --merge-base --name-only --diff-filter=AM "$base" -- '*.go' |
	grep -v '_test\.go$' | grep -v '/testdata/' | xargs -r -n1 dirname | sort -u)
if [ ${#dirs[@]} -eq 0 ]; then
	echo "gremlins-changed: no non-test Go file changed since $base"
	exit 0
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -o "$tmp/gremlins" github.com/go-gremlins/gremlins/cmd/gremlins

start=$SECONDS
status=0
echo "gremlins-changed: ${#dirs[@]} directories changed since $base, ${capsec}s in all: ${dirs[*]}"
for d in "${dirs[@]}"; do
	left=$(( capsec - (SECONDS - start) ))
	if [ "$left" -le 0 ]; then
		echo "gremlins-changed: $d: not run, the ${capsec}s cap is spent"
		status=1
		continue
	fi
	echo "== $d (${left}s left)"
	# -s INT: gremlins stops its workers on an interrupt; -k: then kill.
	set +e
	# Gremlins names a mutant's file relative to the directory it runs in,
	# and the diff's files as git diff prints them: diff.relative makes git
	# print them relative to that directory too (run from the root instead,
	# gremlins would measure the coverage of the whole module's tests).
	(cd "$d" && GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=diff.relative GIT_CONFIG_VALUE_0=true \
		timeout -k 30 -s INT "$left" "$tmp/gremlins" unleash --diff "$base" --workers "${GREMLINS_WORKERS:-1}" \
		--test-cpu 1 -S lctkv --timeout-coefficient "${GREMLINS_TIMEOUT_COEFFICIENT:-30}" ${GREMLINS_FLAGS:-}) 2>&1 | tee "$tmp/out"
	rc=${PIPESTATUS[0]}
	set -e
	for s in KILLED LIVED "TIMED OUT" "NOT COVERED"; do
		printf '%s %s  ' "$(grep -c "^ *$s " "$tmp/out" || true)" "$s"
	done
	echo "in $d"
	if [ "$rc" -eq 124 ] || [ "$rc" -eq 137 ] || [ $(( SECONDS - start )) -ge "$capsec" ]; then
		echo "gremlins-changed: $d: cut by the ${capsec}s cap; the lines above are what ran (the last one printed LIVED may be a mutant whose tests were interrupted: run again with a larger cap)"
		status=1
	elif [ "$rc" -ne 0 ]; then
		echo "gremlins-changed: $d: gremlins exited $rc"
		status=1
	fi
done
echo "gremlins-changed: $(( SECONDS - start ))s"
exit $status
