/* qd-mapcolor-page-report.c — the map-colouring tab's report (of the view on
 * show: the map's run, the FC and MAC tables, or the experiment) and its
 * colouring replay as an animation. */
#include "config.h"
#include "qd-mapcolor-page-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-sweep.h"
#include "render/mapcolor/qd-mapcolor-animation.h"
#include "render/mapcolor/qd-mapcolor-run-report.h"

/* The tab keeps this many nodes of a search tree (qd-mapcolor-page.c). */
#define PAGE_TREE_BUDGET "1000000"

/* The words of a command line, owned. */
static void
add_word (GPtrArray *argv, const char *word)
{
  g_ptr_array_add (argv, g_strdup (word));
}

static void
add_option (GPtrArray *argv, const char *option, const char *value)
{
  add_word (argv, option);
  add_word (argv, value);
}

static void
add_number (GPtrArray *argv, const char *option, guint64 value)
{
  add_word (argv, option);
  g_ptr_array_add (argv, g_strdup_printf ("%" G_GUINT64_FORMAT, value));
}

static void
add_command (QdReport *report, GPtrArray *argv)
{
  g_ptr_array_add (argv, NULL);
  qd_page_report_add_command (report, (const char *const *) argv->pdata);
}

/* The document's file for a command line: its path, or the tab's title for
 * a document not saved. */
static char *
document_word (QdPage *page)
{
  char *path = qd_page_report_path (page);

  return path != NULL ? path : g_strdup (qd_page_get_title (page));
}

/* ------------------------------------------------------------ the map's run */

/* `--tree FILE` names a file beside nothing in particular: the document's
 * name, as a tree ("australia.tree"). */
static char *
tree_file (QdPage *page)
{
  g_autofree char *word = document_word (page);
  g_autofree char *base = g_path_get_basename (word);
  char *dot = strrchr (base, '.');

  if (dot != NULL && dot != base)
    *dot = '\0';
  return g_strconcat (base, ".tree", NULL);
}

static QdReport *
map_report (QdMapcolorPage *self)
{
  QdPage *page = QD_PAGE (self);
  QdMapcolorPageRun run;
  QdMapcolorReportRun info;
  g_autofree char *path = qd_page_report_path (page);
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  QdReport *report = qd_page_report_new (page);

  qd_mapcolor_page_get_run (self, &run);
  info = (QdMapcolorReportRun) { path, run.map, &run.options, 0, run.solution, run.tree };
  qd_mapcolor_report_add_run (report, &info);

  add_word (argv, "mapcolor");
  g_ptr_array_add (argv, document_word (page));
  add_option (argv, "--algorithm", qd_mapcolor_algorithm_to_string (run.options.algorithm));
  add_number (argv, "--colors", run.options.colors);
  add_number (argv, "--seed", run.options.seed);
  if (run.options.backjumping)
    add_word (argv, "--backjumping");
  if (run.options.restarts)
    add_word (argv, "--restarts");
  /* best's colouring depends on its threads. */
  if (run.options.algorithm == QD_MAPCOLOR_ALGO_BEST)
    add_number (argv, "--threads", MAX (run.options.threads, 1));
  add_word (argv, "--stats");
  if (run.tree != NULL)
    {
      add_word (argv, "--tree");
      g_ptr_array_add (argv, tree_file (page));
      /* The same tree when the tab's budget cut it short. */
      if (qd_search_tree_n_dropped (run.tree) > 0)
        add_option (argv, "--tree-budget", PAGE_TREE_BUDGET);
    }
  add_command (report, argv);
  return report;
}

/* ------------------------------------------------------------ FC and MAC */

static QdReport *
fcmac_report (QdMapcolorPage *self)
{
  QdPage *page = QD_PAGE (self);
  QdCspTable *const *tables;
  guint n = qd_mapcolor_fcmac_view_get_tables (qd_mapcolor_page_get_fcmac_view (self), &tables);
  g_autofree char *path = NULL;
  g_autoptr(GPtrArray) argv = NULL;
  g_autoptr(GString) order = NULL;
  g_autofree char *values = NULL;
  QdReport *report;

  if (n == 0)
    return NULL;
  path = qd_page_report_path (page);
  report = qd_page_report_new (page);
  qd_mapcolor_report_add_fcmac (report, path, qd_mapcolor_page_get_map (self), tables, n);

  order = g_string_new (NULL);
  for (guint i = 0; i < tables[0]->n_vars; i++)
    g_string_append_printf (order, "%s%s", i > 0 ? "," : "", tables[0]->names[tables[0]->order[i]]);
  values = g_strjoinv (",", tables[0]->values);
  argv = g_ptr_array_new_with_free_func (g_free);
  add_word (argv, "fcmac");
  g_ptr_array_add (argv, document_word (page));
  add_option (argv, "--order", order->str);
  add_option (argv, "--values", values);
  if (n == 1)
    add_option (argv, "--method", qd_csp_tables_method_to_string (tables[0]->method));
  add_command (report, argv);
  return report;
}

/* ------------------------------------------------------------ the experiment */

static QdReport *
experiment_report (QdMapcolorPage *self)
{
  const QdMapcolorExperiment *e =
    qd_mapcolor_experiment_view_get_experiment (qd_mapcolor_page_get_experiment_view (self));
  const QdMapcolorExperimentConfig *c;
  g_autoptr(GPtrArray) argv = NULL;
  GString *list;
  QdReport *report;

  if (e == NULL)
    return NULL;
  c = &e->config;
  /* The experiment is not of the tab's map: it is named as the command
   * line names it. */
  report = qd_mapcolor_report_new (_("Scaling Experiment"), NULL);
  qd_mapcolor_report_add_experiment (report, e, NULL);

  argv = g_ptr_array_new_with_free_func (g_free);
  add_word (argv, "experiment");
  add_word (argv, "mapcolor");
  list = g_string_new (NULL);
  for (guint i = 0; i < c->n_sizes; i++)
    g_string_append_printf (list, "%s%u", i > 0 ? "," : "", c->sizes[i]);
  add_word (argv, "--n");
  g_ptr_array_add (argv, g_string_free (list, FALSE));
  add_number (argv, "--instances", c->instances);
  list = g_string_new (NULL);
  for (guint i = 0; i < c->n_algorithms; i++)
    g_string_append_printf (list, "%s%s", i > 0 ? "," : "", qd_mapcolor_variant_to_string (c->algorithms[i]));
  add_word (argv, "--algorithms");
  g_ptr_array_add (argv, g_string_free (list, FALSE));
  add_number (argv, "--colors", c->colors);
  add_option (argv, "--method", qd_mapcolor_gen_method_to_string (c->method));
  add_number (argv, "--seed", c->seed);
  if (c->max_assignments != 0)
    add_number (argv, "--max-assignments", c->max_assignments);
  if (c->time_limit_us > 0)
    {
      add_word (argv, "--time-limit");
      g_ptr_array_add (argv, qd_sweep_format_double (c->time_limit_us / 1e6));
    }
  add_command (report, argv);
  return report;
}

/* ------------------------------------------------------------ QdPage methods */

QdReport *
qd_mapcolor_page_build_report (QdPage *page)
{
  QdMapcolorPage *self = QD_MAPCOLOR_PAGE (page);
  const char *view = qd_mapcolor_page_get_view_name (self);

  if (g_strcmp0 (view, "fcmac") == 0)
    return fcmac_report (self);
  if (g_strcmp0 (view, "experiment") == 0)
    return experiment_report (self);
  return map_report (self);
}

QdAnimation *
qd_mapcolor_page_build_animation (QdPage *page)
{
  QdMapcolorPageRun run;

  qd_mapcolor_page_get_run (QD_MAPCOLOR_PAGE (page), &run);
  if (run.steps == NULL || run.steps->len == 0)
    return NULL;
  return qd_mapcolor_animation_new (run.map, (const QdMapcolorStep *) run.steps->data, run.steps->len);
}
