/* qd-factor-contract.c — Σ_K A · B of two factors as matrix products
 * (qd-factor-private.h).
 *
 * Each variable of A ∪ B has a role: kept and in both (a batch), kept and
 * in A only (a row, M) or B only (a column, N), summed and in both (K).
 * A is copied in the order [batch][M][K], B in [batch][K][N]; then each
 * row of the product is Σ_k A[m, k] · B[k, ·], row after row of B added
 * in place: a loop over N contiguous numbers the compiler vectorises,
 * where the walk of qd-factor.c gathers both tables at each of the
 * |batch|·|M|·|K|·|N| entries.  The copies cost |A| + |B| (+ |out| when
 * OUT's order is not [batch][M][N]): worth it when the product is larger
 * (barley, link, munin1: a step's product is 3 to 4 times its tables).  The
 * sums keep their order (k ascending), the numbers those of the walk but
 * for the rounding of a different grouping. */
#include "config.h"
#include "qd-factor-private.h"

#include <string.h>

/* The most variables of a role, and of a table. */
#define ROLE_VARS 16
#define CONTRACT_DIGITS (3 * ROLE_VARS)

typedef enum
{
  ROLE_BATCH,
  ROLE_M,
  ROLE_N,
  ROLE_K,
  N_ROLES
} Role;

typedef struct
{
  guint vars[N_ROLES][ROLE_VARS];
  guint card[N_ROLES][ROLE_VARS];
  guint n[N_ROLES];
  gsize size[N_ROLES];
} Roles;

/* The products smaller than this go to the walk. */
#define MIN_UNION 4096
/* Columns fewer than this: the rows' loops too short to gain. */
#define MIN_COLUMNS 8

/* VAR's role in A · B summed over SUM (N_SUM); -1 when it has none (a
 * variable summed out of one factor only). */
static gint
role_of (const QdFactor *a, const QdFactor *b, const guint *sum, guint n_sum, guint var)
{
  gboolean in_a = qd_factor_find (a, var) >= 0, in_b = qd_factor_find (b, var) >= 0, summed = FALSE;

  for (guint i = 0; i < n_sum; i++)
    summed |= sum[i] == var;
  if (summed)
    return in_a && in_b ? ROLE_K : -1;
  return in_a && in_b ? ROLE_BATCH : in_a ? ROLE_M : ROLE_N;
}

/* R, from the union VARS (CARD, N ascending); FALSE when a variable has no
 * role or a role too many variables. */
static gboolean
roles_make (const QdFactor *a, const QdFactor *b, const guint *sum, guint n_sum, const guint *vars,
            const guint *card, guint n, Roles *r)
{
  memset (r, 0, sizeof *r);
  for (guint i = 0; i < N_ROLES; i++)
    r->size[i] = 1;
  for (guint i = 0; i < n; i++)
    {
      gint role = role_of (a, b, sum, n_sum, vars[i]);
      if (role < 0 || r->n[role] == ROLE_VARS)
        return FALSE;
      r->vars[role][r->n[role]] = vars[i];
      r->card[role][r->n[role]++] = card[i];
      r->size[role] *= card[i];
    }
  return TRUE;
}

/* Where VAR is in VARS (N, any order). */
static guint
position (const guint *vars, guint n, guint var)
{
  guint i = 0;

  while (i < n && vars[i] != var)
    i++;
  return i;
}

/* DST = the table SRC over SVARS (SCARD, SN; any order, the last fastest)
 * in the order of the variables of ROLES (N of them, each role's in R's
 * order), the last fastest: an odometer, SRC's index moved by its strides. */
static void
permute (const guint *svars, const guint *scard, guint sn, const double *src, const Roles *r, const Role *roles,
         guint n, double *dst)
{
  guint nd = 0, count[CONTRACT_DIGITS] = { 0 }, card[CONTRACT_DIGITS];
  gsize stride[CONTRACT_DIGITS], idx = 0, k = 0;

  for (guint i = 0; i < n; i++)
    for (guint j = 0; j < r->n[roles[i]]; j++)
      {
        gsize s = 1;
        for (guint f = sn; f-- > position (svars, sn, r->vars[roles[i]][j]) + 1;)
          s *= scard[f];
        stride[nd] = s, card[nd++] = r->card[roles[i]][j];
      }
  if (nd == 0)
    {
      dst[0] = src[0];
      return;
    }
  for (;;)
    {
      const double *at = src + idx;
      gsize s = stride[nd - 1];
      for (guint j = 0; j < card[nd - 1]; j++)
        dst[k++] = at[j * s];
      gint d = (gint) nd - 2;
      for (; d >= 0; d--)
        {
          idx += stride[d];
          if (++count[d] < card[d])
            break;
          idx -= (gsize) card[d] * stride[d];
          count[d] = 0;
        }
      if (d < 0)
        return;
    }
}

/* C[m, ·] = Σ_k A[m, k] · B[k, ·] for M rows, K sums and N columns. */
static void
rows_product (const double *a, const double *b, double *restrict c, gsize m, gsize k, gsize n)
{
  for (gsize i = 0; i < m; i++)
    {
      double *restrict row = c + i * n;
      const double *ar = a + i * k;

      for (gsize j = 0; j < n; j++)
        row[j] = ar[0] * b[j];
      for (gsize s = 1; s < k; s++)
        {
          const double x = ar[s], *br = b + s * n;
          for (gsize j = 0; j < n; j++)
            row[j] += x * br[j];
        }
    }
}

/* OUT over [batch][M][N] already (its variables ascending in that order). */
static gboolean
out_in_order (const QdFactor *out, const Roles *r)
{
  guint i = 0;

  for (guint role = ROLE_BATCH; role <= ROLE_N; role++)
    for (guint j = 0; j < r->n[role]; j++)
      if (out->vars[i++] != r->vars[role][j])
        return FALSE;
  return TRUE;
}

/* The batches one after the other into C; FALSE when *STOP became set. */
static gboolean
batches (const double *a, const double *b, double *c, const Roles *r, const gint *stop)
{
  gsize m = r->size[ROLE_M], k = r->size[ROLE_K], n = r->size[ROLE_N], done = 0;

  for (gsize t = 0; t < r->size[ROLE_BATCH]; t++)
    {
      rows_product (a + t * m * k, b + t * k * n, c + t * m * n, m, k, n);
      done += m * k * n;
      if (stop != NULL && done >= QD_FACTOR_STOP_EVERY)
        {
          done = 0;
          if (g_atomic_int_get (stop))
            return FALSE;
        }
    }
  return TRUE;
}

/* OUT = C, over [batch][M][N], in OUT's order (its variables ascending). */
static void
back_to_order (const Roles *r, const double *c, QdFactor *out)
{
  static const Role c_order[] = { ROLE_BATCH, ROLE_M, ROLE_N };
  guint vars[CONTRACT_DIGITS], card[CONTRACT_DIGITS], n = 0;
  Roles one = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (c_order); i++)
    for (guint j = 0; j < r->n[c_order[i]]; j++)
      vars[n] = r->vars[c_order[i]][j], card[n++] = r->card[c_order[i]][j];
  one.n[ROLE_BATCH] = out->n;
  memcpy (one.vars[ROLE_BATCH], out->vars, out->n * sizeof (guint));
  memcpy (one.card[ROLE_BATCH], out->card, out->n * sizeof (guint));
  permute (vars, card, n, c, &one, c_order, 1, out->values);
}

gint
qd_factor_contract (const QdFactor *a, const QdFactor *b, const guint *sum, guint n_sum, QdFactor *out,
                    const gint *stop)
{
  static const Role a_order[] = { ROLE_BATCH, ROLE_M, ROLE_K }, b_order[] = { ROLE_BATCH, ROLE_K, ROLE_N };
  guint vars[CONTRACT_DIGITS], card[CONTRACT_DIGITS];
  const QdFactor *pair[2] = { a, b };
  Roles r;
  guint nu;
  gboolean direct, ok;

  if (a->n + b->n > CONTRACT_DIGITS || out->n > ROLE_VARS)
    return -1;
  nu = qd_factor_union (pair, 2, vars, card);
  if (!roles_make (a, b, sum, n_sum, vars, card, nu, &r))
    return -1;
  if (r.size[ROLE_M] > r.size[ROLE_N])   /* the longer side as the columns */
    return qd_factor_contract (b, a, sum, n_sum, out, stop);
  if (r.size[ROLE_N] < MIN_COLUMNS || r.size[ROLE_K] < 2
      || r.size[ROLE_BATCH] * r.size[ROLE_M] * r.size[ROLE_N] * r.size[ROLE_K] < MIN_UNION
      || 2 * (a->size + b->size + out->size) > r.size[ROLE_BATCH] * r.size[ROLE_M] * r.size[ROLE_N] * r.size[ROLE_K])
    return -1;

  double *pa = qd_factor_values_new (a->size, FALSE), *pb = qd_factor_values_new (b->size, FALSE);
  double *pc;

  direct = out_in_order (out, &r);
  pc = direct ? out->values : qd_factor_values_new (out->size, FALSE);
  permute (a->vars, a->card, a->n, a->values, &r, a_order, 3, pa);
  permute (b->vars, b->card, b->n, b->values, &r, b_order, 3, pb);
  ok = batches (pa, pb, pc, &r, stop);
  if (ok && !direct)
    back_to_order (&r, pc, out);
  qd_factor_values_free (pa, a->size);
  qd_factor_values_free (pb, b->size);
  if (!direct)
    qd_factor_values_free (pc, out->size);
  return ok ? 1 : 0;
}
