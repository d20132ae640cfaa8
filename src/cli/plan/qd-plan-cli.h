/* qd-plan-cli.h — `quandary-cli plan`: a planning task in PDDL. */
#pragma once

/* The command's entry (qd-cli.c's table): exit statuses of cli/qd-cli.h. */
int qd_plan_cli (int argc, char **argv);
