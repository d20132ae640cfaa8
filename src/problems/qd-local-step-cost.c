/* qd-local-step-cost.c — a local search's step cost said or refused
 * (qd-local-step-cost.h). */
#include "config.h"
#include "qd-local-step-cost.h"

#include <gio/gio.h>
#include <glib/gi18n.h>
#include <inttypes.h>

/* About 10 ns a move: a look at a few counters or distances, and the ties. */
#define SECONDS_PER_MOVE 1e-8

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
  g_autofree char *others = NULL;

  if (cost->moves <= QD_LOCAL_MAX_STEP_MOVES)
    return TRUE;
  what = what_text (cost);
  others = qd_local_menu_names (cost->others, 0, ", ", "%s and %s");
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
               _("%s: too many, over the limit of %'" PRIu64 " moves per step; %s do not look at every move"),
               what, QD_LOCAL_MAX_STEP_MOVES, others);
  return FALSE;
}

guint64
qd_local_step_cost_run_moves (const QdLocalStepCost *cost)
{
  guint64 steps = cost->max_steps != 0 ? cost->max_steps : MAX (cost->n, 1);
  guint64 per_step = cost->draw_formula != NULL ? cost->draws : cost->moves;

  return per_step > G_MAXUINT64 / steps ? G_MAXUINT64 : per_step * steps;
}

/* A drawing algorithm's whole run, past QD_LOCAL_SLOW_RUN_MOVES. */
static char *
run_warning (const QdLocalStepCost *cost)
{
  guint64 total = qd_local_step_cost_run_moves (cost);
  g_autofree char *bounds = NULL;

  if (cost->draw_formula == NULL || total <= QD_LOCAL_SLOW_RUN_MOVES)
    return NULL;
  /* Translators: the options that bound a run, "--max-steps or --tries". */
  bounds = cost->draws_option != NULL ? g_strdup_printf (_("%s or %s"), cost->steps_option, cost->draws_option)
                                      : g_strdup (cost->steps_option);
  if (cost->max_steps != 0)
    return g_strdup_printf (_("%s examines up to %s = %'" PRIu64 " moves per step (N = %u) and at most %'" PRIu64
                              " steps (%s): up to %'" PRIu64 " moves in all, minutes or hours; a lower %s "
                              "bounds it"),
                            cost->algorithm, cost->draw_formula, cost->draws, cost->n, cost->max_steps,
                            cost->steps_option, total, bounds);
  return g_strdup_printf (_("%s examines up to %s = %'" PRIu64 " moves per step (N = %u), and a run takes about "
                            "N steps or more: up to %'" PRIu64 " moves in all, minutes or hours; %s bounds it"),
                          cost->algorithm, cost->draw_formula, cost->draws, cost->n, total, bounds);
}

char *
qd_local_step_cost_warning (const QdLocalStepCost *cost)
{
  g_autofree char *what = NULL;
  g_autofree char *others = NULL;

  if (cost->moves <= QD_LOCAL_SLOW_STEP_MOVES || cost->moves > QD_LOCAL_MAX_STEP_MOVES)
    return run_warning (cost);
  what = what_text (cost);
  others = qd_local_menu_names (cost->others, 0, ", ", "%s and %s");
  return g_strdup_printf (_("%s: about %.1f s per step, and a climb takes about N steps or more; "
                            "%s do not look at every move"),
                          what, (double) cost->moves * SECONDS_PER_MOVE, others);
}
