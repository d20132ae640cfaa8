/* qd-sat-explain.c — a CDCL conflict recorded for its picture; see
 * qd-sat-explain.h.  Runs once, at the conflict asked for, and reads the
 * solver's state directly (qd-sat-private.h). */
#include "config.h"
#include "qd-sat-explain.h"
#include "qd-sat-private.h"

QdSatExplain *
qd_sat_explain_new (guint64 conflict, gboolean stop)
{
  QdSatExplain *explain = g_new0 (QdSatExplain, 1);

  explain->conflict = MAX (conflict, 1);
  explain->stop = stop;
  explain->vertices = g_array_new (FALSE, FALSE, sizeof (QdSatExplainVertex));
  explain->reason_lits = g_array_new (FALSE, FALSE, sizeof (guint));
  explain->edges = g_array_new (FALSE, FALSE, sizeof (QdSatExplainEdge));
  explain->conflict_lits = g_array_new (FALSE, FALSE, sizeof (guint));
  explain->uip_clause = g_array_new (FALSE, FALSE, sizeof (guint));
  explain->learned = g_array_new (FALSE, FALSE, sizeof (guint));
  explain->uip = explain->uip_vertex = G_MAXUINT;
  return explain;
}

void
qd_sat_explain_free (QdSatExplain *explain)
{
  if (explain == NULL)
    return;
  g_array_unref (explain->vertices);
  g_array_unref (explain->reason_lits);
  g_array_unref (explain->edges);
  g_array_unref (explain->conflict_lits);
  g_array_unref (explain->uip_clause);
  g_array_unref (explain->learned);
  g_free (explain);
}

void
qd_sat_set_explain (QdSat *sat, QdSatExplain *explain)
{
  sat->explain = explain;
}

guint
qd_sat_explain_vertex_of (const QdSatExplain *explain, guint var)
{
  for (guint i = 0; i < explain->vertices->len; i++)
    if (g_array_index (explain->vertices, QdSatExplainVertex, i).lit >> 1 == var)
      return i;
  return G_MAXUINT;
}

static gboolean
wanted (const QdSat *sat)
{
  return !sat->explain->recorded && sat->stats.conflicts == sat->explain->conflict;
}

void
qd_sat_explain_keep_uip (QdSat *sat, guint uip)
{
  if (!wanted (sat))
    return;
  g_array_set_size (sat->explain->uip_clause, 0);
  g_array_append_vals (sat->explain->uip_clause, sat->out->data, sat->out->len);
  sat->explain->uip = uip;
}

/* The trail as vertices, with their reasons; `pos` receives each assigned
 * variable's vertex. */
static void
record_vertices (QdSat *sat, QdSatExplain *explain, guint *pos)
{
  for (guint i = 0; i < sat->trail_n; i++)
    {
      guint lit = sat->trail[i], v = lit >> 1;
      QdSatClause r = sat->reason[v];
      QdSatExplainVertex vertex = { lit, sat->level[v], explain->reason_lits->len, 0, 0, 0 };

      vertex.decision = r == QD_SAT_NO_REASON && sat->level[v] > 0;
      if (r != QD_SAT_NO_REASON)
        {
          vertex.reason_len = sat->arena[r];
          g_array_append_vals (explain->reason_lits, qd_sat_arena_lits (sat, r), vertex.reason_len);
        }
      pos[v] = i;
      g_array_append_val (explain->vertices, vertex);
    }
}

/* The edges into each vertex from its reason's other literals, then into
 * κ; the cone of κ marked by one pass back along the trail (a reason's
 * literals are all earlier on it). */
static void
record_edges (QdSatExplain *explain, const guint *pos)
{
  QdSatExplainVertex *vx = (QdSatExplainVertex *) (void *) explain->vertices->data;
  const guint *rl = (const guint *) (void *) explain->reason_lits->data;

  for (guint i = 0; i < explain->vertices->len; i++)
    for (guint k = 0; k < vx[i].reason_len; k++)
      if (rl[vx[i].reason_start + k] >> 1 != vx[i].lit >> 1)
        {
          QdSatExplainEdge e = { pos[rl[vx[i].reason_start + k] >> 1], i };
          g_array_append_val (explain->edges, e);
        }
  for (guint k = 0; k < explain->conflict_lits->len; k++)
    {
      QdSatExplainEdge e = { pos[g_array_index (explain->conflict_lits, guint, k) >> 1],
                             QD_SAT_EXPLAIN_CONFLICT };
      g_array_append_val (explain->edges, e);
      vx[e.from].in_cone = 1;
    }
  for (guint i = explain->vertices->len; i-- > 0;)
    if (vx[i].in_cone)
      for (guint k = 0; k < vx[i].reason_len; k++)
        vx[pos[rl[vx[i].reason_start + k] >> 1]].in_cone = 1;
}

void
qd_sat_explain_record (QdSat *sat, QdSatClause conflict, guint backjump)
{
  QdSatExplain *explain = sat->explain;
  g_autofree guint *pos = NULL;

  if (!wanted (sat))
    return;
  pos = g_new (guint, sat->n_vars + 1);
  for (guint v = 0; v < sat->n_vars; v++)
    pos[v] = G_MAXUINT;
  g_array_set_size (explain->vertices, 0);
  g_array_set_size (explain->reason_lits, 0);
  g_array_set_size (explain->edges, 0);
  g_array_set_size (explain->conflict_lits, 0);
  g_array_set_size (explain->learned, 0);
  record_vertices (sat, explain, pos);
  g_array_append_vals (explain->conflict_lits, qd_sat_arena_lits (sat, conflict), sat->arena[conflict]);
  record_edges (explain, pos);
  g_array_append_vals (explain->learned, sat->out->data, sat->out->len);
  explain->uip_vertex = pos[explain->uip >> 1];
  explain->level = (gint) sat->n_levels;
  explain->backjump = (gint) backjump;
  explain->recorded = TRUE;
}
