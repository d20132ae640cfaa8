/* qd-logic-wumpus-kb.c — the hybrid agent's knowledge base: the sentences it
 * is told (see qd-logic-wumpus-agent.h), and ASK by unit propagation, known
 * models and the CDCL solver. */
#include "qd-logic-wumpus-private.h"

#include <string.h>

#include "core/qd-sat.h"
#include "qd-logic-wumpus-models.h"
#include "qd-logic-wumpus-up.h"

#define NONE QD_PROP_NONE

static guint
sym (const QdLogicWumpusAgent *agent, guint kind, guint square)
{
  return kind * agent->n + square;
}

static guint
alive_sym (const QdLogicWumpusAgent *agent)
{
  return QD_LOGIC_WUMPUS_N_KINDS * agent->n;
}

static void
add (QdLogicWumpusAgent *agent, guint *lits, guint n)
{
  qd_prop_clauses_add (agent->kb, lits, n, NONE, NONE);
}

static void
add_unit (QdLogicWumpusAgent *agent, guint lit)
{
  add (agent, &lit, 1);
}

static void
name_symbols (QdLogicWumpusAgent *agent)
{
  static const char *const kinds[] = { "P", "W", "B", "S", "OK" };
  gboolean wide = agent->geometry.width > 9 || agent->geometry.height > 9;

  for (guint k = 0; k < QD_LOGIC_WUMPUS_N_KINDS; k++)
    for (guint s = 0; s < agent->n; s++)
      {
        guint x, y;
        g_autofree char *name = NULL;

        qd_logic_wumpus_square_xy (&agent->geometry, s, &x, &y);
        name = wide ? g_strdup_printf ("%s%u_%u", kinds[k], x, y) : g_strdup_printf ("%s%u%u", kinds[k], x, y);
        qd_prop_symbol (agent->names, name);
      }
  qd_prop_symbol (agent->names, "WumpusAlive");
}

/* R ⇔ ∨ Q over the neighbours (and the square itself when `here`: the
 * stench is in the wumpus's own square too, which matters once it is dead
 * and may be visited): (¬R ∨ Q1 ∨ …) and (R ∨ ¬Qi) for each. */
static void
add_percept_rule (QdLogicWumpusAgent *agent, guint percept_kind, guint cause_kind, guint s, gboolean here)
{
  guint next[5], n = qd_logic_wumpus_neighbours (&agent->geometry, s, next);
  guint lits[6];

  if (here)
    next[n++] = s;

  lits[0] = 2 * sym (agent, percept_kind, s) + 1;
  for (guint i = 0; i < n; i++)
    lits[i + 1] = 2 * sym (agent, cause_kind, next[i]);
  add (agent, lits, n + 1);
  for (guint i = 0; i < n; i++)
    {
      guint pair[2] = { 2 * sym (agent, percept_kind, s), 2 * sym (agent, cause_kind, next[i]) + 1 };
      add (agent, pair, 2);
    }
}

/* OK ⇔ ¬P ∧ ¬(W ∧ A): (¬OK ∨ ¬P), (¬OK ∨ ¬W ∨ ¬A), (OK ∨ P ∨ W), (OK ∨ P ∨ A). */
static void
add_ok_rule (QdLogicWumpusAgent *agent, guint s)
{
  guint ok = 2 * sym (agent, QD_LOGIC_WUMPUS_SYM_OK, s), p = 2 * sym (agent, QD_LOGIC_WUMPUS_SYM_P, s);
  guint w = 2 * sym (agent, QD_LOGIC_WUMPUS_SYM_W, s), a = 2 * alive_sym (agent);
  guint c1[2] = { ok + 1, p + 1 }, c2[3] = { ok + 1, w + 1, a + 1 }, c3[3] = { ok, p, w }, c4[3] = { ok, p, a };

  add (agent, c1, 2);
  add (agent, c2, 3);
  add (agent, c3, 3);
  add (agent, c4, 3);
}

static void
add_one_wumpus (QdLogicWumpusAgent *agent)
{
  g_autofree guint *all = g_new (guint, agent->n);

  for (guint s = 0; s < agent->n; s++)
    all[s] = 2 * sym (agent, QD_LOGIC_WUMPUS_SYM_W, s);
  add (agent, all, agent->n);
  for (guint a = 0; a < agent->n; a++)
    for (guint b = a + 1; b < agent->n; b++)
      {
        guint pair[2] = { 2 * sym (agent, QD_LOGIC_WUMPUS_SYM_W, a) + 1, 2 * sym (agent, QD_LOGIC_WUMPUS_SYM_W, b) + 1 };
        add (agent, pair, 2);
      }
}

void
qd_logic_wumpus_kb_init (QdLogicWumpusAgent *agent)
{
  agent->names = qd_prop_new ();
  agent->kb = qd_prop_clauses_new ();
  agent->n_symbols = QD_LOGIC_WUMPUS_N_KINDS * agent->n + 1;
  name_symbols (agent);
  add_unit (agent, 2 * sym (agent, QD_LOGIC_WUMPUS_SYM_P, 0) + 1);
  add_unit (agent, 2 * sym (agent, QD_LOGIC_WUMPUS_SYM_W, 0) + 1);
  for (guint s = 0; s < agent->n; s++)
    {
      add_percept_rule (agent, QD_LOGIC_WUMPUS_SYM_B, QD_LOGIC_WUMPUS_SYM_P, s, FALSE);
      add_percept_rule (agent, QD_LOGIC_WUMPUS_SYM_S, QD_LOGIC_WUMPUS_SYM_W, s, TRUE);
      add_ok_rule (agent, s);
    }
  add_one_wumpus (agent);
  agent->alive_clause = qd_prop_clauses_len (agent->kb);
  add_unit (agent, 2 * alive_sym (agent));
}

/* ---- TELL */

/* After a Shoot: the scream says the wumpus was on the arrow's path and is
 * dead now; silence, that it is on none of the path's squares. */
static void
tell_shot (QdLogicWumpusAgent *agent, gboolean scream)
{
  g_autofree guint *path = g_new (guint, agent->n);
  guint n = 0;

  for (guint at = qd_logic_wumpus_step (&agent->geometry, agent->square, agent->facing); at != G_MAXUINT;
       at = qd_logic_wumpus_step (&agent->geometry, at, agent->facing))
    path[n++] = 2 * sym (agent, QD_LOGIC_WUMPUS_SYM_W, at) + !scream;
  if (!scream)
    {
      for (guint i = 0; i < n; i++)
        add_unit (agent, path[i]);
      return;
    }
  add (agent, path, n);
  /* The one sentence about the present that changes. */
  g_array_index (agent->kb->lits, guint, g_array_index (agent->kb->first, guint, agent->alive_clause)) |= 1;
  agent->wumpus_alive = FALSE;
}

void
qd_logic_wumpus_kb_tell (QdLogicWumpusAgent *agent, guint percept)
{
  guint s = agent->square;

  if (agent->last_action == QD_LOGIC_WUMPUS_SHOOT && agent->has_arrow)
    {
      tell_shot (agent, (percept & QD_LOGIC_WUMPUS_SCREAM) != 0);
      agent->has_arrow = FALSE;
    }
  if (agent->know[s] & QD_LOGIC_WUMPUS_KNOW_VISITED)
    return;
  agent->know[s] |= QD_LOGIC_WUMPUS_KNOW_VISITED;
  add_unit (agent, 2 * sym (agent, QD_LOGIC_WUMPUS_SYM_P, s) + 1);
  if (agent->wumpus_alive)
    add_unit (agent, 2 * sym (agent, QD_LOGIC_WUMPUS_SYM_W, s) + 1);
  add_unit (agent, 2 * sym (agent, QD_LOGIC_WUMPUS_SYM_B, s) + !(percept & QD_LOGIC_WUMPUS_BREEZE));
  add_unit (agent, 2 * sym (agent, QD_LOGIC_WUMPUS_SYM_S, s) + !(percept & QD_LOGIC_WUMPUS_STENCH));
}

/* ---- ASK */

/* A fresh CDCL solve of KB ∧ (∨ extra): TRUE and the model when satisfiable. */
gboolean
qd_logic_wumpus_kb_model (QdLogicWumpusAgent *agent, const guint *extra, guint n_extra, guint8 *model)
{
  QdSat *sat = qd_sat_new (agent->n_symbols);
  gboolean ok = TRUE;
  guint n = qd_prop_clauses_len (agent->kb);

  agent->sat_calls++;
  for (guint i = 0; i < n && ok; i++)
    {
      guint length;
      const guint *lits = qd_prop_clause (agent->kb, i, &length);
      ok = qd_sat_add_clause (sat, lits, length);
    }
  if (ok && extra != NULL)
    ok = qd_sat_add_clause (sat, extra, n_extra);
  ok = ok && qd_sat_solve (sat, NULL, 0) == QD_SAT_SAT;
  for (guint v = 0; ok && model != NULL && v < agent->n_symbols; v++)
    model[v] = qd_sat_model_value (sat, v);
  qd_sat_free (sat);
  return ok;
}

static gboolean
model_has (const guint8 *model, guint lit)
{
  return model[lit >> 1] == !(lit & 1);
}

/* The six questions of every square, in one list of literals. */
static guint
questions (const QdLogicWumpusAgent *agent, guint *out)
{
  static const guint kinds[] = { QD_LOGIC_WUMPUS_SYM_OK, QD_LOGIC_WUMPUS_SYM_P, QD_LOGIC_WUMPUS_SYM_W };
  guint n = 0;

  for (guint s = 0; s < agent->n; s++)
    for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
      {
        out[n++] = 2 * sym (agent, kinds[k], s);
        out[n++] = 2 * sym (agent, kinds[k], s) + 1;
      }
  return n;
}

static void
set_known (QdLogicWumpusAgent *agent, guint lit)
{
  static const guint8 flags[][2] = {
    [QD_LOGIC_WUMPUS_SYM_P] = { QD_LOGIC_WUMPUS_KNOW_PIT, QD_LOGIC_WUMPUS_KNOW_NO_PIT },
    [QD_LOGIC_WUMPUS_SYM_W] = { QD_LOGIC_WUMPUS_KNOW_WUMPUS, QD_LOGIC_WUMPUS_KNOW_NO_WUMPUS },
    [QD_LOGIC_WUMPUS_SYM_OK] = { QD_LOGIC_WUMPUS_KNOW_SAFE, QD_LOGIC_WUMPUS_KNOW_UNSAFE },
  };
  guint v = lit >> 1;

  agent->know[v % agent->n] |= flags[v / agent->n][lit & 1];
}

/* The models found so far (guint8 per symbol each), and whether one makes `lit` false. */
static gboolean
refuted (const GPtrArray *models, guint lit)
{
  for (guint i = 0; i < models->len; i++)
    if (!model_has (g_ptr_array_index (models, i), lit))
      return TRUE;
  return FALSE;
}

/* Whether a known model, or one a few flips away from the first, makes
 * `lit` false (kept among the models). */
static gboolean
refute_cheaply (QdLogicWumpusAgent *agent, QdLogicWumpusFlipper *flipper, GPtrArray *models, guint lit)
{
  guint8 *moved;

  if (refuted (models, lit))
    return TRUE;
  moved = g_new (guint8, agent->n_symbols);
  if (!qd_logic_wumpus_flipper_try (flipper, g_ptr_array_index (models, 0), lit, moved))
    {
      g_free (moved);
      return FALSE;
    }
  g_ptr_array_add (models, moved);
  return TRUE;
}

/* Candidates not settled yet: KB ∧ (¬c1 ∨ ¬c2 ∨ …) unsatisfiable proves
 * them all; a model drops those it falsifies (at least one), and those a
 * few flips from it falsify. */
static void
ask_remaining (QdLogicWumpusAgent *agent, QdLogicWumpusFlipper *flipper, GPtrArray *models, guint *cand, guint n)
{
  g_autofree guint *negated = g_new (guint, n);

  while (n > 0)
    {
      guint8 *model = g_new (guint8, agent->n_symbols);
      guint kept = 0;

      for (guint i = 0; i < n; i++)
        negated[i] = cand[i] ^ 1;
      if (!qd_logic_wumpus_kb_model (agent, negated, n, model))
        {
          g_free (model);
          for (guint i = 0; i < n; i++)
            set_known (agent, cand[i]);
          return;
        }
      g_ptr_array_insert (models, 0, model);   /* the flips start from the newest */
      for (guint i = 0; i < n; i++)
        if (!refute_cheaply (agent, flipper, models, cand[i]))
          cand[kept++] = cand[i];
      n = kept;
    }
}

void
qd_logic_wumpus_kb_ask (QdLogicWumpusAgent *agent)
{
  g_autofree guint *cand = g_new (guint, 6 * agent->n);
  g_autoptr (GPtrArray) models = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (QdLogicWumpusUp) up = qd_logic_wumpus_up_new (agent->kb, agent->n_symbols);
  g_autoptr (QdLogicWumpusFlipper) flipper = qd_logic_wumpus_flipper_new (agent->kb, agent->n_symbols);
  guint8 *first = g_new (guint8, agent->n_symbols);
  guint n = questions (agent, cand), kept = 0;

  for (guint s = 0; s < agent->n; s++)
    agent->know[s] &= QD_LOGIC_WUMPUS_KNOW_VISITED;
  g_ptr_array_add (models, first);
  if (!qd_logic_wumpus_kb_model (agent, NULL, 0, first))
    g_return_if_reached ();   /* a KB the true world satisfies */
  for (guint i = 0; i < n; i++)
    if (qd_logic_wumpus_up_value (up, cand[i]) > 0)
      set_known (agent, cand[i]);
    else if (!refute_cheaply (agent, flipper, models, cand[i]))
      cand[kept++] = cand[i];
  ask_remaining (agent, flipper, models, cand, kept);
}
