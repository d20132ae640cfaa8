/* qd-logic-ask.c — one question, by one algorithm (qd-logic-ask.h). */
#include "config.h"
#include "qd-logic-ask-private.h"
#include "qd-logic-ask-fol.h"
#include "core/qd-names.h"

#include <glib/gi18n.h>

#define DEFAULT_MAX_CLAUSES 100000u

typedef QdLogicAskFunc AskFunc;

static void ask_truth_table (QdLogicDoc *doc, const QdLogicAskOptions *options, QdLogicAskResult *out, GError **error);
static void ask_resolution  (QdLogicDoc *doc, const QdLogicAskOptions *options, QdLogicAskResult *out, GError **error);
static void ask_fc          (QdLogicDoc *doc, const QdLogicAskOptions *options, QdLogicAskResult *out, GError **error);
static void ask_cdcl        (QdLogicDoc *doc, const QdLogicAskOptions *options, QdLogicAskResult *out, GError **error);

/* Every algorithm, once: its word on the command line, then its label and how
 * it is run (two tables, the words read both ways by core/qd-names.h). */
static const char *const words[QD_LOGIC_N_ALGORITHMS] = {
  [QD_LOGIC_TRUTH_TABLE] = "truth-table", [QD_LOGIC_RESOLUTION] = "resolution", [QD_LOGIC_FC] = "fc",
  [QD_LOGIC_CDCL] = "cdcl",               [QD_LOGIC_BC] = "bc",                 [QD_LOGIC_DPLL] = "dpll",
  [QD_LOGIC_WALKSAT] = "walksat",         [QD_LOGIC_FOL_FC] = "fol-fc",         [QD_LOGIC_FOL_BC] = "fol-bc",
};
static const struct { const char *label; AskFunc run; } algorithms[QD_LOGIC_N_ALGORITHMS] = {
  [QD_LOGIC_TRUTH_TABLE] = { N_("Truth table (TT-ENTAILS)"), ask_truth_table },
  [QD_LOGIC_RESOLUTION]  = { N_("Resolution (PL-RESOLUTION)"), ask_resolution },
  [QD_LOGIC_FC]          = { N_("Forward chaining (PL-FC-ENTAILS)"), ask_fc },
  [QD_LOGIC_CDCL]        = { N_("CDCL SAT solver"), ask_cdcl },
  [QD_LOGIC_BC]          = { N_("Backward chaining (AND-OR search)"), qd_logic_ask_bc },
  [QD_LOGIC_DPLL]        = { N_("DPLL (DPLL-SATISFIABLE?)"), qd_logic_ask_dpll },
  [QD_LOGIC_WALKSAT]     = { N_("WalkSAT (local search)"), qd_logic_ask_walksat },
  [QD_LOGIC_FOL_FC]      = { N_("First-order forward chaining (FOL-FC-ASK)"), qd_logic_ask_fol_fc },
  [QD_LOGIC_FOL_BC]      = { N_("First-order backward chaining (FOL-BC-ASK)"), qd_logic_ask_fol_bc },
};

const char *
qd_logic_algorithm_to_string (QdLogicAlgorithm algorithm)
{
  g_return_val_if_fail (algorithm < QD_LOGIC_N_ALGORITHMS, NULL);
  return words[algorithm];
}

gboolean
qd_logic_algorithm_from_string (const char *name, QdLogicAlgorithm *algorithm)
{
  return QD_NAMES_LOOKUP (words, name, algorithm);
}

const char *
qd_logic_algorithm_label (QdLogicAlgorithm algorithm)
{
  g_return_val_if_fail (algorithm < QD_LOGIC_N_ALGORITHMS, NULL);
  return _(algorithms[algorithm].label);
}

char *
qd_logic_algorithm_names (void)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < QD_LOGIC_N_ALGORITHMS; i++)
    g_string_append_printf (s, "%s%s", i == 0 ? "" : i + 1 == QD_LOGIC_N_ALGORITHMS ? _(" or ") : ", ",
                            words[i]);
  return g_string_free (s, FALSE);
}

const char *
qd_logic_status_to_string (QdLogicStatus status)
{
  static const char *const words[] = { "entailed", "not-entailed", "sat", "unsat", "stopped", "budget", "refused",
                                       "no-model" };

  g_return_val_if_fail (status <= QD_LOGIC_NO_MODEL, NULL);
  return words[status];
}

void
qd_logic_ask_options_init (QdLogicAskOptions *options)
{
  *options = (QdLogicAskOptions) { .p = QD_LOGIC_DEFAULT_P, .max_flips = QD_LOGIC_DEFAULT_MAX_FLIPS, .conflict = 1 };
}

/* ---- the algorithms */

void
qd_logic_ask_refuse (QdLogicAskResult *out, const char *reason)
{
  out->status = QD_LOGIC_REFUSED;
  out->reason = g_strdup (reason);
}

#define refuse qd_logic_ask_refuse

void
qd_logic_ask_refuse_error (QdLogicAskResult *out, GError **error)
{
  refuse (out, (*error)->message);
  g_clear_error (error);
}

gboolean
qd_logic_ask_refuse_not_symbol (QdLogicDoc *doc, QdLogicAskResult *out, const char *no_query,
                                const char *not_symbol)
{
  if (out->query == QD_PROP_NONE)
    refuse (out, no_query);
  else if (qd_prop_node (doc->kb.prop, out->query)->op != QD_PROP_SYM)
    refuse (out, not_symbol);
  else
    return FALSE;
  return TRUE;
}

#define refuse_without_kb qd_logic_ask_refuse_without_kb

gboolean
qd_logic_ask_refuse_without_kb (QdLogicDoc *doc, QdLogicAskResult *out)
{
  if (doc->kind == QD_LOGIC_DOC_DIMACS)
    refuse (out, _("a DIMACS formula is solved by the SAT solver (cdcl)"));
  else if (out->kb == QD_PROP_NONE)
    refuse (out, _("the knowledge base is empty"));
  else
    return FALSE;
  return TRUE;
}

static void
ask_truth_table (QdLogicDoc *doc, const QdLogicAskOptions *options, QdLogicAskResult *out, GError **error)
{
  /* Satisfiability is asked as KB ⊨ KB: the rows where KB holds are its models. */
  guint alpha = out->query != QD_PROP_NONE ? out->query : out->kb;

  if (refuse_without_kb (doc, out))
    return;
  if (!qd_prop_tt_entails (doc->kb.prop, out->kb, alpha, TRUE, &out->tt, error))
    {
      refuse (out, (*error)->message);
      g_clear_error (error);
      return;
    }
  if (out->tt.stopped)
    out->status = QD_LOGIC_STOPPED;
  else if (out->query != QD_PROP_NONE)
    out->status = out->tt.entailed ? QD_LOGIC_ENTAILED : QD_LOGIC_NOT_ENTAILED;
  else
    out->status = out->tt.kb_rows->len > 0 ? QD_LOGIC_SAT : QD_LOGIC_UNSAT;
}

static void
ask_resolution (QdLogicDoc *doc, const QdLogicAskOptions *options, QdLogicAskResult *out, GError **error)
{
  guint max = options->budget > 0 ? (guint) MIN (options->budget, QD_PROP_MAX_CLAUSES) : DEFAULT_MAX_CLAUSES;
  guint alpha;

  if (refuse_without_kb (doc, out))
    return;
  /* Satisfiability: KB ∧ ¬¬KB, the clauses of KB, refuted or saturated. */
  alpha = out->query != QD_PROP_NONE ? out->query : qd_prop_not (doc->kb.prop, out->kb);
  if (!qd_prop_resolve (doc->kb.prop, out->kb, alpha, max, &out->resolution, error))
    {
      refuse (out, (*error)->message);
      g_clear_error (error);
      return;
    }
  if (out->resolution.status == QD_PROP_STOPPED)
    out->status = out->resolution.interrupted ? QD_LOGIC_STOPPED : QD_LOGIC_BUDGET;
  else if (out->query != QD_PROP_NONE)
    out->status = out->resolution.status == QD_PROP_PROVED ? QD_LOGIC_ENTAILED : QD_LOGIC_NOT_ENTAILED;
  else
    out->status = out->resolution.status == QD_PROP_PROVED ? QD_LOGIC_UNSAT : QD_LOGIC_SAT;
}

static void
ask_fc (QdLogicDoc *doc, const QdLogicAskOptions *options, QdLogicAskResult *out, GError **error)
{
  const GArray *s;
  g_autofree guint *roots = NULL;

  if (refuse_without_kb (doc, out))
    return;
  if (qd_logic_ask_refuse_not_symbol (doc, out, _("forward chaining answers a query: give one"),
                                      _("forward chaining asks whether a symbol is entailed, not a formula")))
    return;
  s = doc->kb.sentences;
  roots = g_new (guint, s->len);
  for (guint i = 0; i < s->len; i++)
    roots[i] = g_array_index (s, QdLogicSentence, i).root;
  /* PL-FC-ENTAILS? takes the query's symbol. */
  if (!qd_prop_fc_entails (doc->kb.prop, roots, s->len, qd_prop_node (doc->kb.prop, out->query)->left, &out->fc,
                           error))
    {
      refuse (out, (*error)->message);
      g_clear_error (error);
      return;
    }
  out->status = out->fc.entailed ? QD_LOGIC_ENTAILED : QD_LOGIC_NOT_ENTAILED;
}

/* The solver over `n_vars` variables with the clauses of `clauses`
 * (literals numbered as core/qd-sat's), solved; the model kept. */
static void
solve_clauses (const QdLogicAskOptions *options, QdLogicAskResult *out, QdSat *sat, gboolean consistent)
{
  QdSatResult r = consistent ? qd_sat_solve (sat, options->stop, options->budget) : QD_SAT_UNSAT;

  out->sat = *qd_sat_stats (sat);
  switch (r)
    {
    case QD_SAT_SAT:
      out->model = g_new0 (guint8, MAX (out->n_vars, 1));
      for (guint v = 0; v < out->n_vars; v++)
        out->model[v] = qd_sat_model_value (sat, v);
      out->status = out->query != QD_PROP_NONE ? QD_LOGIC_NOT_ENTAILED : QD_LOGIC_SAT;
      break;
    case QD_SAT_UNSAT:
      out->status = out->query != QD_PROP_NONE ? QD_LOGIC_ENTAILED : QD_LOGIC_UNSAT;
      break;
    case QD_SAT_STOPPED:
      out->status = QD_LOGIC_STOPPED;
      break;
    case QD_SAT_BUDGET:
      out->status = QD_LOGIC_BUDGET;
      break;
    }
}

/* A solver over `n_vars` variables that records the options' conflict. */
static QdSat *
new_solver (const QdLogicAskOptions *options, QdLogicAskResult *out, guint n_vars)
{
  QdSat *sat = qd_sat_new (n_vars);

  if (options->conflict > 0)
    {
      out->explain = qd_sat_explain_new (options->conflict, FALSE);
      qd_sat_set_explain (sat, out->explain);
    }
  return sat;
}

static void
ask_cdcl_dimacs (QdLogicDoc *doc, const QdLogicAskOptions *options, QdLogicAskResult *out)
{
  const QdCnf *cnf = doc->cnf;
  QdSat *sat = new_solver (options, out, cnf->n_vars);
  g_autofree guint *lits = NULL;
  gboolean consistent = TRUE;
  guint longest = 0;

  for (guint c = 0; c < cnf->n_clauses; c++)
    longest = MAX (longest, cnf->start[c + 1] - cnf->start[c]);
  lits = g_new (guint, MAX (longest, 1));
  /* one solve of the whole file: preprocessing pays, as for minisat */
  qd_sat_set_preprocess (sat, options->preprocess);
  for (guint c = 0; c < cnf->n_clauses && consistent; c++)
    {
      guint n = cnf->start[c + 1] - cnf->start[c];

      for (guint i = 0; i < n; i++)
        lits[i] = QD_SAT_LIT (cnf->lits[cnf->start[c] + i]);
      consistent = qd_sat_add_clause (sat, lits, n);
    }
  out->n_vars = cnf->n_vars;
  solve_clauses (options, out, sat, consistent);
  qd_sat_free (sat);
}

static void
ask_cdcl (QdLogicDoc *doc, const QdLogicAskOptions *options, QdLogicAskResult *out, GError **error)
{
  QdProp *prop = doc->kb.prop;
  guint root = out->kb;
  QdSat *sat;
  gboolean consistent = TRUE;

  if (doc->kind == QD_LOGIC_DOC_DIMACS)
    {
      ask_cdcl_dimacs (doc, options, out);
      return;
    }
  /* KB ∧ ¬α: entailed when it has no model. */
  if (out->query != QD_PROP_NONE)
    {
      guint negated = qd_prop_not (prop, out->query);

      root = root == QD_PROP_NONE ? negated : qd_prop_binary (prop, QD_PROP_AND, root, negated);
    }
  out->n_vars = qd_prop_n_symbols (prop);
  if (root == QD_PROP_NONE)
    out->clauses = qd_prop_clauses_new ();
  else if ((out->clauses = qd_prop_cnf (prop, root, QD_PROP_MAX_CLAUSES, NULL, error)) == NULL)
    {
      refuse (out, (*error)->message);
      g_clear_error (error);
      return;
    }
  /* core/qd-prop numbers literals as core/qd-sat does (2s, 2s + 1 negated). */
  sat = new_solver (options, out, out->n_vars);
  for (guint c = 0; c < qd_prop_clauses_len (out->clauses) && consistent; c++)
    {
      guint n;
      const guint *lits = qd_prop_clause (out->clauses, c, &n);

      consistent = qd_sat_add_clause (sat, lits, n);
    }
  solve_clauses (options, out, sat, consistent);
  qd_sat_free (sat);
}

/* ---- asking */

gboolean
qd_logic_ask (QdLogicDoc *doc, const char *query, QdLogicAlgorithm algorithm, const QdLogicAskOptions *options,
              QdLogicAskResult *out, GError **error)
{
  gint64 start = g_get_monotonic_time ();

  g_return_val_if_fail (algorithm < QD_LOGIC_N_ALGORITHMS, FALSE);
  *out = (QdLogicAskResult) { .algorithm = algorithm, .kb = QD_PROP_NONE, .query = QD_PROP_NONE,
                              .fol_query = QD_FOL_NONE };
  if (doc->error != NULL)
    {
      g_set_error_literal (error, QD_LOGIC_DOC_ERROR, QD_LOGIC_DOC_ERROR_INVALID, doc->error);
      return FALSE;
    }
  if (doc->kind == QD_LOGIC_DOC_FOL || qd_logic_algorithm_is_first_order (algorithm))
    {
      if (!qd_logic_ask_fol_query (doc, query, algorithm, out, error))
        return FALSE;
    }
  else if (doc->kind == QD_LOGIC_DOC_PROP)
    {
      if (query != NULL && (out->query = qd_prop_parse (doc->kb.prop, query, error)) == QD_PROP_NONE)
        return FALSE;
      out->kb = qd_logic_doc_kb_root (doc);
      doc->kb.prop->stop = options->stop;
    }
  else if (query != NULL)
    {
      g_set_error_literal (error, QD_LOGIC_DOC_ERROR, QD_LOGIC_DOC_ERROR_INVALID,
                           _("a DIMACS formula takes no query: it is solved"));
      return FALSE;
    }
  if (out->reason == NULL)
    algorithms[algorithm].run (doc, options, out, error);
  if (doc->kind == QD_LOGIC_DOC_PROP)
    doc->kb.prop->stop = NULL;
  out->elapsed_us = g_get_monotonic_time () - start;
  return TRUE;
}

void
qd_logic_ask_result_clear (QdLogicAskResult *result)
{
  qd_prop_tt_clear (&result->tt);
  qd_prop_resolution_clear (&result->resolution);
  qd_prop_fc_clear (&result->fc);
  qd_prop_dpll_clear (&result->dpll);
  qd_prop_walksat_clear (&result->walksat);
  qd_prop_bc_clear (&result->bc);
  g_clear_pointer (&result->explain, qd_sat_explain_free);
  g_clear_pointer (&result->clauses, qd_prop_clauses_free);
  g_clear_pointer (&result->model, g_free);
  g_clear_pointer (&result->reason, g_free);
  qd_logic_ask_fol_clear (result);
}
