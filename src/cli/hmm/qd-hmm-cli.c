/* PLACEHOLDER (branch h95-base only; the CLI helper replaces this file). */
#include "config.h"
#include "cli/qd-cli.h"

const QdCliCommand qd_hmm_cli_commands[] = { { NULL } };
