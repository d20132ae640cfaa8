/* qd-fol-render-fc.c — FOL-FC-ASK's facts as a table (AIMA Fig. 9.3 run on
 * the crime KB, the content of Fig. 9.4): one row per fact in the order
 * known, its iteration (the KB's facts 0), the rule that added it and the
 * substitution, and the rows of the facts its premises matched; a line
 * between two iterations, the facts that answered the query tinted. */
#include "qd-fol-render-private.h"
#include "qd-prop-render-tree.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-format.h"

#define ROW_H        21.0
#define HEADER_H     24.0
#define COL_GAP      18.0
#define N_COLS        6

#define fact_at fol_fc_fact

guint
qd_fol_fc_table_n_steps (const QdFolFcTable *table)
{
  guint n = 0;

  for (guint i = 0; table->fc->facts != NULL && i < table->fc->facts->len; i++)
    n = MAX (n, fact_at (table, i)->iteration);
  return n;
}

guint
qd_fol_fc_table_n_rows (const QdFolFcTable *table, const QdPropRenderOptions *options)
{
  FolFcHeader h;
  guint n;

  qd_fol_fc_header_make (table, options, QD_FOL_RENDER_MAX_FACTS, &h);
  n = h.shown;
  qd_fol_fc_header_clear (&h);
  return n;
}

gboolean
qd_fol_fc_is_answer (const QdFolFcTable *table, guint fact)
{
  for (guint i = 0; table->fc->answer_fact != NULL && i < table->fc->answer_fact->len; i++)
    if (g_array_index (table->fc->answer_fact, guint, i) == fact)
      return TRUE;
  return FALSE;
}

void
qd_fol_fc_header_make (const QdFolFcTable *table, const QdPropRenderOptions *options, guint cap, FolFcHeader *h)
{
  guint n = qd_fol_fc_table_n_steps (table), last = prop_render_step (options, n);
  g_autofree char *facts = NULL;

  memset (h, 0, sizeof *h);
  /* Facts come in iteration order. */
  while (table->fc->facts != NULL && h->known < table->fc->facts->len && fact_at (table, h->known)->iteration <= last)
    h->known++;
  h->shown = MIN (h->known, cap);
  facts = qd_format_count (h->known);
  if (last < n)
    /* TRANSLATORS: FOL-FC's table shown step by step: facts known at an iteration */
    h->caption = g_strdup_printf (_("FOL-FC-ASK: %s facts known at iteration %u of %u"), facts, last, n);
  else
    /* TRANSLATORS: FOL-FC's table's caption; the end is a phrase such as "a fixed point" */
    h->caption = g_strdup_printf (_("FOL-FC-ASK: %s facts known at iteration %u; it ended at %s"), facts, last,
                                  qd_fol_status_text (table->fc->status));
  if (h->known > h->shown)
    {
      g_autofree char *more = qd_format_count (h->known - h->shown);

      h->note = g_strdup_printf (_("%s more facts not shown"), more);
    }
  h->top = PROP_MARGIN + PROP_CAPTION_H + PROP_LINE_GAP;
  h->width = qd_prop_render_caption_width (h->caption) + 2 * PROP_MARGIN;
}

void
qd_fol_fc_header_clear (FolFcHeader *h)
{
  g_clear_pointer (&h->caption, g_free);
  g_clear_pointer (&h->note, g_free);
}

void
qd_fol_fc_header_draw (const QdDrawText *face, const QdPalette *p, const FolFcHeader *h, double height)
{
  qd_prop_render_caption (face, p, h->caption);
  if (h->note != NULL)
    qd_draw_text (face, h->note, PROP_SMALL, QD_DRAW_TEXT_ITALIC | QD_DRAW_TEXT_CAP_MIDDLE, PROP_MARGIN,
                  height - PROP_MARGIN - FOL_NOTE_H / 2, &p->muted, 1.0);
}

/* The cells of fact i's row. */
static void
row_cells (const QdFolFcTable *table, guint i, char **cells)
{
  const QdFolFact *f = fact_at (table, i);
  GString *premises = g_string_new (NULL);
  const QdFolClause *c = f->clause != QD_FOL_NONE ? qd_fol_clause (table->fol, f->clause) : NULL;

  cells[0] = g_strdup_printf ("%u", i + 1);
  cells[1] = g_strdup_printf ("%u", f->iteration);
  cells[2] = qd_prop_search_cut (qd_fol_print_term (table->fol, f->atom), QD_FOL_RENDER_MAX_TEXT);
  /* TRANSLATORS: the rule column of FOL-FC's table for a fact told in the KB */
  cells[3] = c != NULL ? g_strdup_printf ("(%u)", f->clause + 1) : g_strdup (_("KB"));
  cells[4] = c != NULL ? qd_prop_search_cut (qd_fol_pairs_print (table->fol, &g_array_index (table->fc->bound, guint,
                                                                                            f->bindings * 2),
                                                                 f->n_bindings), QD_FOL_RENDER_MAX_TEXT)
             : g_strdup ("");
  for (guint k = 0; c != NULL && k < c->n_premises; k++)
    g_string_append_printf (premises, "%s%u", k > 0 ? ", " : "",
                            g_array_index (table->fc->used, guint, f->premises + k) + 1);
  cells[5] = qd_prop_search_cut (g_string_free (premises, FALSE), QD_FOL_RENDER_MAX_TEXT);
}

static const char *const headers[N_COLS] = {
  "#", N_("Iteration"), N_("Fact"), N_("Rule"), N_("Substitution"), N_("Premises matched"),
};

typedef struct {
  FolFcHeader header;
  guint n_rows;
  double col_x[N_COLS + 1];
  double top;
  double width, height;
} Geometry;

static void
geometry_make (const QdFolFcTable *table, const QdPropRenderOptions *options, Geometry *g)
{
  double col_w[N_COLS];

  memset (g, 0, sizeof *g);
  qd_fol_fc_header_make (table, options, QD_FOL_RENDER_MAX_FACTS, &g->header);
  g->n_rows = g->header.shown;
  for (guint k = 0; k < N_COLS; k++)
    col_w[k] = qd_prop_render_measure (_(headers[k]), PROP_TEXT);
  for (guint i = 0; i < g->n_rows; i++)
    {
      char *cells[N_COLS];

      row_cells (table, i, cells);
      for (guint k = 0; k < N_COLS; k++)
        {
          col_w[k] = MAX (col_w[k], qd_prop_render_measure (cells[k], PROP_TEXT));
          g_free (cells[k]);
        }
    }
  g->col_x[0] = PROP_MARGIN;
  for (guint k = 0; k < N_COLS; k++)
    g->col_x[k + 1] = g->col_x[k] + col_w[k] + COL_GAP;
  g->top = g->header.top;
  g->width = MAX (g->col_x[N_COLS] - COL_GAP + PROP_MARGIN, g->header.width);
  g->height = g->top + HEADER_H + g->n_rows * ROW_H + (g->header.note != NULL ? FOL_NOTE_H : 0) + PROP_MARGIN;
}

static void
geometry_clear (Geometry *g)
{
  qd_fol_fc_header_clear (&g->header);
}

void
qd_fol_fc_table_get_size (const QdFolFcTable *table, const QdPropRenderOptions *options, double *width,
                          double *height)
{
  Geometry g;
  double s = prop_render_scale (options);

  geometry_make (table, options, &g);
  *width = g.width * s;
  *height = g.height * s;
  geometry_clear (&g);
}

gboolean
qd_fol_fc_table_row_box (const QdFolFcTable *table, const QdPropRenderOptions *options, guint fact, double *x,
                         double *y, double *width, double *height)
{
  Geometry g;
  double s = prop_render_scale (options);
  gboolean shown;

  geometry_make (table, options, &g);
  shown = fact < g.n_rows;
  *x = PROP_MARGIN * s;
  *y = (g.top + HEADER_H + fact * ROW_H) * s;
  *width = (g.width - 2 * PROP_MARGIN) * s;
  *height = ROW_H * s;
  geometry_clear (&g);
  return shown;
}

gint
qd_fol_fc_table_hit (const QdFolFcTable *table, const QdPropRenderOptions *options, double x, double y)
{
  Geometry g;
  double s = prop_render_scale (options), row;
  gint hit = -1;

  geometry_make (table, options, &g);
  row = (y / s - g.top - HEADER_H) / ROW_H;
  if (x / s >= PROP_MARGIN && x / s < g.width - PROP_MARGIN && row >= 0 && row < g.n_rows)
    hit = (gint) row;
  geometry_clear (&g);
  return hit;
}

void
qd_fol_fc_table_render (cairo_t *cr, const QdFolFcTable *table, const QdPropRenderOptions *options)
{
  const QdPalette *p = prop_render_palette (options);
  double right;
  QdDrawText face;
  Geometry g;

  geometry_make (table, options, &g);
  right = g.width - PROP_MARGIN;
  prop_render_begin (cr, options, &face);
  qd_fol_fc_header_draw (&face, p, &g.header, g.height);
  for (guint k = 0; k < N_COLS; k++)
    qd_draw_text (&face, _(headers[k]), PROP_TEXT, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CAP_MIDDLE, g.col_x[k],
                  g.top + HEADER_H / 2, &p->foreground, 1.0);
  for (guint i = 0; i < g.n_rows; i++)
    {
      char *cells[N_COLS];
      double y = g.top + HEADER_H + i * ROW_H;

      if (qd_fol_fc_is_answer (table, i) || (gint) i == options->selected)
        {
          cairo_rectangle (cr, PROP_MARGIN - 4, y + 1, right - PROP_MARGIN + 8, ROW_H - 2);
          qd_draw_set_color (cr, (gint) i == options->selected ? &p->accent : &p->good, 0.25);
          cairo_fill (cr);
        }
      if (i == 0 || fact_at (table, i)->iteration != fact_at (table, i - 1)->iteration)
        {
          cairo_move_to (cr, PROP_MARGIN - 4, y + 0.5);
          cairo_line_to (cr, right + 4, y + 0.5);
          qd_draw_set_color (cr, &p->muted, 0.7);
          qd_draw_line_width (cr, p, 1);
          cairo_stroke (cr);
        }
      row_cells (table, i, cells);
      for (guint k = 0; k < N_COLS; k++)
        {
          qd_draw_text (&face, cells[k], PROP_TEXT, QD_DRAW_TEXT_CAP_MIDDLE, g.col_x[k], y + ROW_H / 2,
                        k == 2 ? &p->foreground : &p->muted, 1.0);
          g_free (cells[k]);
        }
    }
  qd_draw_end (cr, &face);
  geometry_clear (&g);
}
