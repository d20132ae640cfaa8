/* qd-search-worksheet-rbfs.c — `quandary-cli worksheet rbfs`: recursive
 * best-first search on a random route map with its h table (AIMA 3e figure
 * 3.27's exercise): a row per step, the node expanded with its f and its
 * f-limit, or the node whose value is backed up with that value; the goal's
 * row last.  The answer is `quandary-cli search FILE --algorithm rbfs
 * --trace -`. */
#include "config.h"
#include "qd-search-worksheet.h"
#include "qd-search-worksheet-private.h"

#include <glib/gi18n.h>
#include <math.h>

#include "core/qd-format.h"
#include "problems/search/qd-search-gen.h"
#include "problems/search/qd-search-route.h"

#define MAP      (68.0 * QD_WORKSHEET_MM)
#define ROW      QD_WORKSHEET_BLANK
/* Rows under the heads: 11 of 8.5 mm, the heads and the cost line fit
 * under a header of two lines of task (half a page: 133 mm). */
#define MAX_ROWS 11u
#define TEXT     9.0
/* Seeds tried for a map whose run fits the table. */
#define TRIES    64

static QdSearchExercise *
rbfs_exercise (guint64 seed, QdWorksheetDifficulty difficulty)
{
  QdSearchDoc *doc = qd_search_doc_new_route (qd_search_gen_route (seed, difficulty));
  QdSearchSettings s;

  qd_search_settings_init (&s, doc);
  s.algorithm = QD_SPACE_RBFS;
  return qd_search_exercise_new (doc, &s);
}

/* A map whose RBFS run has a backup and at most MAX_ROWS steps, and whose
 * numbers all have room (the first of the seeds seed, seed + 1, … that
 * gives one; else the last tried). */
static gpointer
generate (guint64 seed, QdWorksheetDifficulty difficulty)
{
  QdSearchExercise *e = NULL;

  for (guint k = 0; k < TRIES; k++)
    {
      guint n;
      gboolean backup = FALSE;

      if (e != NULL)
        qd_owned_free (e);
      e = rbfs_exercise (seed + k, difficulty);
      n = qd_search_run_n_steps (e->run);
      for (guint i = 0; i < n && !backup; i++)
        {
          QdSearchStep step;

          qd_search_run_step (e->run, i, &step);
          backup = step.event.kind == QD_SEARCH_EVENT_BACKUP;
        }
      if (backup && n <= MAX_ROWS && qd_search_worksheet_map_fits (e))
        break;
    }
  return e;
}

static void
cell_text (cairo_t *cr, const QdPalette *palette, const char *text, double x, double top, double width)
{
  qd_worksheet_text_fit (cr, palette, text, TEXT, FALSE, x + width / 2, top + ROW * 0.62, 0.5, width - 2);
}

static char *
value_text (double v)
{
  return isinf (v) ? g_strdup ("∞") : qd_format_number (v);
}

/* A step's row filled: what it does, the node, f, the limit. */
static void
fill_row (cairo_t *cr, const QdPalette *palette, const QdSearchExercise *e, const QdSearchStep *step,
          const double *x, const double *w, double top)
{
  GString *node = g_string_new (NULL);
  g_autofree char *f = value_text (step->event.f);
  g_autofree char *limit = step->event.kind == QD_SEARCH_EVENT_EXPAND ? value_text (step->event.bound) : NULL;
  guint cell = qd_search_run_event_cell (e->run, step->event_index);
  const char *what = step->event.kind == QD_SEARCH_EVENT_EXPAND ? _("expand")
                     : step->event.kind == QD_SEARCH_EVENT_BACKUP ? _("back up") : _("goal");

  g_string_append (node, cell < e->doc->route->n_places ? e->doc->route->names[cell] : "?");
  cell_text (cr, palette, what, x[1], top, w[1]);
  cell_text (cr, palette, node->str, x[2], top, w[2]);
  cell_text (cr, palette, f, x[3], top, w[3]);
  if (limit != NULL)
    cell_text (cr, palette, limit, x[4], top, w[4]);
  g_string_free (node, TRUE);
}

static guint
draw_table (cairo_t *cr, double left, double width, const QdSearchExercise *e, gboolean filled,
            const QdPalette *palette)
{
  const char *heads[] = { "#", _("step"), _("node"), "f", _("f-limit") };
  double w[5] = { 8.5 * QD_WORKSHEET_MM, 0, 0, 11 * QD_WORKSHEET_MM, 13 * QD_WORKSHEET_MM };
  double x[5];
  guint n = MIN (qd_search_run_n_steps (e->run), MAX_ROWS);

  w[1] = (width - w[0] - w[3] - w[4]) * 0.4;
  w[2] = width - w[0] - w[1] - w[3] - w[4];
  x[0] = left;
  for (guint c = 1; c < 5; c++)
    x[c] = x[c - 1] + w[c - 1];
  for (guint c = 0; c < 5; c++)
    qd_worksheet_text_fit (cr, palette, heads[c], TEXT, TRUE, x[c] + w[c] / 2, ROW * 0.62, 0.5, w[c] - 2);
  for (guint row = 0; row < n; row++)
    {
      double top = (row + 1) * ROW;
      g_autofree char *number = g_strdup_printf ("%u", row + 1);
      QdSearchStep step;

      qd_worksheet_text (cr, palette, number, TEXT, TRUE, x[0] + w[0] / 2, top + ROW * 0.62, 0.5);
      for (guint c = 1; c < 5; c++)
        qd_worksheet_box (cr, palette, x[c], top, w[c], ROW);
      if (!filled)
        continue;
      qd_search_run_step (e->run, row, &step);
      fill_row (cr, palette, e, &step, x, w, top);
    }
  return n;
}

static void
draw (cairo_t *cr, double width, double height, gconstpointer data, gboolean filled, const QdPalette *palette)
{
  const QdSearchExercise *e = data;
  const QdSearchRoute *route = e->doc->route;
  const QdSpaceResult *r = qd_search_run_result (e->run);
  g_autofree char *caption = g_strdup_printf (_("from %s to %s"), route->names[route->start],
                                              route->names[route->goal]);
  double gap = 4 * QD_WORKSHEET_MM;
  guint rows;

  qd_search_worksheet_draw_map (cr, e, palette);
  qd_worksheet_text (cr, palette, caption, 10, TRUE, 0, MAP + 6 * QD_WORKSHEET_MM, 0);
  rows = draw_table (cr, MAP + gap, width - MAP - gap, e, filled, palette);
  if (filled && r->status == QD_SPACE_SOLVED)
    {
      g_autofree char *cost = qd_format_number (r->cost);
      g_autofree char *line = g_strdup_printf (_("cost %s"), cost);

      qd_worksheet_text (cr, palette, line, TEXT, FALSE, MAP + gap, (rows + 1) * ROW + 5 * QD_WORKSHEET_MM, 0);
    }
}

const QdWorksheetKind qd_search_worksheet_rbfs = {
  .name = "rbfs",
  .title = N_("RBFS: f-limits and backed-up values"),
  .puzzle = N_("Route map, RBFS"),
  .task = N_("RBFS with the h shown (equal f: the smaller h, then the earlier successor): each step, the node "
             "expanded with its f and f-limit, or the value backed up, then the goal."),
  .extension = "route",
  .command = "quandary-cli search FILE --algorithm rbfs --trace -",
  .generate = generate,
  .free = qd_owned_free,
  .instance_text = qd_search_exercise_instance_text,
  .answer_text = qd_search_exercise_answer_text,
  .draw = draw,
};
