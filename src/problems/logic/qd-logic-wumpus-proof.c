/* qd-logic-wumpus-proof.c — a conclusion's proof on request: unit
 * propagation's refutation, else a bounded PL-RESOLUTION near the square. */
#include "qd-logic-wumpus-private.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "qd-logic-wumpus-up.h"

#define NONE QD_PROP_NONE
#define NEAR 2                      /* the first attempt: squares within this many steps of α's */
#define DEFAULT_MAX_CLAUSES 20000u

/* Which clauses of KB a PL-RESOLUTION attempt is given.  Left out always:
 * the definitions of B_xy and S_xy for squares not visited and of OK_xy
 * for squares other than α's — each of these symbols occurs in its own
 * definition only, whose clauses resolve on it into tautologies alone
 * (blocked clauses), so dropping them keeps KB ∧ ¬α unsatisfiable.  The
 * attempts, each within the budget: the squares near α's without the
 * wumpus's cardinality clauses, then every square without them, then all. */
typedef struct
{
  guint radius;          /* G_MAXUINT: every square */
  gboolean cardinality;  /* at least one wumpus, at most one */
} Attempt;

static const Attempt attempts[] = { { NEAR, FALSE }, { G_MAXUINT, FALSE }, { G_MAXUINT, TRUE } };

/* The square a symbol is about, or G_MAXUINT for WumpusAlive. */
static guint
symbol_square (const QdLogicWumpusAgent *agent, guint symbol)
{
  return symbol < QD_LOGIC_WUMPUS_N_KINDS * agent->n ? symbol % agent->n : G_MAXUINT;
}

static gboolean
near (const QdLogicWumpusAgent *agent, guint a, guint b, guint radius)
{
  guint ax, ay, bx, by;

  if (a == G_MAXUINT || b == G_MAXUINT || radius == G_MAXUINT)
    return TRUE;
  qd_logic_wumpus_square_xy (&agent->geometry, a, &ax, &ay);
  qd_logic_wumpus_square_xy (&agent->geometry, b, &bx, &by);
  return (guint) (abs ((gint) ax - (gint) bx) + abs ((gint) ay - (gint) by)) <= radius;
}

/* A definition the attempts leave out (see above). */
static gboolean
blocked (const QdLogicWumpusAgent *agent, const guint *lits, guint length, guint alpha)
{
  for (guint i = 0; i < length && length > 1; i++)
    {
      guint symbol = lits[i] >> 1, kind = symbol / agent->n, square = symbol % agent->n;

      if (symbol >= QD_LOGIC_WUMPUS_N_KINDS * agent->n)
        continue;
      if ((kind == QD_LOGIC_WUMPUS_SYM_B || kind == QD_LOGIC_WUMPUS_SYM_S)
          && !(agent->know[square] & QD_LOGIC_WUMPUS_KNOW_VISITED))
        return TRUE;
      if (kind == QD_LOGIC_WUMPUS_SYM_OK && symbol != alpha >> 1)
        return TRUE;
    }
  return FALSE;
}

/* At least one wumpus (every square's W) or at most one (¬W ∨ ¬W). */
static gboolean
cardinality (const QdLogicWumpusAgent *agent, const guint *lits, guint length)
{
  for (guint i = 0; i < length; i++)
    if ((lits[i] >> 1) / agent->n != QD_LOGIC_WUMPUS_SYM_W || (lits[i] >> 1) >= QD_LOGIC_WUMPUS_N_KINDS * agent->n)
      return FALSE;
  return length == agent->n || (length == 2 && (lits[0] & 1) && (lits[1] & 1));
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

/* The clauses of KB an attempt takes, as one formula in `prop` (named as
 * the agent's symbols); QD_PROP_NONE when there are none. */
static guint
attempt_kb (const QdLogicWumpusAgent *agent, QdProp *prop, guint alpha, const Attempt *attempt)
{
  g_autoptr (GArray) list = g_array_new (FALSE, FALSE, sizeof (guint));
  guint n = qd_prop_clauses_len (agent->kb), square = symbol_square (agent, alpha >> 1);

  for (guint c = 0; c < n; c++)
    {
      guint length, f = NONE;
      const guint *lits = qd_prop_clause (agent->kb, c, &length);
      gboolean keep = !blocked (agent, lits, length, alpha)
                      && (attempt->cardinality || !cardinality (agent, lits, length));

      for (guint i = 0; i < length && keep; i++)
        keep = near (agent, square, symbol_square (agent, lits[i] >> 1), attempt->radius);
      for (guint i = 0; i < length && keep; i++)
        f = f == NONE ? literal_formula (prop, lits[i])
                      : qd_prop_binary (prop, QD_PROP_OR, f, literal_formula (prop, lits[i]));
      if (keep && f != NONE)
        g_array_append_val (list, f);
    }
  return list->len > 0 ? conjunction (prop, list, 0, list->len) : NONE;
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

void
qd_logic_wumpus_agent_prove_resolution (const QdLogicWumpusAgent *agent, guint literal, guint max_clauses,
                                        QdLogicWumpusProof *out)
{
  *out = (QdLogicWumpusProof) { .status = QD_LOGIC_WUMPUS_PROOF_NOT_FOUND, .query = literal };
  for (guint a = 0; a < G_N_ELEMENTS (attempts) && out->steps == NULL; a++)
    {
      g_autoptr (QdProp) prop = qd_prop_new ();
      QdPropResolution res = { 0 };
      guint kb;

      for (guint s = 0; s < agent->n_symbols; s++)
        qd_prop_symbol (prop, qd_prop_symbol_name (agent->names, s));
      kb = attempt_kb (agent, prop, literal, &attempts[a]);
      if (kb != NONE
          && qd_prop_resolve (prop, kb, literal_formula (prop, literal), max_clauses ? max_clauses : DEFAULT_MAX_CLAUSES,
                              &res, NULL)
          && res.status == QD_PROP_PROVED)
        {
          out->steps = extract (&res, &out->n_input);
          out->status = QD_LOGIC_WUMPUS_PROOF_RESOLUTION;
        }
      qd_prop_resolution_clear (&res);
    }
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
    qd_logic_wumpus_agent_prove_resolution (agent, literal, max_clauses, out);
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
  g_autofree char *alpha = NULL, *negated = NULL;
  guint lit = proof->query;
  const char *name = qd_prop_symbol_name (agent->names, lit >> 1);

  alpha = g_strdup_printf ("%s%s", lit & 1 ? "¬" : "", name);
  negated = g_strdup_printf ("%s%s", lit & 1 ? "" : "¬", name);
  if (proof->steps == NULL)
    {
      g_string_append_printf (out, proof->status == QD_LOGIC_WUMPUS_PROOF_NOT_ENTAILED
                                   ? _("%s does not follow from the KB: KB ∧ %s has a model")
                                   : _("%s follows from the KB (KB ∧ %s is unsatisfiable), but no refutation was "
                                       "found within the budget"), alpha, negated);
      g_string_append_c (out, '\n');
      return g_string_free (out, FALSE);
    }
  g_string_append_printf (out, proof->status == QD_LOGIC_WUMPUS_PROOF_UNIT
                               ? _("KB ⊨ %s: KB ∧ %s refuted by unit propagation")
                               : _("KB ⊨ %s: KB ∧ %s refuted by PL-RESOLUTION"), alpha, negated);
  g_string_append_c (out, '\n');
  for (guint i = 0; i < qd_prop_clauses_len (proof->steps); i++)
    {
      guint length, a = g_array_index (proof->steps->parents, guint, 2 * i);
      const guint *c = qd_prop_clause (proof->steps, i, &length);
      g_autofree char *text = qd_prop_clause_print (agent->names, c, length);

      if (a == NONE)
        g_string_append_printf (out, "%u. %s   (%s)\n", i + 1, text,
                                length == 1 && c[0] == (lit ^ 1) ? _("negated query") : "KB");
      else
        g_string_append_printf (out, "%u. %s   (%u, %u)\n", i + 1, text, a + 1,
                                g_array_index (proof->steps->parents, guint, 2 * i + 1) + 1);
    }
  return g_string_free (out, FALSE);
}
