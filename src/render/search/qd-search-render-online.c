/* qd-search-render-online.c — what an online agent knows of its maze
 * (qd-search-render-online.h). */
#include "config.h"
#include "render/search/qd-search-render-online.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <math.h>

#include "core/qd-format.h"
#include "render/qd-draw.h"
#include "render/search/qd-search-render.h"

static const int dr8[8] = { -1, -1, 0, 1, 1, 1, 0, -1 };
static const int dc8[8] = { 0, 1, 1, 1, 0, -1, -1, -1 };

static void
centre (const QdSearchDoc *doc, guint cell, double *x, double *y, double *s)
{
  double w, h;

  qd_search_render_cell_rect (doc, cell, x, y, &w, &h);
  *x += w / 2;
  *y += h / 2;
  *s = w;
}

/* Fog: the cell filled grey and hatched (the second channel). */
static void
fog (cairo_t *cr, const QdSearchDoc *doc, guint cell, const QdPalette *palette)
{
  double x, y, w, h;

  qd_search_render_cell_rect (doc, cell, &x, &y, &w, &h);
  qd_draw_set_color (cr, &palette->muted, 0.85);
  cairo_rectangle (cr, x, y, w, h);
  cairo_fill (cr);
  if (w < 8)
    return;
  qd_draw_set_color (cr, &palette->background, 0.35);
  qd_draw_line_width (cr, palette, 1);
  cairo_move_to (cr, x, y + h);
  cairo_line_to (cr, x + w, y);
  cairo_stroke (cr);
}

/* The result table: a small arrowhead inside the cell's edge towards each
 * learnt neighbour. */
static void
results (cairo_t *cr, const QdSearchDoc *doc, const QdSearchOnline *online, guint cell, const QdPalette *palette)
{
  double x, y, s;

  centre (doc, cell, &x, &y, &s);
  qd_draw_set_color (cr, &palette->foreground, 0.7);
  for (guint d = 0; d < 8; d++)
    if (qd_search_online_result (online, cell, d) >= 0)
      {
        /* (ux, uy): the direction; (-uy, ux) across it. */
        double ux = dc8[d], uy = dr8[d], n = sqrt (ux * ux + uy * uy);

        ux /= n;
        uy /= n;
        cairo_move_to (cr, x + ux * s * 0.44, y + uy * s * 0.44);
        cairo_line_to (cr, x + ux * s * 0.32 - uy * s * 0.08, y + uy * s * 0.32 + ux * s * 0.08);
        cairo_line_to (cr, x + ux * s * 0.32 + uy * s * 0.08, y + uy * s * 0.32 - ux * s * 0.08);
        cairo_close_path (cr);
      }
  cairo_fill (cr);
}

static void
h_value (cairo_t *cr, const QdDrawText *text, const QdSearchDoc *doc, const QdSearchOnline *online, guint cell,
         const QdPalette *palette)
{
  double h = qd_search_online_h_value (online, cell), x, y, w, ht;
  g_autofree char *label = NULL;

  if (isnan (h))
    return;
  qd_search_render_cell_rect (doc, cell, &x, &y, &w, &ht);
  if (w < 14)
    return;
  label = qd_format_number_short_locale (h);
  qd_draw_text (text, label, w * 0.3, QD_DRAW_TEXT_HALO | QD_DRAW_TEXT_INK_LEFT | QD_DRAW_TEXT_BASELINE,
                x + w * 0.08, y + ht * 0.92, &palette->foreground, 1);
}

static void
path_and_agent (cairo_t *cr, const QdSearchDoc *doc, const QdSearchOnline *online, const QdPalette *palette)
{
  const QdSearchMaze *maze = doc->maze;
  const guint8 *path = qd_search_online_path (online);
  guint64 n = qd_search_online_n_moves (online);
  guint cell = maze->start;
  double x, y, s;

  centre (doc, cell, &x, &y, &s);
  qd_draw_set_color (cr, &palette->accent, 0.8);
  qd_draw_line_width (cr, palette, MAX (1.5, s / 8));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_move_to (cr, x, y);
  for (guint64 i = 0; i < n; i++)
    {
      gint r = (gint) (cell / maze->cols) + dr8[path[i]], c = (gint) (cell % maze->cols) + dc8[path[i]];

      cell = (guint) r * maze->cols + (guint) c;
      centre (doc, cell, &x, &y, &s);
      cairo_line_to (cr, x, y);
    }
  cairo_stroke (cr);
  centre (doc, qd_search_online_cell (online), &x, &y, &s);
  cairo_arc (cr, x, y, MAX (3, s * 0.3), 0, 2 * G_PI);
  qd_draw_set_color (cr, &palette->accent, 1);
  cairo_fill_preserve (cr);
  qd_draw_set_color (cr, &palette->background, 1);
  qd_draw_line_width (cr, palette, MAX (1, s / 14));
  cairo_stroke (cr);
}

void
qd_search_render_online (cairo_t *cr, const QdSearchDoc *doc, const QdSearchOnline *online,
                         const QdPalette *palette)
{
  const QdSearchMaze *maze = doc->maze;
  guint n = maze->rows * maze->cols;
  QdDrawText text;

  if (palette == NULL)
    palette = qd_palette_light ();
  cairo_save (cr);
  for (guint cell = 0; cell < n; cell++)
    if (!qd_search_online_seen (online, cell))
      fog (cr, doc, cell, palette);
  path_and_agent (cr, doc, online, palette);
  qd_draw_text_init (&text, cr, palette->font_family, "0");
  text.halo = &palette->background;
  text.halo_alpha = 0.9;
  text.halo_width = 2.5;
  for (guint cell = 0; cell < n; cell++)
    if (qd_search_online_visited (online, cell))
      {
        results (cr, doc, online, cell, palette);
        h_value (cr, &text, doc, online, cell, palette);
      }
  qd_draw_text_clear (&text);
  cairo_restore (cr);
}

void
qd_search_render_online_board (cairo_t *cr, const QdSearchDoc *doc, const QdSearchOnline *online,
                               const QdPalette *palette)
{
  QdSearchRenderOptions options;

  qd_search_render_options_init (&options, doc);
  options.palette = palette;
  qd_search_render (cr, &options);
  if (online != NULL)
    qd_search_render_online (cr, doc, online, palette);
}

char *
qd_search_render_online_cell_text (const QdSearchOnline *online, guint cell)
{
  double h = qd_search_online_h_value (online, cell);
  g_autofree char *value = isnan (h) ? NULL : qd_format_number_short_locale (h);
  const char *where;

  if (cell == qd_search_online_cell (online))
    where = _("the agent is here");
  else if (qd_search_online_visited (online, cell))
    where = _("visited");
  else if (qd_search_online_seen (online, cell))
    where = _("seen, not visited");
  else
    where = _("not seen yet");
  if (value == NULL)
    return g_strdup (where);
  /* TRANSLATORS: what an online agent knows of a cell ("visited"), then its LRTA* H value */
  return g_strdup_printf (_("%s, H %s"), where, value);
}

char *
qd_search_render_online_text (const QdSearchOnline *online)
{
  g_autofree char *cost = qd_format_number_short_locale (qd_search_online_cost (online));
  const char *agent = qd_search_online_agent (online) == QD_SEARCH_ONLINE_DFS ? "Online-DFS" : "LRTA*";
  guint trial = qd_search_online_trial (online);
  guint64 moves = qd_search_online_n_moves (online);

  switch (qd_search_online_status (online))
    {
    case QD_SEARCH_ONLINE_GOAL:
      return g_strdup_printf (ngettext ("%s, trial %u: on the goal after %" PRIu64 " move, cost %s.",
                                        "%s, trial %u: on the goal after %" PRIu64 " moves, cost %s.",
                                        (gulong) moves),
                              agent, trial, moves, cost);
    case QD_SEARCH_ONLINE_EXHAUSTED:
      return g_strdup_printf (_("%s, trial %u: every cell it can reach explored, no goal: the maze has no path."),
                              agent, trial);
    case QD_SEARCH_ONLINE_STEP_LIMIT:
      return g_strdup_printf (_("%s, trial %u: stopped at the step limit after %" PRIu64 " moves, cost %s."),
                              agent, trial, moves, cost);
    case QD_SEARCH_ONLINE_WALKING:
    default:
      return g_strdup_printf (ngettext ("%s, trial %u: %" PRIu64 " move, cost %s so far.",
                                        "%s, trial %u: %" PRIu64 " moves, cost %s so far.", (gulong) moves),
                              agent, trial, moves, cost);
    }
}

/* A cell as people read it: "(row, column)". */
static char *
cell_name (const QdSearchMaze *maze, guint cell)
{
  /* TRANSLATORS: a maze's cell, (row, column) */
  return g_strdup_printf (_("(%u, %u)"), cell / maze->cols, cell % maze->cols);
}

char *
qd_search_render_online_move_text (const QdSearchOnline *online, const QdSearchOnlineMove *move)
{
  static const char *const arrows[8] = { "↑", "↗", "→", "↘", "↓", "↙", "←", "↖" };
  const QdSearchMaze *maze = qd_search_online_maze (online);
  g_autofree char *from = cell_name (maze, move->from), *to = cell_name (maze, move->to);
  g_autofree char *cost = qd_format_number_short_locale (move->cost);
  g_autofree char *moves = g_strdup_printf ("%" PRIu64, qd_search_online_n_moves (online));
  GString *line = g_string_new (NULL);

  /* TRANSLATORS: a move of an online agent in a maze: its number, an arrow, the cells, the move's cost */
  g_string_append_printf (line, _("Move %s %s from %s to %s, cost %s"), moves, arrows[move->direction % 8], from,
                          to, cost);
  if (move->back)
    /* TRANSLATORS: Online-DFS's move back to the cell it came from, after "Move 5 ← from (1, 2) to (1, 1), cost 1" */
    g_string_append (line, _(", a step back"));
  if (move->updated)
    {
      g_autofree char *cell = cell_name (maze, move->h_cell);
      g_autofree char *was = qd_format_number_short_locale (move->h_old);
      g_autofree char *now = qd_format_number_short_locale (move->h_new);

      /* TRANSLATORS: LRTA*'s update of its H table before a move: the cell, the old value, the new one */
      g_string_append_printf (line, _("; H%s %s → %s"), cell, was, now);
    }
  return g_string_free (line, FALSE);
}
