/* qd-logic-ask-search.c — the ask's searches (qd-logic-ask.h): backward
 * chaining on definite clauses (core/qd-prop-bc), DPLL (core/qd-prop-dpll)
 * and WalkSAT (core/qd-prop-walksat) on KB ∧ ¬α, or on the KB (or DIMACS
 * formula) for satisfiability. */
#include "config.h"
#include "qd-logic-ask-private.h"

#include <glib/gi18n.h>

/* The clauses of a DIMACS formula, literals numbered as core/qd-prop's
 * (2v, 2v + 1 for ¬v: QD_SAT_LIT); a tautology is dropped, which leaves
 * the models as they are. */
static QdPropClauses *
dimacs_clauses (const QdCnf *cnf)
{
  QdPropClauses *clauses = qd_prop_clauses_new ();
  g_autoptr(GArray) lits = g_array_new (FALSE, FALSE, sizeof (guint));

  for (guint c = 0; c < cnf->n_clauses; c++)
    {
      g_array_set_size (lits, 0);
      for (guint i = cnf->start[c]; i < cnf->start[c + 1]; i++)
        {
          guint lit = QD_SAT_LIT (cnf->lits[i]);
          g_array_append_val (lits, lit);
        }
      qd_prop_clauses_add (clauses, (guint *) (void *) lits->data, lits->len, QD_PROP_NONE, QD_PROP_NONE);
    }
  return clauses;
}

/* The formula searched: KB ∧ ¬α for a query (a model is a counter-model),
 * the KB for satisfiability. */
static guint
searched_root (QdLogicDoc *doc, QdLogicAskResult *out)
{
  QdProp *prop = doc->kb.prop;

  if (out->query == QD_PROP_NONE)
    return out->kb;
  return qd_prop_binary (prop, QD_PROP_AND, out->kb, qd_prop_not (prop, out->query));
}

/* The KB's clauses (or the DIMACS formula's) in `out->clauses`, the
 * variables in `out->n_vars`; FALSE when refused. */
static gboolean
searched_clauses (QdLogicDoc *doc, QdLogicAskResult *out, GError **error)
{
  if (doc->kind == QD_LOGIC_DOC_DIMACS)
    {
      out->clauses = dimacs_clauses (doc->cnf);
      out->n_vars = doc->cnf->n_vars;
      return TRUE;
    }
  if (qd_logic_ask_refuse_without_kb (doc, out))
    return FALSE;
  if ((out->clauses = qd_prop_cnf (doc->kb.prop, searched_root (doc, out), QD_PROP_MAX_CLAUSES, NULL, error)) == NULL)
    {
      qd_logic_ask_refuse_error (out, error);
      return FALSE;
    }
  out->n_vars = qd_prop_n_symbols (doc->kb.prop);
  return TRUE;
}

/* A model found (of KB, or of KB ∧ ¬α: KB ⊭ α), or none (UNSAT, or α
 * entailed). */
static QdLogicStatus
status_of_model (const QdLogicAskResult *out, gboolean model)
{
  if (out->query != QD_PROP_NONE)
    return model ? QD_LOGIC_NOT_ENTAILED : QD_LOGIC_ENTAILED;
  return model ? QD_LOGIC_SAT : QD_LOGIC_UNSAT;
}

/* The model of a search (0, 1 or free per symbol) as `out->model`, a free
 * symbol false. */
static void
keep_model (QdLogicAskResult *out, const GArray *model)
{
  out->model = g_new0 (guint8, MAX (out->n_vars, 1));
  for (guint v = 0; v < out->n_vars && v < model->len; v++)
    out->model[v] = g_array_index (model, guint8, v) == 1;
}

void
qd_logic_ask_dpll (QdLogicDoc *doc, const QdLogicAskOptions *options, QdLogicAskResult *out, GError **error)
{
  QdPropDpllOptions o = { .max_nodes = options->budget, .stop = options->stop };

  if (!searched_clauses (doc, out, error))
    return;
  qd_prop_dpll (out->clauses, out->n_vars, &o, &out->dpll);
  switch (out->dpll.status)
    {
    case QD_PROP_DPLL_SAT:
      keep_model (out, out->dpll.model);
      out->status = status_of_model (out, TRUE);
      break;
    case QD_PROP_DPLL_UNSAT:
      out->status = status_of_model (out, FALSE);
      break;
    case QD_PROP_DPLL_STOPPED:
      out->status = QD_LOGIC_STOPPED;
      break;
    case QD_PROP_DPLL_BUDGET:
    default:
      out->status = QD_LOGIC_BUDGET;
      break;
    }
}

void
qd_logic_ask_walksat (QdLogicDoc *doc, const QdLogicAskOptions *options, QdLogicAskResult *out, GError **error)
{
  QdPropWalksatOptions o = {
    .p = options->p, .seed = options->seed, .stop = options->stop,
    .max_flips = options->max_flips > 0 ? options->max_flips : QD_LOGIC_DEFAULT_MAX_FLIPS,
  };

  if (!searched_clauses (doc, out, error))
    return;
  qd_prop_walksat (out->clauses, out->n_vars, &o, &out->walksat);
  switch (out->walksat.status)
    {
    case QD_PROP_WALKSAT_SAT:
      keep_model (out, out->walksat.model);
      out->status = status_of_model (out, TRUE);
      break;
    case QD_PROP_WALKSAT_STOPPED:
      out->status = QD_LOGIC_STOPPED;
      break;
    case QD_PROP_WALKSAT_EMPTY:
      /* An empty clause is no model by inspection, not by search: it is a
       * proof, the only one WalkSAT gives. */
      out->status = status_of_model (out, FALSE);
      break;
    case QD_PROP_WALKSAT_NO_MODEL:
    default:
      out->status = QD_LOGIC_NO_MODEL;
      break;
    }
}

void
qd_logic_ask_bc (QdLogicDoc *doc, const QdLogicAskOptions *options, QdLogicAskResult *out, GError **error)
{
  QdPropBcOptions o = { .max_nodes = options->budget, .stop = options->stop };
  const GArray *s;
  g_autofree guint *roots = NULL;

  if (qd_logic_ask_refuse_without_kb (doc, out)
      || qd_logic_ask_refuse_not_symbol (doc, out, _("backward chaining answers a query: give one"),
                                         _("backward chaining asks whether a symbol is entailed, not a formula")))
    return;
  s = doc->kb.sentences;
  roots = g_new (guint, MAX (s->len, 1));
  for (guint i = 0; i < s->len; i++)
    roots[i] = g_array_index (s, QdLogicSentence, i).root;
  if (!qd_prop_bc_entails (doc->kb.prop, roots, s->len, qd_prop_node (doc->kb.prop, out->query)->left, &o, &out->bc,
                           error))
    {
      qd_logic_ask_refuse_error (out, error);
      return;
    }
  switch (out->bc.status)
    {
    case QD_PROP_BC_ENTAILED:
      out->status = QD_LOGIC_ENTAILED;
      break;
    case QD_PROP_BC_NOT_ENTAILED:
      out->status = QD_LOGIC_NOT_ENTAILED;
      break;
    case QD_PROP_BC_STOPPED:
      out->status = QD_LOGIC_STOPPED;
      break;
    case QD_PROP_BC_TOO_DEEP:
      qd_logic_ask_refuse (out, _("backward chaining went past 2000 goals on one path"));
      break;
    case QD_PROP_BC_BUDGET:
    default:
      out->status = QD_LOGIC_BUDGET;
      break;
    }
}
