/* qd-logic-practice.c — the questions of Practice Mode on an answer
 * (qd-logic-practice.h). */
#include "config.h"
#include "qd-logic-practice.h"

#include <glib/gi18n.h>
#include <string.h>

#include "core/qd-format.h"
#include "qd-logic-teach.h"

/* What the answers are compared with: a copy of the document's symbols. */
typedef struct {
  QdLogicDoc *doc;
} Names;

static void
names_free (gpointer data)
{
  Names *n = data;

  qd_logic_doc_free (n->doc);
  g_free (n);
}

/* A symbol typed in any case, as the document spells it, or NONE. */
static guint
lookup_symbol (const QdProp *prop, const char *typed)
{
  g_autofree char *key = qd_practice_name_key (typed);

  for (guint s = 0; s < qd_prop_n_symbols (prop); s++)
    {
      g_autofree char *name = qd_practice_name_key (qd_prop_symbol_name (prop, s));

      if (strcmp (name, key) == 0)
        return s;
    }
  return QD_PROP_NONE;
}

static gint
compare_literals (gconstpointer a, gconstpointer b)
{
  const char *x = *(const char *const *) a, *y = *(const char *const *) b;
  const char *bx = g_str_has_prefix (x, "¬") ? x + strlen ("¬") : x, *by = g_str_has_prefix (y, "¬") ? y + strlen ("¬") : y;
  int c = strcmp (bx, by);

  return c != 0 ? c : strcmp (x, y);
}

/* A clause as the answers compare it, whatever the symbols' numbers: its
 * literals sorted by name ("B11 ∨ ¬P21"), "□" when empty. */
static char *
clause_key (const QdProp *prop, const guint *lits, guint n)
{
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    g_ptr_array_add (words, g_strdup_printf ("%s%s", (lits[i] & 1) ? "¬" : "", qd_prop_symbol_name (prop, lits[i] >> 1)));
  g_ptr_array_sort (words, compare_literals);
  for (guint i = 0; i < words->len; i++)
    g_string_append_printf (s, "%s%s", i > 0 ? " ∨ " : "", (const char *) g_ptr_array_index (words, i));
  if (n == 0)
    g_string_append (s, "□");
  return g_string_free (s, FALSE);
}

/* A clause typed ("¬P21 ∨ B11", "~p21 | b11", "empty") as the engine
 * prints it (its literals sorted), or NULL. */
static char *
canonical_clause (const QdProp *prop, const char *typed)
{
  g_auto(GStrv) parts = NULL;
  g_autofree guint *lits = NULL;
  g_autofree char *text = g_strstrip (g_strdup (typed));
  guint n = 0;

  if (g_strcmp0 (text, "□") == 0 || g_ascii_strcasecmp (text, "empty") == 0 || g_strcmp0 (text, "{}") == 0)
    return clause_key (prop, NULL, 0);
  /* ∨, | and "v" between spaces separate the literals. */
  for (const char *const *sep = (const char *const[]) { "∨", "|", " v ", " V ", NULL }; *sep != NULL; sep++)
    {
      g_auto(GStrv) split = g_strsplit (text, *sep, -1);
      g_free (text);
      text = g_strjoinv (",", split);
    }
  parts = g_strsplit (text, ",", -1);
  lits = g_new (guint, g_strv_length (parts) + 1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      char *part = g_strstrip (parts[i]);
      gboolean negated = FALSE;
      guint symbol;

      for (;;)
        if (g_str_has_prefix (part, "¬"))
          part += strlen ("¬"), negated = !negated;
        else if (*part == '~' || *part == '-' || *part == '!')
          part++, negated = !negated;
        else
          break;
      if ((symbol = lookup_symbol (prop, g_strstrip (part))) == QD_PROP_NONE)
        return NULL;
      lits[n++] = 2 * symbol + (negated ? 1 : 0);
    }
  if ((n = qd_prop_clause_normalize (lits, n)) == QD_PROP_NONE)
    return g_strdup (_("a tautology"));
  return clause_key (prop, lits, n);
}

/* How DPLL chose a symbol, in the words a student may type (English and
 * French, blanks and case aside): "pure", "unit" or "branch", or NULL. */
static const char *
dpll_how_word (const char *key)
{
  static const char *const words[][2] = {
    { "pure", "pure" }, { "puresymbol", "pure" }, { "pur", "pure" }, { "symbolepur", "pure" },
    { "unit", "unit" }, { "unitclause", "unit" }, { "unitaire", "unit" }, { "clauseunitaire", "unit" },
    { "branch", "branch" }, { "split", "branch" }, { "branching", "branch" }, { "branche", "branch" },
    { "branchement", "branch" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    if (strcmp (key, words[i][0]) == 0)
      return words[i][1];
  return NULL;
}

/* yes/no, a symbol, a clause (a literal too), or how DPLL chose: what the
 * student typed, as the questions spell their answers. */
static char *
canonical (const char *typed, gpointer data)
{
  Names *names = data;
  const QdProp *prop = names->doc->kb.prop;
  g_autofree char *key = qd_practice_name_key (typed);
  guint symbol;

  for (const char *const *yes = (const char *const[]) { "yes", "y", "true", "t", "oui", "vrai", NULL }; *yes; yes++)
    if (strcmp (key, *yes) == 0)
      return g_strdup ("yes");
  for (const char *const *no = (const char *const[]) { "no", "n", "false", "f", "non", "faux", NULL }; *no; no++)
    if (strcmp (key, *no) == 0)
      return g_strdup ("no");
  if ((symbol = lookup_symbol (prop, typed)) != QD_PROP_NONE)
    return g_strdup (qd_prop_symbol_name (prop, symbol));
  if (dpll_how_word (key) != NULL)
    return g_strdup (dpll_how_word (key));
  return canonical_clause (prop, typed);
}

static void
add_yes_no (QdPractice *practice, QdPracticeLevel level, guint step, const char *text, gboolean yes,
            const char *why, const char *hint)
{
  const char *word = yes ? "yes" : "no";

  qd_practice_add_names (practice, QD_PRACTICE_NAME, level, step, text, (const char *const[]) { word, NULL },
                         yes ? _("yes") : _("no"), why, hint);
}

/* The end of every walk: entailed or not (or satisfiable). */
static void
add_verdict (QdPractice *practice, QdLogicDoc *doc, const QdLogicAskResult *r, guint step)
{
  g_autofree char *verdict = qd_logic_ask_verdict (doc, r);

  if (r->query != QD_PROP_NONE)
    add_yes_no (practice, QD_PRACTICE_LEVEL_END, step, _("Does the knowledge base entail the query?"),
                r->status == QD_LOGIC_ENTAILED, verdict, _("KB ⊨ α when α holds in every model of KB."));
  else
    add_yes_no (practice, QD_PRACTICE_LEVEL_END, step, _("Is the knowledge base satisfiable?"),
                r->status == QD_LOGIC_SAT, verdict, _("Satisfiable: true in at least one row."));
}

static void
add_truth_table (QdPractice *practice, QdLogicDoc *doc, const QdLogicAskResult *r)
{
  const QdPropTt *tt = &r->tt;
  guint asked = (guint) MIN (tt->rows, QD_LOGIC_PRACTICE_MAX_ROWS);
  g_autofree char *count = qd_format_count (tt->kb_rows->len);
  g_autofree char *models = g_strdup_printf (_("The knowledge base is true in %s rows."), count);

  for (guint row = 0; row < asked; row++)
    {
      g_autofree char *values = qd_logic_tt_row_text (doc->kb.prop, tt, row);
      g_autofree char *text = g_strdup_printf (_("Row %u: %s. Is the knowledge base true in this row?"), row + 1,
                                               values);
      gboolean model = qd_logic_tt_is_model (tt, row);

      add_yes_no (practice, QD_PRACTICE_LEVEL_DECISION, row, text, model,
                  model ? _("Every sentence of KB is true in this row: it is a model.")
                        : _("A sentence of KB is false in this row."),
                  _("Evaluate each sentence with these values; KB is their conjunction."));
    }
  if (tt->rows > asked)
    {
      g_autofree char *note = g_strdup_printf (_("The rows are asked up to row %u; then the end."), asked);

      qd_practice_set_note (practice, note);
    }
  qd_practice_add_number (practice, QD_PRACTICE_LEVEL_END, (guint) tt->rows,
                          _("In how many rows is the knowledge base true (its models)?"), tt->kb_rows->len,
                          models, _("Count the rows where every sentence holds."));
  add_verdict (practice, doc, r, (guint) tt->rows);
}

static void
add_resolution (QdPractice *practice, QdLogicDoc *doc, const QdLogicAskResult *r)
{
  const QdPropClauses *clauses = r->resolution.clauses;
  guint n_input = r->resolution.n_input, total = qd_prop_clauses_len (clauses) - n_input;
  guint asked = MIN (total, QD_LOGIC_PRACTICE_MAX_RESOLVENTS);

  for (guint k = 0; k < asked; k++)
    {
      guint c = n_input + k, n, m, l;
      guint a = g_array_index (clauses->parents, guint, 2 * c), b = g_array_index (clauses->parents, guint, 2 * c + 1);
      const guint *lits = qd_prop_clause (clauses, c, &n);
      g_autofree char *pa = qd_prop_clause_print (doc->kb.prop, qd_prop_clause (clauses, a, &m), m);
      g_autofree char *pb = qd_prop_clause_print (doc->kb.prop, qd_prop_clause (clauses, b, &l), l);
      g_autofree char *answer = qd_prop_clause_print (doc->kb.prop, lits, n);
      g_autofree char *key = clause_key (doc->kb.prop, lits, n);
      g_autofree char *text = g_strdup_printf (_("Clause %u (%s) and clause %u (%s) are resolved: what is the "
                                                 "resolvent?"), a + 1, pa, b + 1, pb);
      g_autofree char *why = g_strdup_printf (_("The complementary literals cancel: %s."), answer);

      qd_practice_add_names (practice, QD_PRACTICE_NAME, QD_PRACTICE_LEVEL_DECISION, k, text,
                             (const char *const[]) { key, NULL }, answer, why,
                             _("Drop the literal of one clause whose negation is in the other, and join the rest."));
    }
  if (total > asked)
    {
      g_autofree char *note = g_strdup_printf (_("The first %u resolvents are asked; then the end."), asked);

      qd_practice_set_note (practice, note);
    }
  add_verdict (practice, doc, r, total);
}

static void
add_chaining (QdPractice *practice, QdLogicDoc *doc, const QdLogicAskResult *r)
{
  const GArray *popped = r->fc.popped;

  for (guint k = 0; k < popped->len; k++)
    {
      const char *name = qd_prop_symbol_name (doc->kb.prop, g_array_index (popped, guint, k));
      g_autofree char *why = g_strdup_printf (_("%s is at the head of the agenda (first in, first out)."), name);

      qd_practice_add_names (practice, QD_PRACTICE_NAME, QD_PRACTICE_LEVEL_DECISION, k,
                             _("Which symbol does forward chaining pop from the agenda next?"),
                             (const char *const[]) { name, NULL }, name, why,
                             _("The facts go on the agenda first; a clause’s conclusion joins it when its count "
                               "reaches 0."));
    }
  add_verdict (practice, doc, r, popped->len);
}

/* Why DPLL's call `node` set its symbol so (to free). */
static char *
dpll_why (QdLogicDoc *doc, const QdPropClauses *clauses, const QdPropDpllNode *node, const char *literal)
{
  const char *name = qd_prop_symbol_name (doc->kb.prop, node->symbol);
  g_autofree char *clause = NULL;
  guint n;

  switch (node->how)
    {
    case QD_PROP_DPLL_PURE:
      return g_strdup_printf (_("%s is a pure symbol: in the clauses not yet true it appears only as %s."), name,
                              literal);
    case QD_PROP_DPLL_UNIT:
      clause = qd_prop_clause_print (doc->kb.prop, qd_prop_clause (clauses, node->reason, &n), n);
      return g_strdup_printf (_("Clause %u (%s) is a unit clause: its other literals are false, so %s must be "
                                "true."), node->reason + 1, clause, literal);
    default:
      if (node->value)
        return g_strdup_printf (_("No pure symbol and no unit clause: DPLL branches on the first symbol not set, "
                                  "%s, true first."), name);
      return g_strdup_printf (_("%s true led to no model: DPLL tries it false."), name);
    }
}

/* DPLL: for each call after the first, in the order made (the drawing's
 * step k shows the k calls before it), how its symbol was chosen (pure
 * symbol, unit clause or branch, in the book's order of tries) and which
 * literal it makes true; then the verdict. */
static void
add_dpll (QdPractice *practice, QdLogicDoc *doc, const QdLogicAskResult *r)
{
  const GArray *nodes = r->dpll.nodes;
  const QdPropClauses *clauses = r->dpll.clauses != NULL ? r->dpll.clauses : r->clauses;
  guint asked = nodes->len > 1 ? MIN (nodes->len - 1, QD_LOGIC_PRACTICE_MAX_CALLS) : 0;
  static const char *const how_words[] = { NULL, N_("pure symbol"), N_("unit clause"), N_("branch") };
  static const char *const how_keys[] = { NULL, "pure", "unit", "branch" };

  for (guint k = 1; k <= asked; k++)
    {
      const QdPropDpllNode *node = &g_array_index (nodes, QdPropDpllNode, k);
      guint lit = 2 * node->symbol + (node->value ? 0 : 1);
      g_autofree char *literal = qd_prop_clause_print (doc->kb.prop, &lit, 1);
      g_autofree char *key = clause_key (doc->kb.prop, &lit, 1);
      g_autofree char *why = dpll_why (doc, clauses, node, literal);

      qd_practice_add_names (practice, QD_PRACTICE_NAME, QD_PRACTICE_LEVEL_DECISION, k,
                             _("DPLL’s next call: how is the symbol it sets chosen: pure symbol, unit clause or "
                               "branch?"),
                             (const char *const[]) { how_keys[node->how], NULL }, _(how_words[node->how]), why,
                             _("First a pure symbol, then a unit clause (both judged on the clauses not yet "
                               "true); only then a branch on the first symbol not set."));
      qd_practice_add_names (practice, QD_PRACTICE_NAME, QD_PRACTICE_LEVEL_DECISION, k,
                             _("Which literal does that call make true?"), (const char *const[]) { key, NULL },
                             literal, why,
                             _("A pure symbol takes the sign it has in the clauses; a unit clause’s last literal is "
                               "made true; a branch tries true, then false."));
    }
  if (nodes->len - 1 > asked)
    {
      g_autofree char *note = g_strdup_printf (_("The first %u calls are asked; then the end."), asked);

      qd_practice_set_note (practice, note);
    }
  add_verdict (practice, doc, r, nodes->len);
}

QdPractice *
qd_logic_practice_new (QdLogicDoc *doc, const QdLogicAskResult *result, char **why)
{
  Names *names;
  QdPractice *practice;

  if (doc->kind != QD_LOGIC_DOC_PROP || result->status == QD_LOGIC_REFUSED || result->status == QD_LOGIC_STOPPED
      || result->status == QD_LOGIC_BUDGET
      || (result->algorithm != QD_LOGIC_TRUTH_TABLE && result->algorithm != QD_LOGIC_RESOLUTION
          && result->algorithm != QD_LOGIC_FC
          && (result->algorithm != QD_LOGIC_DPLL || result->dpll.nodes == NULL
              || (result->dpll.clauses == NULL && result->clauses == NULL))))
    {
      *why = g_strdup (_("Practice asks the steps of the truth table, resolution, forward chaining and DPLL: "
                         "choose one and ask."));
      return NULL;
    }
  names = g_new0 (Names, 1);
  names->doc = qd_logic_doc_parse (doc->text, -1, NULL);
  /* The copy holds the symbols in the same numbers: the query's too. */
  if (result->query != QD_PROP_NONE)
    {
      g_autofree char *query = qd_prop_print (doc->kb.prop, result->query);

      qd_prop_parse (names->doc->kb.prop, query, NULL);
    }
  practice = qd_practice_new (canonical, names, names_free);
  switch (result->algorithm)
    {
    case QD_LOGIC_TRUTH_TABLE: add_truth_table (practice, doc, result); break;
    case QD_LOGIC_RESOLUTION: add_resolution (practice, doc, result); break;
    case QD_LOGIC_FC: add_chaining (practice, doc, result); break;
    case QD_LOGIC_DPLL: add_dpll (practice, doc, result); break;
    default: break;
    }
  return practice;
}
