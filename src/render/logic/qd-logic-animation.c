/* qd-logic-animation.c — the proof drawn step by step (qd-logic-animation.h). */
#include "config.h"
#include "qd-logic-animation.h"

#include <glib/gi18n.h>

#include "core/qd-format.h"
#include "problems/logic/qd-logic-teach.h"
#include "render/logic/qd-logic-render-proof.h"

typedef struct {
  QdLogicDoc *doc;               /* a copy */
  QdLogicAskResult result;
  QdLogicProof figure;           /* the drawing (render/logic/qd-logic-render-proof.h) */
  gboolean has_figure;
  guint n_steps;                 /* the figure's */
  guint n_frames;                /* the animation's steps: n_steps, or fewer sampled */
  /* A truth table taller than WINDOW_ROWS rows: its header stays, its rows
   * scroll under it to keep the current one in sight (0: the whole table). */
  double header, window;
} Replay;

#define WINDOW_ROWS 24

static void
replay_free (gpointer data)
{
  Replay *r = data;

  if (r->has_figure)
    qd_logic_proof_clear (&r->figure);
  qd_logic_ask_result_clear (&r->result);
  qd_logic_doc_free (r->doc);
  g_free (r);
}

/* The figure's step an animation step shows: every step, or steps spread
 * evenly from the first to the last. */
static guint
figure_step (const Replay *r, guint step)
{
  if (r->n_frames == r->n_steps || r->n_frames == 0)
    return step;
  return (guint) (((guint64) step * r->n_steps + r->n_frames / 2) / r->n_frames);
}

/* The table's rows from `top` in the window under its header. */
static void
draw_window (cairo_t *cr, const Replay *r, const QdPropRenderOptions *o, guint step)
{
  double x, y, w, h, width, height, top;
  guint row = step > 0 ? step - 1 : 0;

  qd_logic_proof_get_size (&r->figure, o, &width, &height);
  qd_prop_table_row_box (&r->figure.table, o, row, &x, &y, &w, &h);
  /* The current row a few rows above the window's bottom. */
  top = CLAMP (y + 4 * h - (r->header + r->window), 0, height - r->header - r->window);
  cairo_save (cr);
  cairo_rectangle (cr, 0, 0, width, r->header);
  cairo_clip (cr);
  qd_logic_proof_render (cr, &r->figure, o);
  cairo_restore (cr);
  cairo_save (cr);
  cairo_rectangle (cr, 0, r->header, width, r->window);
  cairo_clip (cr);
  cairo_translate (cr, 0, -top);
  qd_logic_proof_render (cr, &r->figure, o);
  cairo_restore (cr);
}

static void
replay_draw (cairo_t *cr, guint step, const QdPalette *palette, gpointer data)
{
  Replay *r = data;
  QdPropRenderOptions o;

  qd_prop_render_options_init (&o, palette);
  /* A proof of no steps (FOL-BC's failed query) is drawn whole. */
  o.step = r->n_steps > 0 ? (gint) figure_step (r, step) : -1;
  if (r->window > 0)
    draw_window (cr, r, &o, (guint) o.step);
  else
    qd_logic_proof_render (cr, &r->figure, &o);
}

/* A full truth table of more rows than a frame shows: the window's size. */
static void
table_window (Replay *r, const QdPropRenderOptions *o, double height)
{
  double x, y, w, h;

  if (r->figure.kind != QD_LOGIC_PROOF_TABLE || !qd_prop_table_is_full (&r->figure.table)
      || qd_prop_table_n_rows (&r->figure.table) <= WINDOW_ROWS
      || !qd_prop_table_row_box (&r->figure.table, o, 0, &x, &y, &w, &h))
    return;
  r->header = y;
  r->window = MIN (WINDOW_ROWS * h, height - y);
}

/* "Row 5 of 128: B11=T P12=F …: KB false". */
static char *
describe_row (const Replay *r, guint step)
{
  const QdPropTt *tt = &r->result.tt;
  guint64 row = step - 1;
  g_autofree char *values = qd_logic_tt_row_text (r->doc->kb.prop, tt, row);
  g_autofree char *number = qd_format_count (step);
  g_autofree char *total = qd_format_count (r->n_steps);

  return g_strdup_printf (_("Row %s of %s: %s: %s"), number, total, values,
                          qd_logic_tt_is_model (tt, row) ? _("a model of KB") : _("KB false"));
}

static char *
describe_resolvent (const Replay *r, guint step)
{
  const QdPropClauses *clauses = r->result.resolution.clauses;
  guint c = r->result.resolution.n_input + step - 1, n;
  const guint *lits;
  g_autofree char *text = NULL, *a = NULL, *b = NULL;

  if (c >= qd_prop_clauses_len (clauses))
    return NULL;
  lits = qd_prop_clause (clauses, c, &n);
  text = qd_prop_clause_print (r->doc->kb.prop, lits, n);
  for (guint p = 0; p < 2; p++)
    {
      guint parent = g_array_index (clauses->parents, guint, 2 * c + p), m;
      const guint *pl = qd_prop_clause (clauses, parent, &m);

      *(p == 0 ? &a : &b) = qd_prop_clause_print (r->doc->kb.prop, pl, m);
    }
  return g_strdup_printf (_("%s resolved with %s gives %s"), a, b, text);
}

static char *
replay_describe (guint step, gpointer data)
{
  Replay *r = data;
  guint s = figure_step (r, step);

  if (s == 0)
    return NULL;
  switch (r->figure.kind)
    {
    case QD_LOGIC_PROOF_TABLE:
      return describe_row (r, s);
    case QD_LOGIC_PROOF_REFUTATION:
      /* The tree's steps are its own resolvents: the list's are every one derived. */
      return qd_prop_refutation_is_tree (&r->figure.refutation) ? NULL : describe_resolvent (r, s);
    case QD_LOGIC_PROOF_CHAINING:
      if (s <= r->result.fc.popped->len)
        return g_strdup_printf (_("Pop %s from the agenda"),
                                qd_prop_symbol_name (r->doc->kb.prop,
                                                     g_array_index (r->result.fc.popped, guint, s - 1)));
      return NULL;
    case QD_LOGIC_PROOF_FOL_FC:
    case QD_LOGIC_PROOF_FOL_FC_TABLE:
      return g_strdup_printf (_("Iteration %u of FOL-FC-ASK"), s);
    case QD_LOGIC_PROOF_DPLL:
      return qd_prop_dpll_tree_describe (&r->figure.dpll, s - 1);
    case QD_LOGIC_PROOF_BC:
      return qd_prop_bc_tree_describe (&r->figure.bc, s - 1);
    default:
      return NULL;
    }
}

/* The answer asked and its figure made; FALSE with `error` when it has none. */
static gboolean
replay_ask (Replay *r, const char *query, QdLogicAlgorithm algorithm, const QdLogicAskOptions *options,
            GError **error)
{
  QdLogicAskOptions defaults;

  qd_logic_ask_options_init (&defaults);
  if (!qd_logic_ask (r->doc, query, algorithm, options != NULL ? options : &defaults, &r->result, error))
    return FALSE;
  if (r->result.status == QD_LOGIC_REFUSED)
    {
      g_set_error (error, QD_LOGIC_DOC_ERROR, QD_LOGIC_DOC_ERROR_INVALID, "%s", r->result.reason);
      return FALSE;
    }
  r->has_figure = qd_logic_proof_init (&r->figure, r->doc, &r->result, error);
  return r->has_figure;
}

QdAnimation *
qd_logic_animation_new (const QdLogicDoc *doc, const char *query, QdLogicAlgorithm algorithm,
                        const QdLogicAskOptions *options, GError **error)
{
  Replay *r = g_new0 (Replay, 1);
  QdPropRenderOptions o;
  double width, height;

  r->doc = qd_logic_doc_parse (doc->text, -1, error);
  if (r->doc == NULL || !replay_ask (r, query, algorithm, options, error))
    {
      if (r->doc != NULL)
        replay_free (r);
      else
        g_free (r);
      return NULL;
    }
  r->n_steps = qd_logic_proof_n_steps (&r->figure);
  r->n_frames = MIN (r->n_steps, QD_LOGIC_ANIMATION_MAX_STEPS);
  /* The whole run's size: every frame is drawn on it. */
  qd_prop_render_options_init (&o, NULL);
  qd_logic_proof_get_size (&r->figure, &o, &width, &height);
  table_window (r, &o, height);
  if (r->window > 0)
    height = r->header + r->window;
  return qd_animation_new (r->n_frames, width, height, replay_draw, replay_describe, r, replay_free);
}
