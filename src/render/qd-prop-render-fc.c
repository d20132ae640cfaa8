/* qd-prop-render-fc.c — forward chaining drawn as the book's AND-OR graph
 * (AIMA Fig. 7.16(b)): the symbols as circles, each clause with premises a
 * point where its premises' lines join (an arc across them for AND, its
 * count beside it) and one line up to its conclusion.  A symbol stands at
 * the round forward chaining could first infer it in (facts at the bottom,
 * the conclusions above their premises); symbols popped from the agenda
 * are filled and numbered in pop order; under the graph, a strip of the
 * pops and the agenda left.  At step k: the state after k pops. */
#include "qd-prop-render-private.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "core/qd-format.h"

#define NODE_R       17.0    /* a symbol's circle */
#define NODE_GAP     46.0    /* between two circles of a level */
#define LEVEL_H      86.0    /* from a level to the next */
#define JOIN_R        4.0    /* a clause's point */
#define JOIN_HIT     10.0
#define JOIN_SPREAD  34.0    /* between the points of clauses with one conclusion */
#define ARC_R        15.0    /* the AND arc around the point */
#define BADGE_R       8.0    /* the pop number on a symbol */
#define STRIP_H      30.0    /* a strip's cell */
#define STRIP_GAP     8.0
#define SWEEPS        4      /* barycentre passes that order a level */
#define ROUTE_MAX_SYMBOLS 120  /* past this many symbols lines are not bent around circles */

typedef struct {
  GArray *first;      /* guint, per clause + 1: its premises in `premises` */
  GArray *premises;   /* guint node indices */
  guint *conclusion;  /* node index per clause */
  guint *clause_node; /* per clause: its join node, G_MAXUINT for a fact */
  guint n_sym;        /* symbol nodes */
  guint n_join;
  guint *symbol;      /* node → symbol number */
  guint *level;       /* per symbol node */
  double *x, *y;      /* per node: symbols then joins */
  double *bx, *by;    /* per premise (as `premises`): its line's control point */
  double *cx, *cy;    /* per clause: the control point of the line to its conclusion */
  guint max_level;
  guint max_width;    /* the most symbols of a level */
  double graph_top, strip_top;
  double width, height;
} Graph;

static guint
node_of_symbol (Graph *g, GHashTable *index, guint symbol)
{
  gpointer found;

  if (g_hash_table_lookup_extended (index, GUINT_TO_POINTER (symbol), NULL, &found))
    return GPOINTER_TO_UINT (found);
  g->symbol[g->n_sym] = symbol;
  g_hash_table_insert (index, GUINT_TO_POINTER (symbol), GUINT_TO_POINTER (g->n_sym));
  return g->n_sym++;
}

/* The symbol nodes of a conjunction, appended to g->premises. */
static void
add_premises (const QdProp *prop, guint root, Graph *g, GHashTable *index)
{
  const QdPropNode *node = qd_prop_node (prop, root);

  if (node->op == QD_PROP_AND)
    {
      add_premises (prop, node->left, g, index);
      add_premises (prop, node->right, g, index);
    }
  else if (node->op == QD_PROP_SYM)
    {
      guint n = node_of_symbol (g, index, node->left);

      g_array_append_val (g->premises, n);
    }
}

static void
read_clauses (const QdPropChaining *ch, Graph *g)
{
  g_autoptr (GHashTable) index = g_hash_table_new (NULL, NULL);

  g->symbol = g_new0 (guint, qd_prop_n_symbols (ch->prop) + 1);
  g->conclusion = g_new0 (guint, ch->n_kb + 1);
  g->clause_node = g_new0 (guint, ch->n_kb + 1);
  g->first = g_array_new (FALSE, FALSE, sizeof (guint));
  g->premises = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint c = 0; c < ch->n_kb; c++)
    {
      const QdPropNode *node = qd_prop_node (ch->prop, ch->kb[c]);
      const QdPropNode *head = node->op == QD_PROP_IMPLIES ? qd_prop_node (ch->prop, node->right) : node;

      g_array_append_val (g->first, g->premises->len);
      if (node->op == QD_PROP_IMPLIES)
        add_premises (ch->prop, node->left, g, index);
      g->conclusion[c] = head->op == QD_PROP_SYM ? node_of_symbol (g, index, head->left) : G_MAXUINT;
    }
  g_array_append_val (g->first, g->premises->len);
  if (ch->query < qd_prop_n_symbols (ch->prop))
    node_of_symbol (g, index, ch->query);
  for (guint c = 0; c < ch->n_kb; c++)
    {
      gboolean join = g_array_index (g->first, guint, c + 1) > g_array_index (g->first, guint, c)
                      && g->conclusion[c] != G_MAXUINT;

      g->clause_node[c] = join ? g->n_sym + g->n_join++ : G_MAXUINT;
    }
}

#define PREMISES(g, c) \
  for (guint k_ = g_array_index ((g)->first, guint, (c)); k_ < g_array_index ((g)->first, guint, (c) + 1); k_++)
#define PREMISE(g) g_array_index ((g)->premises, guint, k_)

/* Each symbol's level: the round in which forward chaining could first
 * infer it (a fact, or a symbol no clause concludes, 0; else one more than
 * its premises at the best clause), the least fixed point, so a cycle such
 * as L ⇒ M ⇒ P ⇒ L does not lift its symbols without end.  Symbols no
 * round reaches go one above their premises where they can, else 0. */
static void
assign_levels (const QdPropChaining *ch, Graph *g)
{
  g_autofree gboolean *concluded = g_new0 (gboolean, g->n_sym + 1);
  gboolean changed = TRUE;

  g->level = g_new (guint, g->n_sym + 1);
  for (guint c = 0; c < ch->n_kb; c++)
    if (g->clause_node[c] != G_MAXUINT)
      concluded[g->conclusion[c]] = TRUE;
  for (guint c = 0; c < ch->n_kb; c++)
    if (g->clause_node[c] == G_MAXUINT && g->conclusion[c] != G_MAXUINT)
      concluded[g->conclusion[c]] = FALSE;   /* a fact stays at the bottom */
  for (guint s = 0; s < g->n_sym; s++)
    g->level[s] = concluded[s] ? G_MAXUINT : 0;
  for (guint round = 0; changed && round <= g->n_sym; round++)
    {
      changed = FALSE;
      for (guint c = 0; c < ch->n_kb; c++)
        {
          guint top = 0;

          if (g->clause_node[c] == G_MAXUINT)
            continue;
          PREMISES (g, c) top = MAX (top, g->level[PREMISE (g)]);
          if (top != G_MAXUINT && top + 1 < g->level[g->conclusion[c]])
            {
              g->level[g->conclusion[c]] = top + 1;
              changed = TRUE;
            }
        }
    }
  g->max_level = 0;
  for (guint s = 0; s < g->n_sym; s++)
    {
      if (g->level[s] == G_MAXUINT)
        g->level[s] = 0;
      g->max_level = MAX (g->max_level, g->level[s]);
    }
}

/* The mean x of the nodes joined to symbol s from below (sweep up) or from
 * above (sweep down), or its own x when none. */
static double
barycentre (const QdPropChaining *ch, const Graph *g, guint s, gboolean up)
{
  double sum = 0;
  guint n = 0;

  for (guint c = 0; c < ch->n_kb; c++)
    {
      if (g->clause_node[c] == G_MAXUINT)
        continue;
      if (up && g->conclusion[c] == s)
        {
          PREMISES (g, c) { sum += g->x[PREMISE (g)]; n++; }
        }
      else if (!up)
        {
          PREMISES (g, c) if (PREMISE (g) == s) { sum += g->x[g->conclusion[c]]; n++; }
        }
    }
  return n > 0 ? sum / n : g->x[s];
}

static gint
compare_keys (gconstpointer a, gconstpointer b, gpointer keys)
{
  const double *k = keys;
  double x = k[*(const guint *) a], y = k[*(const guint *) b];

  return x < y ? -1 : x > y ? 1 : (gint) *(const guint *) a - (gint) *(const guint *) b;
}

/* Spreads each level's symbols in their order, centred on the widest. */
static void
spread_levels (Graph *g, GPtrArray *levels)
{
  for (guint l = 0; l <= g->max_level; l++)
    {
      GArray *row = g_ptr_array_index (levels, l);
      double left = (g->max_width - row->len) * (2 * NODE_R + NODE_GAP) / 2;

      for (guint i = 0; i < row->len; i++)
        g->x[g_array_index (row, guint, i)] = PROP_MARGIN + left + NODE_R + i * (2 * NODE_R + NODE_GAP);
    }
}

/* Orders each level by the barycentres of its neighbours, up then down,
 * a few times (fewer crossings), and places the symbols. */
static void
place_symbols (const QdPropChaining *ch, Graph *g)
{
  g_autoptr (GPtrArray) levels = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autofree double *keys = g_new0 (double, g->n_sym + 1);

  for (guint l = 0; l <= g->max_level; l++)
    g_ptr_array_add (levels, g_array_new (FALSE, FALSE, sizeof (guint)));
  for (guint s = 0; s < g->n_sym; s++)
    g_array_append_val (g_ptr_array_index (levels, g->level[s]), s);
  g->max_width = 1;
  for (guint l = 0; l <= g->max_level; l++)
    g->max_width = MAX (g->max_width, ((GArray *) g_ptr_array_index (levels, l))->len);
  spread_levels (g, levels);
  for (guint sweep = 0; sweep < 2 * SWEEPS; sweep++)
    {
      gboolean up = sweep % 2 == 0;

      for (guint i = 0; i <= g->max_level; i++)
        {
          GArray *row = g_ptr_array_index (levels, up ? i : g->max_level - i);

          for (guint j = 0; j < row->len; j++)
            keys[g_array_index (row, guint, j)] = barycentre (ch, g, g_array_index (row, guint, j), up);
          g_array_sort_with_data (row, compare_keys, keys);
          spread_levels (g, levels);
        }
    }
  /* A chain of levels of one symbol each (Fig. 7.16's L, M, P, Q) would
   * stand in one column, its lines running through its circles: every
   * second one steps aside. */
  for (guint l = 1, side = 0; l <= g->max_level; l++)
    {
      GArray *row = g_ptr_array_index (levels, l), *below = g_ptr_array_index (levels, l - 1);
      guint s = g_array_index (row, guint, 0);

      if (row->len == 1 && below->len == 1 && fabs (g->x[s] - g->x[g_array_index (below, guint, 0)]) < 1)
        g->x[s] += (side++ % 2 == 0 ? 1 : -1) * (NODE_R + NODE_GAP / 2);
    }
}

/* Whether the quadratic curve from (x1, y1) through control (qx, qy) to
 * (x2, y2) passes within `room` of a symbol other than a and b. */
static gboolean
curve_blocked (const Graph *g, double x1, double y1, double qx, double qy, double x2, double y2, guint a,
               guint b, double room)
{
  for (guint i = 1; i < 16; i++)
    {
      double t = i / 16.0, u = 1 - t;
      double px = u * u * x1 + 2 * u * t * qx + t * t * x2, py = u * u * y1 + 2 * u * t * qy + t * t * y2;

      for (guint s = 0; s < g->n_sym; s++)
        if (s != a && s != b && hypot (px - g->x[s], py - g->y[s]) < room)
          return TRUE;
    }
  return FALSE;
}

/* The control point of a line from node a to node b: the middle (a
 * straight line) unless a symbol is in the way, then bent aside, the
 * least bend that clears, either side. */
static void
route (const Graph *g, guint a, guint b, double *qx, double *qy)
{
  double x1 = g->x[a], y1 = g->y[a], x2 = g->x[b], y2 = g->y[b];
  double mx = (x1 + x2) / 2, my = (y1 + y2) / 2, len = MAX (hypot (x2 - x1, y2 - y1), 1e-6);
  double nx = -(y2 - y1) / len, ny = (x2 - x1) / len;

  *qx = mx;
  *qy = my;
  if (g->n_sym > ROUTE_MAX_SYMBOLS)
    return;   /* a large graph keeps straight lines: bending costs symbols² per line */
  for (guint k = 1; k <= 8 && curve_blocked (g, x1, y1, *qx, *qy, x2, y2, a, b, NODE_R + 5); k++)
    for (gint side = 1; side >= -1; side -= 2)
      {
        *qx = mx + side * nx * k * (NODE_R + 8);
        *qy = my + side * ny * k * (NODE_R + 8);
        if (!curve_blocked (g, x1, y1, *qx, *qy, x2, y2, a, b, NODE_R + 5))
          return;
      }
}

/* A clause's point: below its conclusion, halfway down to the level
 * under it, between the conclusion and its premises' mean. */
static void
place_joins (const QdPropChaining *ch, Graph *g)
{
  g_autofree double *base = NULL;

  for (guint c = 0; c < ch->n_kb; c++)
    {
      guint j = g->clause_node[c], top = g->conclusion[c];
      double sum = 0;
      guint n = 0;

      if (j == G_MAXUINT)
        continue;
      PREMISES (g, c) { sum += g->x[PREMISE (g)]; n++; }
      g->x[j] = (g->x[top] + sum / n) / 2;
      g->y[j] = g->y[top] + LEVEL_H * 0.45;
    }
  /* Points of one conclusion side by side, in the order of their
   * premises' mean (A ∧ B ⇒ L and A ∧ P ⇒ L would meet in one point). */
  base = g_memdup2 (g->x, (g->n_sym + g->n_join) * sizeof (double));
  for (guint c = 0; c < ch->n_kb; c++)
    {
      guint j = g->clause_node[c], before = 0, all = 0;

      if (j == G_MAXUINT)
        continue;
      for (guint o = 0; o < ch->n_kb; o++)
        {
          guint k = g->clause_node[o];

          if (k == G_MAXUINT || g->conclusion[o] != g->conclusion[c])
            continue;
          all++;
          before += k != j && (base[k] < base[j] || (base[k] == base[j] && o < c));
        }
      g->x[j] = g->x[g->conclusion[c]] + (before - (all - 1) / 2.0) * JOIN_SPREAD;
    }
  g->bx = g_new0 (double, g->premises->len + 1);
  g->by = g_new0 (double, g->premises->len + 1);
  g->cx = g_new0 (double, ch->n_kb + 1);
  g->cy = g_new0 (double, ch->n_kb + 1);
  for (guint c = 0; c < ch->n_kb; c++)
    {
      if (g->clause_node[c] == G_MAXUINT)
        continue;
      route (g, g->clause_node[c], g->conclusion[c], &g->cx[c], &g->cy[c]);
      PREMISES (g, c) route (g, PREMISE (g), g->clause_node[c], &g->bx[k_], &g->by[k_]);
    }
}

/* Moves the picture so that its leftmost reach (a circle, a bent line's
 * bulge) is at the margin; the width to the rightmost. */
static void
fit_width (Graph *g, guint n_kb)
{
  double lo = G_MAXDOUBLE, hi = -G_MAXDOUBLE;

  for (guint s = 0; s < g->n_sym; s++)
    {
      lo = MIN (lo, g->x[s] - NODE_R - 8);
      hi = MAX (hi, g->x[s] + NODE_R + 8);
    }
  for (guint k = 0; k < g->premises->len; k++)
    {
      lo = MIN (lo, g->bx[k]);
      hi = MAX (hi, g->bx[k]);
    }
  for (guint j = g->n_sym; j < g->n_sym + g->n_join; j++)
    hi = MAX (hi, g->x[j] + JOIN_R + 5 + qd_prop_render_measure ("00", PROP_SMALL));
  if (g->n_sym == 0)
    lo = hi = 0;
  for (guint n = 0; n < g->n_sym + g->n_join; n++)
    g->x[n] += PROP_MARGIN - lo;
  for (guint k = 0; k < g->premises->len; k++)
    g->bx[k] += PROP_MARGIN - lo;
  for (guint c = 0; c < n_kb; c++)
    g->cx[c] += PROP_MARGIN - lo;
  g->width = hi - lo + 2 * PROP_MARGIN;
}

static void
graph_make (const QdPropChaining *ch, const QdPropRenderOptions *options, Graph *g)
{
  guint n;

  (void) options;
  memset (g, 0, sizeof *g);
  read_clauses (ch, g);
  n = g->n_sym + g->n_join;
  g->x = g_new0 (double, n + 1);
  g->y = g_new0 (double, n + 1);
  assign_levels (ch, g);
  place_symbols (ch, g);
  g->graph_top = PROP_MARGIN + PROP_CAPTION_H + PROP_LINE_GAP;
  for (guint s = 0; s < g->n_sym; s++)
    g->y[s] = g->graph_top + NODE_R + BADGE_R + (g->max_level - g->level[s]) * LEVEL_H;
  place_joins (ch, g);
  fit_width (g, ch->n_kb);
  g->strip_top = g->graph_top + 2 * NODE_R + BADGE_R + g->max_level * LEVEL_H + 2 * PROP_LINE_GAP;
  g->height = g->strip_top + 2 * (STRIP_H + STRIP_GAP) + PROP_MARGIN;
}

static void
graph_clear (Graph *g)
{
  g_clear_pointer (&g->first, g_array_unref);
  g_clear_pointer (&g->premises, g_array_unref);
  g_clear_pointer (&g->conclusion, g_free);
  g_clear_pointer (&g->clause_node, g_free);
  g_clear_pointer (&g->symbol, g_free);
  g_clear_pointer (&g->level, g_free);
  g_clear_pointer (&g->x, g_free);
  g_clear_pointer (&g->y, g_free);
  g_clear_pointer (&g->bx, g_free);
  g_clear_pointer (&g->by, g_free);
  g_clear_pointer (&g->cx, g_free);
  g_clear_pointer (&g->cy, g_free);
}

guint
qd_prop_chaining_n_steps (const QdPropChaining *chaining)
{
  return chaining->fc->popped->len;
}

/* The graph's counts, and the symbol of node `node` (QD_PROP_NONE past
 * the symbols), what the getters below answer. */
static void
graph_numbers (const QdPropChaining *chaining, guint node, guint *n_sym, guint *n_join, guint *symbol)
{
  Graph g;
  QdPropRenderOptions o;

  qd_prop_render_options_init (&o, NULL);
  graph_make (chaining, &o, &g);
  *n_sym = g.n_sym;
  *n_join = g.n_join;
  *symbol = node < g.n_sym ? g.symbol[node] : QD_PROP_NONE;
  graph_clear (&g);
}

guint
qd_prop_chaining_n_symbols (const QdPropChaining *chaining)
{
  guint n_sym, n_join, symbol;

  graph_numbers (chaining, 0, &n_sym, &n_join, &symbol);
  return n_sym;
}

guint
qd_prop_chaining_n_clauses (const QdPropChaining *chaining)
{
  guint n_sym, n_join, symbol;

  graph_numbers (chaining, 0, &n_sym, &n_join, &symbol);
  return n_join;
}

guint
qd_prop_chaining_node_symbol (const QdPropChaining *chaining, guint node)
{
  guint n_sym, n_join, symbol;

  graph_numbers (chaining, node, &n_sym, &n_join, &symbol);
  return symbol;
}

#define STRIP_MAX 40   /* cells of a strip drawn at most, then "+N" */

/* The state after `pops` pops of PL-FC-ENTAILS?, replayed from the start
 * as core/qd-prop-infer.c runs it (the agenda a queue of the facts in
 * clause order, a clause's count down once per premise popped). */
typedef struct {
  guint *count;        /* per clause */
  guint *popped_at;    /* per symbol node: its first pop (from 1), 0: not popped */
  GArray *agenda;      /* node indices, the whole queue */
  guint head;          /* the next to pop */
  guint pops;
} State;

static void
state_replay (const QdPropChaining *ch, const Graph *g, guint pops, State *st)
{
  st->count = g_new0 (guint, ch->n_kb + 1);
  st->popped_at = g_new0 (guint, g->n_sym + 1);
  st->agenda = g_array_new (FALSE, FALSE, sizeof (guint));
  st->head = 0;
  st->pops = 0;
  for (guint c = 0; c < ch->n_kb; c++)
    {
      st->count[c] = g_array_index (g->first, guint, c + 1) - g_array_index (g->first, guint, c);
      if (st->count[c] == 0 && g->conclusion[c] != G_MAXUINT)
        g_array_append_val (st->agenda, g->conclusion[c]);
    }
  while (st->pops < pops && st->head < st->agenda->len)
    {
      guint p = g_array_index (st->agenda, guint, st->head++);

      st->pops++;
      if (g->symbol[p] == ch->query)
        {
          st->popped_at[p] = st->popped_at[p] ? st->popped_at[p] : st->pops;
          break;
        }
      if (st->popped_at[p])
        continue;
      st->popped_at[p] = st->pops;
      for (guint c = 0; c < ch->n_kb; c++)
        PREMISES (g, c) if (PREMISE (g) == p && --st->count[c] == 0)
          g_array_append_val (st->agenda, g->conclusion[c]);
    }
}

static void
state_clear (State *st)
{
  g_free (st->count);
  g_free (st->popped_at);
  g_array_unref (st->agenda);
}

static double
cell_width (const QdPropChaining *ch, guint symbol)
{
  return MAX (STRIP_H, qd_prop_render_measure (qd_prop_symbol_name (ch->prop, symbol), PROP_TEXT) + 14);
}

static double
strip_label_width (void)
{
  return MAX (qd_prop_render_measure (_("Popped"), PROP_TEXT), qd_prop_render_measure (_("Agenda"), PROP_TEXT)) + 12;
}

/* The strips' width: their label and STRIP_MAX of the widest cell, or as
 * many as the run pops. */
static double
strips_width (const QdPropChaining *ch, const Graph *g)
{
  double widest = STRIP_H;
  guint n = MIN (MAX (ch->fc->popped->len, g->n_sym), STRIP_MAX);

  for (guint s = 0; s < g->n_sym; s++)
    widest = MAX (widest, cell_width (ch, g->symbol[s]));
  return 2 * PROP_MARGIN + strip_label_width () + n * (widest + 4) + qd_prop_render_measure ("+0000", PROP_SMALL);
}

void
qd_prop_chaining_get_size (const QdPropChaining *chaining, const QdPropRenderOptions *options, double *width,
                           double *height)
{
  Graph g;
  double s = prop_render_scale (options);

  graph_make (chaining, options, &g);
  *width = MAX (g.width, strips_width (chaining, &g)) * s;
  *height = g.height * s;
  graph_clear (&g);
}

void
qd_prop_chaining_node_center (const QdPropChaining *chaining, const QdPropRenderOptions *options, guint node,
                              double *x, double *y)
{
  Graph g;
  double s = prop_render_scale (options);

  graph_make (chaining, options, &g);
  *x = node < g.n_sym + g.n_join ? g.x[node] * s : 0;
  *y = node < g.n_sym + g.n_join ? g.y[node] * s : 0;
  graph_clear (&g);
}

gint
qd_prop_chaining_hit (const QdPropChaining *chaining, const QdPropRenderOptions *options, double x, double y)
{
  Graph g;
  double s = prop_render_scale (options);
  gint hit = -1;

  graph_make (chaining, options, &g);
  x /= s;
  y /= s;
  for (guint n = 0; n < g.n_sym + g.n_join && hit < 0; n++)
    {
      double r = n < g.n_sym ? NODE_R : JOIN_HIT;

      if (hypot (x - g.x[n], y - g.y[n]) <= r)
        hit = (gint) n;
    }
  graph_clear (&g);
  return hit;
}

typedef struct {
  cairo_t *cr;
  const QdPalette *p;
  QdDrawText face;
  const QdPropChaining *ch;
  const QdPropRenderOptions *options;
  Graph g;
  State st;
  guint last;          /* the node popped last, G_MAXUINT: none */
} Draw;

static void
draw_caption (Draw *d)
{
  const QdPropChaining *ch = d->ch;
  const char *q = ch->query < qd_prop_n_symbols (ch->prop) ? qd_prop_symbol_name (ch->prop, ch->query) : "?";
  g_autofree char *text = NULL;

  if (d->st.pops < ch->fc->popped->len)
    /* TRANSLATORS: forward chaining shown step by step */
    text = g_strdup_printf (ngettext ("PL-FC-ENTAILS?: %u of %u pop", "PL-FC-ENTAILS?: %u of %u pops",
                                      ch->fc->popped->len), d->st.pops, ch->fc->popped->len);
  else if (ch->fc->entailed)
    /* TRANSLATORS: forward chaining proved the query (a symbol) at this pop */
    text = g_strdup_printf (_("KB ⊨ %s: popped at pop %u"), q, d->st.pops);
  else
    /* TRANSLATORS: forward chaining could not infer the query (a symbol) */
    text = g_strdup_printf (ngettext ("KB ⊭ %s: the agenda ran out after %u pop",
                                      "KB ⊭ %s: the agenda ran out after %u pops", d->st.pops), q, d->st.pops);
  qd_prop_render_caption (&d->face, d->p, text);
}

/* A quadratic curve from the border of circle (x1, y1) (radius r1) through
 * control (qx, qy) to the border of (x2, y2) (radius r2), as a cubic. */
static void
curve (cairo_t *cr, double x1, double y1, double r1, double qx, double qy, double x2, double y2, double r2)
{
  double a1 = atan2 (qy - y1, qx - x1), a2 = atan2 (y2 - qy, x2 - qx);
  double sx = x1 + r1 * cos (a1), sy = y1 + r1 * sin (a1), ex = x2 - r2 * cos (a2), ey = y2 - r2 * sin (a2);

  cairo_move_to (cr, sx, sy);
  cairo_curve_to (cr, sx + 2.0 / 3 * (qx - sx), sy + 2.0 / 3 * (qy - sy), ex + 2.0 / 3 * (qx - ex),
                  ey + 2.0 / 3 * (qy - ey), ex, ey);
}

static gint
compare_doubles (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

/* The AND arc across the lines that meet at (jx, jy) at `angles`: around
 * the circle but the widest gap between two of them. */
static void
and_arc (cairo_t *cr, double jx, double jy, double *angles, guint n)
{
  guint gap = n - 1;
  double widest;

  if (n < 2)
    return;
  qsort (angles, n, sizeof *angles, compare_doubles);
  widest = angles[0] + 2 * G_PI - angles[n - 1];
  for (guint i = 0; i + 1 < n; i++)
    if (angles[i + 1] - angles[i] > widest)
      {
        widest = angles[i + 1] - angles[i];
        gap = i;
      }
  cairo_new_sub_path (cr);
  cairo_arc (cr, jx, jy, ARC_R, angles[(gap + 1) % n], angles[gap] + (gap == n - 1 ? 0 : 2 * G_PI));
}

/* Premises to the point, the AND arc across them, the point to its
 * conclusion with an arrowhead; green once the count is 0. */
static void
draw_clause (Draw *d, guint c)
{
  const Graph *g = &d->g;
  guint j = g->clause_node[c], top = g->conclusion[c], n = 0;
  double jx = g->x[j], jy = g->y[j], a;
  gboolean fired = d->st.count[c] == 0;
  const QdColor *ink = fired ? &d->p->good : &d->p->foreground;
  g_autofree double *angles = g_new (double, g_array_index (g->first, guint, c + 1) + 1);
  char count[16];

  PREMISES (g, c)
  {
    curve (d->cr, g->x[PREMISE (g)], g->y[PREMISE (g)], NODE_R, g->bx[k_], g->by[k_], jx, jy, 0);
    angles[n++] = atan2 (g->by[k_] - jy, g->bx[k_] - jx);
  }
  curve (d->cr, jx, jy, 0, g->cx[c], g->cy[c], g->x[top], g->y[top], NODE_R);
  qd_draw_set_color (d->cr, ink, fired ? 1.0 : 0.6);
  qd_draw_line_width (d->cr, d->p, fired ? 2 : 1.2);
  cairo_stroke (d->cr);
  and_arc (d->cr, jx, jy, angles, n);
  qd_draw_line_width (d->cr, d->p, 1.5);
  cairo_stroke (d->cr);
  /* The arrowhead at the conclusion. */
  a = atan2 (g->y[top] - g->cy[c], g->x[top] - g->cx[c]);
  {
    double tx = g->x[top] - NODE_R * cos (a), ty = g->y[top] - NODE_R * sin (a);

    cairo_move_to (d->cr, tx, ty);
    cairo_line_to (d->cr, tx - 8 * cos (a - 0.4), ty - 8 * sin (a - 0.4));
    cairo_line_to (d->cr, tx - 8 * cos (a + 0.4), ty - 8 * sin (a + 0.4));
    cairo_close_path (d->cr);
    cairo_fill (d->cr);
  }
  cairo_arc (d->cr, jx, jy, JOIN_R, 0, 2 * G_PI);
  cairo_fill (d->cr);
  if ((gint) j == d->options->selected)
    {
      cairo_arc (d->cr, jx, jy, JOIN_HIT, 0, 2 * G_PI);
      qd_draw_set_color (d->cr, &d->p->accent, 1.0);
      qd_draw_line_width (d->cr, d->p, 2);
      cairo_stroke (d->cr);
    }
  g_snprintf (count, sizeof count, "%u", d->st.count[c]);
  qd_draw_text (&d->face, count, PROP_SMALL, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_HALO | QD_DRAW_TEXT_CAP_MIDDLE,
                jx + JOIN_R + 5, jy - 4, fired ? &d->p->good : &d->p->bad, 1.0);
}

static void
draw_badge (Draw *d, double x, double y, guint number)
{
  QdColor ink;
  char text[16];

  cairo_arc (d->cr, x, y, BADGE_R, 0, 2 * G_PI);
  qd_draw_set_color (d->cr, &d->p->accent, 1.0);
  cairo_fill (d->cr);
  qd_palette_ink_on (&d->p->accent, &ink);
  g_snprintf (text, sizeof text, "%u", number);
  qd_draw_text (&d->face, text, number >= 10 ? 8 : 10, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_INK_MIDDLE,
                x, y, &ink, 1.0);
}

static void
draw_symbol (Draw *d, guint s)
{
  const Graph *g = &d->g;
  double x = g->x[s], y = g->y[s];
  guint at = d->st.popped_at[s];

  cairo_arc (d->cr, x, y, NODE_R, 0, 2 * G_PI);
  qd_draw_set_color (d->cr, &d->p->background, 1.0);
  cairo_fill_preserve (d->cr);
  if (at > 0)
    {
      qd_draw_set_color (d->cr, &d->p->good, 0.45);
      cairo_fill_preserve (d->cr);
    }
  qd_draw_set_color (d->cr, &d->p->foreground, 1.0);
  qd_draw_line_width (d->cr, d->p, 1.5);
  cairo_stroke (d->cr);
  if (g->symbol[s] == d->ch->query)
    {
      cairo_arc (d->cr, x, y, NODE_R + 3.5, 0, 2 * G_PI);
      cairo_stroke (d->cr);
    }
  if (s == d->last || (gint) s == d->options->selected)
    {
      cairo_arc (d->cr, x, y, NODE_R + 7, 0, 2 * G_PI);
      qd_draw_set_color (d->cr, &d->p->accent, 1.0);
      qd_draw_line_width (d->cr, d->p, (gint) s == d->options->selected ? 3 : 2);
      cairo_stroke (d->cr);
    }
  qd_draw_text (&d->face, qd_prop_symbol_name (d->ch->prop, g->symbol[s]), PROP_TEXT,
                QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, x, y, &d->p->foreground, 1.0);
  if (at > 0)
    draw_badge (d, x + NODE_R * 0.8, y - NODE_R * 0.8, at);
}

/* A strip: its label, then the symbols of nodes[0 … n) in cells. */
static void
draw_strip (Draw *d, const char *label, double y, const guint *nodes, guint n, gboolean numbered)
{
  double x = PROP_MARGIN;

  qd_draw_text (&d->face, label, PROP_TEXT, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_CAP_MIDDLE, x, y + STRIP_H / 2,
                &d->p->foreground, 1.0);
  x += strip_label_width ();
  for (guint i = 0; i < MIN (n, STRIP_MAX); i++)
    {
      guint symbol = d->g.symbol[nodes[i]];
      double w = cell_width (d->ch, symbol);

      qd_prop_render_box (d->cr, d->p, x, y, w, STRIP_H, numbered ? &d->p->good : NULL, 0.45, &d->p->foreground, 1);
      qd_draw_text (&d->face, qd_prop_symbol_name (d->ch->prop, symbol), PROP_TEXT,
                    QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, x + w / 2, y + STRIP_H / 2, &d->p->foreground,
                    1.0);
      x += w + 4;
    }
  if (n > STRIP_MAX)
    {
      char more[32];

      g_snprintf (more, sizeof more, "+%u", n - STRIP_MAX);
      qd_draw_text (&d->face, more, PROP_SMALL, QD_DRAW_TEXT_CAP_MIDDLE, x + 2, y + STRIP_H / 2, &d->p->muted, 1.0);
    }
}

void
qd_prop_chaining_render (cairo_t *cr, const QdPropChaining *chaining, const QdPropRenderOptions *options)
{
  Draw d = { .cr = cr, .p = prop_render_palette (options), .ch = chaining, .options = options };
  guint pops = prop_render_step (options, chaining->fc->popped->len);

  graph_make (chaining, options, &d.g);
  state_replay (chaining, &d.g, pops, &d.st);
  d.last = d.st.head > 0 ? g_array_index (d.st.agenda, guint, d.st.head - 1) : G_MAXUINT;
  prop_render_begin (cr, options, &d.face);
  prop_render_halo (&d.face, d.p, 3.0);
  draw_caption (&d);
  for (guint c = 0; c < chaining->n_kb; c++)
    if (d.g.clause_node[c] != G_MAXUINT)
      draw_clause (&d, c);
  for (guint n = 0; n < d.g.n_sym; n++)
    draw_symbol (&d, n);
  draw_strip (&d, _("Popped"), d.g.strip_top, (const guint *) (const void *) d.st.agenda->data, d.st.head, TRUE);
  draw_strip (&d, _("Agenda"), d.g.strip_top + STRIP_H + STRIP_GAP,
              (const guint *) (const void *) d.st.agenda->data + d.st.head, d.st.agenda->len - d.st.head, FALSE);
  qd_draw_end (cr, &d.face);
  state_clear (&d.st);
  graph_clear (&d.g);
}
