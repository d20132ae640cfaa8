/* qd-logic-wumpus-proof.c — a conclusion's proof on request: unit
 * propagation's refutation, else a bounded PL-RESOLUTION near the square. */
#include "qd-logic-wumpus-private.h"

#include <stdlib.h>

#include "qd-logic-wumpus-up.h"

#define NONE QD_PROP_NONE
#define NEAR 2                      /* squares within this many steps take part in PL-RESOLUTION */
#define DEFAULT_MAX_CLAUSES 4000u

/* The square a symbol is about, or G_MAXUINT for WumpusAlive. */
static guint
symbol_square (const QdLogicWumpusAgent *agent, guint symbol)
{
  return symbol < QD_LOGIC_WUMPUS_N_KINDS * agent->n ? symbol % agent->n : G_MAXUINT;
}

static gboolean
near (const QdLogicWumpusAgent *agent, guint a, guint b)
{
  guint ax, ay, bx, by;

  if (a == G_MAXUINT || b == G_MAXUINT)
    return TRUE;
  qd_logic_wumpus_square_xy (&agent->geometry, a, &ax, &ay);
  qd_logic_wumpus_square_xy (&agent->geometry, b, &bx, &by);
  return abs ((gint) ax - (gint) bx) + abs ((gint) ay - (gint) by) <= NEAR;
}

static guint
literal_formula (QdProp *prop, guint lit)
{
  guint s = qd_prop_symbol (prop, qd_prop_symbol_name (prop, lit >> 1));
  return lit & 1 ? qd_prop_not (prop, s) : s;
}

/* The conjunction of clauses [from, to) of `list`, balanced (shallow). */
static guint
conjunction (QdProp *prop, const GArray *list, guint from, guint to)
{
  if (to - from == 1)
    return g_array_index (list, guint, from);
  return qd_prop_binary (prop, QD_PROP_AND, conjunction (prop, list, from, (from + to) / 2),
                         conjunction (prop, list, (from + to) / 2, to));
}

/* The nearby clauses of KB as one formula in `prop` (named as the agent's symbols). */
static guint
nearby_kb (const QdLogicWumpusAgent *agent, QdProp *prop, guint square)
{
  g_autoptr (GArray) list = g_array_new (FALSE, FALSE, sizeof (guint));
  guint n = qd_prop_clauses_len (agent->kb);

  for (guint c = 0; c < n; c++)
    {
      guint length, f = NONE;
      const guint *lits = qd_prop_clause (agent->kb, c, &length);
      gboolean keep = TRUE;

      for (guint i = 0; i < length && keep; i++)
        keep = near (agent, square, symbol_square (agent, lits[i] >> 1));
      for (guint i = 0; i < length && keep; i++)
        f = f == NONE ? literal_formula (prop, lits[i])
                      : qd_prop_binary (prop, QD_PROP_OR, f, literal_formula (prop, lits[i]));
      if (keep && f != NONE)
        g_array_append_val (list, f);
    }
  return conjunction (prop, list, 0, list->len);
}

/* The clauses the empty clause of `res` depends on, inputs first (to free). */
static QdPropClauses *
extract (const QdPropResolution *res, guint *n_input)
{
  guint n = qd_prop_clauses_len (res->clauses), k = 0;
  g_autofree guint *index = g_new (guint, n);
  g_autofree guint8 *used = g_new0 (guint8, n);
  QdPropClauses *out = qd_prop_clauses_new ();

  used[res->empty] = 1;
  for (guint c = res->empty + 1; c-- > 0;)
    for (guint p = 0; p < 2 && used[c]; p++)
      {
        guint parent = g_array_index (res->clauses->parents, guint, 2 * c + p);
        if (parent != NONE)
          used[parent] = 1;
      }
  for (guint pass = 0; pass < 2; pass++)
    for (guint c = 0; c <= res->empty; c++)
      if (used[c] && (c < res->n_input) == (pass == 0))
        {
          guint length, a = g_array_index (res->clauses->parents, guint, 2 * c);
          guint b = g_array_index (res->clauses->parents, guint, 2 * c + 1);
          g_autofree guint *lits = g_memdup2 (qd_prop_clause (res->clauses, c, &length), (length + 1) * sizeof (guint));

          qd_prop_clauses_add (out, lits, length, a == NONE ? NONE : index[a], b == NONE ? NONE : index[b]);
          index[c] = k++;
          if (pass == 0)
            *n_input = k;
        }
  return out;
}

static void
prove_by_resolution (const QdLogicWumpusAgent *agent, guint literal, guint max_clauses, QdLogicWumpusProof *out)
{
  g_autoptr (QdProp) prop = qd_prop_new ();
  QdPropResolution res = { 0 };
  guint kb, alpha;

  for (guint s = 0; s < agent->n_symbols; s++)
    qd_prop_symbol (prop, qd_prop_symbol_name (agent->names, s));
  kb = nearby_kb (agent, prop, symbol_square (agent, literal >> 1));
  alpha = literal_formula (prop, literal);
  if (qd_prop_resolve (prop, kb, alpha, max_clauses, &res, NULL) && res.status == QD_PROP_PROVED)
    {
      out->n_input = 0;
      out->steps = extract (&res, &out->n_input);
      out->status = QD_LOGIC_WUMPUS_PROOF_RESOLUTION;
    }
  qd_prop_resolution_clear (&res);
}

void
qd_logic_wumpus_agent_prove (const QdLogicWumpusAgent *agent, guint literal, guint max_clauses,
                             QdLogicWumpusProof *out)
{
  g_autoptr (QdPropClauses) query = qd_prop_clauses_new ();
  g_autoptr (QdLogicWumpusUp) up = NULL;
  guint n = qd_prop_clauses_len (agent->kb), negated = literal ^ 1;

  *out = (QdLogicWumpusProof) { .status = QD_LOGIC_WUMPUS_PROOF_NOT_FOUND, .query = literal };
  if (qd_logic_wumpus_kb_model ((QdLogicWumpusAgent *) agent, &negated, 1, NULL))
    {
      out->status = QD_LOGIC_WUMPUS_PROOF_NOT_ENTAILED;
      return;
    }
  for (guint c = 0; c < n; c++)
    {
      guint length;
      const guint *lits = qd_prop_clause (agent->kb, c, &length);
      g_autofree guint *copy = g_memdup2 (lits, (length + 1) * sizeof (guint));
      qd_prop_clauses_add (query, copy, length, NONE, NONE);
    }
  qd_prop_clauses_add (query, &negated, 1, NONE, NONE);
  up = qd_logic_wumpus_up_new (query, agent->n_symbols);
  out->steps = qd_logic_wumpus_up_refutation (up, &out->n_input);
  if (out->steps != NULL)
    out->status = QD_LOGIC_WUMPUS_PROOF_UNIT;
  else
    prove_by_resolution (agent, literal, max_clauses ? max_clauses : DEFAULT_MAX_CLAUSES, out);
}

void
qd_logic_wumpus_proof_clear (QdLogicWumpusProof *proof)
{
  g_clear_pointer (&proof->steps, qd_prop_clauses_free);
}

char *
qd_logic_wumpus_proof_to_text (const QdLogicWumpusAgent *agent, const QdLogicWumpusProof *proof)
{
  GString *out = g_string_new (NULL);
  g_autofree char *alpha = NULL;
  guint lit = proof->query;

  alpha = g_strdup_printf ("%s%s", lit & 1 ? "¬" : "", qd_prop_symbol_name (agent->names, lit >> 1));
  if (proof->steps == NULL)
    {
      g_string_append_printf (out, proof->status == QD_LOGIC_WUMPUS_PROOF_NOT_ENTAILED
                                   ? "%s does not follow from the KB: KB ∧ ¬%s has a model\n"
                                   : "%s follows from the KB (KB ∧ ¬%s is unsatisfiable), but no refutation was found "
                                     "within the budget\n", alpha, alpha);
      return g_string_free (out, FALSE);
    }
  g_string_append_printf (out, "KB ⊨ %s: KB ∧ ¬%s refuted by %s\n", alpha, alpha,
                          proof->status == QD_LOGIC_WUMPUS_PROOF_UNIT ? "unit propagation" : "PL-RESOLUTION");
  for (guint i = 0; i < qd_prop_clauses_len (proof->steps); i++)
    {
      guint length, a = g_array_index (proof->steps->parents, guint, 2 * i);
      const guint *c = qd_prop_clause (proof->steps, i, &length);
      g_autofree char *text = qd_prop_clause_print (agent->names, c, length);

      if (a == NONE)
        g_string_append_printf (out, "%u. %s   (%s)\n", i + 1, text,
                                length == 1 && c[0] == (lit ^ 1) ? "¬α" : "KB");
      else
        g_string_append_printf (out, "%u. %s   (%u, %u)\n", i + 1, text, a + 1,
                                g_array_index (proof->steps->parents, guint, 2 * i + 1) + 1);
    }
  return g_string_free (out, FALSE);
}
