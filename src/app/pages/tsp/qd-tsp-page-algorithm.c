/* qd-tsp-page-algorithm.c — the TSP tab's algorithm chooser: every
 * hill-climbing variant, annealing, beam search and the genetic algorithm,
 * each with only its own parameter rows on show. */
#include "config.h"
#include "qd-tsp-page-private.h"

#include "app/widgets/qd-widgets.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>

/* The chooser's rows, in its order: the first two as they were before
 * the variants. */
static const QdLocalMenu chooser = QD_LOCAL_MENU_OF (
  QD_LOCAL_VARIANT_HILL_CLIMBING, QD_LOCAL_VARIANT_ANNEALING, QD_LOCAL_VARIANT_STEEPEST, QD_LOCAL_VARIANT_SIDEWAYS,
  QD_LOCAL_VARIANT_STOCHASTIC, QD_LOCAL_VARIANT_FIRST_CHOICE, QD_LOCAL_VARIANT_RESTART,
  QD_LOCAL_VARIANT_RESTART_SIDEWAYS, QD_LOCAL_VARIANT_RESTART_STOCHASTIC, QD_LOCAL_VARIANT_RESTART_FIRST_CHOICE,
  QD_LOCAL_VARIANT_BEAM, QD_LOCAL_VARIANT_STOCHASTIC_BEAM, QD_LOCAL_VARIANT_GENETIC);

void
qd_tsp_page_fill_algorithms (QdTspPage *self)
{
  qd_local_menu_fill_row (&chooser, self->algorithm_row);
}

QdLocalVariantId
qd_tsp_page_get_algorithm (QdTspPage *self)
{
  return qd_local_menu_row_selected (&chooser, self->algorithm_row);
}

void
qd_tsp_page_read_algorithm (QdTspPage *self, QdTspSearchOptions *o)
{
  QdLocalVariantId algorithm = qd_tsp_page_get_algorithm (self);

  o->algorithm = algorithm;
  o->local.algorithm = algorithm == QD_LOCAL_VARIANT_ANNEALING ? QD_LOCAL_ANNEALING : QD_LOCAL_HILL_CLIMBING;
  o->sideways = (guint) gtk_spin_button_get_value_as_int (self->sideways_spin);
  o->beam_k = (guint) gtk_spin_button_get_value_as_int (self->beam_spin);
  o->population = (guint) gtk_spin_button_get_value_as_int (self->population_spin);
  o->mutation = gtk_spin_button_get_value (self->mutation_spin);
  o->selection = adw_combo_row_get_selected (self->selection_row) == 1 ? QD_SELECTION_TOURNAMENT
                                                                       : QD_SELECTION_ROULETTE;
  o->elitism = MIN ((guint) gtk_spin_button_get_value_as_int (self->elitism_spin), o->population - 1);
  if (algorithm == QD_LOCAL_VARIANT_GENETIC)
    o->local.max_iterations = (guint64) gtk_spin_button_get_value (self->generations_spin);
}

/* The beam's and the population's upper bounds: what the ui allows, and
 * what fits this instance in the engine's memory budget (512 MiB). */
#define BEAM_UI_MAX 1000
#define POPULATION_UI_MAX 10000

void
qd_tsp_page_bound_population (QdTspPage *self)
{
  guint n = self->tsp->n;

  gtk_adjustment_set_upper (gtk_spin_button_get_adjustment (self->beam_spin),
                            MAX (1, MIN (BEAM_UI_MAX, qd_tsp_max_beam_k (n))));
  gtk_adjustment_set_upper (gtk_spin_button_get_adjustment (self->population_spin),
                            MAX (2, MIN (POPULATION_UI_MAX, qd_tsp_max_population (n))));
}

void
qd_tsp_page_show_algorithm_rows (QdTspPage *self)
{
  QdLocalUses uses = qd_local_variant (qd_tsp_page_get_algorithm (self))->uses;

  gtk_widget_set_visible (self->restarts_row, (uses & QD_LOCAL_USES_RESTARTS) != 0);
  gtk_widget_set_visible (self->sideways_row, (uses & QD_LOCAL_USES_SIDEWAYS) != 0);
  gtk_widget_set_visible (self->beam_row, (uses & QD_LOCAL_USES_BEAM) != 0);
  gtk_widget_set_visible (self->genetic_group, (uses & QD_LOCAL_USES_GENETIC) != 0);
  gtk_widget_set_visible (self->schedule_group, (uses & QD_LOCAL_USES_SCHEDULE) != 0);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->restarts_row),
                               (uses & QD_LOCAL_USES_RESTARTS)
                               && qd_tsp_page_get_algorithm (self) != QD_LOCAL_VARIANT_HILL_CLIMBING
                               ? _("After each local optimum; 0: 10")
                               : _("After each local optimum"));
}

char *
qd_tsp_page_population_step_text (QdTspPage *self, const QdTspStep *step)
{
  g_autofree char *length = g_strdup_printf ("%.2f", step->length);
  g_autofree char *mean = g_strdup_printf ("%.2f", step->mean);
  gboolean genetic = self->run->variant == QD_LOCAL_VARIANT_GENETIC;

  if (step->kind == QD_LOCAL_STEP_START)
    return genetic
      ? g_strdup_printf (_("The first generation: its best tour is %s long, the mean %s."), length, mean)
      : g_strdup_printf (_("The start beam: its best tour is %s long, the mean %s."), length, mean);
  return genetic
    ? g_strdup_printf (_("Generation %" PRIu64 ": the best tour is %s long, the mean %s."), step->iteration, length, mean)
    : g_strdup_printf (_("Iteration %" PRIu64 ": the best tour in the beam is %s long, the mean %s."),
                       step->iteration, length, mean);
}

char *
qd_tsp_page_population_finished_text (const QdTspRun *run)
{
  g_autofree char *length = g_strdup_printf ("%.2f", run->length);
  gulong n = (gulong) MIN (run->stats.iterations, G_MAXULONG);

  if (run->status == QD_LOCAL_GOAL)
    return g_strdup_printf (_("The goal was reached: a tour %s long."), length);
  if (run->variant == QD_LOCAL_VARIANT_GENETIC)
    return g_strdup_printf (ngettext ("%'" PRIu64 " generation bred. The best tour met is %s long.",
                                      "%'" PRIu64 " generations bred. The best tour met is %s long.", n),
                            run->stats.iterations, length);
  if (run->status == QD_LOCAL_LIMIT)
    return g_strdup_printf (_("The iteration limit was reached. The best tour met is %s long."), length);
  return g_strdup_printf (ngettext ("No shorter tour in the beam after %'" PRIu64 " iteration. The best tour met is %s long.",
                                    "No shorter tour in the beam after %'" PRIu64 " iterations. The best tour met is %s long.",
                                    n),
                          run->stats.iterations, length);
}
