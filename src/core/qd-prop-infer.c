/* qd-prop-infer.c — inference in propositional logic: TT-ENTAILS? (AIMA
 * Fig. 7.10), PL-RESOLUTION (Fig. 7.12) and PL-FC-ENTAILS? (Fig. 7.15). */
#include "config.h"
#include "qd-prop.h"
#include "qd-prop-private.h"

#include <glib/gi18n.h>
#include <string.h>

/* Marks the symbols of a formula in `seen`. */
static void
mark_symbols (const QdProp *prop, guint index, guint8 *seen)
{
  const QdPropNode *node = qd_prop_node (prop, index);

  if (node->op == QD_PROP_SYM)
    {
      seen[node->left] = 1;
      return;
    }
  mark_symbols (prop, node->left, seen);
  if (node->op != QD_PROP_NOT)
    mark_symbols (prop, node->right, seen);
}

typedef struct
{
  const QdProp *prop;
  guint kb, alpha;
  gboolean all_rows;
  guint8 *values;
  QdPropTt *out;
} TtWalk;

/* TT-CHECK-ALL over symbols[k …], true first. */
static gboolean
tt_check_all (TtWalk *walk, guint k, guint32 row)
{
  QdPropTt *out = walk->out;
  guint symbol;
  gboolean when_true;

  out->calls++;
  if (out->stopped)
    return FALSE;
  if (k == out->symbols->len)
    {
      /* The stop flag, every 1,024 rows: no answer. */
      if ((++out->rows & 1023u) == 0 && walk->prop->stop != NULL && g_atomic_int_get (walk->prop->stop))
        {
          out->stopped = TRUE;
          return FALSE;
        }
      if (!qd_prop_eval (walk->prop, walk->kb, walk->values))
        return TRUE;
      g_array_append_val (out->kb_rows, row);
      return qd_prop_eval (walk->prop, walk->alpha, walk->values);
    }
  symbol = g_array_index (out->symbols, guint, k);
  walk->values[symbol] = 1;
  when_true = tt_check_all (walk, k + 1, row | (1u << k));
  if (!when_true && !walk->all_rows)
    return FALSE;
  walk->values[symbol] = 0;
  return tt_check_all (walk, k + 1, row) && when_true;
}

gboolean
qd_prop_tt_entails (const QdProp *prop, guint kb, guint alpha, gboolean all_rows, QdPropTt *out, GError **error)
{
  g_autofree guint8 *seen = g_new0 (guint8, qd_prop_n_symbols (prop) + 1);
  g_autofree guint8 *values = g_new0 (guint8, qd_prop_n_symbols (prop) + 1);
  TtWalk walk = { prop, kb, alpha, all_rows, values, out };

  memset (out, 0, sizeof *out);
  mark_symbols (prop, kb, seen);
  mark_symbols (prop, alpha, seen);
  out->symbols = g_array_new (FALSE, FALSE, sizeof (guint));
  out->kb_rows = g_array_new (FALSE, FALSE, sizeof (guint32));
  for (guint s = 0; s < qd_prop_n_symbols (prop); s++)
    if (seen[s])
      g_array_append_val (out->symbols, s);
  if (out->symbols->len > QD_PROP_MAX_TT_SYMBOLS)
    {
      g_set_error (error, QD_PROP_ERROR, QD_PROP_ERROR_TOO_BIG,
                   _("a truth table of %u symbols is more than the %u it takes"),
                   out->symbols->len, QD_PROP_MAX_TT_SYMBOLS);
      qd_prop_tt_clear (out);
      return FALSE;
    }
  out->entailed = tt_check_all (&walk, 0, 0);
  return TRUE;
}

void
qd_prop_tt_clear (QdPropTt *tt)
{
  g_clear_pointer (&tt->symbols, g_array_unref);
  g_clear_pointer (&tt->kb_rows, g_array_unref);
}

/* PL-RESOLUTION. */

typedef struct
{
  const QdProp *prop;
  QdPropResolution *out;
  GHashTable *known;     /* GBytes of a clause's literals → TRUE */
  GArray *scratch;
  guint max;
} Resolver;

/* Adds a resolvent unless it is a tautology or known; FALSE when the
 * search ends (the empty clause, or the budget). */
static gboolean
add_resolvent (Resolver *rs, guint a, guint b)
{
  QdPropClauses *clauses = rs->out->clauses;
  guint n = qd_prop_clause_normalize ((guint *) (void *) rs->scratch->data, rs->scratch->len);
  GBytes *key;

  if (n == QD_PROP_NONE)
    return TRUE;
  key = g_bytes_new (rs->scratch->data, n * sizeof (guint));
  if (g_hash_table_contains (rs->known, key))
    {
      g_bytes_unref (key);
      return TRUE;
    }
  if (qd_prop_clauses_len (clauses) >= rs->max)
    {
      g_bytes_unref (key);
      rs->out->status = QD_PROP_STOPPED;
      return FALSE;
    }
  g_hash_table_add (rs->known, key);
  qd_prop_clauses_add (clauses, (guint *) (void *) rs->scratch->data, n, a, b);
  if (n > 0)
    return TRUE;
  rs->out->status = QD_PROP_PROVED;
  rs->out->empty = qd_prop_clauses_len (clauses) - 1;
  return FALSE;
}

/* PL-RESOLVE on clauses a and b: every resolvent, one per complementary pair. */
static gboolean
resolve_pair (Resolver *rs, guint a, guint b)
{
  guint na, nb;
  const guint *la, *lb;

  /* The stop flag, every 256 pairs: stopped, no answer. */
  if ((++rs->out->pairs & 255u) == 0 && rs->prop->stop != NULL && g_atomic_int_get (rs->prop->stop))
    {
      rs->out->status = QD_PROP_STOPPED;
      rs->out->interrupted = TRUE;
      return FALSE;
    }
  la = qd_prop_clause (rs->out->clauses, a, &na);
  lb = qd_prop_clause (rs->out->clauses, b, &nb);
  for (guint i = 0; i < na; i++)
    for (guint k = 0; k < nb; k++)
      {
        if (la[i] != (lb[k] ^ 1u))
          continue;
        g_array_set_size (rs->scratch, 0);
        for (guint x = 0; x < na; x++)
          if (x != i)
            g_array_append_val (rs->scratch, la[x]);
        for (guint x = 0; x < nb; x++)
          if (x != k)
            g_array_append_val (rs->scratch, lb[x]);
        if (!add_resolvent (rs, a, b))
          return FALSE;
        /* The pointers may have moved with the array. */
        la = qd_prop_clause (rs->out->clauses, a, &na);
        lb = qd_prop_clause (rs->out->clauses, b, &nb);
      }
  return TRUE;
}

/* The rounds: each pairs the clauses new in the last round with all before
 * them (the book's all pairs, without redoing old pairs). */
static void
resolve_rounds (Resolver *rs)
{
  guint old = 0;

  for (;;)
    {
      guint end = qd_prop_clauses_len (rs->out->clauses);

      if (old == end)
        {
          rs->out->status = QD_PROP_SATURATED;
          return;
        }
      rs->out->rounds++;
      for (guint j = old; j < end; j++)
        for (guint i = 0; i < j; i++)
          if (!resolve_pair (rs, i, j))
            return;
      old = end;
    }
}

gboolean
qd_prop_resolve (QdProp *prop, guint kb, guint alpha, guint max_clauses, QdPropResolution *out, GError **error)
{
  guint query = qd_prop_binary (prop, QD_PROP_AND, kb, qd_prop_not (prop, alpha));
  g_autoptr (QdPropClauses) input = qd_prop_cnf (prop, query, QD_PROP_MAX_CLAUSES, NULL, error);
  Resolver rs = { prop, out, NULL, NULL, max_clauses };

  memset (out, 0, sizeof *out);
  if (input == NULL)
    return FALSE;
  out->clauses = qd_prop_clauses_new ();
  out->empty = QD_PROP_NONE;
  rs.known = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref, NULL);
  rs.scratch = g_array_new (FALSE, FALSE, sizeof (guint));
  for (guint i = 0; i < qd_prop_clauses_len (input); i++)
    {
      guint n;
      const guint *lits = qd_prop_clause (input, i, &n);

      g_array_set_size (rs.scratch, 0);
      g_array_append_vals (rs.scratch, lits, n);
      if (!add_resolvent (&rs, QD_PROP_NONE, QD_PROP_NONE))
        break;   /* more input clauses than the budget */
    }
  out->n_input = qd_prop_clauses_len (out->clauses);
  if (out->status != QD_PROP_STOPPED)
    resolve_rounds (&rs);
  g_hash_table_unref (rs.known);
  g_array_unref (rs.scratch);
  return TRUE;
}

void
qd_prop_resolution_clear (QdPropResolution *res)
{
  g_clear_pointer (&res->clauses, qd_prop_clauses_free);
}

char *
qd_prop_resolution_summary (const QdPropResolution *res)
{
  guint n = qd_prop_clauses_len (res->clauses);

  switch (res->status)
    {
    case QD_PROP_PROVED:
      return g_strdup_printf (_("the empty clause, clause %u of %u: entailed"), res->empty + 1, n);
    case QD_PROP_SATURATED:
      return g_strdup_printf (ngettext ("saturated at %u clause: not entailed",
                                        "saturated at %u clauses: not entailed", n), n);
    case QD_PROP_STOPPED:
    default:
      return g_strdup_printf (ngettext ("stopped at %u clause, the budget: no answer",
                                        "stopped at %u clauses, the budget: no answer", n), n);
    }
}

/* PL-FC-ENTAILS?. */

/* The symbols of a conjunction of symbols, or FALSE. */
static gboolean
premise_symbols (const QdProp *prop, guint index, GArray *out)
{
  const QdPropNode *node = qd_prop_node (prop, index);

  if (node->op == QD_PROP_SYM)
    {
      g_array_append_val (out, node->left);
      return TRUE;
    }
  return node->op == QD_PROP_AND && premise_symbols (prop, node->left, out)
         && premise_symbols (prop, node->right, out);
}

void
qd_prop_definite_init (QdPropDefinite *d)
{
  d->premises = g_array_new (FALSE, FALSE, sizeof (guint));
  d->first = g_array_new (FALSE, FALSE, sizeof (guint));
  d->conclusion = g_array_new (FALSE, FALSE, sizeof (guint));
}

void
qd_prop_definite_clear (QdPropDefinite *d)
{
  g_clear_pointer (&d->premises, g_array_unref);
  g_clear_pointer (&d->first, g_array_unref);
  g_clear_pointer (&d->conclusion, g_array_unref);
}

gboolean
qd_prop_definite_read (const QdProp *prop, const guint *kb, guint n_kb, QdPropDefinite *d, GError **error)
{
  for (guint c = 0; c < n_kb; c++)
    {
      const QdPropNode *node = qd_prop_node (prop, kb[c]);
      const QdPropNode *head = node->op == QD_PROP_IMPLIES ? qd_prop_node (prop, node->right) : node;

      g_array_append_val (d->first, d->premises->len);
      if (head->op != QD_PROP_SYM
          || (node->op == QD_PROP_IMPLIES && !premise_symbols (prop, node->left, d->premises)))
        {
          g_set_error (error, QD_PROP_ERROR, QD_PROP_ERROR_NOT_DEFINITE,
                       _("formula %u is not a definite clause (a symbol, or symbols joined by ∧ ⇒ a symbol)"),
                       c + 1);
          return FALSE;
        }
      g_array_append_val (d->conclusion, head->left);
    }
  g_array_append_val (d->first, d->premises->len);
  return TRUE;
}

static void
fc_run (const QdProp *prop, QdPropDefinite *d, guint n_kb, guint query, QdPropFc *out)
{
  g_autofree guint8 *inferred = g_new0 (guint8, qd_prop_n_symbols (prop) + 1);
  g_autoptr (GArray) agenda = g_array_new (FALSE, FALSE, sizeof (guint));
  guint *count = (guint *) (void *) out->counts->data;

  for (guint c = 0; c < n_kb; c++)
    if (count[c] == 0)
      g_array_append_val (agenda, g_array_index (d->conclusion, guint, c));
  for (guint head = 0; head < agenda->len; head++)
    {
      guint p = g_array_index (agenda, guint, head);

      g_array_append_val (out->popped, p);
      if (p == query)
        {
          out->entailed = TRUE;
          return;
        }
      if (inferred[p])
        continue;
      inferred[p] = 1;
      for (guint c = 0; c < n_kb; c++)
        for (guint k = g_array_index (d->first, guint, c); k < g_array_index (d->first, guint, c + 1); k++)
          if (g_array_index (d->premises, guint, k) == p && --count[c] == 0)
            g_array_append_val (agenda, g_array_index (d->conclusion, guint, c));
    }
}

gboolean
qd_prop_fc_entails (const QdProp *prop, const guint *kb, guint n_kb, guint query, QdPropFc *out, GError **error)
{
  QdPropDefinite d;
  gboolean ok;

  qd_prop_definite_init (&d);
  ok = qd_prop_definite_read (prop, kb, n_kb, &d, error);

  memset (out, 0, sizeof *out);
  if (ok)
    {
      out->popped = g_array_new (FALSE, FALSE, sizeof (guint));
      out->counts = g_array_sized_new (FALSE, FALSE, sizeof (guint), n_kb);
      for (guint c = 0; c < n_kb; c++)
        {
          guint n = g_array_index (d.first, guint, c + 1) - g_array_index (d.first, guint, c);
          g_array_append_val (out->counts, n);
        }
      fc_run (prop, &d, n_kb, query, out);
    }
  qd_prop_definite_clear (&d);
  return ok;
}

void
qd_prop_fc_clear (QdPropFc *fc)
{
  g_clear_pointer (&fc->popped, g_array_unref);
  g_clear_pointer (&fc->counts, g_array_unref);
}
