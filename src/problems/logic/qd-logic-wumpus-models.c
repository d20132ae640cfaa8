/* qd-logic-wumpus-models.c — models moved by greedy flips (see the header). */
#include "qd-logic-wumpus-models.h"

#include <string.h>

#include "qd-logic-wumpus-up.h"

#define MAX_FLIPS 48   /* a far square's pit takes 1 + its neighbours' breezes + its OK: 6 at most */

struct _QdLogicWumpusFlipper
{
  const QdPropClauses *clauses;
  guint n_symbols;
  guint *start, *occ;      /* occurrences per literal */
  guint8 *work;            /* the model being moved */
  guint8 *flipped;         /* per symbol */
  GArray *touched;         /* guint symbols flipped (to clear) */
  GArray *pending;         /* guint clauses a flip may have broken */
};

QdLogicWumpusFlipper *
qd_logic_wumpus_flipper_new (const QdPropClauses *clauses, guint n_symbols)
{
  QdLogicWumpusFlipper *f = g_new0 (QdLogicWumpusFlipper, 1);

  f->clauses = clauses;
  f->n_symbols = n_symbols;
  qd_logic_wumpus_occurrences (clauses, 2 * n_symbols, &f->start, &f->occ);
  f->work = g_new (guint8, n_symbols);
  f->flipped = g_new0 (guint8, n_symbols);
  f->touched = g_array_new (FALSE, FALSE, sizeof (guint));
  f->pending = g_array_new (FALSE, FALSE, sizeof (guint));
  return f;
}

void
qd_logic_wumpus_flipper_free (QdLogicWumpusFlipper *f)
{
  if (f == NULL)
    return;
  g_free (f->start);
  g_free (f->occ);
  g_free (f->work);
  g_free (f->flipped);
  g_array_unref (f->touched);
  g_array_unref (f->pending);
  g_free (f);
}

static gboolean
is_true (const QdLogicWumpusFlipper *f, guint lit)
{
  return f->work[lit >> 1] == !(lit & 1);
}

static gboolean
satisfied (const QdLogicWumpusFlipper *f, guint c)
{
  guint length;
  const guint *lits = qd_prop_clause (f->clauses, c, &length);

  for (guint i = 0; i < length; i++)
    if (is_true (f, lits[i]))
      return TRUE;
  return FALSE;
}

/* Makes `lit` true; the clauses holding its negation are to be checked. */
static void
make_true (QdLogicWumpusFlipper *f, guint lit)
{
  guint v = lit >> 1, other = lit ^ 1;

  f->work[v] = !(lit & 1);
  f->flipped[v] = 1;
  g_array_append_val (f->touched, v);
  g_array_append_vals (f->pending, f->occ + f->start[other], f->start[other + 1] - f->start[other]);
}

/* Clauses that only `lit` (true now) satisfies: what flipping it breaks. */
static guint
breaks (const QdLogicWumpusFlipper *f, guint lit)
{
  guint count = 0;

  for (guint i = f->start[lit]; i < f->start[lit + 1]; i++)
    {
      guint length, others = 0;
      const guint *lits = qd_prop_clause (f->clauses, f->occ[i], &length);

      for (guint k = 0; k < length; k++)
        others += lits[k] != lit && is_true (f, lits[k]);
      count += others == 0;
    }
  return count;
}

/* The literal of broken clause c to make true, or G_MAXUINT. */
static guint
choose (const QdLogicWumpusFlipper *f, guint c)
{
  guint length, best = G_MAXUINT, best_breaks = G_MAXUINT;
  const guint *lits = qd_prop_clause (f->clauses, c, &length);

  for (guint i = 0; i < length; i++)
    if (!f->flipped[lits[i] >> 1])
      {
        guint b = breaks (f, lits[i] ^ 1);
        if (b < best_breaks)
          {
            best = lits[i];
            best_breaks = b;
          }
      }
  return best;
}

/* A clause of `pending` the flips broke, or G_MAXUINT. */
static guint
broken (QdLogicWumpusFlipper *f)
{
  guint kept = 0, found = G_MAXUINT;

  for (guint i = 0; i < f->pending->len; i++)
    {
      guint c = g_array_index (f->pending, guint, i);
      if (!satisfied (f, c))
        {
          g_array_index (f->pending, guint, kept++) = c;
          found = c;
        }
    }
  g_array_set_size (f->pending, kept);
  return found;
}

gboolean
qd_logic_wumpus_flipper_try (QdLogicWumpusFlipper *f, const guint8 *model, guint lit, guint8 *out)
{
  gboolean ok = FALSE;

  memcpy (f->work, model, f->n_symbols);
  g_array_set_size (f->pending, 0);
  make_true (f, lit ^ 1);
  for (guint step = 0; step <= MAX_FLIPS; step++)
    {
      guint c = broken (f), pick;

      if (c == G_MAXUINT)
        {
          ok = TRUE;
          break;
        }
      pick = choose (f, c);
      if (pick == G_MAXUINT || step == MAX_FLIPS)
        break;
      make_true (f, pick);
    }
  for (guint i = 0; i < f->touched->len; i++)
    f->flipped[g_array_index (f->touched, guint, i)] = 0;
  g_array_set_size (f->touched, 0);
  if (ok)
    memcpy (out, f->work, f->n_symbols);
  return ok;
}
