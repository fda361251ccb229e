#!/usr/bin/env bash
# Writes Sources/LifecycleSim/Report/EmbeddedReportAssets.swift from the report's asset files in
# Sources/LifecycleSim/Report/Assets (docs/cli.md, "Editing the report page"). Run it after editing an
# asset; ReportAssetsTests fails while the generated file and the assets differ.
set -euo pipefail
cd "$(dirname "$0")/.."
readonly ASSETS=Sources/LifecycleSim/Report/Assets
readonly OUTPUT=Sources/LifecycleSim/Report/EmbeddedReportAssets.swift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The generator escapes with the library's PrintableText, compiled into it.
swiftc -O -parse-as-library -package-name lifecycle_sim -o "$work/ReportAssetsGenerator" \
  scripts/report-assets/ReportAssetsGenerator.swift Sources/LifecycleSimModel/Scenario/PrintableText.swift
"$work/ReportAssetsGenerator" "$ASSETS" "$work/EmbeddedReportAssets.swift"
mv "$work/EmbeddedReportAssets.swift" "$OUTPUT"
echo "embed-report-assets.sh: wrote $OUTPUT"
