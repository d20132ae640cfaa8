/* qd-prop-render-table.c — the truth table TT-ENTAILS walks (AIMA Fig. 7.9):
 * one column per symbol, per sentence of the KB, for KB and for α; one row
 * per model in the walk's order.  A table past QD_PROP_RENDER_MAX_TABLE_ROWS
 * rows keeps only the models of KB (a 2^24-row picture says nothing). */
#include "qd-prop-render-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-format.h"

#define ROW_H        20.0
#define HEADER_H     26.0
#define CELL_PAD      9.0
#define LEGEND_H     18.0    /* a line "R2: B11 ⇔ P12 ∨ P21" above the table */
#define NOTE_H       20.0    /* a line under the table: rows left out */
#define LEGEND_CHARS 160     /* a longer formula is cut short with "…" */

typedef struct {
  guint n_sym;        /* symbols walked */
  guint n_rows;       /* 2^n_sym */
  guint reached;      /* leaves reached at the step shown */
  gboolean full;      /* every row drawn */
  GArray *drawn;      /* guint: the rows drawn, in order (a large table's models of KB) */
  GPtrArray *notes;   /* a large table's lines under it: what it leaves out */
  guint n_cols;       /* "#", the symbols, the sentences, KB, α */
  double *col_x;
  double *col_w;
  guint n_legend;
  double table_top;   /* the header's top */
  double width, height;
} Layout;

guint
qd_prop_table_n_rows (const QdPropTable *table)
{
  return 1u << table->tt->symbols->len;
}

guint
qd_prop_table_n_steps (const QdPropTable *table)
{
  return (guint) table->tt->rows;
}

gboolean
qd_prop_table_is_full (const QdPropTable *table)
{
  return qd_prop_table_n_rows (table) <= QD_PROP_RENDER_MAX_TABLE_ROWS;
}

gboolean
qd_prop_table_value (const QdPropTable *table, guint row, guint k)
{
  guint n = table->tt->symbols->len;

  /* The walk sets symbols[0] true first: row r's bit (n - 1 - k) is 1
   * where symbols[k] is false. */
  return ((row >> (n - 1 - k)) & 1u) == 0;
}

/* The row (walk order) of a KB model as tt->kb_rows records it (bit k:
 * symbols[k] true). */
static guint
row_of_mask (guint n, guint32 mask)
{
  guint row = 0;

  for (guint k = 0; k < n; k++)
    if (!(mask & (1u << k)))
      row |= 1u << (n - 1 - k);
  return row;
}

/* The values of every symbol of prop in `row` (the others false). */
static void
row_values (const QdPropTable *table, guint row, guint8 *values)
{
  memset (values, 0, qd_prop_n_symbols (table->prop) + 1);
  for (guint k = 0; k < table->tt->symbols->len; k++)
    values[g_array_index (table->tt->symbols, guint, k)] = qd_prop_table_value (table, row, k);
}

gint
qd_prop_table_stop_row (const QdPropTable *table)
{
  const QdPropTt *tt = table->tt;
  g_autofree guint8 *values = NULL;

  /* Entailed: none.  A walk cut short ended at its last model of KB. */
  if (tt->entailed || tt->kb_rows->len == 0)
    return -1;
  if (tt->rows < qd_prop_table_n_rows (table))
    return (gint) row_of_mask (tt->symbols->len, g_array_index (tt->kb_rows, guint32, tt->kb_rows->len - 1));
  values = g_new0 (guint8, qd_prop_n_symbols (table->prop) + 1);
  for (guint i = 0; i < tt->kb_rows->len; i++)
    {
      guint row = row_of_mask (tt->symbols->len, g_array_index (tt->kb_rows, guint32, i));

      row_values (table, row, values);
      if (!qd_prop_eval (table->prop, table->alpha, values))
        return (gint) row;
    }
  return -1;
}

static char *
column_name (const QdPropTable *table, guint c)
{
  guint n = table->tt->symbols->len;

  if (c == 0)
    return g_strdup ("#");
  if (c <= n)
    return g_strdup (qd_prop_symbol_name (table->prop, g_array_index (table->tt->symbols, guint, c - 1)));
  c -= n + 1;
  if (c < table->n_sentences)
    return table->names != NULL ? g_strdup (table->names[c]) : g_strdup_printf ("R%u", c + 1);
  return g_strdup (c == table->n_sentences ? "KB" : "α");
}

static void
layout_columns (const QdPropTable *table, Layout *l)
{
  g_autofree char *last = g_strdup_printf ("%u", l->n_rows);
  double x = PROP_MARGIN;

  l->n_cols = 1 + l->n_sym + table->n_sentences + 2;
  l->col_x = g_new (double, l->n_cols);
  l->col_w = g_new (double, l->n_cols);
  for (guint c = 0; c < l->n_cols; c++)
    {
      g_autofree char *name = column_name (table, c);
      double w = MAX (qd_prop_render_measure (name, PROP_TEXT), qd_prop_render_measure (c == 0 ? last : Q_("truth value|false"), PROP_TEXT));

      l->col_x[c] = x;
      l->col_w[c] = w + 2 * CELL_PAD;
      x += l->col_w[c];
    }
}

/* A legend line, cut short past LEGEND_CHARS characters. */
static char *
legend_line (const QdPropTable *table, guint i)
{
  g_autofree char *formula = NULL;
  g_autofree char *name = NULL;

  if (i < table->n_sentences)
    {
      formula = qd_prop_print (table->prop, table->sentences[i]);
      name = column_name (table, 1 + table->tt->symbols->len + i);
    }
  else
    {
      gboolean kb = i == table->n_sentences && table->n_sentences == 0;

      formula = qd_prop_print (table->prop, kb ? table->kb : table->alpha);
      name = g_strdup (kb ? "KB" : "α");
    }
  if (g_utf8_strlen (formula, -1) > LEGEND_CHARS)
    {
      char *cut = g_utf8_substring (formula, 0, LEGEND_CHARS);

      g_free (formula);
      formula = g_strconcat (cut, "…", NULL);
      g_free (cut);
    }
  return g_strdup_printf ("%s: %s", name, formula);
}

/* A large table's rows: the models of KB reached, at most
 * QD_PROP_RENDER_MAX_TABLE_ROWS of them and the counter-model that ended
 * the walk, and the notes that count what is left out. */
static void
large_rows (const QdPropTable *table, Layout *l)
{
  const QdPropTt *tt = table->tt;
  gint stop = qd_prop_table_stop_row (table);
  guint models = 0, hidden, unreached = l->n_rows - l->reached, more;
  g_autofree char *h = NULL, *u = NULL, *m = NULL;

  for (guint i = 0; i < tt->kb_rows->len; i++)
    {
      guint row = row_of_mask (l->n_sym, g_array_index (tt->kb_rows, guint32, i));

      if (row >= l->reached)
        continue;
      models++;
      if (l->drawn->len < QD_PROP_RENDER_MAX_TABLE_ROWS || (gint) row == stop)
        g_array_append_val (l->drawn, row);
    }
  hidden = l->reached - models;
  more = models - l->drawn->len;
  h = qd_format_count (hidden);
  u = qd_format_count (unreached);
  m = qd_format_count (more);
  g_ptr_array_add (l->notes, g_strdup_printf (ngettext ("%s row where KB is false not shown",
                                                        "%s rows where KB is false not shown", hidden), h));
  if (more > 0)
    g_ptr_array_add (l->notes, g_strdup_printf (ngettext ("%s more row where KB is true not shown",
                                                          "%s more rows where KB is true not shown", more), m));
  if (unreached > 0)
    g_ptr_array_add (l->notes, g_strdup_printf (ngettext ("%s row not reached", "%s rows not reached", unreached),
                                                u));
}

static void
layout_make (const QdPropTable *table, const QdPropRenderOptions *options, Layout *l)
{
  const QdPropTt *tt = table->tt;
  double legend_w = 0;

  memset (l, 0, sizeof *l);
  l->n_sym = tt->symbols->len;
  l->n_rows = qd_prop_table_n_rows (table);
  l->reached = prop_render_step (options, (guint) tt->rows);
  l->full = qd_prop_table_is_full (table);
  l->drawn = g_array_new (FALSE, FALSE, sizeof (guint));
  l->notes = g_ptr_array_new_with_free_func (g_free);
  if (!l->full)
    large_rows (table, l);
  layout_columns (table, l);
  l->n_legend = (table->n_sentences > 0 ? table->n_sentences : 1) + 1;
  for (guint i = 0; i < l->n_legend; i++)
    {
      g_autofree char *line = legend_line (table, i);

      legend_w = MAX (legend_w, qd_prop_render_measure (line, PROP_SMALL));
    }
  l->table_top = PROP_MARGIN + PROP_CAPTION_H + l->n_legend * LEGEND_H + PROP_LINE_GAP;
  l->width = MAX (l->col_x[l->n_cols - 1] + l->col_w[l->n_cols - 1], PROP_MARGIN + legend_w) + PROP_MARGIN;
  l->height = l->table_top + HEADER_H + (l->full ? l->n_rows : l->drawn->len) * ROW_H
              + l->notes->len * NOTE_H + PROP_MARGIN;
}

static void
layout_clear (Layout *l)
{
  g_clear_pointer (&l->drawn, g_array_unref);
  g_clear_pointer (&l->notes, g_ptr_array_unref);
  g_clear_pointer (&l->col_x, g_free);
  g_clear_pointer (&l->col_w, g_free);
}

/* The line (from 0, under the header) where `row` is drawn, or -1. */
static gint
line_of_row (const Layout *l, guint row)
{
  if (l->full)
    return row < l->n_rows ? (gint) row : -1;
  for (guint i = 0; i < l->drawn->len; i++)
    if (g_array_index (l->drawn, guint, i) == row)
      return (gint) i;
  return -1;
}

void
qd_prop_table_get_size (const QdPropTable *table, const QdPropRenderOptions *options, double *width,
                        double *height)
{
  Layout l;
  double s = prop_render_scale (options);

  layout_make (table, options, &l);
  *width = l.width * s;
  *height = l.height * s;
  layout_clear (&l);
}

gboolean
qd_prop_table_row_box (const QdPropTable *table, const QdPropRenderOptions *options, guint row, double *x,
                       double *y, double *width, double *height)
{
  Layout l;
  double s = prop_render_scale (options);
  gint line;

  layout_make (table, options, &l);
  line = line_of_row (&l, row);
  *x = PROP_MARGIN * s;
  *y = (l.table_top + HEADER_H + MAX (line, 0) * ROW_H) * s;
  *width = (l.col_x[l.n_cols - 1] + l.col_w[l.n_cols - 1] - PROP_MARGIN) * s;
  *height = ROW_H * s;
  layout_clear (&l);
  return line >= 0;
}

gint
qd_prop_table_hit (const QdPropTable *table, const QdPropRenderOptions *options, double x, double y)
{
  Layout l;
  double s = prop_render_scale (options);
  gint row = -1;
  double ly;

  layout_make (table, options, &l);
  x /= s;
  y /= s;
  ly = y - l.table_top - HEADER_H;
  if (x >= PROP_MARGIN && x < l.col_x[l.n_cols - 1] + l.col_w[l.n_cols - 1] && ly >= 0)
    {
      guint line = (guint) (ly / ROW_H);

      if (l.full && line < l.n_rows)
        row = (gint) line;
      else if (!l.full && line < l.drawn->len)
        row = (gint) g_array_index (l.drawn, guint, line);
    }
  layout_clear (&l);
  return row;
}

typedef struct {
  cairo_t *cr;
  const QdPalette *p;
  QdDrawText face;
  const QdPropTable *table;
  const QdPropRenderOptions *options;
  Layout l;
  gint stop;          /* the counter-model's row once reached, else -1 */
  guint8 *values;
} Draw;

static void
draw_caption (Draw *d)
{
  const QdPropTt *tt = d->table->tt;
  g_autofree char *reached = qd_format_count (d->l.reached);
  g_autofree char *total = qd_format_count (d->l.n_rows);
  g_autofree char *text = NULL;

  if (d->stop >= 0)
    {
      g_autofree char *row = qd_format_count ((guint) d->stop + 1);

      /* TRANSLATORS: the truth table's caption when the query is not entailed */
      text = g_strdup_printf (_("KB ⊭ α: row %s is a model of KB where α is false"), row);
    }
  else if (d->l.reached < tt->rows || !tt->entailed)
    /* TRANSLATORS: the truth table's caption while the walk is shown step by step */
    text = g_strdup_printf (_("TT-ENTAILS: %s of %s rows checked"), reached, total);
  else
    /* TRANSLATORS: the truth table's caption when the query is entailed */
    text = g_strdup_printf (_("KB ⊨ α: α is true wherever KB is (%s rows checked)"), reached);
  qd_prop_render_caption (&d->face, d->p, text);
  for (guint i = 0; i < d->l.n_legend; i++)
    {
      g_autofree char *line = legend_line (d->table, i);

      qd_draw_text (&d->face, line, PROP_SMALL, QD_DRAW_TEXT_CAP_MIDDLE, PROP_MARGIN,
                    PROP_MARGIN + PROP_CAPTION_H + (i + 0.5) * LEGEND_H, &d->p->foreground, 0.85);
    }
}

static void
draw_header (Draw *d)
{
  const Layout *l = &d->l;
  double right = l->col_x[l->n_cols - 1] + l->col_w[l->n_cols - 1];

  for (guint c = 0; c < l->n_cols; c++)
    {
      g_autofree char *name = column_name (d->table, c);

      qd_draw_text (&d->face, name, PROP_TEXT, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE,
                    l->col_x[c] + l->col_w[c] / 2, l->table_top + HEADER_H / 2, &d->p->foreground, 1.0);
    }
  cairo_move_to (d->cr, PROP_MARGIN, l->table_top + HEADER_H - 0.5);
  cairo_line_to (d->cr, right, l->table_top + HEADER_H - 0.5);
  /* The KB and α columns stand apart from the symbols. */
  cairo_move_to (d->cr, l->col_x[1] - 0.5, l->table_top);
  cairo_line_to (d->cr, l->col_x[1] - 0.5, l->table_top + HEADER_H + (l->full ? l->n_rows : l->drawn->len) * ROW_H);
  for (guint k = 0; k < 2; k++)
    {
      /* After the symbols, and before KB when the sentences stand between. */
      guint c = k == 0 ? 1 + l->n_sym : l->n_cols - 2;

      if (k == 1 && d->table->n_sentences == 0)
        break;
      cairo_move_to (d->cr, l->col_x[c] - 0.5, l->table_top);
      cairo_line_to (d->cr, l->col_x[c] - 0.5, l->table_top + HEADER_H + (l->full ? l->n_rows : l->drawn->len) * ROW_H);
    }
  qd_draw_set_color (d->cr, &d->p->foreground, 0.6);
  qd_draw_line_width (d->cr, d->p, 1);
  cairo_stroke (d->cr);
}

/* The value of column c (after "#") in the row whose values are set. */
static gboolean
cell_value (Draw *d, guint row, guint c)
{
  const QdPropTable *t = d->table;
  guint n = d->l.n_sym;

  if (c <= n)
    return qd_prop_table_value (t, row, c - 1);
  c -= n + 1;
  if (c < t->n_sentences)
    return qd_prop_eval (t->prop, t->sentences[c], d->values);
  return qd_prop_eval (t->prop, c == t->n_sentences ? t->kb : t->alpha, d->values);
}

static void
draw_row_band (Draw *d, guint row, double y, gboolean kb, gboolean reached)
{
  const Layout *l = &d->l;
  double right = l->col_x[l->n_cols - 1] + l->col_w[l->n_cols - 1];

  if (reached && kb)
    {
      cairo_rectangle (d->cr, PROP_MARGIN, y, right - PROP_MARGIN, ROW_H);
      qd_draw_set_color (d->cr, (gint) row == d->stop ? &d->p->bad : &d->p->good, 0.28);
      cairo_fill (d->cr);
    }
  if ((gint) row == d->stop || (gint) row == d->options->selected)
    {
      cairo_rectangle (d->cr, PROP_MARGIN + 1, y + 1, right - PROP_MARGIN - 2, ROW_H - 2);
      qd_draw_set_color (d->cr, (gint) row == d->options->selected ? &d->p->accent : &d->p->bad, 1.0);
      qd_draw_line_width (d->cr, d->p, 2);
      cairo_stroke (d->cr);
    }
}

static void
draw_row (Draw *d, guint row, guint line)
{
  const Layout *l = &d->l;
  double y = l->table_top + HEADER_H + line * ROW_H;
  gboolean reached = row < l->reached;
  gboolean kb;
  char number[16];

  row_values (d->table, row, d->values);
  kb = qd_prop_eval (d->table->prop, d->table->kb, d->values);
  draw_row_band (d, row, y, kb, reached);
  if (d->options->step >= 0 && row + 1 == l->reached && (gint) row != d->stop)
    {
      /* The leaf the walk has just reached: an accent mark before it. */
      cairo_move_to (d->cr, PROP_MARGIN + 1, y + 4);
      cairo_line_to (d->cr, PROP_MARGIN + 8, y + ROW_H / 2);
      cairo_line_to (d->cr, PROP_MARGIN + 1, y + ROW_H - 4);
      cairo_close_path (d->cr);
      qd_draw_set_color (d->cr, &d->p->accent, 1.0);
      cairo_fill (d->cr);
    }
  g_snprintf (number, sizeof number, "%u", row + 1);
  qd_draw_text (&d->face, number, PROP_SMALL, QD_DRAW_TEXT_RIGHT | QD_DRAW_TEXT_CAP_MIDDLE,
                l->col_x[1] - CELL_PAD, y + ROW_H / 2, &d->p->muted, 1.0);
  for (guint c = 1; c < l->n_cols; c++)
    {
      gboolean v = cell_value (d, row, c);
      /* Past the step or the short-circuit: the row is only a model, greyed. */
      double alpha = reached ? 1.0 : 0.35;
      gboolean strong = reached && kb && c >= l->n_cols - 2;

      /* KB and α where KB holds, bold; α false there (a counter-model) red. */
      const QdColor *ink = strong ? (v ? &d->p->foreground : &d->p->bad) : v ? &d->p->foreground : &d->p->muted;

      qd_draw_text (&d->face, v ? Q_("truth value|true") : Q_("truth value|false"), PROP_TEXT,
                    (strong ? QD_DRAW_TEXT_BOLD : 0) | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE,
                    l->col_x[c] + l->col_w[c] / 2, y + ROW_H / 2, ink, alpha);
    }
}

static void
draw_notes (Draw *d)
{
  const Layout *l = &d->l;
  double y = l->table_top + HEADER_H + l->drawn->len * ROW_H;

  for (guint i = 0; i < l->notes->len; i++)
    qd_draw_text (&d->face, g_ptr_array_index (l->notes, i), PROP_SMALL,
                  QD_DRAW_TEXT_ITALIC | QD_DRAW_TEXT_CAP_MIDDLE, PROP_MARGIN, y + (i + 0.5) * NOTE_H + 2,
                  &d->p->muted, 1.0);
}

void
qd_prop_table_render (cairo_t *cr, const QdPropTable *table, const QdPropRenderOptions *options)
{
  Draw d = { .cr = cr, .p = prop_render_palette (options), .table = table, .options = options };
  QdDrawClip clip;
  guint n;

  layout_make (table, options, &d.l);
  d.values = g_new0 (guint8, qd_prop_n_symbols (table->prop) + 1);
  d.stop = qd_prop_table_stop_row (table);
  if (d.stop >= 0 && (guint) d.stop >= d.l.reached)
    d.stop = -1;
  prop_render_begin (cr, options, &d.face);
  qd_draw_clip_get (cr, &clip);
  draw_caption (&d);
  draw_header (&d);
  n = d.l.full ? d.l.n_rows : d.l.drawn->len;
  for (guint i = 0; i < n; i++)
    {
      double y = d.l.table_top + HEADER_H + i * ROW_H;

      if (qd_draw_clip_meets (&clip, 0, y, d.l.width, y + ROW_H))
        draw_row (&d, d.l.full ? i : g_array_index (d.l.drawn, guint, i), i);
    }
  draw_notes (&d);
  qd_draw_end (cr, &d.face);
  g_free (d.values);
  layout_clear (&d.l);
}
