/* qd-plan-cli.h — `quandary-cli plan`: a planning task in PDDL. */
#pragma once

/* The command's entry (qd-cli.c's table): exit statuses of cli/qd-cli.h. */
int qd_plan_cli (int argc, char **argv);

#include "render/qd-worksheet.h"

/* `quandary-cli worksheet plan` (qd-plan-cli-worksheet.c): the command's
 * exercises, NULL-terminated. */
extern const QdWorksheetKind qd_plan_worksheet;
extern const QdWorksheetKind *const qd_plan_cli_worksheets[];
