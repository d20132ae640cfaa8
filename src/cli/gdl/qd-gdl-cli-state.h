/* qd-gdl-cli-state.h — `quandary-cli gdl FILE --state`: the rulesheet's
 * initial state described (problems/gdl/qd-gdl-describe.h): its facts, each
 * role's legal moves, terminal, the goal values (docs/contracts.md, "gdl").
 * What `worksheet gdl`'s instances are answered with. */
#pragma once

#include "problems/gdl/qd-gdl.h"

G_BEGIN_DECLS

/* --state (into the command's main group). */
void qd_gdl_cli_state_add_entries (GOptionContext *context, gboolean *state);
/* Prints the description of the game's initial state; the exit status. */
int  qd_gdl_cli_state_run         (QdGdlGame *game);

G_END_DECLS
