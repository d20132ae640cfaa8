/* qd-local-step-cost.c — a local search's step cost said or refused
 * (qd-local-step-cost.h). */
#include "config.h"
#include "qd-local-step-cost.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <inttypes.h>

/* About 10 ns a move: a look at a few counters or distances, and the ties. */
#define SECONDS_PER_MOVE 1e-8

const char *
qd_local_step_cost_label (gboolean beam, gboolean stochastic)
{
  if (beam)
    return _("beam search");
  return stochastic ? _("stochastic hill climbing") : _("steepest ascent");
}

/* "steepest ascent examines N × (N − 1) = … moves per step (N = …)". */
static char *
what_text (const QdLocalStepCost *cost)
{
  if (cost->k > 0)
    return g_strdup_printf (_("%s examines %s = %'" PRIu64 " moves per step (k = %u, N = %u)"),
                            cost->algorithm, cost->formula, cost->moves, cost->k, cost->n);
  return g_strdup_printf (_("%s examines %s = %'" PRIu64 " moves per step (N = %u)"),
                          cost->algorithm, cost->formula, cost->moves, cost->n);
}

gboolean
qd_local_step_cost_check (const QdLocalStepCost *cost, GError **error)
{
  g_autofree char *what = NULL;

  if (cost->moves <= QD_LOCAL_MAX_STEP_MOVES)
    return TRUE;
  what = what_text (cost);
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
               _("%s: too many, over the limit of %'" PRIu64 " moves per step; %s do not look at every move"),
               what, QD_LOCAL_MAX_STEP_MOVES, cost->others);
  return FALSE;
}

char *
qd_local_step_cost_warning (const QdLocalStepCost *cost)
{
  g_autofree char *what = NULL;

  if (cost->moves <= QD_LOCAL_SLOW_STEP_MOVES || cost->moves > QD_LOCAL_MAX_STEP_MOVES)
    return NULL;
  what = what_text (cost);
  return g_strdup_printf (_("%s: about %.1f s per step, and a climb takes about N steps or more; "
                            "%s do not look at every move"),
                          what, (double) cost->moves * SECONDS_PER_MOVE, cost->others);
}
