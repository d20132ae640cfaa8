/* qd-fol-fc.c — FOL-FC-ASK (AIMA Fig. 9.3).  Each iteration matches the
 * premises of every rule, in the order told, against the facts known when
 * it began (by unification, premise by premise: not by trying every tuple
 * of constants as aima-python does); a conclusion that is not a renaming of
 * a known fact is new, and the new facts join the KB when the iteration
 * ends, so that the book's crime KB gives Sells, Weapon and Hostile in
 * iteration 1 and Criminal in iteration 2.  The QdFol's clauses are never
 * changed: the facts live in the result.  Unlike the book, the query is
 * also tried on the KB's own facts (iteration 0). */
#include "config.h"
#include "qd-fol-private.h"

#include <glib/gi18n.h>
#include <string.h>

typedef struct
{
  QdFol *fol;
  QdFolFcOptions o;
  QdFolFc *out;
  guint query;
  QdFolSubst subst;
  GHashTable *known;     /* canonical atom + 1 → fact number + 1 */
  GPtrArray *by_pred;    /* predicate name → GArray of fact numbers (NULL: none) */
  guint limit;           /* facts usable in this iteration: [0, limit) */
  guint fresh_from;      /* facts of the last iteration: [fresh_from, limit) */
  GArray *chosen;        /* the fact matched by each premise so far */
  gboolean done;         /* an answer (the book's return) or a budget */
} Fc;

static GArray *
facts_of (Fc *fc, guint atom)
{
  return qd_fol_index_list (fc->by_pred, qd_fol_term (fc->fol, atom)->symbol);
}

static void
finish (Fc *fc, QdFolStatus status)
{
  fc->out->status = status;
  fc->done = TRUE;
}

/* φ ← UNIFY(q′, α): an answer when the new fact unifies with the query. */
static void
try_query (Fc *fc, guint fact)
{
  QdFolFc *out = fc->out;
  guint mark = fc->subst.trail->len;
  guint atom = qd_fol_rename (fc->fol, g_array_index (out->facts, QdFolFact, fact).atom, NULL);

  out->steps++;
  if (atom == QD_FOL_NONE || !qd_fol_unify (fc->fol, fc->query, atom, &fc->subst, NULL))
    return;
  for (guint i = 0; i < out->query_vars->len; i++)
    {
      guint value = qd_fol_subst_apply (fc->fol, &fc->subst, g_array_index (out->query_vars, guint, i));
      g_array_append_val (out->answers, value);
    }
  g_array_append_val (out->answer_fact, fact);
  qd_fol_subst_undo (&fc->subst, mark);
  if (!fc->o.all_answers)
    finish (fc, QD_FOL_ANSWERED);
}

/* Adds `atom` (canonical) unless it is known; `clause` QD_FOL_NONE for the KB. */
static void
add_fact (Fc *fc, guint atom, guint clause, guint iteration)
{
  QdFolFc *out = fc->out;
  QdFolFact fact = { atom, clause, iteration, out->bound->len / 2, 0, out->used->len };
  guint number = out->facts->len;

  if (g_hash_table_contains (fc->known, GUINT_TO_POINTER (atom + 1)))
    return;
  if (out->facts->len >= fc->o.max_facts)
    {
      finish (fc, QD_FOL_STOP_FACTS);
      return;
    }
  if (clause != QD_FOL_NONE)
    {
      const QdFolClause *c = qd_fol_clause (fc->fol, clause);

      for (guint v = c->first_var; v < c->first_var + c->n_vars; v++)
        {
          guint var = qd_fol_make (fc->fol, QD_FOL_VAR, v, NULL, 0);
          guint value = qd_fol_subst_apply (fc->fol, &fc->subst, var);

          if (value == var || value == QD_FOL_NONE)
            continue;
          g_array_append_val (out->bound, var);
          g_array_append_val (out->bound, value);
          fact.n_bindings++;
        }
      g_array_append_vals (out->used, fc->chosen->data, c->n_premises);
    }
  g_array_append_val (out->facts, fact);
  g_hash_table_insert (fc->known, GUINT_TO_POINTER (atom + 1), GUINT_TO_POINTER (number + 1));
  g_array_append_val (facts_of (fc, atom), number);
  try_query (fc, number);
}

static void
conclude (Fc *fc, guint clause)
{
  guint q = qd_fol_subst_apply (fc->fol, &fc->subst, qd_fol_clause (fc->fol, clause)->conclusion);

  if (q != QD_FOL_NONE)
    q = qd_fol_canonical (fc->fol, q);
  if (q == QD_FOL_NONE)
    finish (fc, QD_FOL_STOP_TERMS);
  else
    add_fact (fc, q, clause, fc->out->iterations);
}

/* The first position in the sorted `list` holding a number ≥ `from`. */
static guint
first_from (GArray *list, guint from)
{
  guint lo = 0, hi = list->len;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (g_array_index (list, guint, mid) < from)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

/* Every θ that matches premises i, i + 1, … of the rule with known facts.
 * A match of old facts only was made in an earlier iteration (its
 * conclusion is known), so the last premise takes a fact of the last
 * iteration when none before it did: the same facts, fewer tries. */
static void
match (Fc *fc, guint clause, guint i, gboolean fresh)
{
  const QdFolClause *c = qd_fol_clause (fc->fol, clause);
  guint premise, n;
  GArray *candidates;

  if (i == c->n_premises)
    {
      conclude (fc, clause);
      return;
    }
  premise = qd_fol_premise (fc->fol, clause, i);
  candidates = facts_of (fc, premise);
  n = candidates->len;
  for (guint k = i + 1 == c->n_premises && !fresh ? first_from (candidates, fc->fresh_from) : 0;
       k < n && !fc->done; k++)
    {
      guint f = g_array_index (candidates, guint, k), atom, mark = fc->subst.trail->len;

      if (f >= fc->limit)
        break;
      if (++fc->out->steps > fc->o.max_steps)
        finish (fc, QD_FOL_STOP_STEPS);
      else if (fc->o.stop != NULL && g_atomic_int_get (fc->o.stop))
        finish (fc, QD_FOL_STOPPED);
      if (fc->done)
        break;
      atom = g_array_index (fc->out->facts, QdFolFact, f).atom;
      if (!qd_fol_term (fc->fol, atom)->ground)
        atom = qd_fol_rename (fc->fol, atom, NULL);
      if (atom == QD_FOL_NONE)
        finish (fc, QD_FOL_STOP_TERMS);
      else if (qd_fol_unify (fc->fol, premise, atom, &fc->subst, NULL))
        {
          g_array_index (fc->chosen, guint, i) = f;
          match (fc, clause, i + 1, fresh || f >= fc->fresh_from);
          qd_fol_subst_undo (&fc->subst, mark);
        }
    }
}

static void
fc_init (Fc *fc, QdFol *fol, guint query, const QdFolFcOptions *options, QdFolFc *out)
{
  memset (out, 0, sizeof *out);
  out->facts = g_array_sized_new (FALSE, FALSE, sizeof (QdFolFact), 16);
  out->bound = g_array_sized_new (FALSE, FALSE, sizeof (guint), 16);
  out->used = g_array_sized_new (FALSE, FALSE, sizeof (guint), 16);
  out->query_vars = g_array_sized_new (FALSE, FALSE, sizeof (guint), 16);
  out->answers = g_array_sized_new (FALSE, FALSE, sizeof (guint), 16);
  out->answer_fact = g_array_sized_new (FALSE, FALSE, sizeof (guint), 16);
  *fc = (Fc) { .fol = fol, .o = *options, .out = out, .query = query };
  if (fc->o.max_facts == 0)
    fc->o.max_facts = 100000;
  if (fc->o.max_rounds == 0)
    fc->o.max_rounds = 1000;
  if (fc->o.max_steps == 0)
    fc->o.max_steps = 10000000;
  fol->overflow = FALSE;
  qd_fol_subst_init (&fc->subst);
  fc->known = g_hash_table_new (NULL, NULL);
  fc->by_pred = qd_fol_index_new ();
  fc->chosen = g_array_sized_new (FALSE, TRUE, sizeof (guint), 16);
}

/* The variables of the query, in order of appearance. */
static void
collect_vars (const QdFol *fol, guint term, GArray *vars)
{
  const QdFolTerm *t = qd_fol_term (fol, term);

  if (t->ground)
    return;
  if (t->kind == QD_FOL_VAR)
    {
      for (guint i = 0; i < vars->len; i++)
        if (g_array_index (vars, guint, i) == term)
          return;
      g_array_append_val (vars, term);
      return;
    }
  for (guint i = 0; i < t->arity; i++)
    collect_vars (fol, qd_fol_arg (fol, term, i), vars);
}

gboolean
qd_fol_check_query (const QdFol *fol, guint query, GArray *vars, GError **error)
{
  if (query >= fol->terms->len || qd_fol_term (fol, query)->kind != QD_FOL_ATOM)
    {
      g_set_error (error, QD_FOL_ERROR, QD_FOL_ERROR_SYNTAX, _("the query is not an atom"));
      return FALSE;
    }
  collect_vars (fol, query, vars);
  return TRUE;
}

static void
run_iterations (Fc *fc)
{
  QdFol *fol = fc->fol;

  while (!fc->done)
    {
      if (fc->out->iterations >= fc->o.max_rounds)
        {
          finish (fc, QD_FOL_STOP_ROUNDS);
          break;
        }
      fc->out->iterations++;
      fc->fresh_from = fc->limit;
      fc->limit = fc->out->facts->len;
      for (guint r = 0; r < qd_fol_n_clauses (fol) && !fc->done; r++)
        if (qd_fol_clause (fol, r)->n_premises > 0)
          {
            g_array_set_size (fc->chosen, qd_fol_clause (fol, r)->n_premises);
            match (fc, r, 0, FALSE);
          }
      if (!fc->done && fc->out->facts->len == fc->limit)
        finish (fc, QD_FOL_FIXED_POINT);
    }
}

gboolean
qd_fol_fc_ask (QdFol *fol, guint query, const QdFolFcOptions *options, QdFolFc *out, GError **error)
{
  QdFolFcOptions defaults = { 0 };
  Fc fc;

  fc_init (&fc, fol, query, options != NULL ? options : &defaults, out);
  if (qd_fol_check_query (fol, query, out->query_vars, error))
    {
      for (guint c = 0; c < qd_fol_n_clauses (fol) && !fc.done; c++)
        if (qd_fol_clause (fol, c)->n_premises == 0)
          {
            guint atom = qd_fol_canonical (fol, qd_fol_clause (fol, c)->conclusion);

            if (atom == QD_FOL_NONE)
              finish (&fc, QD_FOL_STOP_TERMS);
            else
              add_fact (&fc, atom, QD_FOL_NONE, 0);
          }
      run_iterations (&fc);
    }
  qd_fol_subst_clear (&fc.subst);
  g_hash_table_unref (fc.known);
  g_ptr_array_unref (fc.by_pred);
  g_array_unref (fc.chosen);
  if (error != NULL && *error != NULL)
    {
      qd_fol_fc_clear (out);
      return FALSE;
    }
  return TRUE;
}

void
qd_fol_fc_clear (QdFolFc *fc)
{
  g_clear_pointer (&fc->facts, g_array_unref);
  g_clear_pointer (&fc->bound, g_array_unref);
  g_clear_pointer (&fc->used, g_array_unref);
  g_clear_pointer (&fc->query_vars, g_array_unref);
  g_clear_pointer (&fc->answers, g_array_unref);
  g_clear_pointer (&fc->answer_fact, g_array_unref);
}

char *
qd_fol_fc_answer_print (const QdFol *fol, const QdFolFc *fc, guint i)
{
  guint n = fc->query_vars->len;

  return qd_fol_bindings_print (fol, (const guint *) fc->query_vars->data,
                                &g_array_index (fc->answers, guint, i * n), n);
}

char *
qd_fol_fc_fact_print (const QdFol *fol, const QdFolFc *fc, guint i)
{
  const QdFolFact *fact = &g_array_index (fc->facts, QdFolFact, i);
  g_autofree char *atom = qd_fol_print_term (fol, fact->atom);
  g_autofree char *theta = NULL;

  if (fact->clause == QD_FOL_NONE)
    return g_strdup_printf (_("%s, in the KB"), atom);
  theta = qd_fol_pairs_print (fol, &g_array_index (fc->bound, guint, fact->bindings * 2), fact->n_bindings);
  return g_strdup_printf (_("%s by (%u) %s, iteration %u"), atom, fact->clause + 1, theta, fact->iteration);
}
