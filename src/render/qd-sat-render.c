/* qd-sat-render.c — one CDCL conflict drawn as the lecture figures draw it
 * (docs/logic-peers.md §6.4): the implication graph in rows of decision
 * levels, each literal "x4@3" placed one column right of the latest literal
 * it depends on (several in one column stack in lanes), decisions square,
 * implied literals round, κ the conflict; the cone of κ tinted, the first
 * UIP ringed twice, the conflict side of the first-UIP cut in a dashed
 * outline; under the graph the clause found false, the clause learned and
 * the level jumped back to. */
#include "qd-prop-render-private.h"
#include "qd-prop-search-render.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "core/qd-format.h"

#define V_H          26.0    /* a vertex's box */
#define V_PAD         9.0
#define COL_GAP      34.0    /* between two columns' widest boxes */
#define LANE_H       44.0    /* a lane of a level's row */
#define ROW_GAP      18.0    /* between two rows */
#define ROW_LABEL_W  64.0    /* "level 3" at the left */
#define KEY_H        20.0
#define TEXT_ROW     21.0    /* a line under the graph */
#define NOTE_H       18.0
#define ARROW        7.0

#define NONE G_MAXUINT

static const QdSatExplainVertex *
vertex_at (const QdSatExplain *e, guint i)
{
  return &g_array_index (e->vertices, QdSatExplainVertex, i);
}

static char *
lit_text (const QdSatGraph *graph, guint lit)
{
  guint v = lit >> 1;
  const char *name = graph->names != NULL && v < graph->n_names ? graph->names[v] : NULL;

  if (name != NULL)
    return g_strdup_printf ("%s%s", lit & 1 ? "¬" : "", name);
  return g_strdup_printf ("%sx%u", lit & 1 ? "¬" : "", v + 1);
}

static char *
clause_text (const QdSatGraph *graph, const guint *lits, guint n)
{
  GString *out = g_string_new (n == 0 ? "□" : NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *l = lit_text (graph, lits[i]);

      g_string_append_printf (out, "%s%s", i > 0 ? " ∨ " : "", l);
    }
  return g_string_free (out, FALSE);
}

char *
qd_sat_graph_vertex_label (const QdSatGraph *graph, guint vertex)
{
  const QdSatExplain *e = graph->explain;
  g_autofree char *l = NULL;

  if (vertex >= e->vertices->len)
    return g_strdup ("κ");
  l = lit_text (graph, vertex_at (e, vertex)->lit);
  return g_strdup_printf ("%s@%d", l, vertex_at (e, vertex)->level);
}

/* On the conflict side of the first-UIP cut: a literal of the conflict
 * level after the UIP that leads to κ (κ itself too). */
static gboolean
conflict_side (const QdSatExplain *e, guint v)
{
  if (v >= e->vertices->len)
    return TRUE;
  return vertex_at (e, v)->in_cone && vertex_at (e, v)->level == e->level && v > e->uip_vertex;
}

gboolean
qd_sat_graph_on_conflict_side (const QdSatGraph *graph, guint vertex)
{
  return graph->explain->recorded && conflict_side (graph->explain, vertex);
}

typedef struct {
  guint n_vertices;     /* explain's, κ is index n_vertices */
  guint8 *drawn;        /* per vertex (κ included) */
  guint n_drawn;        /* vertices drawn, κ not counted */
  guint *order;         /* the drawn vertices in trail order */
  guint *col, *lane;    /* per vertex (κ included) */
  guint *row;           /* per vertex: its level's row */
  guint n_rows;
  gint *row_level;      /* per row */
  guint *row_lanes;     /* per row: lanes */
  double *row_top;      /* per row */
  double *col_x;        /* per column: its centre */
  guint n_cols;
  double *box_w;        /* per vertex */
  guint shown;          /* vertices shown at the step (in drawn order) */
  gboolean kappa_shown, analysis_shown;
  char **lines;         /* the texts under the graph */
  char *caption;
  char *note;           /* what the cap leaves out, or NULL */
  double top, left, graph_h;
  double width, height;
} Geometry;

/* Which vertices are drawn: all up to the cap, else those that lead to κ
 * (the latest of them if they still are too many). */
static void
choose_drawn (const QdSatGraph *graph, Geometry *g)
{
  const QdSatExplain *e = graph->explain;
  guint n = g->n_vertices, cone = 0, skip;

  g->drawn = g_new0 (guint8, n + 1);
  g->order = g_new (guint, n + 1);
  for (guint v = 0; v < n; v++)
    cone += vertex_at (e, v)->in_cone;
  skip = cone > QD_SAT_RENDER_MAX_VERTICES ? cone - QD_SAT_RENDER_MAX_VERTICES : 0;
  for (guint v = 0; v < n; v++)
    {
      gboolean in = n <= QD_SAT_RENDER_MAX_VERTICES || vertex_at (e, v)->in_cone;

      if (in && n > QD_SAT_RENDER_MAX_VERTICES && vertex_at (e, v)->in_cone && skip > 0)
        {
          skip--;
          in = FALSE;
        }
      if (in)
        {
          g->drawn[v] = 1;
          g->order[g->n_drawn++] = v;
        }
    }
  g->drawn[n] = 1;
  if (g->n_drawn < n)
    {
      g_autofree char *k = qd_format_count (g->n_drawn);
      g_autofree char *all = qd_format_count (n);

      /* TRANSLATORS: an implication graph too large to draw whole */
      g->note = g_strdup_printf (_("%s of the trail's %s literals drawn: those that lead to κ, nearest it"), k, all);
    }
}

/* Rows (levels), columns (one right of the latest literal depended on) and
 * lanes (literals of a row in one column). */
static void
place_vertices (const QdSatGraph *graph, Geometry *g)
{
  const QdSatExplain *e = graph->explain;
  g_autoptr (GHashTable) used = g_hash_table_new (g_direct_hash, g_direct_equal);
  guint n = g->n_vertices, edge = 0, n_edges = e->edges->len;
  gint last_level = G_MININT;

  g->col = g_new0 (guint, n + 1);
  g->lane = g_new0 (guint, n + 1);
  g->row = g_new0 (guint, n + 1);
  g->row_level = g_new0 (gint, n + 2);
  g->row_lanes = g_new0 (guint, n + 2);
  for (guint v = 0; v <= n; v++)
    {
      guint col = 0, key;
      gint level = v < n ? vertex_at (e, v)->level : e->level;

      /* Edges are grouped by head in trail order, κ's last. */
      for (; edge < n_edges; edge++)
        {
          const QdSatExplainEdge *ed = &g_array_index (e->edges, QdSatExplainEdge, edge);
          guint head = ed->to == QD_SAT_EXPLAIN_CONFLICT ? n : ed->to;

          if (head != v)
            break;
          if (g->drawn[v] && ed->from < n && g->drawn[ed->from])
            col = MAX (col, g->col[ed->from] + 1);
        }
      if (!g->drawn[v])
        continue;
      if (level != last_level)
        {
          g->row_level[g->n_rows++] = level;
          last_level = level;
        }
      g->row[v] = g->n_rows - 1;
      g->col[v] = col;
      g->n_cols = MAX (g->n_cols, col + 1);
      key = (g->row[v] << 16) ^ col;
      g->lane[v] = GPOINTER_TO_UINT (g_hash_table_lookup (used, GUINT_TO_POINTER (key)));
      g_hash_table_insert (used, GUINT_TO_POINTER (key), GUINT_TO_POINTER (g->lane[v] + 1));
      g->row_lanes[g->row[v]] = MAX (g->row_lanes[g->row[v]], g->lane[v] + 1);
    }
}

static void
measure (const QdSatGraph *graph, Geometry *g)
{
  g_autofree double *col_w = g_new0 (double, g->n_cols);
  double x;

  g->box_w = g_new0 (double, g->n_vertices + 1);
  for (guint v = 0; v <= g->n_vertices; v++)
    if (g->drawn[v])
      {
        g_autofree char *label = qd_sat_graph_vertex_label (graph, v);

        g->box_w[v] = MAX (V_H + 4, qd_prop_render_measure (label, PROP_TEXT) + 2 * V_PAD);
        col_w[g->col[v]] = MAX (col_w[g->col[v]], g->box_w[v]);
      }
  g->col_x = g_new0 (double, g->n_cols);
  x = g->left;
  for (guint c = 0; c < g->n_cols; c++)
    {
      g->col_x[c] = x + col_w[c] / 2;
      x += col_w[c] + COL_GAP;
    }
  g->row_top = g_new0 (double, g->n_rows + 1);
  g->row_top[0] = g->top;
  for (guint r = 0; r < g->n_rows; r++)
    g->row_top[r + 1] = g->row_top[r] + g->row_lanes[r] * LANE_H + ROW_GAP;
  g->graph_h = g->row_top[g->n_rows] - g->top;
}

static gboolean
same_lits (const GArray *a, const GArray *b)
{
  return a->len == b->len && memcmp (a->data, b->data, a->len * sizeof (guint)) == 0;
}

/* The lines under the graph, NULL-terminated. */
static char **
analysis_lines (const QdSatGraph *graph)
{
  const QdSatExplain *e = graph->explain;
  GPtrArray *lines = g_ptr_array_new ();
  g_autofree char *conflict = clause_text (graph, (const guint *) e->conflict_lits->data, e->conflict_lits->len);
  g_autofree char *learned = clause_text (graph, (const guint *) e->learned->data, e->learned->len);
  g_autofree char *uip = lit_text (graph, e->uip);

  /* TRANSLATORS: under the implication graph: the clause found false */
  g_ptr_array_add (lines, g_strdup_printf (_("Conflict: %s is false at level %d"), conflict, e->level));
  /* TRANSLATORS: under the implication graph: the first UIP */
  g_ptr_array_add (lines, g_strdup_printf (_("First UIP: %s (every path from the level's decision to κ goes through it)"),
                                           uip));
  if (!same_lits (e->uip_clause, e->learned))
    {
      g_autofree char *cut = clause_text (graph, (const guint *) e->uip_clause->data, e->uip_clause->len);

      g_ptr_array_add (lines, g_strdup_printf (_("First-UIP clause (the cut): %s"), cut));
      g_ptr_array_add (lines, g_strdup_printf (_("Learned after minimisation: %s"), learned));
    }
  else
    /* TRANSLATORS: under the implication graph: the clause the cut gives */
    g_ptr_array_add (lines, g_strdup_printf (_("Learned clause (the cut): %s"), learned));
  /* TRANSLATORS: under the implication graph */
  g_ptr_array_add (lines, g_strdup_printf (_("Backjump to level %d"), e->backjump));
  g_ptr_array_add (lines, NULL);
  return (char **) g_ptr_array_free (lines, FALSE);
}

static const char *
key_text (void)
{
  return _("Square: a decision; round: implied. Tinted: the literals κ depends on. "
           "Dashed: the conflict side of the cut.");
}

static void
geometry_make (const QdSatGraph *graph, const QdPropRenderOptions *options, Geometry *g)
{
  const QdSatExplain *e = graph->explain;
  guint step;
  double inner;

  memset (g, 0, sizeof *g);
  g->n_vertices = e->recorded ? e->vertices->len : 0;
  g->top = PROP_MARGIN + PROP_CAPTION_H + KEY_H + PROP_LINE_GAP + 12;
  g->left = PROP_MARGIN + ROW_LABEL_W;
  if (e->recorded)
    {
      choose_drawn (graph, g);
      place_vertices (graph, g);
      measure (graph, g);
      g->lines = analysis_lines (graph);
    }
  else
    g->lines = g_new0 (char *, 1);
  step = prop_render_step (options, g->n_drawn + 2);
  g->shown = MIN (step, g->n_drawn);
  g->kappa_shown = e->recorded && step > g->n_drawn;
  g->analysis_shown = e->recorded && step > g->n_drawn + 1;
  {
    g_autofree char *which = qd_format_count (e->conflict);

    /* TRANSLATORS: the implication graph's caption */
    g->caption = e->recorded ? g_strdup_printf (_("CDCL: the implication graph of conflict %s"), which)
                 : g_strdup (_("CDCL: no conflict recorded"));
  }
  inner = MAX (qd_prop_render_caption_width (g->caption), qd_prop_render_measure (key_text (), PROP_SMALL));
  if (g->n_cols > 0)
    inner = MAX (inner, g->col_x[g->n_cols - 1] + g->box_w[g->n_vertices] + 8 - PROP_MARGIN);
  for (guint i = 0; g->lines[i] != NULL; i++)
    inner = MAX (inner, qd_prop_render_measure (g->lines[i], PROP_TEXT));
  if (g->note != NULL)
    inner = MAX (inner, qd_prop_render_measure (g->note, PROP_SMALL));
  g->width = inner + 2 * PROP_MARGIN;
  g->height = g->top + g->graph_h + g_strv_length (g->lines) * TEXT_ROW + (g->note != NULL ? NOTE_H : 0)
              + PROP_MARGIN;
}

static void
geometry_clear (Geometry *g)
{
  g_free (g->drawn);
  g_free (g->order);
  g_free (g->col);
  g_free (g->lane);
  g_free (g->row);
  g_free (g->row_level);
  g_free (g->row_lanes);
  g_free (g->row_top);
  g_free (g->col_x);
  g_free (g->box_w);
  g_strfreev (g->lines);
  g_free (g->caption);
  g_free (g->note);
}

/* Vertex v is shown at the step (κ: n_vertices). */
static gboolean
is_shown (const Geometry *g, guint v)
{
  if (v >= g->n_vertices)
    return g->kappa_shown;
  if (!g->drawn[v])
    return FALSE;
  for (guint i = 0; i < g->shown; i++)
    if (g->order[i] == v)
      return TRUE;
  return FALSE;
}

static void
center_of (const Geometry *g, guint v, double *x, double *y)
{
  *x = g->col_x[g->col[v]];
  *y = g->row_top[g->row[v]] + g->lane[v] * LANE_H + V_H / 2;
}

guint
qd_sat_graph_n_steps (const QdSatGraph *graph)
{
  QdPropRenderOptions o;
  Geometry g;
  guint n;

  qd_prop_render_options_init (&o, NULL);
  geometry_make (graph, &o, &g);
  n = graph->explain->recorded ? g.n_drawn + 2 : 0;
  geometry_clear (&g);
  return n;
}

void
qd_sat_graph_get_size (const QdSatGraph *graph, const QdPropRenderOptions *options, double *width, double *height)
{
  Geometry g;
  double s = prop_render_scale (options);

  geometry_make (graph, options, &g);
  *width = g.width * s;
  *height = g.height * s;
  geometry_clear (&g);
}

gboolean
qd_sat_graph_vertex_center (const QdSatGraph *graph, const QdPropRenderOptions *options, guint vertex, double *x,
                            double *y)
{
  Geometry g;
  double s = prop_render_scale (options);
  gboolean shown;

  geometry_make (graph, options, &g);
  shown = graph->explain->recorded && vertex <= g.n_vertices && is_shown (&g, vertex);
  if (shown)
    {
      center_of (&g, vertex, x, y);
      *x *= s;
      *y *= s;
    }
  geometry_clear (&g);
  return shown;
}

gboolean
qd_sat_graph_is_uip_marked (const QdSatGraph *graph, guint vertex)
{
  const QdSatExplain *e = graph->explain;

  if (!e->recorded || vertex != e->uip_vertex)
    return FALSE;
  return qd_sat_graph_vertex_center (graph, &(QdPropRenderOptions) { NULL, -1, -1, 0 }, vertex,
                                     &(double) { 0 }, &(double) { 0 });
}

gint
qd_sat_graph_hit (const QdSatGraph *graph, const QdPropRenderOptions *options, double x, double y)
{
  Geometry g;
  double s = prop_render_scale (options);
  gint hit = -1;

  geometry_make (graph, options, &g);
  x /= s;
  y /= s;
  for (guint v = 0; graph->explain->recorded && v <= g.n_vertices && hit < 0; v++)
    {
      double cx, cy;

      if (!g.drawn[v] || !is_shown (&g, v))
        continue;
      center_of (&g, v, &cx, &cy);
      if (fabs (x - cx) <= g.box_w[v] / 2 && fabs (y - cy) <= V_H / 2)
        hit = (gint) v;
    }
  geometry_clear (&g);
  return hit;
}

char *
qd_sat_graph_describe (const QdSatGraph *graph, guint vertex)
{
  const QdSatExplain *e = graph->explain;
  const QdSatExplainVertex *v;
  g_autofree char *label = NULL;

  if (!e->recorded)
    return g_strdup ("");
  if (vertex >= e->vertices->len)
    {
      g_autofree char *c = clause_text (graph, (const guint *) e->conflict_lits->data, e->conflict_lits->len);

      /* TRANSLATORS: the conflict vertex κ of the implication graph */
      return g_strdup_printf (_("κ: the clause %s is false"), c);
    }
  v = vertex_at (e, vertex);
  label = qd_sat_graph_vertex_label (graph, vertex);
  if (v->decision)
    return g_strdup_printf (_("%s: the decision of level %d"), label, v->level);
  if (v->reason_len == 0)
    return g_strdup_printf (_("%s: a unit at level 0"), label);
  {
    const guint *r = &g_array_index (e->reason_lits, guint, v->reason_start);
    g_autofree char *c = clause_text (graph, r, v->reason_len);

    /* TRANSLATORS: "x5@3, implied by ¬x4 ∨ x5" */
    return g_strdup_printf (_("%s, implied by %s"), label, c);
  }
}

typedef struct {
  cairo_t *cr;
  const QdPalette *p;
  QdDrawText face;
  const QdSatGraph *graph;
  const QdPropRenderOptions *options;
  Geometry g;
} Draw;

/* Where the line from (x0, y0) towards (x1, y1) leaves a box w × h centred
 * at (x0, y0). */
static void
box_exit (double x0, double y0, double x1, double y1, double w, double h, double *x, double *y)
{
  double dx = x1 - x0, dy = y1 - y0, t = 1.0;

  if (fabs (dx) > 1e-9)
    t = MIN (t, (w / 2) / fabs (dx));
  if (fabs (dy) > 1e-9)
    t = MIN (t, (h / 2) / fabs (dy));
  *x = x0 + dx * t;
  *y = y0 + dy * t;
}

/* TRUE when the straight line from vertex `from` to `to` crosses the box
 * of another vertex drawn (sampled along the line: boxes are wide). */
static gboolean
line_blocked (const Draw *d, guint from, guint to, double ax, double ay, double bx, double by)
{
  for (guint v = 0; v <= d->g.n_vertices; v++)
    {
      double cx, cy;

      if (v == from || v == to || !is_shown (&d->g, v))
        continue;
      center_of (&d->g, v, &cx, &cy);
      for (guint k = 1; k < 24; k++)
        {
          double x = ax + (bx - ax) * k / 24, y = ay + (by - ay) * k / 24;

          if (fabs (x - cx) < d->g.box_w[v] / 2 + 2 && fabs (y - cy) < V_H / 2 + 2)
            return TRUE;
        }
    }
  return FALSE;
}

/* An edge with its arrowhead; bowed (the bend above the line) when the
 * straight line would run under another vertex's box. */
static void
draw_edge (Draw *d, guint from, guint to, gboolean cone)
{
  double x0, y0, x1, y1, ax, ay, bx, by, a, mx, my;

  center_of (&d->g, from, &x0, &y0);
  center_of (&d->g, to, &x1, &y1);
  mx = (x0 + x1) / 2;
  my = (y0 + y1) / 2;
  if (line_blocked (d, from, to, x0, y0, x1, y1))
    {
      double len = MAX (hypot (x1 - x0, y1 - y0), 1);

      /* The bend: perpendicular to the line, toward the top. */
      mx += (y1 - y0) / len * 0.6 * LANE_H * (x1 >= x0 ? 1 : -1);
      my -= fabs (x1 - x0) / len * 0.6 * LANE_H;
    }
  box_exit (x0, y0, mx, my, d->g.box_w[from] + 4, V_H + 4, &ax, &ay);
  box_exit (x1, y1, mx, my, d->g.box_w[to] + 6, V_H + 6, &bx, &by);
  cairo_move_to (d->cr, ax, ay);
  cairo_curve_to (d->cr, mx, my, mx, my, bx, by);
  a = atan2 (by - my, bx - mx);
  cairo_move_to (d->cr, bx, by);
  cairo_line_to (d->cr, bx - ARROW * cos (a - 0.4), by - ARROW * sin (a - 0.4));
  cairo_move_to (d->cr, bx, by);
  cairo_line_to (d->cr, bx - ARROW * cos (a + 0.4), by - ARROW * sin (a + 0.4));
  qd_draw_set_color (d->cr, cone ? &d->p->accent : &d->p->muted, cone ? 1.0 : 0.8);
  qd_draw_line_width (d->cr, d->p, cone ? 1.8 : 1.1);
  cairo_stroke (d->cr);
}

static void
draw_edges (Draw *d)
{
  const QdSatExplain *e = d->graph->explain;
  guint n = d->g.n_vertices;

  for (guint i = 0; i < e->edges->len; i++)
    {
      const QdSatExplainEdge *ed = &g_array_index (e->edges, QdSatExplainEdge, i);
      guint to = ed->to == QD_SAT_EXPLAIN_CONFLICT ? n : ed->to;
      gboolean cone = d->g.analysis_shown && vertex_at (e, ed->from)->in_cone;

      if (ed->from < n && to <= n && is_shown (&d->g, ed->from) && is_shown (&d->g, to))
        draw_edge (d, ed->from, to, cone);
    }
}

/* The learned clause holds ¬lit: lit's vertex is a source of the cut. */
static gboolean
in_learned (const QdSatExplain *e, guint lit)
{
  for (guint i = 0; i < e->learned->len; i++)
    if ((g_array_index (e->learned, guint, i) ^ 1) == lit)
      return TRUE;
  return FALSE;
}

static void
draw_vertex (Draw *d, guint v)
{
  const QdSatExplain *e = d->graph->explain;
  gboolean kappa = v >= d->g.n_vertices;
  const QdSatExplainVertex *vx = kappa ? NULL : vertex_at (e, v);
  gboolean cone = d->g.analysis_shown && (kappa || vx->in_cone);
  g_autofree char *label = qd_sat_graph_vertex_label (d->graph, v);
  double x, y, w = d->g.box_w[v];

  center_of (&d->g, v, &x, &y);
  qd_draw_rounded_rect (d->cr, x - w / 2, y - V_H / 2, w, V_H, vx != NULL && vx->decision ? 2 : V_H / 2);
  qd_draw_set_color (d->cr, &d->p->background, 1.0);
  cairo_fill_preserve (d->cr);
  if (kappa || cone)
    {
      qd_draw_set_color (d->cr, kappa ? &d->p->bad : &d->p->accent, kappa ? 0.3 : 0.18);
      cairo_fill_preserve (d->cr);
    }
  qd_draw_set_color (d->cr, kappa ? &d->p->bad : cone || !d->g.analysis_shown ? &d->p->foreground : &d->p->muted,
                     1.0);
  qd_draw_line_width (d->cr, d->p, vx != NULL && vx->decision ? 2.2 : 1.3);
  cairo_stroke (d->cr);
  if (d->g.analysis_shown && !kappa && v == e->uip_vertex)
    {
      /* The first UIP ringed twice, its name above. */
      qd_draw_rounded_rect (d->cr, x - w / 2 - 4, y - V_H / 2 - 4, w + 8, V_H + 8, V_H / 2 + 4);
      qd_draw_set_color (d->cr, &d->p->accent, 1.0);
      qd_draw_line_width (d->cr, d->p, 2.2);
      cairo_stroke (d->cr);
      qd_draw_text (&d->face, "UIP", PROP_SMALL, QD_DRAW_TEXT_BOLD | QD_DRAW_TEXT_HALO | QD_DRAW_TEXT_CENTER
                    | QD_DRAW_TEXT_CAP_MIDDLE, x, y - V_H / 2 - 12, &d->p->accent, 1.0);
    }
  if ((gint) v == d->options->selected)
    {
      qd_draw_rounded_rect (d->cr, x - w / 2 - 7, y - V_H / 2 - 7, w + 14, V_H + 14, V_H / 2 + 7);
      qd_draw_set_color (d->cr, &d->p->foreground, 1.0);
      qd_draw_line_width (d->cr, d->p, 1.5);
      cairo_stroke (d->cr);
    }
  qd_draw_text (&d->face, label, PROP_TEXT,
                (d->g.analysis_shown && !kappa && in_learned (e, vx->lit) ? QD_DRAW_TEXT_BOLD : 0)
                | QD_DRAW_TEXT_CENTER | QD_DRAW_TEXT_CAP_MIDDLE, x, y,
                cone || kappa || !d->g.analysis_shown ? &d->p->foreground : &d->p->muted, 1.0);
}

/* The conflict side of the cut: a dashed outline around its vertices. */
static void
draw_cut (Draw *d)
{
  double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;

  for (guint v = 0; v <= d->g.n_vertices; v++)
    if (d->g.drawn[v] && conflict_side (d->graph->explain, v))
      {
        double x, y;

        center_of (&d->g, v, &x, &y);
        x0 = MIN (x0, x - d->g.box_w[v] / 2);
        x1 = MAX (x1, x + d->g.box_w[v] / 2);
        y0 = MIN (y0, y - V_H / 2);
        y1 = MAX (y1, y + V_H / 2);
      }
  qd_draw_rounded_rect (d->cr, x0 - 10, y0 - 8, x1 - x0 + 20, y1 - y0 + 16, 12);
  qd_draw_set_color (d->cr, &d->p->bad, 1.0);
  qd_draw_line_width (d->cr, d->p, 1.6);
  qd_draw_dash_style (d->cr, d->p, 1);
  cairo_stroke (d->cr);
  cairo_set_dash (d->cr, NULL, 0, 0);
}

static void
draw_rows (Draw *d)
{
  for (guint r = 0; r < d->g.n_rows; r++)
    {
      /* TRANSLATORS: a row of the implication graph: a decision level */
      g_autofree char *text = g_strdup_printf (_("level %d"), d->g.row_level[r]);
      double y = d->g.row_top[r] + V_H / 2;

      qd_draw_text (&d->face, text, PROP_SMALL, QD_DRAW_TEXT_CAP_MIDDLE, PROP_MARGIN, y, &d->p->muted, 1.0);
      if (r > 0)
        {
          cairo_move_to (d->cr, PROP_MARGIN, d->g.row_top[r] - ROW_GAP / 2 - 6);
          cairo_line_to (d->cr, d->g.width - PROP_MARGIN, d->g.row_top[r] - ROW_GAP / 2 - 6);
          qd_draw_set_color (d->cr, &d->p->muted, 0.35);
          qd_draw_line_width (d->cr, d->p, 1);
          cairo_stroke (d->cr);
        }
    }
}

static void
draw_texts (Draw *d)
{
  double y = d->g.top + d->g.graph_h;

  qd_draw_text (&d->face, key_text (), PROP_SMALL, QD_DRAW_TEXT_CAP_MIDDLE, PROP_MARGIN,
                PROP_MARGIN + PROP_CAPTION_H + KEY_H / 2, &d->p->muted, 1.0);
  for (guint i = 0; d->g.analysis_shown && d->g.lines[i] != NULL; i++)
    qd_draw_text (&d->face, d->g.lines[i], PROP_TEXT, i == 0 ? 0 : QD_DRAW_TEXT_BOLD * (d->g.lines[i + 1] == NULL
                  || d->g.lines[i + 2] == NULL), PROP_MARGIN, y + (i + 0.5) * TEXT_ROW + 4, &d->p->foreground,
                  1.0);
  if (d->g.note != NULL)
    qd_draw_text (&d->face, d->g.note, PROP_SMALL, QD_DRAW_TEXT_ITALIC | QD_DRAW_TEXT_CAP_MIDDLE, PROP_MARGIN,
                  d->g.height - PROP_MARGIN - NOTE_H / 2, &d->p->muted, 1.0);
}

void
qd_sat_graph_render (cairo_t *cr, const QdSatGraph *graph, const QdPropRenderOptions *options)
{
  Draw d = { .cr = cr, .p = prop_render_palette (options), .graph = graph, .options = options };

  geometry_make (graph, options, &d.g);
  prop_render_begin (cr, options, &d.face);
  prop_render_halo (&d.face, d.p, 4.0);
  qd_prop_render_caption (&d.face, d.p, d.g.caption);
  if (graph->explain->recorded)
    {
      draw_rows (&d);
      if (d.g.analysis_shown)
        draw_cut (&d);
      draw_edges (&d);
      for (guint v = 0; v <= d.g.n_vertices; v++)
        if (is_shown (&d.g, v))
          draw_vertex (&d, v);
    }
  draw_texts (&d);
  qd_draw_end (cr, &d.face);
  geometry_clear (&d.g);
}
