#!/usr/bin/env bash
# sync-shared.sh copies the shared ONR reference data into the repository.
#
# Usage (from the repository root): scripts/sync-shared.sh [SHARED_DIR]
#
# SHARED_DIR defaults to $SHARED_DIR, then ../shared. Hand-written files in the
# destination directories (such as onr/carddb/data/NOTICE.md) are left alone.
# The ONR rules digest (docs/onr-rules.md) is copied whole, with its notice
# and attribution header: the rules ledger (onr/rulings) parses its rules.
set -euo pipefail

shared="${1:-${SHARED_DIR:-../shared}}"

if [[ ! -d "$shared" ]]; then
	echo "sync-shared: shared directory not found: $shared" >&2
	exit 1
fi
if [[ ! -f go.mod ]]; then
	echo "sync-shared: run from the repository root (no go.mod here)" >&2
	exit 1
fi

# copy SRC_DIR DEST_DIR FILE... copies each FILE from SRC_DIR into DEST_DIR.
copy() {
	local src=$1 dst=$2
	shift 2
	mkdir -p "$dst"
	for f in "$@"; do
		cp -- "$src/$f" "$dst/$f"
		chmod 0644 "$dst/$f"
		echo "copied $src/$f -> $dst/$f"
	done
}

copy "$shared/data/onr" onr/carddb/data cards.json README.md
copy "$shared/rulings" onr/rulings/data onr-rulings-v1.62.json README.md
copy "$shared/docs" onr/rulings/data onr-rules.md

# NSG Netrunner: the card data (System Gateway, System Update 2021 and the
# cards of Rules Update 24.09) with its README (provenance and copyright), the
# four System Gateway decks, and the timing digest that scenarios and the
# article's ledger cite.
copy "$shared/data/nsg" nsg/carddb/data cards.json README.md
copy "$shared/data/nsg/decks" nsg/carddb/data/decks \
	sg-beginner-corp.txt sg-beginner-runner.txt sg-intermediate-corp.txt sg-intermediate-runner.txt
copy "$shared/docs" nsg/rulesdata nsg-timing.md
mkdir -p nsg/rulings/data && cp -- "$shared/seeds/001_ed8823e73779d02f.txt" nsg/rulings/data/rules-update-24.09.txt && chmod 0644 nsg/rulings/data/rules-update-24.09.txt && echo "copied the Rules Update 24.09 article -> nsg/rulings/data/rules-update-24.09.txt"

# Neuroscape: the fan-transcribed Genesis card data with its README (sources,
# what is not known, the "Neuroscape, LLC" notice) and the rules digest
# (NS-0…NS-25, the ambiguity register, scenarios SC-01…SC-25).
copy "$shared/data/neuroscape" neuroscape/carddb/data cards.json README.md
copy "$shared/docs" neuroscape/rulesdata neuroscape-rules.md
