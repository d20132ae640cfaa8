/* qd-logic-figure.c — an answer's proof drawing, chosen by its algorithm
 * (qd-logic-figure.h). */
#include "config.h"
#include "qd-logic-figure.h"

#include <glib/gi18n.h>

void
qd_logic_figure_init (QdLogicFigure *figure, QdLogicDoc *doc, const QdLogicAskResult *r)
{
  const GArray *s;

  *figure = (QdLogicFigure) { QD_LOGIC_FIGURE_NONE };
  if (doc->kind != QD_LOGIC_DOC_PROP || r->status == QD_LOGIC_REFUSED || r->status == QD_LOGIC_STOPPED)
    return;
  s = doc->kb.sentences;
  figure->n_roots = s->len;
  figure->roots = g_new (guint, MAX (s->len, 1));
  for (guint i = 0; i < s->len; i++)
    figure->roots[i] = g_array_index (s, QdLogicSentence, i).root;
  switch (r->algorithm)
    {
    case QD_LOGIC_TRUTH_TABLE:
      figure->kind = QD_LOGIC_FIGURE_TABLE;
      figure->table = (QdPropTable) { doc->kb.prop, r->kb, r->query != QD_PROP_NONE ? r->query : r->kb,
                                      figure->roots, figure->n_roots, NULL, &r->tt };
      break;
    case QD_LOGIC_RESOLUTION:
      figure->kind = QD_LOGIC_FIGURE_REFUTATION;
      /* The negated query's clauses are drawn apart from the KB's. */
      if (r->query != QD_PROP_NONE)
        figure->negated = qd_prop_cnf (doc->kb.prop, qd_prop_not (doc->kb.prop, r->query), QD_PROP_MAX_CLAUSES, NULL,
                                       NULL);
      figure->refutation = (QdPropRefutation) { doc->kb.prop, &r->resolution, figure->negated };
      break;
    case QD_LOGIC_FC:
      figure->kind = QD_LOGIC_FIGURE_CHAINING;
      figure->chaining = (QdPropChaining) { doc->kb.prop, figure->roots, figure->n_roots,
                                            qd_prop_node (doc->kb.prop, r->query)->left, &r->fc };
      break;
    default:
      break;
    }
}

void
qd_logic_figure_clear (QdLogicFigure *figure)
{
  g_clear_pointer (&figure->roots, g_free);
  g_clear_pointer (&figure->negated, qd_prop_clauses_free);
  figure->kind = QD_LOGIC_FIGURE_NONE;
}

guint
qd_logic_figure_n_steps (const QdLogicFigure *figure)
{
  switch (figure->kind)
    {
    case QD_LOGIC_FIGURE_TABLE: return qd_prop_table_n_steps (&figure->table);
    case QD_LOGIC_FIGURE_REFUTATION: return qd_prop_refutation_n_steps (&figure->refutation);
    case QD_LOGIC_FIGURE_CHAINING: return qd_prop_chaining_n_steps (&figure->chaining);
    case QD_LOGIC_FIGURE_NONE:
    default: return 0;
    }
}

void
qd_logic_figure_get_size (const QdLogicFigure *figure, const QdPropRenderOptions *options, double *width,
                          double *height)
{
  *width = *height = 0;
  switch (figure->kind)
    {
    case QD_LOGIC_FIGURE_TABLE:
      qd_prop_table_get_size (&figure->table, options, width, height);
      break;
    case QD_LOGIC_FIGURE_REFUTATION:
      qd_prop_refutation_get_size (&figure->refutation, options, width, height);
      break;
    case QD_LOGIC_FIGURE_CHAINING:
      qd_prop_chaining_get_size (&figure->chaining, options, width, height);
      break;
    case QD_LOGIC_FIGURE_NONE:
    default:
      break;
    }
}

void
qd_logic_figure_render (cairo_t *cr, const QdLogicFigure *figure, const QdPropRenderOptions *options)
{
  switch (figure->kind)
    {
    case QD_LOGIC_FIGURE_TABLE:
      qd_prop_table_render (cr, &figure->table, options);
      break;
    case QD_LOGIC_FIGURE_REFUTATION:
      qd_prop_refutation_render (cr, &figure->refutation, options);
      break;
    case QD_LOGIC_FIGURE_CHAINING:
      qd_prop_chaining_render (cr, &figure->chaining, options);
      break;
    case QD_LOGIC_FIGURE_NONE:
    default:
      break;
    }
}

const char *
qd_logic_figure_caption (const QdLogicFigure *figure)
{
  switch (figure->kind)
    {
    case QD_LOGIC_FIGURE_TABLE:
      return _("The truth table TT-ENTAILS walks (AIMA Fig. 7.9): the rows where KB is true highlighted");
    case QD_LOGIC_FIGURE_REFUTATION:
      return qd_prop_refutation_is_tree (&figure->refutation)
        ? _("The refutation (AIMA Fig. 7.13): the empty clause at the bottom, the input clauses at the top")
        : _("The clauses PL-RESOLUTION derived, each with its parents");
    case QD_LOGIC_FIGURE_CHAINING:
      return _("Forward chaining’s AND-OR graph (AIMA Fig. 7.16): the counts and the symbols popped");
    case QD_LOGIC_FIGURE_NONE:
    default:
      return "";
    }
}
