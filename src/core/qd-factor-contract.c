/* qd-factor-contract.c — Σ_K A · B of two factors as matrix products, and
 * steps of three factors or more as two of them (qd-factor-private.h).
 *
 * Each variable of A ∪ B has a role: kept and in both (a batch), kept and
 * in A only (a row, M) or B only (a column, N), summed and in both (K).
 * For each batch, each row of the result is Σ_k A[m, k] · B[k, ·], eight or
 * four rows of B added at a time in one loop over N contiguous numbers the
 * compiler vectorises, where the walk of qd-factor.c gathers both tables
 * at each of the |batch|·|M|·|K|·|N| entries.  A's numbers are read one at
 * a time where they are (each row's and column's offset made once); B's
 * block is copied into [K][N] only when its rows are not N numbers in a
 * row in the table, and the result's block, written back, likewise: a
 * block at a time, never a whole table (the copies walk the digits the
 * table holds as one in one loop).  When those copies would pass 5/6 of
 * the product, the columns are read in place: the last variables of B
 * that are the result's last ones, A lacking them, B's other variables of
 * its own walked with the batch's (shorter rows, nothing copied).  The
 * sums keep their order (k ascending): the numbers those of the walk but
 * for the rounding of a different grouping.
 *
 * A step of three factors or more multiplies first the two whose product,
 * with the variables only they hold summed out, leaves the fewest entries
 * to walk in all, then that with the others: barley's steps of three
 * tables of 10^5 entries, walked at once at 1.1 ns an entry, are two
 * contractions at 0.3 to 0.4. */
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

/* The orders of the copies: A's, B's and the product's. */
static const Role a_order[] = { ROLE_BATCH, ROLE_M, ROLE_K }, b_order[] = { ROLE_BATCH, ROLE_K, ROLE_N },
                  c_order[] = { ROLE_BATCH, ROLE_M, ROLE_N };

typedef struct
{
  guint vars[N_ROLES][ROLE_VARS];
  guint card[N_ROLES][ROLE_VARS];
  guint n[N_ROLES];
  gsize size[N_ROLES];
} Roles;

/* The products smaller than this go to the walk. */
#define MIN_UNION 1024
/* Columns fewer than this: the rows' loops too short to gain. */
#define MIN_COLUMNS 4

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

/* R, from the union VARS (CARD, N ascending), B's variables below OUTER
 * among the batch's (A does not hold them: the columns, past them, are
 * read where they are); FALSE when a variable has no role or a role too
 * many variables. */
static gboolean
roles_make (const QdFactor *a, const QdFactor *b, const guint *sum, guint n_sum, const guint *vars,
            const guint *card, guint n, guint outer, Roles *r)
{
  memset (r, 0, sizeof *r);
  for (guint i = 0; i < N_ROLES; i++)
    r->size[i] = 1;
  for (guint i = 0; i < n; i++)
    {
      gint role = role_of (a, b, sum, n_sum, vars[i]);
      if (role == ROLE_N && vars[i] < outer)
        role = ROLE_BATCH;
      if (role < 0 || r->n[role] == ROLE_VARS)
        return FALSE;
      r->vars[role][r->n[role]] = vars[i];
      r->card[role][r->n[role]++] = card[i];
      r->size[role] *= card[i];
    }
  return TRUE;
}

/* A table's entries over the variables of some roles, in those roles'
 * order (each role's ascending), the last fastest: their strides in the
 * table, for an odometer. */
typedef struct
{
  guint nd;
  guint card[CONTRACT_DIGITS];
  gsize stride[CONTRACT_DIGITS];
} Gather;

/* G over the variables of ROLES (N roles) in the table over VARS (CARD,
 * N_VARS ascending); the stride of one it lacks 0. */
static void
gather_init (Gather *g, const guint *vars, const guint *card, guint n_vars, const Roles *r, const Role *roles, guint n)
{
  g->nd = 0;
  for (guint i = 0; i < n; i++)
    for (guint j = 0; j < r->n[roles[i]]; j++)
      {
        gsize s = 1;
        guint f = n_vars;
        while (f-- > 0 && vars[f] != r->vars[roles[i]][j])
          s *= card[f];
        g->stride[g->nd] = f < n_vars ? s : 0, g->card[g->nd++] = r->card[roles[i]][j];
      }
}

/* G's digits joined where the table walks two as one (the stride of the
 * first the second's times its states): longer inner loops for the
 * copies; the same entries in the same order. */
static void
gather_merge (Gather *g)
{
  guint m = 0;

  for (guint d = 1; d < g->nd; d++)
    if (g->stride[m] == g->stride[d] * g->card[d])
      g->card[m] *= g->card[d], g->stride[m] = g->stride[d];
    else
      m++, g->card[m] = g->card[d], g->stride[m] = g->stride[d];
  g->nd = g->nd > 0 ? m + 1 : 0;
}

/* TRUE when G walks its table one entry after the other. */
static gboolean
gather_dense (const Gather *g)
{
  gsize expect = 1;

  for (guint d = g->nd; d-- > 0;)
    {
      if (g->card[d] > 1 && g->stride[d] != expect)
        return FALSE;
      expect *= g->card[d];
    }
  return TRUE;
}

/* DST[k] = TABLE[G's k-th index] (SCATTER: TABLE[index] = DST[k]) for every
 * k, the odometer's. */
static void
gather_run (const Gather *g, double *table, double *dst, gboolean scatter)
{
  guint count[CONTRACT_DIGITS] = { 0 };
  gsize idx = 0, k = 0, last = g->nd > 0 ? g->stride[g->nd - 1] : 0, n = g->nd > 0 ? g->card[g->nd - 1] : 1;

  for (;;)
    {
      if (scatter)
        for (gsize j = 0; j < n; j++)
          table[idx + j * last] = dst[k++];
      else
        for (gsize j = 0; j < n; j++)
          dst[k++] = table[idx + j * last];
      gint d = (gint) g->nd - 2;
      for (; d >= 0; d--)
        {
          idx += g->stride[d];
          if (++count[d] < g->card[d])
            break;
          idx -= (gsize) g->card[d] * g->stride[d];
          count[d] = 0;
        }
      if (d < 0)
        return;
    }
}

/* ROW = (FIRST ? 0 : ROW) + X0 · B0 + … for the C (1 to 4, or 8) rows B0 …
 * of B, added one after the other in one loop (one load and store of
 * ROW, not C). */
static void
rows_add (double *restrict row, const double *x, const double *const *b, gsize n, guint c, gboolean first)
{
  const double x0 = x[0], x1 = c > 1 ? x[1] : 0, x2 = c > 2 ? x[2] : 0, x3 = c > 3 ? x[3] : 0;
  const double *b0 = b[0], *b1 = c > 1 ? b[1] : b0, *b2 = c > 2 ? b[2] : b0, *b3 = c > 3 ? b[3] : b0;

#define ROWS_LOOP(expr) for (gsize j = 0; j < n; j++) row[j] = expr
  if (c == 8)
    {
      const double x4 = x[4], x5 = x[5], x6 = x[6], x7 = x[7];
      const double *b4 = b[4], *b5 = b[5], *b6 = b[6], *b7 = b[7];
#define EIGHT(start) start + x1 * b1[j] + x2 * b2[j] + x3 * b3[j] + x4 * b4[j] + x5 * b5[j] + x6 * b6[j] + x7 * b7[j]
      if (first)
        ROWS_LOOP (EIGHT (x0 * b0[j]));
      else
        ROWS_LOOP (EIGHT (row[j] + x0 * b0[j]));
#undef EIGHT
      return;
    }
  switch (c * 2 + (first ? 1 : 0))
    {
    case 3: ROWS_LOOP (x0 * b0[j]); break;
    case 5: ROWS_LOOP (x0 * b0[j] + x1 * b1[j]); break;
    case 7: ROWS_LOOP (x0 * b0[j] + x1 * b1[j] + x2 * b2[j]); break;
    case 9: ROWS_LOOP (x0 * b0[j] + x1 * b1[j] + x2 * b2[j] + x3 * b3[j]); break;
    case 2: ROWS_LOOP (row[j] + x0 * b0[j]); break;
    case 4: ROWS_LOOP (row[j] + x0 * b0[j] + x1 * b1[j]); break;
    case 6: ROWS_LOOP (row[j] + x0 * b0[j] + x1 * b1[j] + x2 * b2[j]); break;
    default: ROWS_LOOP (row[j] + x0 * b0[j] + x1 * b1[j] + x2 * b2[j] + x3 * b3[j]); break;
    }
#undef ROWS_LOOP
}

/* One operand (or the result) of a contraction: its table, where a batch
 * starts in it (BATCH, over the batch variables), how its block of a batch
 * is read (BLOCK), and a copy of that block (TMP) when its rows are not
 * each N numbers one after the other in the table; ROW: where each row
 * of the block starts (A: each M, its numbers at COL, one per K; B: each
 * K; the result: each M). */
typedef struct
{
  double *table;
  Gather batch, block;
  double *tmp;
  gsize tmp_size;
  gsize *row, *col;
} Side;

/* C[m, ·] = Σ_k A[m, k] · B[k, ·] for M rows, K sums and N columns of a
 * batch (A, B, C where it starts in each side's table or copy), eight or
 * four rows of B at a time (the sum still in the order of k). */
static void
rows_product (const Side *sa, const double *a, const Side *sb, const double *b, const Side *sc, double *c,
              gsize m, gsize k, gsize n)
{
  for (gsize i = 0; i < m; i++)
    {
      const double *arow = a + sa->row[i];
      for (gsize s = 0; s < k;)
        {
          guint w = k - s >= 8 ? 8 : (guint) MIN (4, k - s);
          double x[8];
          const double *rows[8];
          for (guint j = 0; j < w; j++)
            x[j] = arow[sa->col[s + j]], rows[j] = b + sb->row[s + j];
          rows_add (c + sc->row[i], x, rows, n, w, s == 0);
          s += w;
        }
    }
}

/* OUT (the next numbers of *SPACE)[i] = where the I-th entry over ROLE's variables is in F's table
 * (the last variable fastest), for every such entry. */
static gsize *
role_offsets (const QdFactor *f, const Roles *r, Role role, gsize **space)
{
  gsize *out = *space, span = 1;

  *space += r->size[role] + 1;
  out[0] = 0;
  for (guint j = r->n[role]; j-- > 0;)   /* the last variable first: each copies the entries so far */
    {
      gsize stride = 1, card = r->card[role][j];
      for (guint f_at = f->n; f_at-- > 0 && f->vars[f_at] != r->vars[role][j];)
        stride *= f->card[f_at];
      for (gsize v = card; v-- > 0;)
        for (gsize e = 0; e < span; e++)
          out[v * span + e] = out[e] + v * stride;
      span *= card;
    }
  return out;
}

/* SIDE for F, whose block's roles are ROLES[1] (rows) and ROLES[2]
 * (columns); COLS: A, whose columns are K, read in the table where they
 * are; the others copied when their rows are not N numbers one after the
 * other. */
static void
side_init (Side *side, const QdFactor *f, const Roles *r, const Role *roles, gboolean cols, gsize **space)
{
  Gather columns;

  side->table = f->values;
  gather_init (&side->batch, f->vars, f->card, f->n, r, roles, 1);
  gather_init (&side->block, f->vars, f->card, f->n, r, roles + 1, 2);
  gather_merge (&side->block);
  gather_init (&columns, f->vars, f->card, f->n, r, roles + 2, 1);
  side->tmp_size = r->size[roles[1]] * r->size[roles[2]];
  side->tmp = NULL;
  side->col = cols ? role_offsets (f, r, roles[2], space) : NULL;
  if (cols || gather_dense (&columns))
    {
      side->row = role_offsets (f, r, roles[1], space);
      return;
    }
  side->tmp = qd_factor_values_new (side->tmp_size, FALSE);
  side->row = *space;
  *space += r->size[roles[1]] + 1;
  for (gsize i = 0; i < r->size[roles[1]]; i++)
    side->row[i] = i * r->size[roles[2]];
}

static void
side_clear (Side *side)
{
  if (side->tmp != NULL)
    qd_factor_values_free (side->tmp, side->tmp_size);
}

/* Batch after batch: B's block copied when its rows are not the table's,
 * the product, written back when the result's rows are not; FALSE when
 * *STOP became set. */
static gboolean
batches (Side *a, Side *b, Side *c, const Roles *r, const gint *stop)
{
  gsize m = r->size[ROLE_M], k = r->size[ROLE_K], n = r->size[ROLE_N], done = 0;
  guint count[ROLE_VARS] = { 0 }, nb = a->batch.nd;
  gsize at[3] = { 0, 0, 0 };
  Side *sides[3] = { a, b, c };

  for (gsize t = 0; t < r->size[ROLE_BATCH]; t++)
    {
      double *block[3];
      for (guint i = 0; i < 3; i++)
        {
          block[i] = sides[i]->tmp != NULL ? sides[i]->tmp : sides[i]->table + at[i];
          if (sides[i]->tmp != NULL && i < 2)
            gather_run (&sides[i]->block, sides[i]->table + at[i], sides[i]->tmp, FALSE);
        }
      rows_product (a, block[0], b, block[1], c, block[2], m, k, n);
      if (c->tmp != NULL)
        gather_run (&c->block, c->table + at[2], c->tmp, TRUE);
      for (gint d = (gint) nb - 1; d >= 0; d--)   /* the next batch */
        {
          for (guint i = 0; i < 3; i++)
            at[i] += sides[i]->batch.stride[d];
          if (++count[d] < a->batch.card[d])
            break;
          for (guint i = 0; i < 3; i++)
            at[i] -= (gsize) a->batch.card[d] * sides[i]->batch.stride[d];
          count[d] = 0;
        }
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

/* Whether F's block (ROLES[1] × ROLES[2]) is copied: its rows are not each
 * N numbers one after the other in the table. */
static gboolean
side_copied (const QdFactor *f, const Roles *r, const Role *roles)
{
  Gather columns;

  gather_init (&columns, f->vars, f->card, f->n, r, roles + 2, 1);
  return !gather_dense (&columns);
}

/* Σ_SUM A · B into OUT as matrix products, B's variables below OUTER in
 * the batch's loop; IN_PLACE: nothing copied, so taken whatever the
 * tables' sizes. */
static gint
contract_run (const QdFactor *a, const QdFactor *b, const guint *sum, guint n_sum, QdFactor *out, const gint *stop,
              guint outer, gboolean in_place)
{
  guint vars[CONTRACT_DIGITS], card[CONTRACT_DIGITS];
  const QdFactor *pair[2] = { a, b };
  guint n = qd_factor_union (pair, 2, vars, card);
  Roles r;
  Side sa, sb, sc;
  gboolean ok;
  gsize product, copied;

  if (!roles_make (a, b, sum, n_sum, vars, card, n, outer, &r))
    return -1;
  if (!in_place && r.size[ROLE_M] > r.size[ROLE_N])   /* the longer side as the columns */
    return contract_run (b, a, sum, n_sum, out, stop, 0, FALSE);
  product = r.size[ROLE_BATCH] * r.size[ROLE_M] * r.size[ROLE_N] * r.size[ROLE_K];
  if (r.size[ROLE_N] < MIN_COLUMNS || r.size[ROLE_K] < 2 || product < MIN_UNION)
    return -1;
  /* what is copied 5/6 of the product at most (A, read an entry at a
   * time, never is) */
  copied = (side_copied (b, &r, b_order) ? b->size : 0) + (side_copied (out, &r, c_order) ? out->size : 0);
  if (!in_place && 6 * copied > 5 * product)
    return -2;
  /* the rows' and columns' offsets, A's (M, K), B's (K) and OUT's (M) */
  g_autofree gsize *offsets = g_new (gsize, 2 * (r.size[ROLE_M] + r.size[ROLE_K]) + 4);
  gsize *space = offsets;
  side_init (&sa, a, &r, a_order, TRUE, &space);
  side_init (&sb, b, &r, b_order, FALSE, &space);
  side_init (&sc, out, &r, c_order, FALSE, &space);
  ok = batches (&sa, &sb, &sc, &r, stop);
  side_clear (&sa);
  side_clear (&sb);
  side_clear (&sc);
  return ok ? 1 : 0;
}

/* The entries over F's last variables that are OUT's last ones, in the
 * same order, and that OTHER lacks: columns read where they are; *FIRST
 * the first of those variables. */
static gsize
columns_in_place (const QdFactor *f, const QdFactor *other, const QdFactor *out, guint *first)
{
  gsize size = 1;

  *first = G_MAXUINT;
  for (guint j = 1; j <= f->n && j <= out->n; j++)
    {
      guint v = f->vars[f->n - j];
      if (v != out->vars[out->n - j] || qd_factor_find (other, v) >= 0)
        break;
      size *= f->card[f->n - j], *first = v;
    }
  return size;
}

/* Columns fewer than this in place: the copies' way or the walk. */
#define MIN_IN_PLACE 8

gint
qd_factor_contract (const QdFactor *a, const QdFactor *b, const guint *sum, guint n_sum, QdFactor *out,
                    const gint *stop)
{
  guint first_a, first_b;
  gsize cols_a, cols_b;
  gint done;

  if (a->n + b->n > CONTRACT_DIGITS)
    return -1;
  done = contract_run (a, b, sum, n_sum, out, stop, 0, FALSE);
  if (done != -2)
    return done;
  /* too much to copy: the columns in place in a table and in OUT, that
   * table's other variables of its own walked with the batch's (shorter
   * rows, but nothing copied: barley's B ⊂ A, 30,240 entries by 7, 2 to 4
   * times as fast as the walk) */
  cols_a = columns_in_place (a, b, out, &first_a);
  cols_b = columns_in_place (b, a, out, &first_b);
  if (MAX (cols_a, cols_b) < MIN_IN_PLACE)
    return -1;
  return cols_b >= cols_a ? contract_run (a, b, sum, n_sum, out, stop, first_b, TRUE)
                          : contract_run (b, a, sum, n_sum, out, stop, first_a, TRUE);
}

/* ------------------------------------------------------------- steps of three factors or more */

/* The most factors, and variables in all their scopes, of a step taken two
 * at a time. */
#define PAIR_FACTORS 16
#define PAIR_DIGITS 64
/* Steps whose product is smaller are walked at once: choosing the pair
 * would cost more than it saves (pathfinder's steps of a few thousand
 * entries). */
#define PAIR_MIN_UNION 8192

/* The variables of the union of A and B (both ascending) into VARS (CARD)
 * but those of SUM (N_SUM) no other table of FACTORS (N) holds (into
 * GONE, *N_GONE when not NULL): how many kept; *ENTRIES the union's. */
static guint
pair_scope (const QdFactor *const *factors, guint n, guint a, guint b, const guint *sum, guint n_sum, guint *vars,
            guint *card, guint *gone, guint *n_gone, double *entries)
{
  const QdFactor *pair[2] = { factors[a], factors[b] };
  guint uv[PAIR_DIGITS], uc[PAIR_DIGITS], m = qd_factor_union (pair, 2, uv, uc), k = 0, g = 0;

  *entries = 1;
  for (guint i = 0; i < m; i++)
    {
      gboolean summed = FALSE, elsewhere = FALSE;
      *entries *= uc[i];
      for (guint s = 0; s < n_sum && !summed; s++)
        summed = sum[s] == uv[i];
      for (guint f = 0; f < n && summed && !elsewhere; f++)
        elsewhere = f != a && f != b && qd_factor_find (factors[f], uv[i]) >= 0;
      if (summed && !elsewhere)
        {
          if (gone != NULL)
            gone[g++] = uv[i];
          continue;
        }
      vars[k] = uv[i], card[k++] = uc[i];
    }
  if (n_gone != NULL)
    *n_gone = g;
  return k;
}

/* The entries of the union of the scopes of FACTORS (N) but A and B, and
 * the scope VARS (N_VARS; CARD). */
static double
rest_entries (const QdFactor *const *factors, guint n, guint a, guint b, const guint *vars, const guint *card,
              guint n_vars)
{
  QdFactor made = { .n = n_vars, .vars = (guint *) vars, .card = (guint *) card };
  const QdFactor *rest[PAIR_FACTORS + 1];
  guint uv[PAIR_DIGITS], uc[PAIR_DIGITS], m = 0, k;
  double entries = 1;

  for (guint f = 0; f < n; f++)
    if (f != a && f != b)
      rest[m++] = factors[f];
  rest[m++] = &made;
  k = qd_factor_union (rest, m, uv, uc);
  for (guint i = 0; i < k; i++)
    entries *= uc[i];
  return entries;
}

/* The pair of FACTORS (N) whose product, SUM's variables only they hold
 * summed out, leaves the fewest entries to walk in all: the pair's product
 * and the rest's with it.  *A, *B and those entries. */
static double
pair_pick (const QdFactor *const *factors, guint n, const guint *sum, guint n_sum, guint *a, guint *b)
{
  double best = G_MAXDOUBLE;

  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      {
        guint vars[PAIR_DIGITS], card[PAIR_DIGITS];
        double entries, cost;
        guint k = pair_scope (factors, n, i, j, sum, n_sum, vars, card, NULL, NULL, &entries);

        cost = entries + rest_entries (factors, n, i, j, vars, card, k);
        if (cost < best)
          best = cost, *a = i, *b = j;
      }
  return best;
}

gint
qd_factor_contract_pairs (const QdFactor *const *factors, guint n, const guint *sum, guint n_sum, QdFactor *out,
                          const gint *stop)
{
  guint vars[PAIR_DIGITS], card[PAIR_DIGITS], gone[PAIR_DIGITS], left[PAIR_DIGITS], n_gone, n_left = 0, a = 0,
        b = 0, total = 0, k, m = 0;
  const QdFactor *rest[PAIR_FACTORS];
  double whole = 1, cost;
  gboolean ok;

  for (guint f = 0; f < n; f++)
    total += factors[f]->n;
  if (n < 3 || n > PAIR_FACTORS || total > PAIR_DIGITS)
    return -1;
  k = qd_factor_union (factors, n, vars, card);
  for (guint i = 0; i < k; i++)
    whole *= card[i];
  if (whole < PAIR_MIN_UNION)
    return -1;
  cost = pair_pick (factors, n, sum, n_sum, &a, &b);
  /* two matrix products (qd_factor_contract) walk 3 to 4 times as fast */
  if (cost > 2 * whole)
    return -1;
  k = pair_scope (factors, n, a, b, sum, n_sum, vars, card, gone, &n_gone, &whole);

  QdFactor made = { .n = k, .vars = vars, .card = card, .size = 1 };
  for (guint i = 0; i < k; i++)
    made.size *= card[i];
  made.values = qd_factor_values_new (made.size, FALSE);
  ok = qd_factor_product_sum_out_vars ((const QdFactor *const[]) { factors[a], factors[b] }, 2, gone, n_gone, &made,
                                       stop);
  for (guint f = 0; f < n; f++)
    if (f != a && f != b)
      rest[m++] = factors[f];
  rest[m++] = &made;
  for (guint s = 0; s < n_sum; s++)
    {
      gboolean taken = FALSE;
      for (guint g = 0; g < n_gone && !taken; g++)
        taken = gone[g] == sum[s];
      if (!taken)
        left[n_left++] = sum[s];
    }
  ok = ok && qd_factor_product_sum_out_vars (rest, m, left, n_left, out, stop);
  qd_factor_values_free (made.values, made.size);
  return ok ? 1 : 0;
}
