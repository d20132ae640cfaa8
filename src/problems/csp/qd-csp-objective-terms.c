/* qd-csp-objective-terms.c — the maximum (minimum) of small terms as an
 * objective; see qd-csp-objective-terms.h. */
#include "config.h"
#include "qd-csp-objective-terms.h"

#include "qd-csp-model-private.h"
#include "qd-csp-owned.h"

#include <string.h>

struct _QdCspObjTerms {
  QdOwned owned;
  gint64 sign;
  guint n_terms;
  QdCspExpr *const *term;   /* expr's kids (borrowed) */
  guint *offset;            /* term t's variables: pos[offset[t] .. offset[t + 1]) */
  guint *pos;               /* scope positions */
};

QdCspObjTerms *
qd_csp_obj_terms_new (const QdCspExpr *expr, gint64 sign)
{
  QdCspObjTerms *terms;
  g_autoptr(GArray) pos = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) vars = g_array_new (FALSE, FALSE, sizeof (guint));

  if (expr->kind != (sign > 0 ? QD_CSP_EXPR_MAX : QD_CSP_EXPR_MIN) || expr->n_kids < 2)
    return NULL;
  terms = g_new0 (QdCspObjTerms, 1);
  terms->sign = sign;
  terms->n_terms = expr->n_kids;
  terms->term = expr->kids;
  terms->offset = QD_CSP_OWN (terms, g_new (guint, expr->n_kids + 1));
  for (guint t = 0; t < expr->n_kids; t++)
    {
      terms->offset[t] = pos->len;
      g_array_set_size (vars, 0);
      qd_csp_expr_collect (expr->kids[t], vars);
      if (vars->len > QD_CSP_OBJ_TERM_VARS)
        {
          qd_owned_free (terms);
          return NULL;
        }
      g_array_append_vals (pos, vars->data, vars->len);
    }
  terms->offset[expr->n_kids] = pos->len;
  terms->pos = QD_CSP_OWN (terms, g_array_free (g_steal_pointer (&pos), FALSE));
  return terms;
}

struct _QdCspObjTermsState {
  QdOwned owned;
  gint64 *row;              /* a key per scope position */
  guint *sizes;             /* the scope's domain sizes */
  guint *res_base;          /* a term of two variables: res_base[2t + j], where its j-th
                             * variable's residues start in res; else unused */
  gint32 *res;              /* each value's last support in the other variable, or -1 */
  /* A term of two variables of small domains: the two domains it was last
   * made arc consistent on (at seen[seen_base[t]], the first variable's
   * words then the second's), under seen_bound[t], while seen_valid[t].
   * The same domains and bound again need no revision: nothing to trail,
   * as the words are compared whole. */
  guint *seen_base;         /* or G_MAXUINT: not kept */
  guint64 *seen;
  gint64 *seen_bound;
  gboolean *seen_valid;
  /* The same terms' supports under rows_bound[t] (while rows_valid[t]),
   * made when the bound moves: at rows[seen_base'[t]] (rows_base[t]),
   * each value of the first variable's values of the second within the
   * bound as bits, then each value of the second's of the first.  A value
   * keeps a support while its row meets the other domain: a few words,
   * where a scan evaluated the term for each value of the other. */
  guint *rows_base;         /* or G_MAXUINT: none (domains too large) */
  guint64 *rows;
  /* And sign · the term at every pair of values, at cost[cost_base[t] +
   * a · d1 + b] (G_MAXINT64: undefined), evaluated once, the first time. */
  gsize *cost_base;
  gint64 *cost;
  gboolean *cost_made;
  gint64 *rows_bound;
  gboolean *rows_valid;
};

/* Domains kept for the check above up to this many words (256 values). */
#define SEEN_WORDS 4
/* Supports as bits and costs for every such term while they take at most
 * this many words, and pairs of values, in all (16 MB each). */
#define ROWS_WORDS (1u << 21)
#define COST_PAIRS (1u << 21)

QdCspObjTermsState *
qd_csp_obj_terms_state_new (const QdCspObjTerms *terms, const guint *sizes, guint n_scope)
{
  QdCspObjTermsState *st = g_new0 (QdCspObjTermsState, 1);
  gsize total = 0, pairs = 0, seen = 0;

  st->row = QD_CSP_OWN (st, g_new0 (gint64, n_scope + 1));
  st->sizes = QD_CSP_OWN (st, g_new0 (guint, n_scope + 1));
  memcpy (st->sizes, sizes, sizeof (guint) * n_scope);
  st->res_base = QD_CSP_OWN (st, g_new0 (guint, 2 * terms->n_terms + 1));
  for (guint t = 0; t < terms->n_terms; t++)
    if (terms->offset[t + 1] - terms->offset[t] == 2)
      for (guint j = 0; j < 2; j++)
        {
          st->res_base[2 * t + j] = (guint) total;
          total += sizes[terms->pos[terms->offset[t] + j]];
        }
  st->res = QD_CSP_OWN (st, g_new (gint32, total + 1));
  memset (st->res, 0xff, sizeof (gint32) * (total + 1));
  st->seen_base = QD_CSP_OWN (st, g_new (guint, terms->n_terms + 1));
  st->seen_bound = QD_CSP_OWN (st, g_new0 (gint64, terms->n_terms + 1));
  st->seen_valid = QD_CSP_OWN (st, g_new0 (gboolean, terms->n_terms + 1));
  st->rows_base = QD_CSP_OWN (st, g_new (guint, terms->n_terms + 1));
  st->rows_bound = QD_CSP_OWN (st, g_new0 (gint64, terms->n_terms + 1));
  st->rows_valid = QD_CSP_OWN (st, g_new0 (gboolean, terms->n_terms + 1));
  st->cost_base = QD_CSP_OWN (st, g_new0 (gsize, terms->n_terms + 1));
  st->cost_made = QD_CSP_OWN (st, g_new0 (gboolean, terms->n_terms + 1));
  total = 0;
  for (guint t = 0; t < terms->n_terms; t++)
    {
      guint d0, d1, w0, w1;
      gsize words;

      st->seen_base[t] = st->rows_base[t] = G_MAXUINT;
      if (terms->offset[t + 1] - terms->offset[t] != 2)
        continue;
      d0 = sizes[terms->pos[terms->offset[t]]];
      d1 = sizes[terms->pos[terms->offset[t] + 1]];
      w0 = (d0 + 63) / 64;
      w1 = (d1 + 63) / 64;
      if (w0 > SEEN_WORDS || w1 > SEEN_WORDS)
        continue;
      st->seen_base[t] = (guint) seen;
      seen += w0 + w1;
      words = (gsize) d0 * w1 + (gsize) d1 * w0;
      if (total + words <= ROWS_WORDS && pairs + (gsize) d0 * d1 <= COST_PAIRS)
        {
          st->rows_base[t] = (guint) total;
          st->cost_base[t] = pairs;
          total += words;
          pairs += (gsize) d0 * d1;
        }
    }
  st->seen = QD_CSP_OWN (st, g_new0 (guint64, seen + 1));
  st->rows = QD_CSP_OWN (st, g_new0 (guint64, total + 1));
  st->cost = QD_CSP_OWN (st, g_new (gint64, pairs + 1));
  return st;
}

/* One propagation: what every term's pruning reads. */
typedef struct {
  const QdCspObjTerms *terms;
  QdCspSolver *solver;
  const guint *scope;
  const gint64 *const *keys;
  QdCspObjTermsState *st;
  gint64 bound;
  guint removed;            /* values removed in this pass over the terms */
} Pass;

/* Whether term t is within the bound at the row's keys. */
static gboolean
term_fits (const Pass *pass, guint t)
{
  gboolean undefined = FALSE;
  gint64 value;

  qd_csp_solver_count_check (pass->solver, 1);
  value = qd_csp_expr_eval (pass->terms->term[t], pass->st->row, &undefined);
  return !undefined && pass->terms->sign * value <= pass->bound;
}

/* Whether some value of position y keeps term t within the bound, the row
 * holding x's value: its residue first, then the domain in order. */
static gboolean
supported (Pass *pass, guint t, guint y, gint32 *res)
{
  QdCspSolver *solver = pass->solver;
  guint var = pass->scope[y], lo, hi;

  if (*res >= 0 && qd_csp_solver_domain_has (solver, var, (guint) *res))
    {
      pass->st->row[y] = pass->keys[y][*res];
      if (term_fits (pass, t))
        return TRUE;
    }
  qd_csp_solver_domain_bounds (solver, var, &lo, &hi);
  for (guint b = lo; b <= hi; b++)
    if (qd_csp_solver_domain_has (solver, var, b))
      {
        pass->st->row[y] = pass->keys[y][b];
        if (term_fits (pass, t))
          return *res = (gint32) b, TRUE;
      }
  return FALSE;
}

/* Removes the values of position x that take term t past the bound: with
 * y < 0 the term's other variables are fixed (the row holds them); else y
 * is the term's other variable, and a value of x stays while some value of
 * y keeps the term within the bound (arc consistency, residues in res).
 * FALSE on a wipe-out. */
static gboolean
filter (Pass *pass, guint t, guint x, gint y, gint32 *res)
{
  guint var = pass->scope[x], lo, hi;

  if (!qd_csp_solver_domain_bounds (pass->solver, var, &lo, &hi))
    return FALSE;
  for (guint a = lo; a <= hi; a++)
    {
      if (!qd_csp_solver_domain_has (pass->solver, var, a))
        continue;
      pass->st->row[x] = pass->keys[x][a];
      if (y < 0 ? term_fits (pass, t) : supported (pass, t, (guint) y, &res[a]))
        continue;
      if (!qd_csp_solver_remove_value (pass->solver, var, a))
        return FALSE;
      pass->removed++;
    }
  return TRUE;
}

/* Whether term t's two domains are those it was last made arc consistent
 * on (store: keep them as they are now). */
static gboolean
seen_domains (Pass *pass, guint t, gboolean store)
{
  const guint *pos = pass->terms->pos + pass->terms->offset[t];
  guint64 *seen = pass->st->seen + pass->st->seen_base[t];
  gboolean same = TRUE;

  for (guint j = 0; j < 2; j++)
    {
      guint n_words;
      const guint64 *bits = qd_csp_solver_domain_bits (pass->solver, pass->scope[pos[j]], &n_words);

      if (store)
        memcpy (seen, bits, sizeof (guint64) * n_words);
      else if (same)
        same = memcmp (seen, bits, sizeof (guint64) * n_words) == 0;
      seen += n_words;
    }
  return same;
}

/* Term t's supports under the pass's bound (made again when it moved):
 * every pair of values evaluated once. */
static const guint64 *
term_rows (Pass *pass, guint t)
{
  QdCspObjTermsState *st = pass->st;
  const guint *pos = pass->terms->pos + pass->terms->offset[t];
  guint x = pos[0], y = pos[1];
  guint dx = st->sizes[x], dy = st->sizes[y];
  guint wx = (dx + 63) / 64, wy = (dy + 63) / 64;
  guint64 *rows = st->rows + st->rows_base[t];

  gint64 *cost = st->cost + st->cost_base[t];

  if (st->rows_valid[t] && st->rows_bound[t] == pass->bound)
    return rows;
  if (!st->cost_made[t])
    {
      for (guint a = 0; a < dx; a++)
        {
          st->row[x] = pass->keys[x][a];
          for (guint b = 0; b < dy; b++)
            {
              gboolean undefined = FALSE;
              gint64 value;

              st->row[y] = pass->keys[y][b];
              value = qd_csp_expr_eval (pass->terms->term[t], st->row, &undefined);
              cost[(gsize) a * dy + b] = undefined ? G_MAXINT64 : pass->terms->sign * value;
            }
        }
      qd_csp_solver_count_check (pass->solver, (guint64) dx * dy);
      st->cost_made[t] = TRUE;
    }
  memset (rows, 0, sizeof (guint64) * ((gsize) dx * wy + (gsize) dy * wx));
  for (guint a = 0; a < dx; a++)
    {
      const gint64 *row = cost + (gsize) a * dy;

      for (guint b = 0; b < dy; b++)
        {
          if (row[b] != G_MAXINT64 && row[b] <= pass->bound)
            {
              rows[(gsize) a * wy + b / 64] |= G_GUINT64_CONSTANT (1) << (b % 64);
              rows[(gsize) dx * wy + (gsize) b * wx + a / 64] |= G_GUINT64_CONSTANT (1) << (a % 64);
            }
        }
    }
  st->rows_bound[t] = pass->bound;
  st->rows_valid[t] = TRUE;
  return rows;
}

/* What qd_csp_solver_filter asks of each value of a term's variable: its
 * row of supports meets the other's domain. */
typedef struct {
  const guint64 *rows;      /* the variable's rows, `words` each */
  const guint64 *other;     /* the other's domain */
  guint words;
} RowsKeep;

static gboolean
row_meets (guint value, gpointer data)
{
  const RowsKeep *k = data;
  const guint64 *row = k->rows + (gsize) value * k->words;

  for (guint w = 0; w < k->words; w++)
    if (row[w] & k->other[w])
      return TRUE;
  return FALSE;
}

/* Term t both ways through its rows of supports; FALSE on a wipe-out. */
static gboolean
revise_rows (Pass *pass, guint t)
{
  const guint *pos = pass->terms->pos + pass->terms->offset[t];
  const guint64 *rows = term_rows (pass, t);
  guint dx = pass->st->sizes[pos[0]], dy = pass->st->sizes[pos[1]];

  for (guint j = 0; j < 2; j++)
    {
      guint var = pass->scope[pos[j]], other_words, count = qd_csp_solver_domain_count (pass->solver, var);
      RowsKeep keep;

      keep.other = qd_csp_solver_domain_bits (pass->solver, pass->scope[pos[1 - j]], &other_words);
      keep.words = MIN (other_words, ((j == 0 ? dy : dx) + 63) / 64);
      keep.rows = j == 0 ? rows : rows + (gsize) dx * ((dy + 63) / 64);
      qd_csp_solver_count_check (pass->solver, count);
      if (!qd_csp_solver_filter (pass->solver, var, 0, j == 0 ? dx : dy, row_meets, &keep))
        return FALSE;
      pass->removed += count - qd_csp_solver_domain_count (pass->solver, var);
    }
  return TRUE;
}

/* Term t of two unfixed variables, both ways (a value of the second that
 * loses its support would have supported a value of the first: one
 * revision each makes the term arc consistent).  Not again on the same
 * domains under the same bound. */
static gboolean
revise (Pass *pass, guint t)
{
  QdCspObjTermsState *st = pass->st;
  const guint *pos = pass->terms->pos + pass->terms->offset[t];
  gboolean kept = st->seen_base[t] != G_MAXUINT;

  if (kept && st->seen_valid[t] && st->seen_bound[t] == pass->bound && seen_domains (pass, t, FALSE))
    return TRUE;
  if (st->rows_base[t] != G_MAXUINT)
    {
      if (!revise_rows (pass, t))
        return FALSE;
    }
  else if (!filter (pass, t, pos[0], (gint) pos[1], st->res + st->res_base[2 * t]) ||
           !filter (pass, t, pos[1], (gint) pos[0], st->res + st->res_base[2 * t + 1]))
    return FALSE;
  if (kept)
    {
      seen_domains (pass, t, TRUE);
      st->seen_bound[t] = pass->bound;
      st->seen_valid[t] = TRUE;
    }
  return TRUE;
}

/* Term t: checked when fixed, its one unfixed variable filtered; a term of
 * two variables made arc consistent; nothing else with two or more
 * unfixed. */
static gboolean
prune_term (Pass *pass, guint t)
{
  const QdCspObjTerms *terms = pass->terms;
  guint n_free = 0, free_p = 0, lo, hi;

  for (guint j = terms->offset[t]; j < terms->offset[t + 1]; j++)
    {
      guint p = terms->pos[j];

      if (!qd_csp_solver_domain_bounds (pass->solver, pass->scope[p], &lo, &hi))
        return FALSE;
      if (lo == hi)
        pass->st->row[p] = pass->keys[p][lo];
      else if (n_free++ == 0)
        free_p = p;
    }
  if (n_free == 0)
    return term_fits (pass, t);
  /* A term of two variables with its rows of supports: through them, one
   * variable fixed or none. */
  if (pass->st->rows_base[t] != G_MAXUINT)
    return revise (pass, t);
  if (n_free == 1)
    return filter (pass, t, free_p, -1, NULL);
  if (terms->offset[t + 1] - terms->offset[t] == 2)
    return revise (pass, t);
  return TRUE;
}

gboolean
qd_csp_obj_terms_propagate (const QdCspObjTerms *terms, QdCspSolver *solver, const guint *scope,
                            const gint64 *const *keys, QdCspObjTermsState *st, gint64 bound)
{
  Pass pass = { terms, solver, scope, keys, st, bound, 0 };

  /* Passes until one removes nothing: a value taken out of one term's
   * variable may leave another term's without support. */
  do
    {
      pass.removed = 0;
      for (guint t = 0; t < terms->n_terms; t++)
        if (!prune_term (&pass, t))
          return FALSE;
    }
  while (pass.removed > 0);
  return TRUE;
}
