#!/usr/bin/env bash
# Re-records every reference trace under traces/ (or the folder given) from its scenario.
# Review the diff before committing: a changed trace is a changed behaviour.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product lifecycle-sim
.build/debug/lifecycle-sim verify "${1:-traces}" --record
git --no-pager diff --stat -- "${1:-traces}" || true
