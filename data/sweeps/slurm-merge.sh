#!/usr/bin/env bash
# The merge after slurm-sweep.sh's array: every shard's raw file into the
# table (results.txt), the CSV (results.csv) and the plots (results.png,
# results.pdf).  It exits 1 and names the runs missing when a shard did not
# finish (resubmit that array task: it resumes).
#SBATCH --job-name=quandary-merge
#SBATCH --output=raw/slurm-merge-%j.log
#SBATCH --time=00:30:00
set -euo pipefail

cli=${QUANDARY_CLI:-quandary-cli}
# shellcheck disable=SC2086
$cli experiment merge raw/shard-*.csv --csv results.csv --png results.png --pdf results.pdf > results.txt
