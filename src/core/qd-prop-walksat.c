/* qd-prop-walksat.c — WalkSAT (AIMA Fig. 7.18) with make and break counts;
 * see qd-prop-walksat.h. */
#include "config.h"
#include "qd-prop-walksat.h"

#include <string.h>

#include "qd-random.h"

typedef struct
{
  const guint *lits, *first;   /* the clauses, as QdPropClauses holds them */
  guint n_clauses, n_symbols;
  guint *occ, *occ_first;      /* per literal l: the clauses occ[occ_first[l] .. occ_first[l + 1]) */
  guint8 *value;               /* per symbol */
  guint *n_true;               /* per clause: its true literals */
  guint *critical;             /* per clause with one true literal: that literal's symbol */
  guint *make, *brk;           /* per symbol */
  guint *unsat, *unsat_pos, n_unsat; /* the false clauses, and each clause's place there */
} Walk;

static gboolean
lit_true (const Walk *w, guint lit)
{
  return w->value[lit >> 1] != (lit & 1u);
}

/* Occurrence lists, by counting then placing. */
static void
build_occurrences (Walk *w)
{
  guint n_lits = 2 * w->n_symbols;

  w->occ_first = g_new0 (guint, n_lits + 1);
  w->occ = g_new (guint, w->first[w->n_clauses] + 1);
  for (guint k = 0; k < w->first[w->n_clauses]; k++)
    w->occ_first[w->lits[k] + 1]++;
  for (guint l = 0; l < n_lits; l++)
    w->occ_first[l + 1] += w->occ_first[l];
  {
    g_autofree guint *fill = g_memdup2 (w->occ_first, n_lits * sizeof (guint));
    for (guint c = 0; c < w->n_clauses; c++)
      for (guint k = w->first[c]; k < w->first[c + 1]; k++)
        w->occ[fill[w->lits[k]]++] = c;
  }
}

static void
unsat_add (Walk *w, guint c)
{
  w->unsat_pos[c] = w->n_unsat;
  w->unsat[w->n_unsat++] = c;
}

static void
unsat_remove (Walk *w, guint c)
{
  guint last = w->unsat[--w->n_unsat];

  w->unsat[w->unsat_pos[c]] = last;
  w->unsat_pos[last] = w->unsat_pos[c];
}

/* The counts of the assignment in w->value, from nothing. */
static void
count_all (Walk *w)
{
  for (guint c = 0; c < w->n_clauses; c++)
    {
      w->n_true[c] = 0;
      for (guint k = w->first[c]; k < w->first[c + 1]; k++)
        if (lit_true (w, w->lits[k]))
          w->n_true[c]++, w->critical[c] = w->lits[k] >> 1;
      if (w->n_true[c] == 1)
        w->brk[w->critical[c]]++;
      else if (w->n_true[c] == 0)
        {
          unsat_add (w, c);
          for (guint k = w->first[c]; k < w->first[c + 1]; k++)
            w->make[w->lits[k] >> 1]++;
        }
    }
}

/* Flips symbol v, the counts updated from v's clauses alone. */
static void
flip (Walk *w, guint v)
{
  guint now_true = 2 * v + w->value[v];   /* the literal of v false before the flip */
  guint now_false = now_true ^ 1u;

  w->value[v] ^= 1u;
  for (guint i = w->occ_first[now_true]; i < w->occ_first[now_true + 1]; i++)
    {
      guint c = w->occ[i];
      if (w->n_true[c] == 0)
        {
          unsat_remove (w, c);
          for (guint k = w->first[c]; k < w->first[c + 1]; k++)
            w->make[w->lits[k] >> 1]--;
          w->brk[v]++;
          w->critical[c] = v;
        }
      else if (w->n_true[c] == 1)
        w->brk[w->critical[c]]--;
      w->n_true[c]++;
    }
  for (guint i = w->occ_first[now_false]; i < w->occ_first[now_false + 1]; i++)
    {
      guint c = w->occ[i];
      if (--w->n_true[c] == 0)
        {
          unsat_add (w, c);
          for (guint k = w->first[c]; k < w->first[c + 1]; k++)
            w->make[w->lits[k] >> 1]++;
          w->brk[v]--;
        }
      else if (w->n_true[c] == 1)
        for (guint k = w->first[c]; k < w->first[c + 1]; k++)
          if (lit_true (w, w->lits[k]))
            {
              w->critical[c] = w->lits[k] >> 1;
              w->brk[w->critical[c]]++;
            }
    }
}

/* The symbol of clause c whose flip satisfies the most clauses. */
static guint
greedy_symbol (const Walk *w, guint c)
{
  guint best = w->lits[w->first[c]] >> 1;
  gint64 best_gain = (gint64) w->make[best] - w->brk[best];

  for (guint k = w->first[c] + 1; k < w->first[c + 1]; k++)
    {
      guint v = w->lits[k] >> 1;
      gint64 gain = (gint64) w->make[v] - w->brk[v];
      if (gain > best_gain)
        best = v, best_gain = gain;
    }
  return best;
}

static void
walk_free (Walk *w)
{
  g_free (w->occ);
  g_free (w->occ_first);
  g_free (w->n_true);
  g_free (w->critical);
  g_free (w->make);
  g_free (w->brk);
  g_free (w->unsat);
  g_free (w->unsat_pos);
}

/* The flips, until a model, the budget or the stop flag. */
static void
walk (Walk *w, const QdPropWalksatOptions *options, guint64 *rng, QdPropWalksat *out)
{
  guint max_kept = options->max_kept != 0 ? options->max_kept : QD_PROP_WALKSAT_DEFAULT_KEPT;

  out->flips = g_array_sized_new (FALSE, FALSE, sizeof (QdPropWalksatFlip),
                                  (guint) MIN ((guint64) max_kept, options->max_flips));
  out->initial_unsat = out->min_unsat = w->n_unsat;
  for (;;)
    {
      QdPropWalksatFlip f;

      if (w->n_unsat == 0)
        {
          out->status = QD_PROP_WALKSAT_SAT;
          return;
        }
      if (out->n_flips >= options->max_flips)
        {
          out->status = QD_PROP_WALKSAT_NO_MODEL;
          return;
        }
      if (options->stop != NULL && (out->n_flips & 1023u) == 0 && g_atomic_int_get (options->stop))
        {
          out->status = QD_PROP_WALKSAT_STOPPED;
          return;
        }
      f.clause = w->unsat[qd_random_below (rng, w->n_unsat)];
      f.greedy = qd_random_double (rng) >= options->p;
      if (f.greedy)
        f.symbol = greedy_symbol (w, f.clause);
      else
        f.symbol = w->lits[w->first[f.clause] + qd_random_below (rng, w->first[f.clause + 1] - w->first[f.clause])] >> 1;
      flip (w, f.symbol);
      f.value = w->value[f.symbol];
      f.n_unsat = w->n_unsat;
      out->n_flips++;
      out->n_greedy += f.greedy;
      out->min_unsat = MIN (out->min_unsat, w->n_unsat);
      if (out->flips->len < max_kept)
        g_array_append_val (out->flips, f);
    }
}

void
qd_prop_walksat (const QdPropClauses *clauses, guint n_symbols, const QdPropWalksatOptions *options,
                 QdPropWalksat *out)
{
  static const QdPropWalksatOptions defaults = { 0.5, 10000, 0, 0, NULL };
  Walk w = { 0 };
  guint64 rng;

  if (options == NULL)
    options = &defaults;
  rng = options->seed;
  memset (out, 0, sizeof *out);
  w.lits = (const guint *) (const void *) clauses->lits->data;
  w.first = (const guint *) (const void *) clauses->first->data;
  w.n_clauses = qd_prop_clauses_len (clauses);
  w.n_symbols = n_symbols;
  for (guint k = 0; k < clauses->lits->len; k++)
    g_return_if_fail (w.lits[k] < 2 * n_symbols);
  out->model = g_array_sized_new (FALSE, FALSE, 1, n_symbols);
  g_array_set_size (out->model, n_symbols);
  w.value = (guint8 *) out->model->data;
  for (guint s = 0; s < n_symbols; s++)
    w.value[s] = qd_random_next (&rng) & 1u;
  out->initial = g_array_sized_new (FALSE, FALSE, 1, n_symbols);
  g_array_append_vals (out->initial, w.value, n_symbols);
  for (guint c = 0; c < w.n_clauses; c++)
    if (w.first[c] == w.first[c + 1])
      {
        out->status = QD_PROP_WALKSAT_EMPTY;
        out->flips = g_array_new (FALSE, FALSE, sizeof (QdPropWalksatFlip));
        return;
      }
  build_occurrences (&w);
  w.n_true = g_new (guint, w.n_clauses + 1);
  w.critical = g_new (guint, w.n_clauses + 1);
  w.make = g_new0 (guint, n_symbols + 1);
  w.brk = g_new0 (guint, n_symbols + 1);
  w.unsat = g_new (guint, w.n_clauses + 1);
  w.unsat_pos = g_new (guint, w.n_clauses + 1);
  count_all (&w);
  walk (&w, options, &rng, out);
  walk_free (&w);
}

gboolean
qd_prop_walksat_formula (QdProp *prop, guint root, const QdPropWalksatOptions *options, QdPropWalksat *out,
                         QdPropClauses **out_clauses, GError **error)
{
  QdPropClauses *clauses = qd_prop_cnf (prop, root, QD_PROP_MAX_CLAUSES, NULL, error);

  memset (out, 0, sizeof *out);
  if (clauses == NULL)
    return FALSE;
  qd_prop_walksat (clauses, qd_prop_n_symbols (prop), options, out);
  if (out_clauses != NULL)
    *out_clauses = clauses;
  else
    qd_prop_clauses_free (clauses);
  return TRUE;
}

void
qd_prop_walksat_clear (QdPropWalksat *walksat)
{
  g_clear_pointer (&walksat->flips, g_array_unref);
  g_clear_pointer (&walksat->initial, g_array_unref);
  g_clear_pointer (&walksat->model, g_array_unref);
}
