#!/usr/bin/env bash
# benchcmp.sh compares the Go benchmarks of two commits side by side, on this
# machine, in one run, with benchstat.
#
# Usage (from anywhere inside the repository):
#
#   scripts/benchcmp.sh [-count N] [-bench REGEX] [-pkg PKG] [-benchtime T] [-cpu LIST] [-out DIR] OLD [NEW]
#
#   OLD         commit-ish of the baseline (checked out with
#               `git worktree add --detach` into a temporary directory).
#   NEW         commit-ish to compare with it (checked out in a second
#               temporary worktree). When NEW is omitted, the current checkout
#               of this repository is used AS IT IS, uncommitted changes
#               included: that is, HEAD plus whatever is in the work tree now.
#   -count N    number of benchmark runs per side (default 10).
#   -bench RE   benchmark regexp, as for `go test -bench` (default
#               'BenchmarkRandomGame$|BenchmarkRandomGameEveryCard|BenchmarkClone').
#   -pkg PKG    the one package to benchmark, a path relative to the
#               repository root or an import path (default ./onr/).
#   -benchtime T  passed on as -test.benchtime (default: Go's, 1s).
#   -cpu LIST   passed on as -test.cpu, e.g. 1 or 1,2 (default: Go's,
#               GOMAXPROCS).
#   -out DIR    where old.txt and new.txt are written (default: a new
#               temporary directory, kept and printed at the end).
#   -overlay F  a _test.go file (path in this checkout) copied into the
#               benchmarked package of a side that lacks a file of that
#               name, so that benchmarks added later can run on an older
#               commit; repeatable. The file must compile against both.
#
# The test binary of each side is built once; then the two binaries are run
# interleaved -- old, new, old, new, ... one -count=1 run each, N times -- so
# that both sides see the same machine conditions (thermal state, other
# load). The results go to DIR/old.txt and DIR/new.txt, and
# `benchstat old.txt new.txt` is printed. A benchmark that exists in only one
# of the two commits is simply reported for that side alone; a benchmark that
# fails in one run is reported on stderr and the run goes on.
#
# benchstat is golang.org/x/perf/cmd/benchstat at a pinned version, built
# once per invocation into the temporary directory (it is not a dependency in
# go.mod). The temporary worktrees are removed on exit, even on error or ^C.
#
# Examples:
#   scripts/benchcmp.sh HEAD~1                  # last commit vs. the work tree
#   scripts/benchcmp.sh -count 3 -bench BenchmarkClone ab98c57 ff021f2
#   scripts/benchcmp.sh -count 6 HEAD HEAD      # noise level of this machine
set -euo pipefail

benchstat_version=v0.0.0-20260908200009-22c9c6c9d4da

count=10
bench='BenchmarkRandomGame$|BenchmarkRandomGameEveryCard|BenchmarkClone'
pkg=./onr/
benchtime=
cpu=
out=
overlays=()

usage() {
	sed -n '2,/^set -euo pipefail$/{/^set /d;s/^# \{0,1\}//;p}' "$0" >&2
	exit "${1:-2}"
}
die() {
	echo "benchcmp: $*" >&2
	exit 1
}

# Flags are Go-style: -flag VALUE or -flag=VALUE (-- also accepted).
args=()
while (($#)); do
	case $1 in
	-h | -help | --help) usage 0 ;;
	-count | --count | -bench | --bench | -pkg | --pkg | -benchtime | --benchtime | -cpu | --cpu | -out | --out | -overlay | --overlay)
		(($# >= 2)) || die "flag $1 needs a value"
		flag=${1##*-}
		val=$2
		shift 2
		;;
	-count=* | --count=* | -bench=* | --bench=* | -pkg=* | --pkg=* | -benchtime=* | --benchtime=* | -cpu=* | --cpu=* | -out=* | --out=* | -overlay=* | --overlay=*)
		flag=${1%%=*}
		flag=${flag##*-}
		val=${1#*=}
		shift
		;;
	--)
		shift
		args+=("$@")
		break
		;;
	-*) die "unknown flag $1 (see -h)" ;;
	*)
		args+=("$1")
		shift
		continue
		;;
	esac
	case $flag in
	count) count=$val ;;
	bench) bench=$val ;;
	pkg) pkg=$val ;;
	benchtime) benchtime=$val ;;
	cpu) cpu=$val ;;
	out) out=$val ;;
	overlay)
		[[ -f $val ]] || die "-overlay: no file $val"
		overlays+=("$(cd "$(dirname "$val")" && pwd)/$(basename "$val")")
		;;
	esac
done
((${#args[@]} >= 1 && ${#args[@]} <= 2)) || usage
[[ $count =~ ^[1-9][0-9]*$ ]] || die "-count must be a positive integer, not '$count'"
old_ref=${args[0]}
new_ref=${args[1]:-}

script_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(git -C "$script_dir" rev-parse --show-toplevel) || die "not inside a git repository"

old_rev=$(git -C "$repo" rev-parse --verify --quiet "$old_ref^{commit}") || die "OLD: unknown commit '$old_ref'"
if [[ -n $new_ref ]]; then
	new_rev=$(git -C "$repo" rev-parse --verify --quiet "$new_ref^{commit}") || die "NEW: unknown commit '$new_ref'"
fi

if [[ -n $out ]]; then
	mkdir -p -- "$out"
	out=$(cd -- "$out" && pwd)
else
	out=$(mktemp -d "${TMPDIR:-/tmp}/benchcmp-out.XXXXXX")
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/benchcmp.XXXXXX")
worktrees=()
cleanup() {
	local wt
	for wt in "${worktrees[@]}"; do
		git -C "$repo" worktree remove --force "$wt" >/dev/null 2>&1 || true
	done
	rm -rf -- "$work"
	git -C "$repo" worktree prune >/dev/null 2>&1 || true
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# checkout NAME REV: a detached worktree of REV in $work/NAME.
checkout() {
	worktrees+=("$work/$1")
	git -C "$repo" worktree add --quiet --detach "$work/$1" "$2" >&2 || die "git worktree add $2 failed"
}

checkout old "$old_rev"
old_tree=$work/old
if [[ -n $new_ref ]]; then
	checkout new "$new_rev"
	new_tree=$work/new
	new_desc="$new_ref ($new_rev)"
else
	new_tree=$repo
	new_desc="the work tree of $repo (HEAD $(git -C "$repo" rev-parse HEAD)"
	if [[ -n $(git -C "$repo" status --porcelain --untracked-files=no) ]]; then
		new_desc+=" plus uncommitted changes)"
	else
		new_desc+=", clean)"
	fi
fi

echo "benchcmp: building benchstat $benchstat_version" >&2
(cd "$work" && GOBIN="$work/bin" go install "golang.org/x/perf/cmd/benchstat@$benchstat_version") ||
	die "cannot build benchstat"
benchstat=$work/bin/benchstat

# build NAME TREE: the test binary of $pkg in TREE, as $work/NAME.test, and
# the package directory, where it must run, in pkgdir_NAME.
build() {
	local name=$1 tree=$2 dir
	echo "benchcmp: building the $name test binary of $pkg" >&2
	dir=$(cd "$tree" && go list -f '{{.Dir}}' "$pkg") || die "$name: no package $pkg"
	local f
	for f in "${overlays[@]}"; do
		if [[ ! -e $dir/$(basename "$f") ]]; then
			echo "benchcmp: overlaying $(basename "$f") on the $name side" >&2
			cp -- "$f" "$dir/"
		fi
	done
	(cd "$tree" && go test -c -o "$work/$name.test" "$pkg") || die "$name: go test -c $pkg failed"
	printf -v "pkgdir_$name" '%s' "$dir"
}
build old "$old_tree"
build new "$new_tree"

: >"$out/old.txt"
: >"$out/new.txt"

testflags=(-test.run '^$' -test.bench "$bench" -test.count 1)
[[ -z $benchtime ]] || testflags+=(-test.benchtime "$benchtime")
[[ -z $cpu ]] || testflags+=(-test.cpu "$cpu")

# run NAME: one run of NAME's test binary, appended to $out/NAME.txt.
run() {
	local name=$1 dir bin=$work/$1.test log=$work/$1.log
	dir=pkgdir_$name
	if [[ ! -x $bin ]]; then
		return 0 # no test files in this commit: nothing to run
	fi
	if ! (cd "${!dir}" && "$bin" "${testflags[@]}") >"$log" 2>&1; then
		echo "benchcmp: warning: a $name run failed; its output:" >&2
		grep -v '^Benchmark.*[0-9] ns/op' "$log" | tail -n 20 | sed 's/^/    /' >&2
	fi
	cat "$log" >>"$out/$name.txt"
}

echo "benchcmp: old = $old_ref ($old_rev)" >&2
echo "benchcmp: new = $new_desc" >&2
echo "benchcmp: $pkg -bench '$bench', $count interleaved runs per side" >&2
for ((i = 1; i <= count; i++)); do
	echo "benchcmp: run $i/$count" >&2
	run old
	run new
done

if ! grep -q '^Benchmark' "$out/old.txt" "$out/new.txt"; then
	die "no benchmark matching '$bench' ran in $pkg of either commit"
fi
for name in old new; do
	grep -q '^Benchmark' "$out/$name.txt" ||
		echo "benchcmp: warning: no benchmark matching '$bench' in the $name commit" >&2
done

echo "benchcmp: results in $out/old.txt and $out/new.txt" >&2
echo >&2
cd "$out"
"$benchstat" old.txt new.txt
