/* qd-plan-ground-formula.c — a formula ground under the binding and put in
 * disjunctive normal form: static atoms and equality evaluated, a fluent
 * atom not reached in the relaxation false, quantifiers expanded over their
 * domains, negations pushed to the atoms, and conjunctions distributed over
 * disjunctions, the count of disjuncts bounded.  A conjunction holding an
 * atom and its negation is dropped.
 *
 * Walks recurse along the formula's tree (QD_PLAN_MAX_DEPTH bounds it). */
#include "config.h"
#include "qd-plan-ground-private.h"

#include <glib/gi18n.h>
#include <stdlib.h>

void
qd_ground_dnf_init (QdGroundDnf *dnf)
{
  dnf->lits = g_array_sized_new (FALSE, FALSE, sizeof (guint32), 16);
  dnf->conj = g_array_sized_new (FALSE, FALSE, sizeof (guint32), 16);
}

void
qd_ground_dnf_clear (QdGroundDnf *dnf)
{
  g_clear_pointer (&dnf->lits, g_array_unref);
  g_clear_pointer (&dnf->conj, g_array_unref);
}

static guint
n_conj (const QdGroundDnf *dnf)
{
  return dnf->conj->len / 2;
}

static void
add_conj (QdGroundDnf *dnf, const guint32 *lits, guint n)
{
  guint32 range[2] = { dnf->lits->len, n };

  g_array_append_vals (dnf->lits, lits, n);
  g_array_append_vals (dnf->conj, range, 2);
}

static const guint32 *
conj_lits (const QdGroundDnf *dnf, guint i, guint *n)
{
  *n = g_array_index (dnf->conj, guint32, 2 * i + 1);
  return &g_array_index (dnf->lits, guint32, g_array_index (dnf->conj, guint32, 2 * i));
}

/* Whether the literals hold an atom and its negation. */
static gboolean
contradicts (const guint32 *a, guint na, const guint32 *b, guint nb)
{
  for (guint i = 0; i < na; i++)
    for (guint j = 0; j < nb; j++)
      if ((a[i] ^ b[j]) == 1)
        return TRUE;
  return FALSE;
}

typedef struct {
  QdGrounder *g;
  guint32 instance;
  guint max;
} Walk;

static gboolean
too_many (const Walk *w, guint n)
{
  g_autofree char *what = NULL;

  if (n <= w->max)
    return FALSE;
  if (w->instance == QD_GROUND_NONE)
    what = g_strdup (_("the goal"));
  else
    what = qd_ground_action_text (w->g, w->g->current->index, w->g->binding);
  return !qd_ground_fail (w->g, QD_PLAN_GROUND_ERROR_LIMIT,
                          _("%s: more than %u disjuncts in disjunctive normal form (the limit)"), what, w->max);
}

/* `into` becomes the conjunction of `into` and `part` (distributed). */
static gboolean
conjoin (const Walk *w, QdGroundDnf *into, const QdGroundDnf *part)
{
  QdGroundDnf out;
  g_autoptr(GArray) lits = g_array_new (FALSE, FALSE, sizeof (guint32));

  qd_ground_dnf_init (&out);
  for (guint i = 0; i < n_conj (into); i++)
    for (guint j = 0; j < n_conj (part); j++)
      {
        guint na, nb;
        const guint32 *a = conj_lits (into, i, &na), *b = conj_lits (part, j, &nb);

        if (contradicts (a, na, b, nb))
          continue;
        g_array_set_size (lits, 0);
        g_array_append_vals (lits, a, na);
        g_array_append_vals (lits, b, nb);
        add_conj (&out, (const guint32 *) (void *) lits->data, lits->len);
      }
  qd_ground_dnf_clear (into);
  *into = out;
  return !too_many (w, n_conj (into));
}

/* Whether a disjunct is empty: the disjunction is true. */
static gboolean
is_true (const QdGroundDnf *dnf)
{
  for (guint i = 0; i < n_conj (dnf); i++)
    if (g_array_index (dnf->conj, guint32, 2 * i + 1) == 0)
      return TRUE;
  return FALSE;
}

/* `into` becomes the disjunction of `into` and `part`; true absorbs the rest. */
static gboolean
disjoin (const Walk *w, QdGroundDnf *into, const QdGroundDnf *part)
{
  if (is_true (into))
    return TRUE;
  if (is_true (part))
    {
      g_array_set_size (into->lits, 0);
      g_array_set_size (into->conj, 0);
      add_conj (into, NULL, 0);
      return TRUE;
    }
  for (guint j = 0; j < n_conj (part); j++)
    {
      guint n;
      const guint32 *lits = conj_lits (part, j, &n);

      add_conj (into, lits, n);
    }
  return !too_many (w, n_conj (into));
}

static gboolean walk (const Walk *w, gint formula, gboolean positive, QdGroundDnf *out);

/* A part of a conjunction (and) or a disjunction (not and) joined into `out`. */
static gboolean
join_part (const Walk *w, gint formula, gboolean positive, gboolean and, QdGroundDnf *out)
{
  QdGroundDnf part;
  gboolean ok;

  qd_ground_dnf_init (&part);
  ok = walk (w, formula, positive, &part) && (and ? conjoin (w, out, &part) : disjoin (w, out, &part));
  qd_ground_dnf_clear (&part);
  return ok;
}

typedef struct {
  const Walk *w;
  gboolean positive, and;
  QdGroundDnf *out;
  gboolean ok;
} Quantified;

static gboolean
visit_part (QdGrounder *g, const QdPlanFormula *f, gpointer data)
{
  Quantified *q = data;

  q->ok = join_part (q->w, (gint) g_array_index (g->task->kids, guint, f->first), q->positive, q->and, q->out);
  /* A conjunction already false, or a disjunction already true, is done. */
  return q->ok && !(q->and ? n_conj (q->out) == 0 : is_true (q->out));
}

static gboolean
walk_atom (const Walk *w, const QdPlanFormula *f, gboolean positive, QdGroundDnf *out)
{
  guint32 lit;
  QdGroundTruth truth = qd_ground_literal (w->g, f, positive, &lit);

  if (truth != QD_GROUND_FALSE)
    add_conj (out, &lit, truth == QD_GROUND_LITERAL ? 1 : 0);
  return TRUE;
}

/* The kids of an and/or-like node: `and` after the polarity is applied. */
static gboolean
walk_junction (const Walk *w, const QdPlanFormula *f, gboolean positive, gboolean and, QdGroundDnf *out)
{
  const QdPlanTask *task = w->g->task;

  if (and)
    add_conj (out, NULL, 0);
  for (guint i = 0; i < f->n; i++)
    {
      gboolean part_positive = f->kind == QD_PLAN_F_IMPLY && i == 0 ? !positive : positive;

      if (!join_part (w, (gint) g_array_index (task->kids, guint, f->first + i), part_positive, and, out))
        return FALSE;
      if (and ? n_conj (out) == 0 : is_true (out))
        break;
    }
  return TRUE;
}

static gboolean
walk (const Walk *w, gint formula, gboolean positive, QdGroundDnf *out)
{
  const QdPlanFormula *f = qd_plan_formula (w->g->task, formula);
  Quantified q = { .w = w, .positive = positive, .out = out, .ok = TRUE };

  switch (f->kind)
    {
    case QD_PLAN_F_ATOM:
      return walk_atom (w, f, positive, out);
    case QD_PLAN_F_EQUAL:
      if (qd_ground_terms_equal (w->g, f) == positive)
        add_conj (out, NULL, 0);
      return TRUE;
    case QD_PLAN_F_NOT:
      return walk (w, (gint) g_array_index (w->g->task->kids, guint, f->first), !positive, out);
    case QD_PLAN_F_AND:
      return walk_junction (w, f, positive, positive, out);
    case QD_PLAN_F_OR:
    case QD_PLAN_F_IMPLY:
      return walk_junction (w, f, positive, !positive, out);
    case QD_PLAN_F_EXISTS:
    case QD_PLAN_F_FORALL:
      q.and = (f->kind == QD_PLAN_F_FORALL) == positive;
      if (q.and)
        add_conj (out, NULL, 0);
      qd_ground_each (w->g, f, 0, visit_part, &q);
      return q.ok;
    default:
      if (positive)
        add_conj (out, NULL, 0);
      return TRUE;
    }
}

/* ---- the common case: a conjunction of literals, walked straight */

typedef struct {
  QdGrounder *g;
  GArray *lits;
  gboolean never;            /* the conjunction is false */
  gboolean flat;             /* no disjunction met */
} Flat;

static void flat_walk (Flat *fl, gint formula, gboolean positive);

static gboolean
visit_flat (QdGrounder *g, const QdPlanFormula *f, gpointer data)
{
  Flat *fl = data;

  flat_walk (fl, (gint) g_array_index (g->task->kids, guint, f->first), TRUE);
  return fl->flat && !fl->never;
}

/* A literal: appended, or the conjunction made false. */
static void
flat_atom (Flat *fl, const QdPlanFormula *f, gboolean positive)
{
  guint32 lit;
  QdGroundTruth truth = qd_ground_literal (fl->g, f, positive, &lit);

  if (truth == QD_GROUND_LITERAL)
    g_array_append_val (fl->lits, lit);
  fl->never |= truth == QD_GROUND_FALSE;
}

static void
flat_walk (Flat *fl, gint formula, gboolean positive)
{
  const QdPlanFormula *f = qd_plan_formula (fl->g->task, formula);
  const GArray *kids = fl->g->task->kids;

  if (f->kind == QD_PLAN_F_ATOM)
    flat_atom (fl, f, positive);
  else if (f->kind == QD_PLAN_F_EQUAL)
    fl->never |= qd_ground_terms_equal (fl->g, f) != positive;
  else if (f->kind == QD_PLAN_F_NOT)
    flat_walk (fl, (gint) g_array_index (kids, guint, f->first), !positive);
  else if ((f->kind == QD_PLAN_F_AND && positive) || (f->kind == QD_PLAN_F_OR && !positive))
    for (guint i = 0; i < f->n && fl->flat && !fl->never; i++)
      flat_walk (fl, (gint) g_array_index (kids, guint, f->first + i), positive);
  else if (f->kind == QD_PLAN_F_FORALL && positive)
    qd_ground_each (fl->g, f, 0, visit_flat, fl);
  else if (f->kind == QD_PLAN_F_TRUE)
    fl->never |= !positive;
  else
    fl->flat = FALSE;
}

/* Whether the sorted literals a are among the sorted literals b. */
static gboolean
subset (const guint32 *a, guint na, const guint32 *b, guint nb)
{
  guint j = 0;

  for (guint i = 0; i < na; i++)
    {
      while (j < nb && b[j] < a[i])
        j++;
      if (j == nb || b[j] != a[i])
        return FALSE;
    }
  return TRUE;
}

/* Whether disjunct i is implied by another (a subset of it; of two equal
 * ones the first is kept). */
static gboolean
subsumed (const QdGroundDnf *dnf, guint i)
{
  guint ni, nk;
  const guint32 *li = conj_lits (dnf, i, &ni);

  for (guint k = 0; k < n_conj (dnf); k++)
    {
      const guint32 *lk = conj_lits (dnf, k, &nk);

      if (k != i && subset (lk, nk, li, ni) && (nk < ni || k < i))
        return TRUE;
    }
  return FALSE;
}

/* Whether sorted literals hold an atom and its negation (side by side). */
static gboolean
self_contradicts (const guint32 *lits, guint n)
{
  for (guint k = 0; k + 1 < n; k++)
    if ((lits[k] ^ lits[k + 1]) == 1)
      return TRUE;
  return FALSE;
}

static void
sort_conj (QdGroundDnf *dnf, guint i)
{
  guint n, kept = 0;
  guint32 *lits = (guint32 *) conj_lits (dnf, i, &n);

  /* Sorted, without repeats: a conjunction's literals in atom order. */
  qsort (lits, n, sizeof (guint32), qd_ground_compare);
  for (guint k = 0; k < n; k++)
    if (kept == 0 || lits[kept - 1] != lits[k])
      lits[kept++] = lits[k];
  g_array_index (dnf->conj, guint32, 2 * i + 1) = kept;
}

gboolean
qd_ground_dnf (QdGrounder *g, gint formula, QdGroundDnf *dnf, guint32 instance)
{
  Walk w = { .g = g, .instance = instance, .max = g->options.max_disjuncts };
  QdGroundDnf out;
  gboolean ok = TRUE;

  qd_ground_dnf_init (&out);
  {
    Flat fl = { .g = g, .lits = out.lits, .flat = TRUE };

    flat_walk (&fl, formula, TRUE);
    if (fl.flat && !g->failed)
      {
        guint32 range[2] = { 0, out.lits->len };

        if (!fl.never)
          g_array_append_vals (out.conj, range, 2);
      }
    else
      {
        g_array_set_size (out.lits, 0);
        ok = walk (&w, formula, TRUE, &out);
      }
  }
  for (guint i = 0; ok && i < n_conj (&out); i++)
    sort_conj (&out, i);
  for (guint i = 0; ok && i < n_conj (&out); i++)
    if (n_conj (&out) == 1 || !subsumed (&out, i))
      {
        guint n;
        const guint32 *lits = conj_lits (&out, i, &n);

        if (!self_contradicts (lits, n))
          add_conj (dnf, lits, n);
      }
  qd_ground_dnf_clear (&out);
  return ok && !g->failed;
}
