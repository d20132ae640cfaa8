/* qd-strips-heuristic.c — the planning heuristics' front: names, blind and
 * goal count, and the dispatch to the relaxation's (qd-strips-relax.c,
 * qd-strips-lmcut.c). */
#include "config.h"
#include "qd-strips-heuristic.h"
#include "qd-strips-relax.h"
#include "qd-names.h"

#include <glib/gi18n.h>
#include <string.h>

struct _QdStripsHeuristic {
  const QdStrips *strips;
  QdStripsHeuristicKind kind;
  guint64 cheapest;            /* blind: the cheapest operator's cost */
  QdRelax *relax;              /* hmax … lmcut */
};

static const char *const heuristic_names[QD_STRIPS_N_HEURISTICS] = {
  [QD_STRIPS_BLIND] = "blind",
  [QD_STRIPS_GOALCOUNT] = "goalcount",
  [QD_STRIPS_HMAX] = "hmax",
  [QD_STRIPS_HADD] = "hadd",
  [QD_STRIPS_HFF] = "hff",
  [QD_STRIPS_LMCUT] = "lmcut",
};

static const char *const heuristic_labels[] = {
  N_("Blind"), N_("Goal count"), N_("h_max"), N_("h_add"), N_("h_FF"), N_("LM-cut"),
};
G_STATIC_ASSERT (G_N_ELEMENTS (heuristic_labels) == QD_STRIPS_N_HEURISTICS);

QD_NAMES_FUNCTIONS (qd_strips_heuristic, QdStripsHeuristicKind, heuristic_names, "unknown")

const char *
qd_strips_heuristic_label (QdStripsHeuristicKind kind)
{
  return (guint) kind < QD_STRIPS_N_HEURISTICS ? _(heuristic_labels[kind]) : "";
}

gboolean
qd_strips_heuristic_admissible (QdStripsHeuristicKind kind)
{
  return kind == QD_STRIPS_BLIND || kind == QD_STRIPS_HMAX || kind == QD_STRIPS_LMCUT;
}

static gboolean
uses_relaxation (QdStripsHeuristicKind kind)
{
  return kind >= QD_STRIPS_HMAX;
}

/* Whether every operator costs 1 (then PLUS_ONE counts 1 each). */
static gboolean
unit_cost (const QdStrips *strips)
{
  for (guint o = 0; o < strips->n_ops; o++)
    if (strips->ops[o].cost != 1)
      return FALSE;
  return TRUE;
}

static guint64
adapted_cost (const QdStrips *strips, QdStripsCostType type, gboolean unit, guint op)
{
  guint64 cost = strips->ops[op].cost;

  if (type == QD_STRIPS_COST_ONE || (type == QD_STRIPS_COST_PLUS_ONE && unit))
    return 1;
  if (type == QD_STRIPS_COST_PLUS_ONE)
    return cost < G_MAXUINT64 - 1 ? cost + 1 : cost;
  return cost;
}

guint64
qd_strips_adapted_cost (const QdStrips *strips, QdStripsCostType type, guint op)
{
  return adapted_cost (strips, type, type == QD_STRIPS_COST_PLUS_ONE && unit_cost (strips), op);
}

static QdStripsHeuristic *
heuristic_new (const QdStrips *strips, QdStripsHeuristicKind kind, QdStripsCostType type, gboolean search)
{
  g_return_val_if_fail ((guint) kind < QD_STRIPS_N_HEURISTICS, NULL);
  QdStripsHeuristic *h = g_new0 (QdStripsHeuristic, 1);
  g_autofree guint64 *costs = g_new (guint64, MAX (strips->n_ops, 1));
  gboolean unit = unit_cost (strips);
  h->strips = strips;
  h->kind = kind;
  h->cheapest = strips->n_ops > 0 ? G_MAXUINT64 : 0;
  for (guint o = 0; o < strips->n_ops; o++)
    {
      costs[o] = adapted_cost (strips, type, unit, o);
      h->cheapest = MIN (h->cheapest, costs[o]);
    }
  if (uses_relaxation (kind))
    h->relax = search ? qd_relax_new_search (strips, costs)
                      : qd_relax_new_with_costs (strips, costs, kind == QD_STRIPS_LMCUT);
  return h;
}

QdStripsHeuristic *
qd_strips_heuristic_new_search (const QdStrips *strips, QdStripsHeuristicKind kind, QdStripsCostType type)
{
  g_return_val_if_fail (kind == QD_STRIPS_HADD || kind == QD_STRIPS_HFF, NULL);
  return heuristic_new (strips, kind, type, TRUE);
}

QdStripsHeuristic *
qd_strips_heuristic_new (const QdStrips *strips, QdStripsHeuristicKind kind)
{
  return heuristic_new (strips, kind, QD_STRIPS_COST_NORMAL, FALSE);
}

const guint32 *
qd_strips_heuristic_preferred (const QdStripsHeuristic *h, guint *n)
{
  *n = h->kind == QD_STRIPS_HFF ? h->relax->n_helpful : 0;
  return h->kind == QD_STRIPS_HFF ? h->relax->helpful : NULL;
}

void
qd_strips_heuristic_free (QdStripsHeuristic *h)
{
  if (h == NULL)
    return;
  qd_relax_free (h->relax);
  g_free (h);
}

QdStripsHeuristicKind
qd_strips_heuristic_kind (const QdStripsHeuristic *h)
{
  return h->kind;
}

static guint64
goal_count (const QdStrips *s, const guint64 *state)
{
  const guint32 *pos = qd_strips_list (s, s->goal), *neg = qd_strips_list (s, s->goal_neg);
  guint64 n = 0;
  for (guint i = 0; i < s->goal.n; i++)
    n += !qd_strips_holds (state, pos[i]);
  for (guint i = 0; i < s->goal_neg.n; i++)
    n += qd_strips_holds (state, neg[i]);
  return n;
}

guint64
qd_strips_heuristic_value (QdStripsHeuristic *h, const guint64 *state)
{
  switch (h->kind)
    {
    case QD_STRIPS_BLIND:
      return qd_strips_is_goal (h->strips, state) ? 0 : h->cheapest;
    case QD_STRIPS_GOALCOUNT:
      return goal_count (h->strips, state);
    case QD_STRIPS_HMAX:
      return qd_relax_hmax (h->relax, state, h->relax->base_cost, FALSE, FALSE);
    case QD_STRIPS_HADD:
      return qd_relax_hadd (h->relax, state, FALSE);
    case QD_STRIPS_HFF:
      qd_relax_hadd (h->relax, state, FALSE);
      return qd_relax_ff_plan (h->relax, NULL);
    case QD_STRIPS_LMCUT:
    default:
      return qd_relax_lmcut (h->relax, state, NULL);
    }
}

/* The relaxation's fact costs, the task's facts only. */
static guint64 *
copy_fact_costs (const QdStripsHeuristic *h)
{
  return g_memdup2 (h->relax->fact_cost, MAX (h->strips->n_facts, 1) * sizeof (guint64));
}

void
qd_strips_heuristic_explain (QdStripsHeuristic *h, const guint64 *state, QdStripsExplanation *out)
{
  memset (out, 0, sizeof *out);
  switch (h->kind)
    {
    case QD_STRIPS_HMAX:
      out->value = qd_relax_hmax (h->relax, state, h->relax->base_cost, TRUE, FALSE);
      out->fact_cost = copy_fact_costs (h);
      break;
    case QD_STRIPS_HADD:
    case QD_STRIPS_HFF:
      out->value = qd_relax_hadd (h->relax, state, TRUE);
      out->fact_cost = copy_fact_costs (h);
      if (h->kind == QD_STRIPS_HADD)
        break;
      out->relaxed_plan = g_array_new (FALSE, FALSE, sizeof (guint));
      out->value = qd_relax_ff_plan (h->relax, out->relaxed_plan);
      break;
    case QD_STRIPS_LMCUT:
      out->landmarks = g_array_new (FALSE, FALSE, sizeof (QdStripsLandmark));
      out->value = qd_relax_lmcut (h->relax, state, out->landmarks);
      break;
    default:
      out->value = qd_strips_heuristic_value (h, state);
      break;
    }
}

void
qd_strips_explanation_clear (QdStripsExplanation *e)
{
  g_clear_pointer (&e->fact_cost, g_free);
  if (e->relaxed_plan != NULL)
    g_array_unref (g_steal_pointer (&e->relaxed_plan));
  if (e->landmarks != NULL)
    {
      for (guint i = 0; i < e->landmarks->len; i++)
        g_array_unref (g_array_index (e->landmarks, QdStripsLandmark, i).ops);
      g_array_unref (g_steal_pointer (&e->landmarks));
    }
  e->value = 0;
}
