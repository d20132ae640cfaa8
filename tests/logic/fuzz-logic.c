/* fuzz-logic.c — the Logic problem's check in fuzz-logic: on a small
 * knowledge base, the truth table, resolution and the CDCL solver give the
 * same answers to its queries and to its satisfiability; on a small DIMACS
 * formula, the solver's answer is that of trying every assignment, and its
 * model satisfies every clause; on a first-order KB, forward and backward
 * chaining do not contradict each other (a proof by one is not a fixed
 * point without it by the other). */
#include "config.h"
#include "fuzz/fuzz-check.h"

#include "problems/logic/qd-logic-ask.h"
#include "problems/logic/qd-logic-wumpus-agent.h"

/* Past these, the check is left out (the round trip is still checked). */
#define MAX_KB_SYMBOLS 10u
#define MAX_DIMACS_VARS 12u

static gboolean
dimacs_brute_force (const QdCnf *cnf)
{
  for (guint64 bits = 0; bits < ((guint64) 1 << cnf->n_vars); bits++)
    {
      gboolean all = TRUE;

      for (guint c = 0; c < cnf->n_clauses && all; c++)
        {
          gboolean one = FALSE;

          for (guint i = cnf->start[c]; i < cnf->start[c + 1] && !one; i++)
            one = (cnf->lits[i] > 0) == (((bits >> (ABS (cnf->lits[i]) - 1)) & 1) != 0);
          all = one;
        }
      if (all)
        return TRUE;
    }
  return FALSE;
}

static void
check_dimacs (QdLogicDoc *doc)
{
  QdLogicAskOptions options;
  QdLogicAskResult r;
  const QdCnf *cnf = doc->cnf;

  if (cnf->n_vars > MAX_DIMACS_VARS)
    return;
  qd_logic_ask_options_init (&options);
  /* without, then with SatELite's preprocessing (the model extended) */
  for (options.preprocess = FALSE; options.preprocess <= TRUE; options.preprocess++)
    {
      if (!qd_logic_ask (doc, NULL, QD_LOGIC_CDCL, &options, &r, NULL))
        qd_fuzz_fail ("cdcl refused a DIMACS formula it read", doc->text, NULL);
      if ((r.status == QD_LOGIC_SAT) != dimacs_brute_force (cnf))
        qd_fuzz_fail ("cdcl's answer is not that of every assignment", doc->text, NULL);
      for (guint c = 0; c < cnf->n_clauses && r.status == QD_LOGIC_SAT; c++)
        {
          gboolean one = FALSE;

          for (guint i = cnf->start[c]; i < cnf->start[c + 1]; i++)
            one = one || (cnf->lits[i] > 0) == (r.model[ABS (cnf->lits[i]) - 1] != 0);
          if (!one)
            qd_fuzz_fail ("cdcl's model leaves a clause false", doc->text, NULL);
        }
      qd_logic_ask_result_clear (&r);
    }
}

/* The status of `query` (NULL: satisfiability) by `algorithm`, asked of a
 * copy of the document. */
static QdLogicStatus
ask_copy (const QdLogicDoc *doc, const char *query, QdLogicAlgorithm algorithm)
{
  g_autoptr(QdLogicDoc) copy = qd_logic_doc_parse (doc->text, -1, NULL);
  QdLogicAskOptions options;
  QdLogicAskResult r;
  QdLogicStatus status;

  qd_logic_ask_options_init (&options);
  options.budget = 20000;
  if (copy == NULL || !qd_logic_ask (copy, query, algorithm, &options, &r, NULL))
    qd_fuzz_fail ("a document read again could not be asked", doc->text, query);
  status = r.status;
  qd_logic_ask_result_clear (&r);
  return status;
}

static void
check_question (const QdLogicDoc *doc, const char *query)
{
  QdLogicStatus tt = ask_copy (doc, query, QD_LOGIC_TRUTH_TABLE);
  QdLogicStatus cdcl = ask_copy (doc, query, QD_LOGIC_CDCL);
  QdLogicStatus resolution = ask_copy (doc, query, QD_LOGIC_RESOLUTION);

  if (tt == QD_LOGIC_REFUSED)
    return;
  if (cdcl != tt)
    qd_fuzz_fail ("the truth table and cdcl differ", doc->text, query);
  if (resolution != tt && resolution != QD_LOGIC_BUDGET && resolution != QD_LOGIC_REFUSED)
    qd_fuzz_fail ("the truth table and resolution differ", doc->text, query);
}

/* FOL-FC-ASK and FOL-BC-ASK on a query: when one proves it, the other
 * may run out of budget but may not reach its end without a proof. */
static void
check_fol_question (const QdLogicDoc *doc, const char *query)
{
  QdLogicStatus fc = ask_copy (doc, query, QD_LOGIC_FOL_FC);
  QdLogicStatus bc = ask_copy (doc, query, QD_LOGIC_FOL_BC);

  if ((fc == QD_LOGIC_ENTAILED && bc == QD_LOGIC_NOT_ENTAILED) ||
      (bc == QD_LOGIC_ENTAILED && fc == QD_LOGIC_NOT_ENTAILED))
    qd_fuzz_fail ("forward and backward chaining differ", doc->text, query);
}

/* A world the file describes: the hybrid agent plays a few turns, each
 * leaving a game that is over only at its last turn, its score the last
 * turn's (the agent's reasoning and the rules agree on any world). */
static void
check_wumpus (const QdLogicWumpusWorld *world)
{
  QdLogicWumpusRun run;

  qd_logic_wumpus_run (world, 12, NULL, &run);
  g_assert_cmpint (run.status, !=, QD_LOGIC_WUMPUS_RUN_STOPPED);
  g_assert_cmpuint (run.turns->len, >, 0);
  for (guint i = 0; i < run.turns->len; i++)
    {
      const QdLogicWumpusTurn *turn = &g_array_index (run.turns, QdLogicWumpusTurn, i);

      g_assert_false (qd_logic_wumpus_over (&turn->before));
      g_assert_cmpint (qd_logic_wumpus_over (&turn->after), ==, i + 1 == run.turns->len &&
                       run.status != QD_LOGIC_WUMPUS_RUN_BUDGET);
    }
  g_assert_cmpint (run.score, ==, g_array_index (run.turns, QdLogicWumpusTurn, run.turns->len - 1).after.score);
  qd_logic_wumpus_run_clear (&run);
}

void
qd_fuzz_check (gconstpointer model)
{
  QdLogicDoc *doc = (QdLogicDoc *) model;

  if (doc->kind == QD_LOGIC_DOC_WUMPUS)
    {
      check_wumpus (doc->wumpus);
      return;
    }

  if (doc->kind == QD_LOGIC_DOC_FOL)
    {
      for (guint i = 0; i < doc->fol.asks->len && i < 4; i++)
        {
          g_autofree char *query = qd_fol_print_term (doc->fol.fol,
                                                      g_array_index (doc->fol.asks, QdLogicSentence, i).root);
          check_fol_question (doc, query);
        }
      return;
    }

  if (doc->kind == QD_LOGIC_DOC_DIMACS)
    {
      check_dimacs (doc);
      return;
    }
  if (qd_prop_n_symbols (doc->kb.prop) > MAX_KB_SYMBOLS || doc->kb.sentences->len == 0)
    return;
  check_question (doc, NULL);
  for (guint i = 0; i < doc->kb.asks->len && i < 4; i++)
    {
      g_autofree char *query = qd_prop_print (doc->kb.prop, g_array_index (doc->kb.asks, QdLogicSentence, i).root);
      check_question (doc, query);
    }
}
