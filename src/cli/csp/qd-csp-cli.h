/* qd-csp-cli.h — `quandary-cli csp`: any constraint problem from a file. */
#pragma once

int qd_csp_cli (int argc, char **argv);
