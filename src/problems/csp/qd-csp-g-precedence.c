/* qd-csp-g-precedence.c — value precedence: for each i, values[i + 1]
 * appears only after values[i] has appeared (and with `covered` each of
 * them appears).  GAC on the automaton whose state is the number of the
 * values seen so far, by Pesant's forward and backward passes over the
 * layers. */

#include "config.h"

#include <inttypes.h>

#include "qd-csp-g-private.h"

#include <glib/gi18n.h>
#include <string.h>


/* The state before position i is p, the number of values[0 .. p) seen: at
 * values[k] it goes from k to k + 1, stays when k < p, and dies when
 * k > p; a value not listed leaves it.  Sets of states are bitsets of
 * words words. */
typedef struct {
  QdOwned owned;
  guint n, m;
  QdCspGVar *vars;
  gint64 *values;
  gint **rank;              /* rank[i][a]: k when vars[i]'s value a is values[k], else -1 */
  gboolean covered;
  guint words;              /* (m + 1 + 63) / 64 */
} Precedence;

typedef struct {
  QdOwned owned;
  guint64 *forward;         /* (n + 1) * words: states reachable before position i */
  guint64 *backward;        /* (n + 1) * words: states from which the rest can end */
  guint64 *stay, *advance;  /* per position */
} PrecedenceState;

static gpointer
precedence_state_new (gconstpointer data)
{
  const Precedence *p = data;
  PrecedenceState *st = g_new0 (PrecedenceState, 1);
  gsize size = (gsize) (p->n + 1) * p->words;

  st->forward = QD_CSP_OWN (st, g_new0 (guint64, size));
  st->backward = QD_CSP_OWN (st, g_new0 (guint64, size));
  st->stay = QD_CSP_OWN (st, g_new0 (guint64, size));
  st->advance = QD_CSP_OWN (st, g_new0 (guint64, size));
  return st;
}

#define BIT(k) (G_GUINT64_CONSTANT (1) << ((k) % 64))

static gboolean
has_bit (const guint64 *set, guint k)
{
  return (set[k / 64] & BIT (k)) != 0;
}

/* The transitions of position i from its domain: stay (the states that
 * one of its values leaves alone) and advance (the states k whose
 * values[k] it has). */
static void
precedence_masks (const Precedence *p, const QdCspGView *w, guint i, guint64 *stay, guint64 *advance)
{
  guint lowest = G_MAXUINT;
  gboolean other = FALSE;

  memset (stay, 0, sizeof (guint64) * p->words);
  memset (advance, 0, sizeof (guint64) * p->words);
  for (guint a = qd_csp_g_first (w, &p->vars[i]); a < p->vars[i].size; a = qd_csp_g_next (w, &p->vars[i], a))
    {
      gint k = p->rank[i][a];

      if (k < 0)
        other = TRUE;
      else
        {
          advance[k / 64] |= BIT (k);
          lowest = MIN (lowest, (guint) k);
        }
    }
  /* A value not listed: every state stays; values[k]: the states above k. */
  for (guint s = other ? 0 : lowest + 1; s <= p->m && s < G_MAXUINT; s++)
    stay[s / 64] |= BIT (s);
}

/* The highest state of a nonempty set, or -1. */
static gint
highest (const guint64 *set, guint words)
{
  for (guint k = words; k > 0; k--)
    if (set[k - 1] != 0)
      return (gint) ((k - 1) * 64 + 63 - __builtin_clzll (set[k - 1]));
  return -1;
}

static gboolean
precedence_propagate (QdCspSolver *solver, gpointer data)
{
  const Precedence *p = data;
  PrecedenceState *st = qd_csp_solver_state (solver);
  QdCspGView w = QD_CSP_G_SOLVER (solver);
  guint words = p->words;
  guint64 both[words];

  memset (st->forward, 0, sizeof (guint64) * words);
  st->forward[0] = 1;
  for (guint i = 0; i < p->n; i++)
    {
      const guint64 *f = st->forward + (gsize) i * words;
      guint64 *next = st->forward + (gsize) (i + 1) * words;
      guint64 *stay = st->stay + (gsize) i * words, *advance = st->advance + (gsize) i * words;
      guint64 carry = 0;

      if (qd_csp_solver_domain_count (solver, p->vars[i].var) == 0)
        return FALSE;
      precedence_masks (p, &w, i, stay, advance);
      for (guint k = 0; k < words; k++)
        {
          guint64 moved = f[k] & advance[k];

          next[k] = (f[k] & stay[k]) | (moved << 1) | carry;
          carry = moved >> 63;
        }
    }
  /* Backward from the final states: all, or only m when covered. */
  {
    guint64 *end = st->backward + (gsize) p->n * words;

    memset (end, 0, sizeof (guint64) * words);
    for (guint s = p->covered ? p->m : 0; s <= p->m; s++)
      end[s / 64] |= BIT (s);
  }
  for (guint i = p->n; i > 0; i--)
    {
      const guint64 *b = st->backward + (gsize) i * words;
      guint64 *prev = st->backward + (gsize) (i - 1) * words;
      const guint64 *stay = st->stay + (gsize) (i - 1) * words, *advance = st->advance + (gsize) (i - 1) * words;

      for (guint k = 0; k < words; k++)
        {
          guint64 shifted = (b[k] >> 1) | (k + 1 < words ? b[k + 1] << 63 : 0);

          prev[k] = (stay[k] & b[k]) | (advance[k] & shifted);
        }
    }
  qd_csp_solver_count_check (solver, (guint64) p->n * words);
  if (!(st->backward[0] & 1))
    return FALSE;
  /* Supports: a value not listed needs a state reachable before and able
   * to finish after; values[k] either stays (some such state above k) or
   * advances from k to a state k + 1 able to finish. */
  for (guint i = 0; i < p->n; i++)
    {
      const guint64 *f = st->forward + (gsize) i * words, *b = st->backward + (gsize) (i + 1) * words;
      gint top;

      for (guint k = 0; k < words; k++)
        both[k] = f[k] & b[k];
      top = highest (both, words);
      for (guint a = qd_csp_g_first (&w, &p->vars[i]); a < p->vars[i].size; a = qd_csp_g_next (&w, &p->vars[i], a))
        {
          gint k = p->rank[i][a];
          gboolean supported;

          if (k < 0)
            supported = top >= 0;
          else
            supported = top > k || (has_bit (f, (guint) k) && has_bit (b, (guint) k + 1));
          if (!supported && !qd_csp_solver_remove_value (solver, p->vars[i].var, a))
            return FALSE;
        }
    }
  return TRUE;
}

/* The positions whose value comes before its predecessor's first
 * appearance (complete or not), and when covered and complete, the values
 * never seen. */
static guint64
precedence_broken (const Precedence *p, const gint *values, gboolean complete)
{
  guint seen = 0;
  guint64 broken = 0;
  gboolean all = TRUE;

  for (guint i = 0; i < p->n; i++)
    {
      gint a = values[p->vars[i].var], k;

      if (a < 0)
        {
          all = FALSE;
          /* Unknown: later positions may still be fine only as far as it
           * could have opened one more value. */
          seen++;
          continue;
        }
      k = p->rank[i][a];
      if (k < 0 || (guint) k < seen)
        continue;
      if ((guint) k == seen)
        seen++;
      else
        broken++;
    }
  if (p->covered && complete && all && seen < p->m)
    broken += p->m - seen;
  return broken;
}

static gboolean
precedence_check (gconstpointer data, const gint *values)
{
  const Precedence *p = data;

  return qd_csp_g_valid (p->vars, p->n, values) && precedence_broken (p, values, TRUE) == 0;
}

static guint64
precedence_violations (gconstpointer data, const gint *values)
{
  return precedence_broken (data, values, TRUE);
}

static const QdCspPropagatorClass precedence_class = {
  .propagate = precedence_propagate,
  .check = precedence_check,
  .free = qd_owned_free,
  .idempotent = TRUE,
  .violations = precedence_violations,
  .state_new = precedence_state_new,
  .state_free = qd_owned_free,
};

gboolean
qd_csp_model_add_precedence (QdCspModel *model, const guint *vars, guint n, const gint64 *values,
                             guint n_values, gboolean covered, GError **error)
{
  g_autoptr(GArray) scope = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GString) text = g_string_new ("precedence(");
  g_autofree QdCspGVar *v = NULL;
  Precedence *p;

  if (!qd_csp_g_room (model, error) || !qd_csp_g_vars (model, vars, n, TRUE, "precedence", &v, error))
    return FALSE;
  for (guint k = 0; k < n_values; k++)
    for (guint j = 0; j < k; j++)
      if (values[j] == values[k])
        {
          g_set_error (error, QD_CSP_MODEL_ERROR, QD_CSP_MODEL_ERROR_PARSE,
                       _("precedence lists the value %" PRId64 " twice"), values[k]);
          return FALSE;
        }
  if (covered && n_values > n)
    {
      /* More values to cover than variables. */
      model->had_false = TRUE;
      return TRUE;
    }
  if (n == 0 || (n_values == 0 && !covered))
    return TRUE;
  p = g_new0 (Precedence, 1);
  p->n = n;
  p->m = n_values;
  p->vars = QD_CSP_OWN (p, g_steal_pointer (&v));
  p->values = QD_CSP_OWN (p, qd_csp_g_copy (values, sizeof (gint64), n_values));
  p->covered = covered;
  p->words = (n_values + 1 + 63) / 64;
  p->rank = QD_CSP_OWN (p, g_new (gint *, n + 1));
  for (guint i = 0; i < n; i++)
    {
      p->rank[i] = QD_CSP_OWN (p, g_new (gint, p->vars[i].size + 1));
      for (guint a = 0; a < p->vars[i].size; a++)
        {
          p->rank[i][a] = -1;
          for (guint k = 0; k < n_values; k++)
            if (values[k] == p->vars[i].keys[a])
              p->rank[i][a] = (gint) k;
        }
      qd_csp_g_scope_add (scope, vars[i]);
    }
  qd_csp_g_append_vars (text, model, vars, n);
  g_string_append (text, ", values ");
  qd_csp_g_append_ints (text, values, n_values);
  g_string_append (text, covered ? ", covered)" : ")");
  qd_csp_g_add (model, &precedence_class, p, scope, g_string_free (g_steal_pointer (&text), FALSE));
  return TRUE;
}
