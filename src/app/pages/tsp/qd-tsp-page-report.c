/* qd-tsp-page-report.c — the TSP tab's report and replay of the run on
 * show, with the `quandary-cli tsp` command that makes the same run. */
#include "config.h"
#include "qd-tsp-page-private.h"

#include <math.h>

#include "core/qd-format.h"
#include "render/tsp/qd-tsp-animation.h"
#include "render/tsp/qd-tsp-run-report.h"

/* --start as the command line says the tab's start row; NULL: the
 * command's default (the file's start tour, else the file's order). */
static char *
start_option (QdTspPage *self)
{
  switch (adw_combo_row_get_selected (self->start_row))
    {
    case START_NEAREST:
      return g_strdup ("nn");
    case START_RANDOM:
      return g_strdup ("random");
    case START_ORDER:
      if (self->tsp->start != NULL)
        {
          g_autofree guint *order = g_new (guint, self->tsp->n);

          qd_tsp_identity_tour (self->tsp->n, order);
          return qd_tsp_tour_to_string (self->tsp, order, ",");
        }
      return NULL;
    case START_FILE:
    default:
      return NULL;
    }
}

static void
add_option (GPtrArray *args, const char *name, char *value)
{
  g_ptr_array_add (args, g_strdup (name));
  g_ptr_array_add (args, value);
}

/* The command's words after `quandary-cli`: CITIES and the options of the
 * run that `options` (the tab's settings) and `start` describe. */
static GPtrArray *
command_args (QdTspPage *self, const char *cities, const QdTspSearchOptions *options, const char *start)
{
  GPtrArray *args = g_ptr_array_new_with_free_func (g_free);
  QdTspSearchOptions resolved = *options;
  const QdLocalOptions *local = &resolved.local;
  const QdSchedule *s = &local->schedule;
  QdLocalUses uses;

  qd_tsp_search_options_resolve (&resolved);
  uses = qd_local_variant (resolved.algorithm)->uses;
  g_ptr_array_add (args, g_strdup ("tsp"));
  g_ptr_array_add (args, g_strdup (cities));
  add_option (args, "--algorithm", g_strdup (qd_local_variant_to_string (resolved.algorithm)));
  add_option (args, "--neighbourhood", g_strdup (qd_tsp_moves_to_string (options->moves)));
  if (start != NULL)
    add_option (args, "--start", g_strdup (start));
  add_option (args, "--seed", g_strdup_printf ("%" G_GUINT64_FORMAT, local->seed));
  if ((uses & QD_LOCAL_USES_RESTARTS) && local->restarts > 0)
    add_option (args, "--restarts", g_strdup_printf ("%u", local->restarts));
  if (uses & QD_LOCAL_USES_SIDEWAYS)
    add_option (args, "--sideways", g_strdup_printf ("%u", resolved.sideways));
  if (uses & QD_LOCAL_USES_BEAM)
    add_option (args, "--k", g_strdup_printf ("%u", resolved.beam_k));
  if (uses & QD_LOCAL_USES_GENETIC)
    {
      add_option (args, "--population", g_strdup_printf ("%u", resolved.population));
      add_option (args, "--mutation", qd_format_number (resolved.mutation));
      add_option (args, "--selection", g_strdup (qd_selection_to_string (resolved.selection)));
      add_option (args, "--elitism", g_strdup_printf ("%u", resolved.elitism));
    }
  if (local->algorithm == QD_LOCAL_ANNEALING)
    {
      add_option (args, "--schedule", g_strdup (qd_schedule_kind_to_string (s->kind)));
      if (!isnan (s->t0))
        add_option (args, "--t0", qd_format_number (s->t0));
      if (s->kind == QD_SCHEDULE_GEOMETRIC)
        add_option (args, "--alpha", qd_format_number (s->alpha));
      if (s->kind == QD_SCHEDULE_LINEAR)
        add_option (args, "--decrement", qd_format_number (s->decrement));
      if (!isnan (s->t_min))
        add_option (args, "--t-min", qd_format_number (s->t_min));
    }
  if (local->max_iterations > 0)
    add_option (args, "--iterations", g_strdup_printf ("%" G_GUINT64_FORMAT, local->max_iterations));
  g_ptr_array_add (args, NULL);
  return args;
}

QdReport *
qd_tsp_page_build_report (QdPage *page)
{
  QdTspPage *self = QD_TSP_PAGE (page);
  g_autofree char *path = NULL;
  g_autofree char *start = NULL;
  g_autofree char *input = NULL;
  g_autoptr(GPtrArray) args = NULL;
  QdTspSearchOptions options;
  QdTspReportRun run;
  QdReport *report;

  /* The settings are the run's, if there is one: changing one drops it. */
  qd_tsp_page_read_options (self, &options);
  path = qd_page_report_path (page);
  start = start_option (self);
  run = (QdTspReportRun) { path, NULL, self->tsp, start, &options, self->run };
  report = qd_page_report_new (page);
  qd_tsp_run_report_add (report, &run);
  input = qd_page_report_input (page);
  args = command_args (self, input, &options, start);
  qd_page_report_add_command (report, (const char *const *) args->pdata);
  return report;
}

QdAnimation *
qd_tsp_page_build_animation (QdPage *page)
{
  QdTspPage *self = QD_TSP_PAGE (page);

  return self->run != NULL ? qd_tsp_animation_new (self->tsp, self->run) : NULL;
}
