#!/usr/bin/env bash
# A Quandary experiment as a Slurm job array: each task does one shard and
# keeps its finished runs in raw/shard-I.csv (resumed if the task is
# requeued); slurm-merge.sh, run after the array, makes the table, the CSV
# and the plots.
#
#   jobid=$(sbatch --parsable --array=1-64 slurm-sweep.sh)
#   sbatch --dependency=afterok:$jobid slurm-merge.sh
#
# QUANDARY_EXPERIMENT: the experiment and its options (the same for every
# task and for nothing else), or QUANDARY_COMMAND: another shardable command
# line (such as "wargame board.txt --matchups --minimax-depth 4"), which
# then replaces "experiment $QUANDARY_EXPERIMENT"; QUANDARY_CLI: the command
# (default quandary-cli, or flatpak run --command=quandary-cli io.github.quandary.Quandary).
#SBATCH --job-name=quandary-sweep
#SBATCH --output=raw/slurm-%A_%a.log
#SBATCH --time=04:00:00
#SBATCH --cpus-per-task=1
set -euo pipefail

experiment=${QUANDARY_EXPERIMENT:-mapcolor --n 1000,10000,100000 --instances 20 --algorithms fc+restarts,mac+restarts,best}
cli=${QUANDARY_CLI:-quandary-cli}
task=${SLURM_ARRAY_TASK_ID:?run this script with sbatch --array=1-N}
tasks=${SLURM_ARRAY_TASK_COUNT:?run this script with sbatch --array=1-N}

command=${QUANDARY_COMMAND:-experiment $experiment}

mkdir -p raw
# Word splitting of the two variables is wanted: they hold options.
# shellcheck disable=SC2086
exec $cli $command --shard "$task/$tasks" --raw "raw/shard-$task.csv" --resume "raw/shard-$task.csv" \
  > "raw/shard-$task.txt"
