#!/usr/bin/env bash
# Re-records every reference trace under traces/ (or the folder given) from its scenario, then
# the golden traces the test suites and the consumer package assert (a change of the trace
# format, or of a quirk switch's default, reaches them too; a new switch at its default does not).
# Review the diff before committing: a changed trace is a changed behaviour.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product lifecycle-sim
.build/debug/lifecycle-sim verify "${1:-traces}" --record
if [ -z "${1:-}" ]; then
  LIFECYCLE_SIM_RECORD=failed swift test --filter pushOnIPhoneX >/dev/null || true
  (cd Examples/ConsumerPackage && LIFECYCLE_SIM_RECORD=failed swift test >/dev/null) || true
fi
git --no-pager diff --stat -- "${1:-traces}" Tests Examples || true
