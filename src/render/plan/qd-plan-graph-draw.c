/* qd-plan-graph-draw.c — a planning graph drawn as AIMA draws it
 * (qd-plan-graph-draw.h).
 *
 * The layout: literal rows ROW apart, one per literal drawn (in the
 * graph's order); between two rows a gap where an operator's box may sit.
 * Each operator of an action column takes the free gap nearest to the
 * middle of the rows it touches (its preconditions and effects), the
 * operators in their order, more gaps below the last row when needed.
 * Widths come from fixed text metrics (qd-text-measure.h), so the size is
 * the same on every machine.
 */
#include "config.h"

#include "qd-plan-graph-draw.h"

#include "render/qd-draw.h"
#include "render/qd-text-measure.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#define MARGIN      16.0
#define HEADER      34.0    /* the columns' names */
#define ROW         40.0    /* between two literal rows */
#define LINK        48.0    /* the room for lines between a literal column and an action column */
#define LEGEND      36.0
#define LABEL_SIZE  13.0
#define NAME_SIZE   12.0
#define HEAD_SIZE   15.0
#define BOX_H       22.0
#define BOX_PAD      7.0
#define SQUARE       8.0
#define ANCHOR_GAP   4.0    /* between a label's ink and a line's end */

#define INFINITE QD_STRIPS_GRAPH_INFINITE

typedef struct {
  const QdStripsGraph *graph;
  gboolean book_names;
  guint n_levels;          /* literal levels drawn: S0 … S_{n-1}, and A0 … A_{n-2} */
  guint n_literals, n_ops;
  guint n_rows, n_gaps;
  guint *row;              /* of each literal, INFINITE when not drawn */
  guint *gap;              /* [level * n_ops + op]: the gap of an operator in A_level, INFINITE if absent */
  double lit_w, act_w;
  double width, height;
} Layout;

void
qd_plan_graph_drawing_init (QdPlanGraphDrawing *drawing, const QdStripsGraph *graph, const QdPalette *palette)
{
  *drawing = (QdPlanGraphDrawing) {
    .graph = graph,
    .palette = qd_palette_or_light (palette),
    .max_levels = 0,
    .mutexes = FALSE,
    .book_names = TRUE,
  };
}

/* A PDDL atom or action "(put-on spare axle)" as the book writes it,
 * "PutOn(Spare, Axle)": each word in camel case, the arguments in
 * parentheses (none: no parentheses). */
static char *
book_name (const char *pddl)
{
  g_auto(GStrv) words = g_strsplit_set (pddl, "() ", -1);
  GString *out = g_string_new (NULL);
  guint n = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      gboolean upper = TRUE;
      if (words[i][0] == '\0')
        continue;
      g_string_append (out, n == 0 ? "" : n == 1 ? "(" : ", ");
      for (const char *c = words[i]; *c != '\0'; c++)
        {
          if (*c == '-' || *c == '_')
            upper = TRUE;
          else
            g_string_append_c (out, upper ? g_ascii_toupper (*c) : *c);
          upper = upper && (*c == '-' || *c == '_');
        }
      n++;
    }
  if (n > 1)
    g_string_append_c (out, ')');
  return g_string_free (out, FALSE);
}

static char *
item_name (const Layout *l, const char *pddl)
{
  return l->book_names ? book_name (pddl) : g_strdup (pddl);
}

static char *
literal_label (const Layout *l, guint literal)
{
  g_autofree char *fact = item_name (l, qd_strips_graph_task (l->graph)->fact_names[literal / 2]);
  return literal & 1 ? g_strconcat ("¬", fact, NULL) : g_steal_pointer (&fact);
}

static double
literal_width (const Layout *l, guint literal)
{
  g_autofree char *label = literal_label (l, literal);
  return qd_text_measure (label, LABEL_SIZE);
}

static char *
op_label (const Layout *l, guint op)
{
  return item_name (l, qd_strips_graph_task (l->graph)->ops[op].name);
}

static double
box_width (const Layout *l, guint op)
{
  g_autofree char *label = op_label (l, op);
  return qd_text_measure (label, NAME_SIZE) + 2 * BOX_PAD;
}

/* How far a mutex arc between two items `span` apart reaches aside: its
 * curve stays within the room for lines beside its column (three
 * quarters of this), over no label or box of the next column. */
static double
arc_bulge (double span)
{
  return MIN (8 + 0.25 * span, LINK * 1.1);
}

static double
row_y (guint row)
{
  return MARGIN + HEADER + ROW / 2 + row * ROW;
}

static double
gap_y (guint gap)
{
  return row_y (gap) + ROW / 2;
}

static double
literal_x (const Layout *l, guint level)
{
  return MARGIN + level * (l->lit_w + l->act_w + 2 * LINK) + l->lit_w / 2;
}

static double
action_x (const Layout *l, guint level)
{
  return literal_x (l, level) + l->lit_w / 2 + LINK + l->act_w / 2;
}

/* The rows: every literal of the last level drawn (levels only grow). */
static void
layout_rows (Layout *l)
{
  l->row = g_new (guint, l->n_literals);
  l->lit_w = 40;
  for (guint lit = 0; lit < l->n_literals; lit++)
    {
      l->row[lit] = INFINITE;
      if (!qd_strips_graph_has_literal (l->graph, l->n_levels - 1, lit))
        continue;
      l->row[lit] = l->n_rows++;
      l->lit_w = MAX (l->lit_w, literal_width (l, lit));
    }
}

/* The middle of the rows an operator touches, as a gap. */
static guint
wanted_gap (const Layout *l, guint op)
{
  guint n_pre, n_eff;
  const guint32 *pre = qd_strips_graph_preconditions (l->graph, op, &n_pre);
  const guint32 *eff = qd_strips_graph_effects (l->graph, op, &n_eff);
  double sum = 0;

  for (guint i = 0; i < n_pre; i++)
    sum += l->row[pre[i]];
  for (guint i = 0; i < n_eff; i++)
    sum += l->row[eff[i]];
  return n_pre + n_eff > 0 ? (guint) floor (sum / (n_pre + n_eff)) : 0;
}

/* The free gap nearest to `want`; `taken` has n_rows + n_ops entries. */
static guint
nearest_free (gboolean *taken, guint n, guint want)
{
  want = MIN (want, n - 1);
  for (guint d = 0; d < n; d++)
    {
      if (want + d < n && !taken[want + d])
        return want + d;
      if (d <= want && !taken[want - d])
        return want - d;
    }
  g_assert_not_reached ();
}

static void
layout_gaps (Layout *l)
{
  guint n = l->n_rows + l->n_ops + 1;
  g_autofree gboolean *taken = g_new (gboolean, n);

  l->gap = g_new (guint, MAX (l->n_levels - 1, 1) * l->n_ops + 1);
  l->act_w = 3 * SQUARE;
  for (guint level = 0; level + 1 < l->n_levels; level++)
    {
      memset (taken, 0, n * sizeof (gboolean));
      for (guint op = 0; op < l->n_ops; op++)
        {
          guint *gap = &l->gap[level * l->n_ops + op];
          *gap = INFINITE;
          if (!qd_strips_graph_has_action (l->graph, level, op))
            continue;
          *gap = nearest_free (taken, n, wanted_gap (l, op));
          taken[*gap] = TRUE;
          l->n_gaps = MAX (l->n_gaps, *gap + 1);
          l->act_w = MAX (l->act_w, box_width (l, op));
        }
    }
}

static void
layout_init (Layout *l, const QdPlanGraphDrawing *o)
{
  const QdStripsGraph *graph = o->graph;
  double bottom;

  *l = (Layout) {
    .graph = graph,
    .book_names = o->book_names,
    .n_levels = qd_strips_graph_n_levels (graph),
    .n_literals = qd_strips_graph_n_literals (graph),
    .n_ops = qd_strips_graph_task (graph)->n_ops,
  };
  if (o->max_levels > 0)
    l->n_levels = MIN (l->n_levels, o->max_levels);
  layout_rows (l);
  layout_gaps (l);
  bottom = MAX (row_y (MAX (l->n_rows, 1) - 1), l->n_gaps > 0 ? gap_y (l->n_gaps - 1) : 0) + ROW / 2;
  /* Room for the last level's mutex arcs on its right. */
  l->width = literal_x (l, l->n_levels - 1) + l->lit_w / 2 + arc_bulge (row_y (MAX (l->n_rows, 1) - 1) - row_y (0)) + MARGIN;
  l->height = bottom + LEGEND + MARGIN;
}

static void
layout_clear (Layout *l)
{
  g_free (l->row);
  g_free (l->gap);
}

void
qd_plan_graph_draw_get_size (const QdPlanGraphDrawing *drawing, double *width, double *height)
{
  Layout l;

  layout_init (&l, drawing);
  *width = l.width;
  *height = l.height;
  layout_clear (&l);
}

/* Where an action of A_level is drawn: its centre and half its width.
 * Every operator's box is as wide as its column, so the lines meet them
 * all at the column's edges and never cross a box or a label. */
static void
action_place (const Layout *l, guint level, guint action, double *x, double *y, double *half)
{
  *x = action_x (l, level);
  if (action < l->n_ops)
    {
      *y = gap_y (l->gap[level * l->n_ops + action]);
      *half = l->act_w / 2;
    }
  else
    {
      *y = row_y (l->row[action - l->n_ops]);
      *half = SQUARE / 2;
    }
}

/* Where a line meets a literal of S_level (`right`: on its right): at the
 * column's edge, a stub joining it to the label's ink (draw_stubs), so
 * that no line crosses a longer label above or below. */
static void
literal_anchor (const Layout *l, guint level, guint literal, gboolean right, double *x, double *y)
{
  double half = l->lit_w / 2 + ANCHOR_GAP;
  *x = literal_x (l, level) + (right ? half : -half);
  *y = row_y (l->row[literal]);
}

static void
line (cairo_t *cr, double x1, double y1, double x2, double y2)
{
  cairo_move_to (cr, x1, y1);
  cairo_line_to (cr, x2, y2);
}

/* The stubs from each label's ink to its column's edges, where the lines
 * start: on the left past S0, on the right before the last level. */
static void
draw_stubs (cairo_t *cr, const Layout *l, guint level, const GArray *literals)
{
  for (guint i = 0; i < literals->len; i++)
    {
      guint lit = g_array_index (literals, guint, i);
      double half = literal_width (l, lit) / 2 + ANCHOR_GAP, x, y;

      for (guint right = level > 0 ? 0 : 1; right < (level + 1 < l->n_levels ? 2u : 1u); right++)
        {
          literal_anchor (l, level, lit, right, &x, &y);
          line (cr, literal_x (l, level) + (right ? half : -half), y, x, y);
        }
    }
  cairo_stroke (cr);
}

/* The lines of A_level: from each precondition, to each effect. */
static void
draw_links (cairo_t *cr, const Layout *l, guint level, const GArray *actions)
{
  for (guint i = 0; i < actions->len; i++)
    {
      guint a = g_array_index (actions, guint, i), n;
      double x, y, half, lx, ly;
      const guint32 *lits = qd_strips_graph_preconditions (l->graph, a, &n);

      action_place (l, level, a, &x, &y, &half);
      for (guint j = 0; j < n; j++)
        {
          literal_anchor (l, level, lits[j], TRUE, &lx, &ly);
          line (cr, lx, ly, x - half, y);
        }
      lits = qd_strips_graph_effects (l->graph, a, &n);
      for (guint j = 0; j < n; j++)
        {
          literal_anchor (l, level + 1, lits[j], FALSE, &lx, &ly);
          line (cr, x + half, y, lx, ly);
        }
    }
  cairo_stroke (cr);
}

/* A mutex link: an arc from (x1, y1) to (x2, y2) reaching out to x = reach
 * plus the bulge of its span (`side` -1: to the left). */
static void
arc (cairo_t *cr, double x1, double y1, double x2, double y2, double reach, double side)
{
  double x = reach + side * arc_bulge (fabs (y2 - y1));

  cairo_move_to (cr, x1, y1);
  cairo_curve_to (cr, x, y1, x, y2, x2, y2);
}

static gboolean
items_mutex (const Layout *l, guint level, gboolean action, guint a, guint b)
{
  if (action)
    return qd_strips_graph_action_mutex (l->graph, level, a, b) != QD_STRIPS_GRAPH_NOT_MUTEX;
  return qd_strips_graph_literal_mutex (l->graph, level, a, b) != QD_STRIPS_GRAPH_NOT_MUTEX;
}

typedef void (*MutexFunc) (const Layout *l, const QdPlanGraphItem *a, const QdPlanGraphItem *b, gpointer data);

static gboolean item_box (const Layout *l, const QdPlanGraphItem *item, double *x1, double *y1, double *x2,
                          double *y2);

/* Whether the level's items of that kind have links to draw. */
static gboolean
level_wanted (const Layout *l, const QdPlanGraphDrawing *o, guint level, gboolean action)
{
  double box[4];

  if (action && level + 1 >= l->n_levels)
    return FALSE;
  if (o->mutexes)
    return TRUE;
  return o->focus != NULL && o->focus->level == level && o->focus->action == action
         && item_box (l, o->focus, &box[0], &box[1], &box[2], &box[3]);
}

/* Each mutex link drawn: with `mutexes`, every pair of every level; else
 * the focus item's with each of its partners (the focus first). */
static void
each_mutex (const Layout *l, const QdPlanGraphDrawing *o, MutexFunc func, gpointer data)
{
  g_autoptr(GArray) items = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint level = 0; level < l->n_levels; level++)
    for (guint kind = 0; kind < 2; kind++)
      {
        gboolean action = kind == 1;

        if (!level_wanted (l, o, level, action))
          continue;
        if (action)
          qd_strips_graph_level_actions (l->graph, level, items);
        else
          qd_strips_graph_level_literals (l->graph, level, items);
        for (guint i = 0; i < items->len; i++)
          for (guint j = 0; j < i; j++)
            {
              QdPlanGraphItem a = { level, action, g_array_index (items, guint, i) };
              QdPlanGraphItem b = { level, action, g_array_index (items, guint, j) };

              if (!o->mutexes && a.index != o->focus->index && b.index != o->focus->index)
                continue;
              if (!items_mutex (l, level, action, a.index, b.index))
                continue;
              if (!o->mutexes && b.index == o->focus->index)
                func (l, &b, &a, data);
              else
                func (l, &a, &b, data);
            }
      }
}

/* A mutex link as an arc: between two literals on their column's right;
 * between two persistence actions on their right, else on the left, so
 * that fewer arcs cross. */
static void
draw_mutex (const Layout *l, const QdPlanGraphItem *a, const QdPlanGraphItem *b, gpointer cr)
{
  double x1, y1, h1, x2, y2, h2;

  if (!a->action)
    {
      literal_anchor (l, a->level, a->index, TRUE, &x1, &y1);
      literal_anchor (l, b->level, b->index, TRUE, &x2, &y2);
      arc (cr, x1 - ANCHOR_GAP / 2, y1, x2 - ANCHOR_GAP / 2, y2, MAX (x1, x2), 1);
      return;
    }
  action_place (l, a->level, a->index, &x1, &y1, &h1);
  action_place (l, b->level, b->index, &x2, &y2, &h2);
  if (a->index >= l->n_ops && b->index >= l->n_ops)
    arc (cr, x1 + h1, y1, x2 + h2, y2, x1 + l->act_w / 2, 1);
  else
    arc (cr, x1 - h1, y1, x2 - h2, y2, x1 - l->act_w / 2, -1);
}

/* The focus item's partners outlined in the mutexes' colour. */
static void
outline_partner (const Layout *l, const QdPlanGraphItem *a, const QdPlanGraphItem *b, gpointer cr)
{
  double x1, y1, x2, y2;

  if (item_box (l, b, &x1, &y1, &x2, &y2))
    qd_draw_rounded_rect (cr, x1, y1, x2 - x1, y2 - y1, 5);
}

static void
add_link (const Layout *l, const QdPlanGraphItem *a, const QdPlanGraphItem *b, gpointer links)
{
  g_array_append_val (links, *a);
  g_array_append_val (links, *b);
}

static void
draw_actions (cairo_t *cr, QdDrawText *text, const Layout *l, const QdPalette *p, guint level,
              const GArray *actions)
{
  for (guint i = 0; i < actions->len; i++)
    {
      guint a = g_array_index (actions, guint, i);
      double x, y, half;

      action_place (l, level, a, &x, &y, &half);
      if (a < l->n_ops)
        qd_draw_rounded_rect (cr, x - half, y - BOX_H / 2, 2 * half, BOX_H, 4);
      else
        cairo_rectangle (cr, x - half, y - half, 2 * half, 2 * half);
      qd_draw_set_color (cr, a < l->n_ops ? &p->leaf_fill : &p->background, 1.0);
      cairo_fill_preserve (cr);
      qd_draw_set_color (cr, &p->foreground, 1.0);
      cairo_stroke (cr);
      if (a < l->n_ops)
        {
          g_autofree char *label = op_label (l, a);
          qd_draw_text (text, label, NAME_SIZE, QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, x, y,
                        &p->foreground, 1.0);
        }
    }
}

static void
draw_literals (QdDrawText *text, const Layout *l, const QdPalette *p, guint level, const GArray *literals)
{
  for (guint i = 0; i < literals->len; i++)
    {
      guint lit = g_array_index (literals, guint, i);
      g_autofree char *label = literal_label (l, lit);
      qd_draw_text (text, label, LABEL_SIZE, QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, literal_x (l, level),
                    row_y (l->row[lit]), &p->foreground, 1.0);
    }
}

static void
draw_heads (QdDrawText *text, const Layout *l, const QdPalette *p)
{
  for (guint level = 0; level < l->n_levels; level++)
    {
      char name[16];
      g_snprintf (name, sizeof name, "S%u", level);
      qd_draw_text (text, name, HEAD_SIZE, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER, literal_x (l, level),
                    MARGIN + HEAD_SIZE / 2, &p->foreground, 1.0);
      if (level + 1 == l->n_levels)
        break;
      g_snprintf (name, sizeof name, "A%u", level);
      qd_draw_text (text, name, HEAD_SIZE, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER, action_x (l, level),
                    MARGIN + HEAD_SIZE / 2, &p->foreground, 1.0);
    }
}

/* Under the graph: what a small square and an arc of the second colour are. */
static void
draw_legend (cairo_t *cr, QdDrawText *text, const Layout *l, const QdPalette *p, gboolean every_mutex)
{
  double y = l->height - MARGIN - LEGEND / 2, x = MARGIN;

  cairo_rectangle (cr, x, y - SQUARE / 2, SQUARE, SQUARE);
  qd_draw_set_color (cr, &p->foreground, 1.0);
  qd_draw_line_width (cr, p, 1);
  cairo_stroke (cr);
  x += SQUARE + 6;
  x += qd_draw_text (text, _("persistence action"), NAME_SIZE, QD_DRAW_TEXT_LEFT | QD_DRAW_TEXT_CAP_MIDDLE, x, y,
                     &p->foreground, 1.0) + 24;
  arc (cr, x, y - 7, x, y + 7, x, 1);
  qd_draw_set_color (cr, &p->bad, 1.0);
  qd_draw_line_width (cr, p, 1.5);
  cairo_stroke (cr);
  qd_draw_text (text, every_mutex ? _("mutex") : _("mutex of the item selected (a click, or the arrow keys)"),
                NAME_SIZE, QD_DRAW_TEXT_LEFT | QD_DRAW_TEXT_CAP_MIDDLE, x + 16, y, &p->bad, 1.0);
}

/* The box an item is drawn in; FALSE when it is not drawn. */
static gboolean
item_box (const Layout *l, const QdPlanGraphItem *item, double *x1, double *y1, double *x2, double *y2)
{
  double x, y, half, half_h;

  if (item->level >= l->n_levels || (item->action && item->level + 1 >= l->n_levels))
    return FALSE;
  if (item->action && qd_strips_graph_has_action (l->graph, item->level, item->index))
    {
      action_place (l, item->level, item->index, &x, &y, &half);
      half_h = item->index < l->n_ops ? BOX_H / 2 : half;
    }
  else if (!item->action && qd_strips_graph_has_literal (l->graph, item->level, item->index))
    {
      x = literal_x (l, item->level);
      y = row_y (l->row[item->index]);
      half = literal_width (l, item->index) / 2;
      half_h = LABEL_SIZE * 0.8;
    }
  else
    return FALSE;
  /* A little more than the ink, so that a small square is easy to hit. */
  *x1 = x - half - 3;
  *x2 = x + half + 3;
  *y1 = y - half_h - 3;
  *y2 = y + half_h + 3;
  return TRUE;
}

/* Whether (x, y) is on an item of level `level`; *item filled. */
static gboolean
hit_level (const Layout *l, guint level, gboolean action, double x, double y, QdPlanGraphItem *item)
{
  guint n = action ? qd_strips_graph_n_actions (l->graph) : l->n_literals;

  for (guint i = 0; i < n; i++)
    {
      double x1, y1, x2, y2;
      *item = (QdPlanGraphItem) { .level = level, .action = action, .index = i };
      if (item_box (l, item, &x1, &y1, &x2, &y2) && x >= x1 && x <= x2 && y >= y1 && y <= y2)
        return TRUE;
    }
  return FALSE;
}

gboolean
qd_plan_graph_draw_hit (const QdPlanGraphDrawing *drawing, double x, double y, QdPlanGraphItem *item)
{
  gboolean found = FALSE;
  Layout l;

  layout_init (&l, drawing);
  for (guint level = 0; level < l.n_levels && !found; level++)
    found = hit_level (&l, level, FALSE, x, y, item) || hit_level (&l, level, TRUE, x, y, item);
  layout_clear (&l);
  return found;
}

gboolean
qd_plan_graph_draw_item_box (const QdPlanGraphDrawing *drawing, const QdPlanGraphItem *item, double box[4])
{
  double x1 = 0, y1 = 0, x2 = 0, y2 = 0;
  gboolean drawn;
  Layout l;

  layout_init (&l, drawing);
  drawn = item_box (&l, item, &x1, &y1, &x2, &y2);
  layout_clear (&l);
  box[0] = x1;
  box[1] = y1;
  box[2] = x2 - x1;
  box[3] = y2 - y1;
  return drawn;
}

static void
draw_selected (cairo_t *cr, const Layout *l, const QdPlanGraphDrawing *o)
{
  for (guint i = 0; i < o->n_selected; i++)
    {
      double x1, y1, x2, y2;
      if (!item_box (l, &o->selected[i], &x1, &y1, &x2, &y2))
        continue;
      qd_draw_rounded_rect (cr, x1, y1, x2 - x1, y2 - y1, 5);
      qd_draw_set_color (cr, &o->palette->accent, 0.25);
      cairo_fill_preserve (cr);
      qd_draw_set_color (cr, &o->palette->accent, 1.0);
      qd_draw_line_width (cr, o->palette, 2);
      cairo_stroke (cr);
    }
}

/* One level's lines (`items` FALSE), or its actions and literals. */
static void
draw_level (cairo_t *cr, QdDrawText *text, const Layout *l, const QdPlanGraphDrawing *o, guint level,
            gboolean items)
{
  const QdPalette *p = o->palette;
  g_autoptr(GArray) literals = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (guint));

  qd_strips_graph_level_literals (l->graph, level, literals);
  if (level + 1 < l->n_levels)
    qd_strips_graph_level_actions (l->graph, level, actions);
  qd_draw_line_width (cr, p, 1);
  if (!items)
    {
      qd_draw_set_color (cr, &p->foreground, 0.45);
      draw_stubs (cr, l, level, literals);
      draw_links (cr, l, level, actions);
      return;
    }
  draw_actions (cr, text, l, p, level, actions);
  draw_literals (text, l, p, level, literals);
}

/* The mutex links (the focus item's, or every one), then its partners
 * outlined. */
static void
draw_mutexes (cairo_t *cr, const Layout *l, const QdPlanGraphDrawing *o)
{
  qd_draw_set_color (cr, &o->palette->bad, 0.9);
  qd_draw_line_width (cr, o->palette, 1.5);
  each_mutex (l, o, draw_mutex, cr);
  cairo_stroke (cr);
  if (o->mutexes)
    return;
  qd_draw_line_width (cr, o->palette, 2);
  each_mutex (l, o, outline_partner, cr);
  cairo_stroke (cr);
}

void
qd_plan_graph_draw (cairo_t *cr, const QdPlanGraphDrawing *drawing)
{
  QdPlanGraphDrawing o = *drawing;
  QdDrawText text;
  Layout l;

  o.palette = qd_palette_or_light (o.palette);
  layout_init (&l, &o);
  qd_draw_begin (cr, o.palette, &text, "H");
  draw_heads (&text, &l, o.palette);
  draw_selected (cr, &l, &o);
  for (guint level = 0; level < l.n_levels; level++)
    draw_level (cr, &text, &l, &o, level, FALSE);
  draw_mutexes (cr, &l, &o);
  for (guint level = 0; level < l.n_levels; level++)
    draw_level (cr, &text, &l, &o, level, TRUE);
  draw_legend (cr, &text, &l, o.palette, o.mutexes);
  qd_draw_end (cr, &text);
  layout_clear (&l);
}

GArray *
qd_plan_graph_draw_mutex_links (const QdPlanGraphDrawing *drawing)
{
  GArray *links = g_array_new (FALSE, FALSE, sizeof (QdPlanGraphItem));
  Layout l;

  layout_init (&l, drawing);
  each_mutex (&l, drawing, add_link, links);
  layout_clear (&l);
  return links;
}

void
qd_plan_graph_drawing_draw (cairo_t *cr, double width, double height, gpointer drawing)
{
  qd_plan_graph_draw (cr, drawing);
}
