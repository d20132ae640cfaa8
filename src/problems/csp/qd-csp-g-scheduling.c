/* qd-csp-g-scheduling.c — noOverlap (tasks, and boxes of k dimensions) and
 * cumulative (qd-csp-globals.h).
 *
 * noOverlap: for each pair of boxes, the dimensions in which they may still
 * be apart (one's least origin plus its least length at most the other's
 * greatest origin); none: failure; one: both origins in that dimension lose
 * the values that would make them meet.  A box whose length may be 0 in a
 * dimension overlaps nothing when zero_ignored, so it prunes nothing.
 * Violations: the pairs that overlap.
 *
 * cumulative by time-tabling: each task's compulsory part (from its latest
 * start to its earliest start plus its least length, when that is later)
 * with its least height makes a profile; a profile above the capacity is a
 * failure, and a start goes when the task, put there for its least length,
 * would lift the profile (without its own part) above the capacity; the
 * capacity, a variable, loses the values below the profile, a variable
 * height the values that would lift the profile above the capacity over
 * the task's own compulsory part (a worker busy then is not assigned to
 * the task), and the ends
 * (when given) are kept within origin + length by bounds.  The profile is
 * built once per run (qd-csp-g-timetable.h), and edge-finding runs once
 * time-tabling removes nothing more; the propagator is a late one, run
 * once the cheaper constraints (the precedences) are quiet.  Heights are
 * taken to be at least 0, and a capacity below 0 holds at no time.
 * Violations: the excess of the profile at each task's start, plus the
 * ends that are wrong.
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "qd-csp-g-edgefind.h"
#include "qd-csp-g-timetable.h"
#include "qd-csp-g2-scratch.h"
#include "qd-csp-globals.h"
#include "qd-csp-owned.h"

/* A variable or an integer, with what reads it. */
typedef struct {
  gboolean is_var;
  guint var;
  const gint64 *keys;       /* is_var: its values (the model's) */
  guint n_keys;
  gint64 k;
} Opnd;

static gboolean
opnd_set (const QdCspModel *model, Opnd *o, const QdCspOperand *src, const char *name, GError **error)
{
  memset (o, 0, sizeof *o);
  if (!src->is_var)
    {
      o->k = src->value;
      return TRUE;
    }
  if (qd_csp_model_var (model, src->var)->symbolic)
    {
      g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE, _("%s: “%s” is symbolic: integers are needed"),
                   name, qd_csp_model_var (model, src->var)->name);
      return FALSE;
    }
  o->is_var = TRUE;
  o->var = src->var;
  o->keys = qd_csp_model_var (model, src->var)->keys;
  o->n_keys = qd_csp_model_var (model, src->var)->n_values;
  return TRUE;
}

/* The least and greatest value of the operand: over the solver's domain,
 * or (solver NULL) the assigned one in `values`, or any. */
static void
opnd_bounds (const Opnd *o, QdCspSolver *solver, const gint *values, gint64 *lo, gint64 *hi)
{
  guint a, b;
  gint v;

  if (!o->is_var)
    {
      *lo = *hi = o->k;
      return;
    }
  v = solver == NULL ? values[o->var] : QD_CSP_UNASSIGNED;
  if (v != QD_CSP_UNASSIGNED)
    {
      *lo = *hi = o->keys[v];
      return;
    }
  *lo = o->keys[o->n_keys - 1];
  *hi = o->keys[0];
  if (solver == NULL)
    *lo = o->keys[0], *hi = o->keys[o->n_keys - 1];
  else if (qd_csp_solver_domain_bounds (solver, o->var, &a, &b))
    *lo = o->keys[a], *hi = o->keys[b];   /* the keys ascend (integers) */
}

/* The least and greatest value of the operand over its whole domain. */
static void
opnd_range (const Opnd *o, gint64 *lo, gint64 *hi)
{
  *lo = o->is_var ? o->keys[0] : o->k;
  *hi = o->is_var ? o->keys[o->n_keys - 1] : o->k;
}

static gboolean
opnd_fixed (const Opnd *o, const gint *values)
{
  return !o->is_var || values[o->var] != QD_CSP_UNASSIGNED;
}

/* Keeps the values of the operand (a variable) within lo .. hi. */
static gboolean
opnd_keep_within (QdCspSolver *solver, const Opnd *o, gint64 lo, gint64 hi)
{
  guint first, last;

  if (!qd_csp_solver_domain_bounds (solver, o->var, &first, &last))
    return TRUE;   /* empty: the failure is the solver's */
  for (guint a = first; a <= last; a++)
    if ((o->keys[a] < lo || o->keys[a] > hi) && qd_csp_solver_domain_has (solver, o->var, a) &&
        !qd_csp_solver_remove_value (solver, o->var, a))
      return FALSE;
  return TRUE;
}


/* Edge-finding over n tasks (origin, length, height; height NULL: 1) on a capacity `cap` (qd-csp-g-edgefind.h):
 * the origins lose the starts it rules out. */
static gboolean
edgefind (QdCspSolver *solver, const Opnd *origin, const Opnd *length, const Opnd *height, guint n, gint64 cap)
{
  gsize bytes = (sizeof (QdCspEfTask) + 2 * sizeof (gint64)) * (n + 1);
  QdCspEfTask *task = qd_csp_g2_scratch (bytes);
  gint64 *lo = (gint64 *) (task + n + 1), *hi = lo + n + 1;
  gint64 omin, omax, unused;

  for (guint i = 0; i < n; i++)
    {
      opnd_bounds (&origin[i], solver, NULL, &omin, &omax);
      opnd_bounds (&length[i], solver, NULL, &task[i].p, &unused);
      task[i].h = 1;
      if (height != NULL)
        opnd_bounds (&height[i], solver, NULL, &task[i].h, &unused);
      task[i].est = omin;
      task[i].lct = omax + task[i].p;
    }
  if (!qd_csp_g_edgefind (task, n, cap, lo, hi))
    return FALSE;
  for (guint i = 0; i < n; i++)
    if ((lo[i] > task[i].est || hi[i] < task[i].lct) &&
        !opnd_keep_within (solver, &origin[i], lo[i], hi[i] - task[i].p))
      return FALSE;
  return TRUE;
}

/* Removes the values of origin o strictly between lo and hi (the keys
 * ascend); *pruned set when one goes. */
static gboolean
remove_between (QdCspSolver *solver, const Opnd *o, gint64 lo, gint64 hi, gboolean *pruned)
{
  guint first, last, a, b;

  if (!qd_csp_solver_domain_bounds (solver, o->var, &first, &last) || o->keys[first] >= hi || o->keys[last] <= lo)
    return TRUE;
  for (a = first, b = last + 1; a < b;)   /* the first key above lo */
    {
      guint mid = a + (b - a) / 2;

      if (o->keys[mid] > lo)
        b = mid;
      else
        a = mid + 1;
    }
  for (; a <= last && o->keys[a] < hi; a++)
    if (qd_csp_solver_domain_has (solver, o->var, a))
      {
        *pruned = TRUE;
        if (!qd_csp_solver_remove_value (solver, o->var, a))
          return FALSE;
      }
  return TRUE;
}

/* --------------------------------------------------------------- noOverlap */

typedef struct {
  QdOwned owned;
  guint n, k;
  Opnd *origin;             /* n * k */
  Opnd *length;             /* n * k */
  gboolean zero_ignored;
  gpointer relax[2];        /* k = 2: per dimension, the cumulative it implies (or NULL) */
} NoOverlap;

static gboolean cumulative_propagate (QdCspSolver *solver, gpointer data);
static gpointer no_overlap_relaxation (const NoOverlap *no, guint d);

/* Per box and dimension, the bounds of origin and length: b[4 * (i * k + d) ..]. */
static void
box_bounds (const NoOverlap *no, QdCspSolver *solver, const gint *values, gint64 *b)
{
  for (guint e = 0; e < no->n * no->k; e++)
    {
      opnd_bounds (&no->origin[e], solver, values, &b[4 * e], &b[4 * e + 1]);
      opnd_bounds (&no->length[e], solver, values, &b[4 * e + 2], &b[4 * e + 3]);
    }
}

#define OMIN(b, e) (b)[4 * (e)]
#define OMAX(b, e) (b)[4 * (e) + 1]
#define LMIN(b, e) (b)[4 * (e) + 2]
#define LMAX(b, e) (b)[4 * (e) + 3]

/* Whether boxes i and j may be apart: the dimensions where they may
 * (*only: the last of them), or G_MAXUINT when one may have length 0 and
 * zero lengths are ignored. */
static guint
apart (const NoOverlap *no, const gint64 *b, guint i, guint j, guint *only)
{
  guint n = 0;

  for (guint d = 0; d < no->k; d++)
    {
      guint ei = i * no->k + d, ej = j * no->k + d;

      if (no->zero_ignored && (LMIN (b, ei) <= 0 || LMIN (b, ej) <= 0))
        return G_MAXUINT;
      if (OMIN (b, ei) + LMIN (b, ei) <= OMAX (b, ej) || OMIN (b, ej) + LMIN (b, ej) <= OMAX (b, ei))
        {
          n++;
          *only = d;
        }
    }
  return n;
}

/* Origin e loses the values that put it across the other box f (*pruned
 * set when one goes). */
static gboolean
keep_off (QdCspSolver *solver, const NoOverlap *no, const gint64 *b, guint e, guint f, gboolean *pruned)
{
  return !no->origin[e].is_var ||
         remove_between (solver, &no->origin[e], OMAX (b, f) - LMIN (b, e), OMIN (b, f) + LMIN (b, f), pruned);
}

/* The pairs, then edge-finding in one dimension, which is costlier: only
 * once the pairs remove nothing more (a start they removed runs the
 * propagator again, its own changes waking it). */
static gboolean
no_overlap_propagate (QdCspSolver *solver, gpointer data)
{
  const NoOverlap *no = data;
  gsize bytes = sizeof (gint64) * 4 * (no->n * no->k + 1);
  gboolean ok = TRUE, pruned = FALSE;
  gint64 *b = qd_csp_g2_scratch (bytes);

  box_bounds (no, solver, NULL, b);
  for (guint i = 0; ok && i < no->n; i++)
    for (guint j = i + 1; ok && j < no->n; j++)
      {
        guint d = 0, n = apart (no, b, i, j, &d);

        if (n == 0)
          ok = FALSE;
        else if (n == 1)
          {
            ok = keep_off (solver, no, b, i * no->k + d, j * no->k + d, &pruned) &&
                 keep_off (solver, no, b, j * no->k + d, i * no->k + d, &pruned);
            box_bounds (no, solver, NULL, b);
          }
      }
  qd_csp_solver_count_check (solver, (guint64) no->n * no->n * no->k);
  if (!ok || pruned)
    return ok;
  if (no->k == 1)
    {
      qd_csp_solver_count_check (solver, (guint64) no->n * no->n * no->n);
      return edgefind (solver, no->origin, no->length, NULL, no->n, 1);
    }
  /* Two dimensions: the cumulative each one implies. */
  for (guint d = 0; ok && d < 2; d++)
    if (no->relax[d] != NULL)
      ok = cumulative_propagate (solver, no->relax[d]);
  return ok;
}

/* The pairs of fixed boxes that overlap. */
static guint64
overlapping (const NoOverlap *no, const gint *values)
{
  gsize bytes = sizeof (gint64) * 4 * (no->n * no->k + 1);
  gint64 *b = qd_csp_g2_scratch (bytes);
  guint64 n = 0;

  box_bounds (no, NULL, values, b);
  for (guint i = 0; i < no->n; i++)
    for (guint j = i + 1; j < no->n; j++)
      {
        gboolean fixed = TRUE;
        guint d = 0;

        for (guint e = 0; e < no->k; e++)
          fixed = fixed && opnd_fixed (&no->origin[i * no->k + e], values) &&
                  opnd_fixed (&no->origin[j * no->k + e], values) &&
                  opnd_fixed (&no->length[i * no->k + e], values) && opnd_fixed (&no->length[j * no->k + e], values);
        n += fixed && apart (no, b, i, j, &d) == 0;
      }
  return n;
}

static gboolean
no_overlap_check (gconstpointer data, const gint *values)
{
  return overlapping (data, values) == 0;
}

static guint64
no_overlap_violations (gconstpointer data, const gint *values)
{
  return overlapping (data, values);
}

static const QdCspPropagatorClass no_overlap_class = {
  .name = "noOverlap",
  .propagate = no_overlap_propagate,
  .check = no_overlap_check,
  .free = qd_owned_free,
  .violations = no_overlap_violations,
};

/* The scope of a list of operands: its variables, appended. */
static void
scope_add (GArray *scope, const Opnd *o, guint n)
{
  for (guint i = 0; i < n; i++)
    if (o[i].is_var)
      g_array_append_val (scope, o[i].var);
}

gboolean
qd_csp_model_add_no_overlap (QdCspModel *model, const guint *origins, const QdCspOperand *lengths, guint n, guint k,
                             gboolean zero_ignored, GError **error)
{
  NoOverlap *no = g_new0 (NoOverlap, 1);
  g_autoptr(GArray) scope = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *description = NULL;

  no->n = n;
  no->k = MAX (k, 1);
  no->zero_ignored = zero_ignored;
  no->origin = QD_CSP_OWN (no, g_new0 (Opnd, (gsize) n * no->k + 1));
  no->length = QD_CSP_OWN (no, g_new0 (Opnd, (gsize) n * no->k + 1));
  for (guint e = 0; e < n * no->k; e++)
    if (!opnd_set (model, &no->origin[e], &QD_CSP_OPERAND_VAR (origins[e]), "noOverlap", error) ||
        !opnd_set (model, &no->length[e], &lengths[e], "noOverlap", error))
      {
        qd_owned_free (no);
        return FALSE;
      }
  scope_add (scope, no->origin, n * no->k);
  scope_add (scope, no->length, n * no->k);
  if (scope->len == 0)
    {
      /* Integers only: holds or not, once. */
      gint none[1] = { 0 };

      model->had_false |= overlapping (no, none) > 0;
      qd_owned_free (no);
      return TRUE;
    }
  for (guint d = 0; no->k == 2 && n > 1 && d < 2; d++)
    {
      no->relax[d] = no_overlap_relaxation (no, d);
      if (no->relax[d] != NULL)
        qd_owned_add (&no->owned, no->relax[d], qd_owned_free);
    }
  description = qd_csp_model_var_names (model, (const guint *) scope->data, MIN (scope->len, n * no->k));
  qd_csp_add_propagator (model->csp, &no_overlap_class, no, (const guint *) scope->data, scope->len, description);
  return TRUE;
}

/* -------------------------------------------------------------- cumulative */

typedef struct {
  QdOwned owned;
  guint n;
  Opnd *origin, *length, *height, *end;   /* n each; end NULL: none */
  Opnd capacity;
  gboolean strict;          /* lt: the load stays below the capacity */
} Cumulative;

/* Per task: origin, length and height bounds (t[6 * i ..]). */
#define T_OMIN(t, i) (t)[6 * (i)]
#define T_OMAX(t, i) (t)[6 * (i) + 1]
#define T_LMIN(t, i) (t)[6 * (i) + 2]
#define T_LMAX(t, i) (t)[6 * (i) + 3]
#define T_HMIN(t, i) (t)[6 * (i) + 4]
#define T_HMAX(t, i) (t)[6 * (i) + 5]

static void
task_bounds (const Cumulative *c, QdCspSolver *solver, const gint *values, gint64 *t)
{
  for (guint i = 0; i < c->n; i++)
    {
      opnd_bounds (&c->origin[i], solver, values, &T_OMIN (t, i), &T_OMAX (t, i));
      opnd_bounds (&c->length[i], solver, values, &T_LMIN (t, i), &T_LMAX (t, i));
      opnd_bounds (&c->height[i], solver, values, &T_HMIN (t, i), &T_HMAX (t, i));
    }
}

/* The load at `time` of the compulsory parts, task `skip`'s apart (with
 * `fixed`: of the tasks whose origin, length and height are assigned). */
static gint64
load_at (const Cumulative *c, const gint64 *t, gint64 time, guint skip, const gint *fixed)
{
  gint64 load = 0;

  for (guint i = 0; i < c->n; i++)
    {
      if (i == skip)
        continue;
      if (fixed != NULL && !(opnd_fixed (&c->origin[i], fixed) && opnd_fixed (&c->length[i], fixed) &&
                             opnd_fixed (&c->height[i], fixed)))
        continue;
      if (T_OMAX (t, i) <= time && time < T_OMIN (t, i) + T_LMIN (t, i))
        load += T_HMIN (t, i);
    }
  return load;
}

/* The scratch that time-tabling needs for n tasks: the tasks, the
 * segments and the events. */
#define TT_BYTES(n) \
  (sizeof (QdCspTtTask) * ((n) + 1) + sizeof (QdCspTtSegment) * 2 * ((n) + 1) + sizeof (QdCspTtEvent) * 2 * ((n) + 1))

/* A variable height keeps only the values that fit beside the others'
 * parts over the task's own compulsory part [lst, est + p): at most cap
 * less the highest load there without the task's least height (the load
 * is constant over a segment, and the task surely runs where they meet). */
static gboolean
keep_height (QdCspSolver *solver, const QdCspTtTask *t, const Opnd *height, const QdCspTtSegment *seg, guint m,
             gint64 cap)
{
  gint64 others = G_MININT64;

  if (t->p <= 0 || t->lst >= t->est + t->p)
    return TRUE;   /* no compulsory part */
  for (guint k = 0; k < m; k++)
    if (seg[k].start < t->est + t->p && t->lst < seg[k].end)
      others = MAX (others, seg[k].load - MAX (t->h, 0));
  return others == G_MININT64 || opnd_keep_within (solver, height, G_MININT64, cap - others);
}

/* Time-tabling (qd-csp-g-timetable.h), its room after t's in the scratch
 * (TT_BYTES): the profile of the compulsory
 * parts fails above the capacity, bounds a variable capacity from below,
 * and rules out each start that would lift it above the capacity; *pruned
 * says whether a start went. */
static gboolean
timetable (QdCspSolver *solver, const Cumulative *c, const gint64 *t, gint64 cap, gboolean *pruned)
{
  QdCspTtTask *task = (QdCspTtTask *) (t + 6 * (c->n + 1));
  QdCspTtSegment *seg = (QdCspTtSegment *) (task + c->n + 1);
  QdCspTtEvent *work = (QdCspTtEvent *) (seg + 2 * (c->n + 1));
  gint64 peak = 0;
  guint m;

  for (guint i = 0; i < c->n; i++)
    task[i] = (QdCspTtTask) { .est = T_OMIN (t, i), .lst = T_OMAX (t, i), .p = T_LMIN (t, i), .h = T_HMIN (t, i) };
  m = qd_csp_tt_profile (task, c->n, seg, work);
  for (guint k = 0; k < m; k++)
    peak = MAX (peak, seg[k].load);
  if (peak > cap)
    return FALSE;
  if (c->capacity.is_var && !opnd_keep_within (solver, &c->capacity, peak + c->strict, G_MAXINT64))
    return FALSE;
  qd_csp_solver_count_check (solver, (guint64) c->n * (m + 1));
  for (guint i = 0; i < c->n; i++)
    {
      if (task[i].p > 0 && task[i].h > cap)
        return FALSE;   /* no start fits, not even beside nothing */
      for (guint k = 0; c->origin[i].is_var && k < m; k++)
        if (qd_csp_tt_blocks (&task[i], &seg[k], cap) &&
            !remove_between (solver, &c->origin[i], seg[k].start - task[i].p, seg[k].end, pruned))
          return FALSE;
      if (c->height[i].is_var && !keep_height (solver, &task[i], &c->height[i], seg, m, cap))
        return FALSE;
    }
  return TRUE;
}

/* end = origin + length, on bounds, for each task (when the ends are given). */
static gboolean
keep_ends (QdCspSolver *solver, const Cumulative *c, gint64 *t)
{
  for (guint i = 0; c->end != NULL && i < c->n; i++)
    {
      const Opnd *o = &c->origin[i];
      gint64 elo, ehi;

      opnd_bounds (o, solver, NULL, &T_OMIN (t, i), &T_OMAX (t, i));
      opnd_bounds (&c->end[i], solver, NULL, &elo, &ehi);
      if (!((!c->end[i].is_var ||
             opnd_keep_within (solver, &c->end[i], T_OMIN (t, i) + T_LMIN (t, i), T_OMAX (t, i) + T_LMAX (t, i))) &&
            (!o->is_var || opnd_keep_within (solver, o, elo - T_LMAX (t, i), ehi - T_LMIN (t, i)))))
        return FALSE;
      opnd_bounds (o, solver, NULL, &T_OMIN (t, i), &T_OMAX (t, i));
      if (!c->end[i].is_var && !o->is_var &&
          !(T_OMIN (t, i) + T_LMIN (t, i) <= elo && elo <= T_OMIN (t, i) + T_LMAX (t, i)))
        return FALSE;
    }
  return TRUE;
}

/* Time-tabling, the ends, then edge-finding, which is costlier: only once
 * time-tabling has nothing more to remove (a start it removed runs the
 * propagator again, its own changes waking it). */
static gboolean
cumulative_propagate (QdCspSolver *solver, gpointer data)
{
  const Cumulative *c = data;
  gsize bytes = sizeof (gint64) * 6 * (c->n + 1) + TT_BYTES (c->n);
  gint64 *t = qd_csp_g2_scratch (bytes);
  gint64 cap_lo, cap_hi;
  gboolean pruned = FALSE;

  task_bounds (c, solver, NULL, t);
  opnd_bounds (&c->capacity, solver, NULL, &cap_lo, &cap_hi);
  cap_hi -= c->strict;
  if (!timetable (solver, c, t, cap_hi, &pruned) || !keep_ends (solver, c, t))
    return FALSE;
  if (pruned)
    return TRUE;
  qd_csp_solver_count_check (solver, (guint64) c->n * c->n * c->n);
  return edgefind (solver, c->origin, c->length, c->height, c->n, cap_hi);
}

/* The excess of the profile of the assigned tasks over the capacity at
 * each task's start, plus the assigned ends that are wrong. */
static guint64
excess (gconstpointer data, const gint *values)
{
  const Cumulative *c = data;
  gsize bytes = sizeof (gint64) * 6 * (c->n + 1);
  gint64 *t = qd_csp_g2_scratch (bytes);
  gint64 cap_lo, cap_hi;
  guint64 total = 0;

  task_bounds (c, NULL, values, t);
  opnd_bounds (&c->capacity, NULL, values, &cap_lo, &cap_hi);
  cap_hi -= c->strict;
  if (cap_hi < 0)
    total += (guint64) -cap_hi;   /* even no task is too much */
  for (guint i = 0; i < c->n; i++)
    {
      if (!(opnd_fixed (&c->origin[i], values) && opnd_fixed (&c->length[i], values) &&
            opnd_fixed (&c->height[i], values)))
        continue;
      if (T_LMIN (t, i) > 0)
        {
          gint64 load = load_at (c, t, T_OMIN (t, i), G_MAXUINT, values);

          total += load > cap_hi ? (guint64) (load - cap_hi) : 0;
        }
      if (c->end != NULL && opnd_fixed (&c->end[i], values))
        {
          gint64 e, unused;

          opnd_bounds (&c->end[i], NULL, values, &e, &unused);
          total += e != T_OMIN (t, i) + T_LMIN (t, i);
        }
    }
  return total;
}

static gboolean
cumulative_check (gconstpointer data, const gint *values)
{
  return excess (data, values) == 0;
}

static const QdCspPropagatorClass cumulative_class = {
  .name = "cumulative",
  .propagate = cumulative_propagate,
  .check = cumulative_check,
  .late = TRUE,
  .free = qd_owned_free,
  .violations = excess,
};

/* The cumulative a noOverlap of two dimensions implies along dimension d:
 * the boxes that meet a point of d are apart in the other dimension, so the
 * sum of their lengths there (the heights) is at most the span of that
 * dimension's origins plus lengths (the capacity).  NULL when a length may
 * be below 0 (a height must not be). */
static gpointer
no_overlap_relaxation (const NoOverlap *no, guint d)
{
  Cumulative *c;
  gint64 lo = G_MAXINT64, hi = G_MININT64;

  for (guint i = 0; i < no->n; i++)
    {
      const guint e = i * 2 + (1 - d);
      gint64 olo, ohi, llo, lhi;

      opnd_range (&no->origin[e], &olo, &ohi);
      opnd_range (&no->length[e], &llo, &lhi);
      if (llo < 0 || ohi > G_MAXINT32 || olo < G_MININT32 || lhi > G_MAXINT32)
        return NULL;
      lo = MIN (lo, olo);
      hi = MAX (hi, ohi + lhi);
    }
  c = g_new0 (Cumulative, 1);
  c->n = no->n;
  c->origin = QD_CSP_OWN (c, g_new0 (Opnd, no->n + 1));
  c->length = QD_CSP_OWN (c, g_new0 (Opnd, no->n + 1));
  c->height = QD_CSP_OWN (c, g_new0 (Opnd, no->n + 1));
  c->capacity.k = hi - lo;
  for (guint i = 0; i < no->n; i++)
    {
      c->origin[i] = no->origin[i * 2 + d];
      c->length[i] = no->length[i * 2 + d];
      c->height[i] = no->length[i * 2 + (1 - d)];
    }
  return c;
}

gboolean
qd_csp_model_add_cumulative (QdCspModel *model, const guint *origins, const QdCspOperand *lengths, const guint *ends,
                             const QdCspOperand *heights, guint n, const QdCspCondition *condition, GError **error)
{
  Cumulative *c = g_new0 (Cumulative, 1);
  g_autoptr(GArray) scope = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree char *description = NULL;
  gboolean ok = TRUE;

  c->n = n;
  c->origin = QD_CSP_OWN (c, g_new0 (Opnd, n + 1));
  c->length = QD_CSP_OWN (c, g_new0 (Opnd, n + 1));
  c->height = QD_CSP_OWN (c, g_new0 (Opnd, n + 1));
  c->end = ends != NULL ? QD_CSP_OWN (c, g_new0 (Opnd, n + 1)) : NULL;
  if (condition->op != QD_CSP_COND_LE && condition->op != QD_CSP_COND_LT)
    {
      g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE,
                   _("cumulative: only the conditions le and lt are supported"));
      qd_owned_free (c);
      return FALSE;
    }
  c->strict = condition->op == QD_CSP_COND_LT;
  ok = opnd_set (model, &c->capacity, &condition->operand, "cumulative", error);
  for (guint i = 0; ok && i < n; i++)
    ok = opnd_set (model, &c->origin[i], &QD_CSP_OPERAND_VAR (origins[i]), "cumulative", error) &&
         opnd_set (model, &c->length[i], &lengths[i], "cumulative", error) &&
         opnd_set (model, &c->height[i], &heights[i], "cumulative", error) &&
         (ends == NULL || opnd_set (model, &c->end[i], &QD_CSP_OPERAND_VAR (ends[i]), "cumulative", error));
  if (!ok)
    {
      qd_owned_free (c);
      return FALSE;
    }
  scope_add (scope, c->origin, n);
  scope_add (scope, c->length, n);
  scope_add (scope, c->height, n);
  if (ends != NULL)
    scope_add (scope, c->end, n);
  scope_add (scope, &c->capacity, 1);
  if (scope->len == 0)
    {
      gint none[1] = { 0 };

      model->had_false |= excess (c, none) > 0;
      qd_owned_free (c);
      return TRUE;
    }
  description = qd_csp_model_var_names (model, origins, n);
  qd_csp_add_propagator (model->csp, &cumulative_class, c, (const guint *) scope->data, scope->len, description);
  return TRUE;
}
