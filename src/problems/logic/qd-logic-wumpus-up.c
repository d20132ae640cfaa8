/* qd-logic-wumpus-up.c — unit propagation with reasons, and its refutation. */
#include "qd-logic-wumpus-up.h"

#include <string.h>

#define NONE QD_PROP_NONE

struct _QdLogicWumpusUp
{
  const QdPropClauses *clauses;
  guint n_lits;
  gint8 *value;       /* per literal */
  guint *reason;      /* per symbol: the clause that set it */
  guint *position;    /* per symbol: its place on the trail */
  guint *trail;
  guint n_trail;
  guint *occ_start;   /* per literal: where its clauses start in occ */
  guint *occ;
  guint conflict;
};

void
qd_logic_wumpus_occurrences (const QdPropClauses *clauses, guint n_lits, guint **start, guint **occ)
{
  guint n = qd_prop_clauses_len (clauses), total = clauses->lits->len;
  g_autofree guint *fill = g_new0 (guint, n_lits + 1);

  *start = g_new0 (guint, n_lits + 1);
  *occ = g_new (guint, MAX (total, 1));
  for (guint i = 0; i < total; i++)
    (*start)[g_array_index (clauses->lits, guint, i) + 1]++;
  for (guint l = 0; l < n_lits; l++)
    (*start)[l + 1] += (*start)[l];
  for (guint c = 0; c < n; c++)
    {
      guint length;
      const guint *lits = qd_prop_clause (clauses, c, &length);
      for (guint i = 0; i < length; i++)
        (*occ)[(*start)[lits[i]] + fill[lits[i]]++] = c;
    }
}

static void
assign (QdLogicWumpusUp *up, guint lit, guint reason)
{
  up->value[lit] = 1;
  up->value[lit ^ 1] = -1;
  up->reason[lit >> 1] = reason;
  up->position[lit >> 1] = up->n_trail;
  up->trail[up->n_trail++] = lit;
}

/* Clause c once a literal of it went false: FALSE on a conflict. */
static gboolean
visit (QdLogicWumpusUp *up, guint c)
{
  guint length, open = NONE, n_open = 0;
  const guint *lits = qd_prop_clause (up->clauses, c, &length);

  for (guint i = 0; i < length; i++)
    {
      if (up->value[lits[i]] > 0)
        return TRUE;
      if (up->value[lits[i]] == 0)
        {
          open = lits[i];
          n_open++;
        }
    }
  if (n_open == 0)
    {
      up->conflict = c;
      return FALSE;
    }
  if (n_open == 1)
    assign (up, open, c);
  return TRUE;
}

static void
propagate (QdLogicWumpusUp *up)
{
  guint n = qd_prop_clauses_len (up->clauses);

  for (guint c = 0; c < n; c++)
    {
      guint length;
      qd_prop_clause (up->clauses, c, &length);
      if (length <= 1 && !visit (up, c))
        return;
    }
  for (guint head = 0; head < up->n_trail; head++)
    {
      guint false_lit = up->trail[head] ^ 1;
      for (guint i = up->occ_start[false_lit]; i < up->occ_start[false_lit + 1]; i++)
        if (!visit (up, up->occ[i]))
          return;
    }
}

QdLogicWumpusUp *
qd_logic_wumpus_up_new (const QdPropClauses *clauses, guint n_symbols)
{
  QdLogicWumpusUp *up = g_new0 (QdLogicWumpusUp, 1);

  up->clauses = clauses;
  up->n_lits = 2 * n_symbols;
  up->value = g_new0 (gint8, up->n_lits);
  up->reason = g_new (guint, n_symbols);
  up->position = g_new (guint, n_symbols);
  up->trail = g_new (guint, n_symbols);
  up->conflict = NONE;
  qd_logic_wumpus_occurrences (clauses, up->n_lits, &up->occ_start, &up->occ);
  propagate (up);
  return up;
}

void
qd_logic_wumpus_up_free (QdLogicWumpusUp *up)
{
  if (up == NULL)
    return;
  g_free (up->value);
  g_free (up->reason);
  g_free (up->position);
  g_free (up->trail);
  g_free (up->occ_start);
  g_free (up->occ);
  g_free (up);
}

gint
qd_logic_wumpus_up_value (const QdLogicWumpusUp *up, guint lit)
{
  return lit < up->n_lits ? up->value[lit] : 0;
}

guint
qd_logic_wumpus_up_conflict (const QdLogicWumpusUp *up)
{
  return up->conflict;
}

/* The literal of `res` whose negation was set last. */
static guint
latest (const QdLogicWumpusUp *up, const GArray *res)
{
  guint best = 0;

  for (guint i = 1; i < res->len; i++)
    if (up->position[g_array_index (res, guint, i) >> 1] > up->position[g_array_index (res, guint, best) >> 1])
      best = i;
  return best;
}

/* res ← res − {l} ∪ (reason − {¬l}), sorted and without repeats. */
static void
resolve_on (const QdLogicWumpusUp *up, GArray *res, guint at)
{
  guint lit = g_array_index (res, guint, at), length;
  const guint *other = qd_prop_clause (up->clauses, up->reason[lit >> 1], &length);

  g_array_remove_index (res, at);
  for (guint i = 0; i < length; i++)
    if (other[i] != (lit ^ 1))
      g_array_append_val (res, other[i]);
  g_array_set_size (res, qd_prop_clause_normalize ((guint *) (void *) res->data, res->len));
}

/* The input clause `c` in the proof: its index there, added when first used. */
static guint
use_input (const QdLogicWumpusUp *up, GHashTable *map, QdPropClauses *inputs, guint c)
{
  gpointer found;
  guint length;
  const guint *lits;
  g_autofree guint *copy = NULL;

  if (g_hash_table_lookup_extended (map, GUINT_TO_POINTER (c), NULL, &found))
    return GPOINTER_TO_UINT (found);
  lits = qd_prop_clause (up->clauses, c, &length);
  copy = g_memdup2 (lits, MAX (length, 1) * sizeof (guint));
  qd_prop_clauses_add (inputs, copy, length, NONE, NONE);
  g_hash_table_insert (map, GUINT_TO_POINTER (c), GUINT_TO_POINTER (qd_prop_clauses_len (inputs) - 1));
  return qd_prop_clauses_len (inputs) - 1;
}

QdPropClauses *
qd_logic_wumpus_up_refutation (const QdLogicWumpusUp *up, guint *n_input)
{
  g_autoptr (GHashTable) map = NULL;
  g_autoptr (GArray) res = NULL, pa = NULL, pb = NULL, chain = NULL, first = NULL;
  QdPropClauses *out;
  guint length, current;
  const guint *lits;

  if (up->conflict == NONE)
    return NULL;
  map = g_hash_table_new (NULL, NULL);
  out = qd_prop_clauses_new ();
  res = g_array_new (FALSE, FALSE, sizeof (guint));
  chain = g_array_new (FALSE, FALSE, sizeof (guint));   /* the resolvents' literals, end to end */
  first = g_array_new (FALSE, FALSE, sizeof (guint));
  pa = g_array_new (FALSE, FALSE, sizeof (guint));      /* parents: ≥ G_MAXINT marks a resolvent */
  pb = g_array_new (FALSE, FALSE, sizeof (guint));
  lits = qd_prop_clause (up->clauses, up->conflict, &length);
  g_array_append_vals (res, lits, length);
  current = use_input (up, map, out, up->conflict);
  while (res->len > 0)
    {
      guint at = latest (up, res), reason = up->reason[g_array_index (res, guint, at) >> 1];
      guint other = use_input (up, map, out, reason);

      resolve_on (up, res, at);
      g_array_append_val (pa, current);
      g_array_append_val (pb, other);
      g_array_append_val (first, chain->len);
      g_array_append_vals (chain, res->data, res->len);
      current = G_MAXINT + first->len - 1;
    }
  *n_input = qd_prop_clauses_len (out);
  for (guint i = 0; i < first->len; i++)
    {
      guint start = g_array_index (first, guint, i);
      guint end = i + 1 < first->len ? g_array_index (first, guint, i + 1) : chain->len;
      guint a = g_array_index (pa, guint, i), b = g_array_index (pb, guint, i);

      a = a >= (guint) G_MAXINT ? *n_input + (a - G_MAXINT) : a;
      qd_prop_clauses_add (out, &g_array_index (chain, guint, start), end - start, a, b);
    }
  return out;
}
