/* qd-constraints-cli.h — `quandary-cli csp`: any constraint problem from a
 * file (qd-constraints-cli-csp.c). */
#pragma once

int qd_csp_cli (int argc, char **argv);
