/* qd-search-andor-report.c — the report (PDF) and the GIF of an AND-OR
 * search (qd-search-andor-report.h): the world drawn, the tree, the plan,
 * the search's steps; the GIF the tree step by step. */
#include "config.h"
#include "qd-search-andor-report.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-owned.h"
#include "render/qd-draw.h"
#include "render/qd-run-report.h"
#include "render/search/qd-search-andor-render.h"

/* ---- Figures -------------------------------------------------------------- */

typedef struct {
  const QdSearchAndorWorld *world;
  const QdSearchAndorResultSet *result;
  guint step;
  const QdPalette *palette;
} Figure;

static void
draw_tree (cairo_t *cr, double width, double height, gpointer data)
{
  const Figure *f = data;

  qd_draw_set_color (cr, &f->palette->background, 1);
  cairo_paint (cr);
  qd_search_andor_render_tree (cr, f->world, f->result, f->step, f->palette);
}

static void
draw_world (cairo_t *cr, double width, double height, gpointer data)
{
  const Figure *f = data;

  if (f->world->vacuum)
    qd_search_andor_render_vacuum (cr, f->world->start, width, height, f->palette);
  else
    qd_search_andor_render_maze (cr, f->world, f->world->start, width, height, f->palette);
}

/* ---- The report ----------------------------------------------------------- */

static void
add_instance (QdReport *report, const char *path, const QdSearchAndorWorld *w, Figure *figure)
{
  QdReportSection *section;

  qd_report_add_instance (report, path, 0, 0, NULL, NULL);
  section = qd_report_part (report, QD_REPORT_INSTANCE);
  qd_run_report_add_count (section, _("States"), w->n_states);
  qd_run_report_add_count (section, _("Actions"), w->n_actions);
  qd_report_add_pair (section, _("Start State"), w->state_names[w->start]);
  if (w->vacuum)
    qd_run_report_add_fitted (section, _("The start state of the vacuum world (figure 4.9)."), "world", 240, 80,
                              draw_world, figure);
  else if (w->walls != NULL)
    qd_run_report_add_fitted (section, _("The maze: the agent at the start, the goals in green."), "world",
                              40.0 * w->cols, 40.0 * w->rows, draw_world, figure);
}

static void
add_results (QdReport *report, const QdSearchAndorWorld *w, const QdSearchAndorResultSet *result, Figure *figure)
{
  QdReportSection *section = qd_report_part (report, QD_REPORT_RESULTS);
  g_autofree char *plan = result->plan != NULL ? qd_search_andor_plan_to_string (w, result->plan)
                                               : g_strdup ("no plan");
  double width, height;

  qd_report_add_paragraph (section, _("AND-OR search (AIMA figure 4.11): OR nodes choose an action for a state, "
                                      "AND nodes need a plan for every outcome of the action."));
  qd_report_add_verbatim (section, _("The plan, in the book’s notation."), "plan", plan);
  if (result->steps == NULL)
    return;
  figure->step = result->steps->len;
  qd_search_andor_render_tree_size (w, result, figure->step, &width, &height);
  qd_run_report_add_fitted (section, _("The AND-OR tree at the end of the search: green solved, red failed, "
                                       "orange a loop back to a state on the path."), "tree", width, height,
                            draw_tree, figure);
}

static void
add_trace (QdReport *report, const QdSearchAndorWorld *w, const QdSearchAndorResultSet *result)
{
  g_autofree char *steps = NULL;
  QdReportSection *section;
  QdReportBlock *table;

  section = qd_report_part (report, QD_REPORT_STATISTICS);
  table = qd_report_add_table (section, NULL, "statistics", (const char *const[]) { _("Measure"), _("Count"), NULL });
  qd_run_report_stats_row (table, _("OR nodes"), result->or_nodes);
  if (result->steps == NULL)
    return;
  qd_run_report_stats_row (table, _("Steps"), result->steps->len);
  /* The steps as text only for a tree --steps would print (a window's
   * search records ten times more: hundreds of megabytes of lines). */
  if (result->tree->len > QD_SEARCH_ANDOR_STEPS_TREE_LIMIT)
    {
      qd_report_add_paragraph (qd_report_part (report, QD_REPORT_TRACE),
                               _("The search’s steps are not listed: its tree has more nodes than --steps records."));
      return;
    }
  steps = qd_search_andor_steps_to_string (w, result);
  qd_report_add_verbatim (qd_report_part (report, QD_REPORT_TRACE), _("The search’s steps (--steps)."), "steps",
                          steps);
}

QdReport *
qd_search_andor_report_new (const QdSearchAndorWorld *world, const char *path, const QdSearchAndorResultSet *result,
                            const QdPalette *palette)
{
  g_autofree char *name = g_path_get_basename (path);
  QdReport *report = qd_report_new_with_palette (_("AND-OR Search"), name, palette);
  Figure figure = { world, result, 0, qd_report_palette (report) };

  add_instance (report, path, world, &figure);
  add_results (report, world, result, &figure);
  add_trace (report, world, result);
  return report;
}

/* ---- The GIF -------------------------------------------------------------- */

typedef struct {
  QdOwned owned;
  QdSearchAndorWorld *world;
  QdSearchAndorResultSet result;
} Replay;

static void
animation_draw (cairo_t *cr, guint step, const QdPalette *palette, gpointer data)
{
  Replay *r = data;
  Figure figure = { r->world, &r->result, step, palette };

  draw_tree (cr, 0, 0, &figure);
}

static char *
animation_describe (guint step, gpointer data)
{
  Replay *r = data;
  char *text = qd_search_andor_step_text (r->world, &r->result, step - 1);

  /* A leaf's close says nothing new: its opening line said it. */
  if (text == NULL && step >= 2)
    text = qd_search_andor_step_text (r->world, &r->result, step - 2);
  return text;
}

QdAnimation *
qd_search_andor_animation_new (QdSearchAndorWorld *world, QdSearchAndorResultSet *result)
{
  Replay *r = g_new0 (Replay, 1);
  double width = 0, height = 0;
  guint n;

  r->world = qd_owned_add (&r->owned, world, (GDestroyNotify) qd_search_andor_world_free);
  r->result = *result;
  memset (result, 0, sizeof *result);
  qd_owned_add (&r->owned, &r->result, (GDestroyNotify) qd_search_andor_result_clear);
  n = r->result.steps != NULL ? r->result.steps->len : 0;
  /* The tree of each pass grows: the largest of its sizes holds every frame. */
  for (guint s = 0; s <= n && n <= QD_ANIMATION_MAX_STEPS; s++)
    {
      double w, h;
      qd_search_andor_render_tree_size (r->world, &r->result, s, &w, &h);
      width = MAX (width, w);
      height = MAX (height, h);
    }
  return qd_animation_new (n, MAX (width, 1), MAX (height, 1), animation_draw, animation_describe, r, qd_owned_free);
}
