#!/usr/bin/env bash
# `npm run test:year-ahead`: the README's test command with every process's wall clock a year
# ahead (CLOCK_AHEAD_SECONDS to say another span), through clock-ahead.c preloaded. Needs a C
# compiler (Debian's gcc); not part of CI, which runs on the real date.
set -euo pipefail
cd "$(dirname "$0")/../.."
built="$(mktemp -d)/clock-ahead.so"
cc -O2 -shared -fPIC -o "$built" scripts/clock-ahead/clock-ahead.c
export CLOCK_AHEAD_SECONDS="${CLOCK_AHEAD_SECONDS:-31536000}"
echo "The wall clock moved ahead by ${CLOCK_AHEAD_SECONDS} s: $(LD_PRELOAD="$built" date -u)"
LD_PRELOAD="$built" npm test
