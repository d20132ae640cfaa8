/* qd-fol-render-unify.c — UNIFY's steps (AIMA Fig. 9.1, §9.2.2) as a list:
 * the two terms, each binding in the order made, then the unifier with
 * every value composed, or the reason the terms do not unify (names that
 * differ, the occurs check). */
#include "qd-fol-render.h"
#include "qd-prop-render-private.h"
#include "qd-prop-render-tree.h"

#include <glib/gi18n.h>
#include <string.h>

#define LINE_H       24.0
#define INDENT       22.0
#define MAX_LINES   200u    /* bindings listed at most */

typedef struct {
  GPtrArray *lines;     /* char *: 0 the terms, then the bindings, then the result */
  gboolean unified;
  guint n_steps;        /* bindings (or the failure's reason) + the result */
  guint shown;          /* lines shown at the step */
  double width, height;
} Geometry;

/* Runs UNIFY and writes its lines. */
static void
lines_make (const QdFolUnifyView *view, Geometry *g)
{
  g_autoptr (GArray) steps = g_array_new (FALSE, FALSE, sizeof (QdFolStep));
  g_autofree char *a = qd_prop_search_cut (qd_fol_print_term (view->fol, view->x), QD_FOL_RENDER_MAX_TEXT);
  g_autofree char *b = qd_prop_search_cut (qd_fol_print_term (view->fol, view->y), QD_FOL_RENDER_MAX_TEXT);
  QdFolSubst subst;
  guint listed;

  qd_fol_subst_init (&subst);
  g->unified = qd_fol_unify (view->fol, view->x, view->y, &subst, steps);
  g_ptr_array_add (g->lines, g_strdup_printf ("UNIFY(%s, %s)", a, b));
  listed = MIN (steps->len, MAX_LINES);
  for (guint i = 0; i < listed; i++)
    {
      g_autofree char *text = qd_fol_step_print (view->fol, &g_array_index (steps, QdFolStep, i));

      g_ptr_array_add (g->lines, qd_prop_search_cut (g_strdup_printf ("%u.  %s", i + 1, text),
                                                     2 * QD_FOL_RENDER_MAX_TEXT));
    }
  if (steps->len > listed)
    g_ptr_array_add (g->lines, g_strdup_printf (_("… %u more bindings"), steps->len - listed));
  if (g->unified)
    {
      g_autofree char *theta = qd_prop_search_cut (qd_fol_subst_print (view->fol, &subst, TRUE, NULL),
                                                   2 * QD_FOL_RENDER_MAX_TEXT);

      /* TRANSLATORS: UNIFY's result: the unifier, every value composed */
      g_ptr_array_add (g->lines, g_strdup_printf (_("Unifier: %s"), theta));
    }
  else
    g_ptr_array_add (g->lines, g_strdup (_("No unifier: the terms do not unify")));
  qd_fol_subst_clear (&subst);
}

static void
geometry_make (const QdFolUnifyView *view, const QdPropRenderOptions *options, Geometry *g)
{
  double inner = 0;

  memset (g, 0, sizeof *g);
  g->lines = g_ptr_array_new_with_free_func (g_free);
  lines_make (view, g);
  g->n_steps = g->lines->len - 1;
  g->shown = 1 + prop_render_step (options, g->n_steps);
  /* The first line and the result are bold: a tenth wider than measured. */
  for (guint i = 0; i < g->lines->len; i++)
    inner = MAX (inner, i == 0 ? qd_prop_render_caption_width (g_ptr_array_index (g->lines, i))
                               : qd_prop_render_measure (g_ptr_array_index (g->lines, i), PROP_TEXT)
                                 * (i + 1 == g->lines->len ? 1.1 : 1.0) + INDENT);
  g->width = inner + 2 * PROP_MARGIN;
  g->height = g->lines->len * LINE_H + 2 * PROP_MARGIN;
}

static void
geometry_clear (Geometry *g)
{
  g_clear_pointer (&g->lines, g_ptr_array_unref);
}

guint
qd_fol_unify_view_n_steps (const QdFolUnifyView *view)
{
  QdPropRenderOptions o;
  Geometry g;
  guint n;

  qd_prop_render_options_init (&o, NULL);
  geometry_make (view, &o, &g);
  n = g.n_steps;
  geometry_clear (&g);
  return n;
}

void
qd_fol_unify_view_get_size (const QdFolUnifyView *view, const QdPropRenderOptions *options, double *width,
                            double *height)
{
  Geometry g;
  double s = prop_render_scale (options);

  geometry_make (view, options, &g);
  *width = g.width * s;
  *height = g.height * s;
  geometry_clear (&g);
}

gint
qd_fol_unify_view_hit (const QdFolUnifyView *view, const QdPropRenderOptions *options, double x, double y)
{
  Geometry g;
  double s = prop_render_scale (options), line;
  gint hit = -1;

  geometry_make (view, options, &g);
  line = (y / s - PROP_MARGIN) / LINE_H;
  if (x / s >= PROP_MARGIN && x / s < g.width - PROP_MARGIN && line >= 0 && line < g.shown)
    hit = (gint) line;
  geometry_clear (&g);
  return hit;
}

void
qd_fol_unify_view_render (cairo_t *cr, const QdFolUnifyView *view, const QdPropRenderOptions *options)
{
  const QdPalette *p = prop_render_palette (options);
  QdDrawText face;
  Geometry g;

  geometry_make (view, options, &g);
  prop_render_begin (cr, options, &face);
  for (guint i = 0; i < g.shown; i++)
    {
      double y = PROP_MARGIN + (i + 0.5) * LINE_H;
      gboolean result = i + 1 == g.lines->len;
      const QdColor *color = !result ? &p->foreground : g.unified ? &p->good : &p->bad;

      if ((gint) i == options->selected)
        {
          cairo_rectangle (cr, PROP_MARGIN - 4, y - LINE_H / 2 + 1, g.width - 2 * PROP_MARGIN + 8, LINE_H - 2);
          qd_draw_set_color (cr, &p->accent, 0.2);
          cairo_fill (cr);
        }
      qd_draw_text (&face, g_ptr_array_index (g.lines, i), i == 0 ? PROP_CAPTION : PROP_TEXT,
                    (i == 0 || result ? QD_DRAW_TEXT_BOLD : 0) | QD_DRAW_TEXT_CAP_MIDDLE,
                    PROP_MARGIN + (i > 0 ? INDENT : 0), y, color, 1.0);
    }
  qd_draw_end (cr, &face);
  geometry_clear (&g);
}
