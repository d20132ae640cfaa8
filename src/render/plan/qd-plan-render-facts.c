/* qd-plan-render-facts.c — any domain's state as its facts, grouped by
 * predicate in columns: a fact the current action added in the good
 * colour, one its precondition read underlined; the static facts left
 * out (unless show_static), their number said under the columns. */
#include "config.h"
#include "qd-plan-render-private.h"

#include <glib/gi18n.h>
#include <string.h>

#define LINE 18.0
#define ROWS 16                 /* lines of a column at most */
#define GAP 24.0

static gboolean
listed (GPtrArray *facts, const char *fact)
{
  return facts != NULL && g_ptr_array_find_with_equal_func (facts, fact, g_str_equal, NULL);
}

static double
draw_fact (QdPlanCanvas *c, const char *fact, double x, double y)
{
  gboolean added = listed (c->options->added, fact);
  double width = qd_plan_canvas_text (c, fact, QD_PLAN_TEXT, added ? QD_DRAW_TEXT_BOLD : 0, x, y,
                                      added ? &c->palette->good : NULL);

  if (c->paint && listed (c->options->read, fact))
    {
      cairo_move_to (c->cr, x, y + 7);
      cairo_rel_line_to (c->cr, width, 0);
      qd_draw_set_color (c->cr, &c->palette->accent, 1.0);
      qd_draw_line_width (c->cr, c->palette, 2.0);
      cairo_stroke (c->cr);
    }
  return width;
}

/* The predicate of a fact: "(on a b)" gives "on" (to free). */
static char *
predicate_of (const char *fact)
{
  g_auto(GStrv) words = qd_plan_fact_words (fact);

  return g_strdup (words[0] != NULL ? words[0] : "");
}

void
qd_plan_draw_facts (QdPlanCanvas *c, double x, double y, double *w, double *h)
{
  GPtrArray *state = c->options->state;
  g_autofree char *group = NULL;
  double cx = x, cy = y, column = 0;
  guint rows = 0;

  guint hidden = 0;

  *h = 0;
  for (guint i = 0; i < state->len; i++)
    {
      g_autofree char *predicate = predicate_of (state->pdata[i]);
      gboolean heading = g_strcmp0 (predicate, group) != 0;

      if (!c->options->show_static && qd_plan_render_fact_static (c->options->task, state->pdata[i]))
        {
          hidden++;
          continue;
        }

      if (rows + (heading ? 2 : 1) > ROWS && rows > 0)
        {
          cx += column + GAP;
          cy = y;
          rows = 0;
          column = 0;
          heading = TRUE;
        }
      if (heading)
        {
          /* Drawn once, then compared: MAX would draw it twice. */
          double width = qd_plan_canvas_text (c, predicate, QD_PLAN_TEXT, QD_DRAW_TEXT_BOLD, cx, cy + LINE / 2,
                                              &c->palette->muted);

          column = MAX (column, width);
          cy += LINE;
          rows++;
          g_free (group);
          group = g_strdup (predicate);
        }
      {
        double width = 12 + draw_fact (c, state->pdata[i], cx + 12, cy + LINE / 2);

        column = MAX (column, width);
      }
      cy += LINE;
      rows++;
      *h = MAX (*h, cy - y);
    }
  *w = cx + column - x;
  if (hidden > 0)
    {
      g_autofree char *note = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u static fact not shown",
                                                            "%u static facts not shown", hidden), hidden);
      double width = qd_plan_canvas_text (c, note, QD_PLAN_SMALL, QD_DRAW_TEXT_ITALIC, x, y + *h + LINE / 2,
                                          &c->palette->muted);

      *h += LINE;
      *w = MAX (*w, width);
    }
}
