/* qd-logic-ask-fol-text.c — a first-order answer in words: the verdict
 * with its substitutions, the figures for files, and the trace: forward
 * chaining's new facts by iteration, each with its rule and substitution,
 * or backward chaining's proof trees indented, each node with its clause
 * and the clause's substitution (qd-logic-ask-fol.h). */
#include "config.h"
#include "qd-logic-ask-fol.h"

#include <glib/gi18n.h>
#include <string.h>

/* The most answers a verdict lists (the steps have them all). */
#define VERDICT_ANSWERS 8u

/* A word of the trace: in the user's language for the tab, as written
 * whatever the locale for the command's stdout. */
#define T(translated, text) ((translated) ? _(text) : (text))

static guint
n_answers (const QdLogicAskResult *r)
{
  return r->algorithm == QD_LOGIC_FOL_FC ? r->fol_fc.answer_fact->len : r->fol_bc.answers->len;
}

static QdFolStatus
fol_status (const QdLogicAskResult *r)
{
  if (r->algorithm == QD_LOGIC_FOL_FC)
    return r->fol_fc.status;
  /* BC's budget of answers is 1 when the first answer was wanted: it answered. */
  return r->fol_bc.status == QD_FOL_STOP_ROUNDS ? QD_FOL_ANSWERED : r->fol_bc.status;
}

/* ---- answers that are not ground
 *
 * A value may keep variables: the KB's fact Parent(Bob, z) answers the
 * query Parent(Bob, v) with v bound to a renamed z (z₉), which holds for
 * every value.  Such a variable is named after the query's variable bound
 * to it alone (v stays v and its binding goes: "{} for every v"), else
 * gets a standardised name, v₁, v₂, … in the order met (forward chaining's
 * names for its facts' variables, backward chaining's renamings, z₉, being
 * the engine's); two variables never share a name, nor take the name of a
 * query variable bound to something else. */

typedef struct
{
  const QdFol *fol;
  const guint *vars;      /* the query's variables */
  guint n_vars;
  GHashTable *names;      /* variable term → its name (owned by `order`) */
  GPtrArray *order;       /* the names given, in order */
} FreeNames;

static gboolean
name_taken (const FreeNames *f, const char *name, guint own_var)
{
  for (guint i = 0; i < f->order->len; i++)
    if (g_str_equal (g_ptr_array_index (f->order, i), name))
      return TRUE;
  for (guint i = 0; i < f->n_vars; i++)
    if (f->vars[i] != own_var)
      {
        g_autofree char *query_name = qd_fol_print_term (f->fol, f->vars[i]);

        if (g_str_equal (query_name, name))
          return TRUE;
      }
  return FALSE;
}

/* v₁, v₂, …: the names forward chaining gives the variables of its facts. */
static char *
standard_name (guint k)
{
  static const char *const subscripts[] = { "₀", "₁", "₂", "₃", "₄", "₅", "₆", "₇", "₈", "₉" };
  char digits[16];
  GString *name = g_string_new ("v");

  g_snprintf (digits, sizeof digits, "%u", k);
  for (const char *d = digits; *d != '\0'; d++)
    g_string_append (name, subscripts[*d - '0']);
  return g_string_free (name, FALSE);
}

/* `var` named after the query variable `own_var`, or (QD_FOL_NONE) a
 * standard name; primed while the name is taken. */
static void
name_var (FreeNames *f, guint var, guint own_var)
{
  char *name;

  if (g_hash_table_contains (f->names, GUINT_TO_POINTER (var)))
    return;
  name = own_var != QD_FOL_NONE ? qd_fol_print_term (f->fol, own_var) : standard_name (f->order->len + 1);
  while (name_taken (f, name, own_var))
    {
      char *primed = g_strconcat (name, "′", NULL);

      g_free (name);
      name = primed;
    }
  g_ptr_array_add (f->order, name);
  g_hash_table_insert (f->names, GUINT_TO_POINTER (var), name);
}

static void
name_free_vars (FreeNames *f, guint term)
{
  const QdFolTerm *t = qd_fol_term (f->fol, term);

  if (t->ground)
    return;
  if (t->kind == QD_FOL_VAR)
    {
      name_var (f, term, QD_FOL_NONE);
      return;
    }
  for (guint i = 0; i < t->arity; i++)
    name_free_vars (f, qd_fol_arg (f->fol, term, i));
}

static void
append_named (const FreeNames *f, guint term, GString *out)
{
  const QdFolTerm *t = qd_fol_term (f->fol, term);

  if (t->ground)
    {
      qd_fol_append_term (f->fol, term, out);
      return;
    }
  if (t->kind == QD_FOL_VAR)
    {
      g_string_append (out, g_hash_table_lookup (f->names, GUINT_TO_POINTER (term)));
      return;
    }
  g_string_append_printf (out, "%s(", qd_fol_name (f->fol, t->symbol));
  for (guint i = 0; i < t->arity; i++)
    {
      if (i > 0)
        g_string_append (out, ", ");
      append_named (f, qd_fol_arg (f->fol, term, i), out);
    }
  g_string_append_c (out, ')');
}

/* "{x/West}", "{y/x} for every x", "{} for every v" (to free). */
static char *
print_answer (const QdFol *fol, const guint *vars, const guint *values, guint n, gboolean translated)
{
  FreeNames f = { fol, vars, n, g_hash_table_new (NULL, NULL), g_ptr_array_new_with_free_func (g_free) };
  g_autoptr(GString) out = g_string_new ("{");
  g_autoptr(GString) names = g_string_new (NULL);
  guint shown = 0;

  for (guint i = 0; i < n; i++)
    if (qd_fol_term (fol, values[i])->kind == QD_FOL_VAR)
      name_var (&f, values[i], vars[i]);
  for (guint i = 0; i < n; i++)
    name_free_vars (&f, values[i]);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = qd_fol_print_term (fol, vars[i]);
      const char *value_name = g_hash_table_lookup (f.names, GUINT_TO_POINTER (values[i]));

      if (value_name != NULL && g_str_equal (value_name, name))
        continue;   /* x/x: x is left free, said after the braces */
      g_string_append_printf (out, "%s%s/", shown++ > 0 ? ", " : "", name);
      append_named (&f, values[i], out);
    }
  g_string_append_c (out, '}');
  for (guint k = 0; k < f.order->len; k++)
    g_string_append_printf (names, "%s%s", k > 0 ? ", " : "", (const char *) g_ptr_array_index (f.order, k));
  g_hash_table_unref (f.names);
  g_ptr_array_unref (f.order);
  if (names->len == 0)
    return g_strdup (out->str);
  return g_strdup_printf (T (translated, N_("%s for every %s")), out->str, names->str);
}

/* Answer i's substitution, "{x/West}" ("{}" for a ground query, "{} for
 * every v" for a value left free). */
static char *
answer_text (const QdLogicDoc *doc, const QdLogicAskResult *r, guint i, gboolean translated)
{
  const QdFol *fol = doc->fol.fol;

  if (r->algorithm == QD_LOGIC_FOL_FC)
    {
      guint n = r->fol_fc.query_vars->len;

      return print_answer (fol, (const guint *) r->fol_fc.query_vars->data,
                           &g_array_index (r->fol_fc.answers, guint, i * n), n, translated);
    }
  return print_answer (fol, (const guint *) r->fol_bc.query_vars->data,
                       &g_array_index (r->fol_bc.values, guint,
                                       g_array_index (r->fol_bc.answers, QdFolAnswer, i).values),
                       r->fol_bc.query_vars->len, translated);
}

/* "{x/West}, {x/Nono} and 3 more" (to free). */
static char *
answers_list (const QdLogicDoc *doc, const QdLogicAskResult *r)
{
  GString *s = g_string_new (NULL);
  guint n = n_answers (r);

  for (guint i = 0; i < MIN (n, VERDICT_ANSWERS); i++)
    {
      g_autofree char *theta = answer_text (doc, r, i, TRUE);
      g_string_append_printf (s, "%s%s", i > 0 ? ", " : "", theta);
    }
  if (n > VERDICT_ANSWERS)
    g_string_append_printf (s, ngettext (" and %u more", " and %u more", n - VERDICT_ANSWERS), n - VERDICT_ANSWERS);
  return g_string_free (s, FALSE);
}

char *
qd_logic_ask_fol_verdict (const QdLogicDoc *doc, const QdLogicAskResult *r)
{
  g_autofree char *alpha = qd_fol_print_term (doc->fol.fol, r->fol_query);

  switch (r->status)
    {
    case QD_LOGIC_ENTAILED:
      {
        g_autofree char *list = answers_list (doc, r);
        return g_strdup_printf (ngettext ("KB ⊨ %s, answer %s.", "KB ⊨ %s, answers %s.", n_answers (r)), alpha,
                                list);
      }
    case QD_LOGIC_NOT_ENTAILED:
      return g_strdup_printf (_("KB ⊭ %s: no substitution proves it (%s reached)."), alpha,
                              qd_fol_status_text (fol_status (r)));
    case QD_LOGIC_STOPPED:
      return g_strdup (_("Stopped before an answer."));
    default:
      return g_strdup_printf (_("No answer to %s: stopped by %s."), alpha, qd_fol_status_text (fol_status (r)));
    }
}

/* How a chaining ended, one word for files. */
static const char *
status_word (QdFolStatus status)
{
  static const char *const words[] = {
    "answered", "fixed-point", "cut-off", "max-facts", "max-rounds", "max-steps", "max-terms", "stopped",
  };

  return status < G_N_ELEMENTS (words) ? words[status] : "?";
}

char *
qd_logic_ask_fol_format (const QdLogicDoc *doc, const QdLogicAskResult *r)
{
  GString *s = g_string_new (NULL);
  g_autofree char *alpha = qd_fol_print_term (doc->fol.fol, r->fol_query);

  g_string_append_printf (s, "query %s\nanswer %s\nalgorithm %s\n", alpha, qd_logic_status_to_string (r->status),
                          qd_logic_algorithm_to_string (r->algorithm));
  if (r->status == QD_LOGIC_REFUSED)
    {
      g_string_append_printf (s, "reason %s\n", r->reason);
      return g_string_free (s, FALSE);
    }
  g_string_append_printf (s, "answers %u\n", n_answers (r));
  for (guint i = 0; i < n_answers (r); i++)
    {
      g_autofree char *theta = answer_text (doc, r, i, FALSE);
      g_string_append_printf (s, "substitution %s\n", theta);
    }
  if (r->algorithm == QD_LOGIC_FOL_FC)
    g_string_append_printf (s, "iterations %u\nfacts %u\nunifications %" G_GUINT64_FORMAT "\n",
                            r->fol_fc.iterations, r->fol_fc.facts->len, r->fol_fc.steps);
  else
    g_string_append_printf (s, "depth %u\nunifications %" G_GUINT64_FORMAT "\n", r->fol_bc.max_depth_reached,
                            r->fol_bc.steps);
  g_string_append_printf (s, "ended %s\n", status_word (fol_status (r)));
  return g_string_free (s, FALSE);
}

/* ---- the trace */

typedef struct
{
  GString *s;
  guint lines, max_lines;
  gboolean translated;
} Trace;

/* Appends a line; FALSE once `max_lines` are written (the rest counted). */
static gboolean
trace_line (Trace *t, const char *line)
{
  if (t->lines++ >= t->max_lines)
    return FALSE;
  g_string_append_printf (t->s, "%s\n", line);
  return TRUE;
}

/* "(4) line 11: Missile(x) ∧ Owns(Nono, x) ⇒ Sells(West, x, Nono)" for each clause. */
static void
trace_clauses (Trace *t, const QdFol *fol)
{
  for (guint c = 0; c < qd_fol_n_clauses (fol); c++)
    {
      g_autofree char *text = qd_fol_print_clause (fol, c);
      g_autofree char *line = g_strdup_printf (T (t->translated, N_("(%u) line %u: %s")), c + 1,
                                               qd_fol_clause (fol, c)->line, text);
      trace_line (t, line);
    }
}

/* "iteration 1: Sells(West, M1, Nono)   by (4) {x/M1}", or "given: …". */
static char *
fc_fact_line (const QdFol *fol, const QdFolFc *fc, guint i, gboolean translated)
{
  const QdFolFact *fact = &g_array_index (fc->facts, QdFolFact, i);
  g_autofree char *atom = qd_fol_print_term (fol, fact->atom);
  g_autofree char *theta = NULL;

  if (fact->clause == QD_FOL_NONE)
    return g_strdup_printf (T (translated, N_("given: %s")), atom);
  theta = qd_fol_pairs_print (fol, &g_array_index (fc->bound, guint, fact->bindings * 2), fact->n_bindings);
  return g_strdup_printf (T (translated, N_("iteration %u: %s   by (%u) %s")), fact->iteration, atom,
                          fact->clause + 1, theta);
}

static void
trace_fc (Trace *t, const QdLogicDoc *doc, const QdLogicAskResult *r)
{
  const QdFolFc *fc = &r->fol_fc;

  for (guint i = 0; i < fc->facts->len; i++)
    {
      g_autofree char *line = fc_fact_line (doc->fol.fol, fc, i, t->translated);
      trace_line (t, line);
    }
  for (guint i = 0; i < fc->answer_fact->len; i++)
    {
      g_autofree char *theta = answer_text (doc, r, i, t->translated);
      const QdFolFact *fact = &g_array_index (fc->facts, QdFolFact, g_array_index (fc->answer_fact, guint, i));
      g_autofree char *atom = qd_fol_print_term (doc->fol.fol, fact->atom);
      g_autofree char *line = g_strdup_printf (T (t->translated, N_("answer %s: %s")), theta, atom);

      trace_line (t, line);
    }
}

/* Answer i's proof tree: a node a line, indented by depth, with its clause
 * and that clause's substitution. */
static void
trace_proof (Trace *t, const QdLogicDoc *doc, const QdLogicAskResult *r, guint i, guint *theta_index)
{
  const QdFolAnswer *answer = &g_array_index (r->fol_bc.answers, QdFolAnswer, i);
  g_autoptr(GString) line = g_string_new (NULL);

  for (guint k = 0; k < answer->n_nodes; k++)
    {
      const QdFolProofNode *node = &g_array_index (r->fol_bc.nodes, QdFolProofNode, answer->nodes + k);
      const char *theta = g_ptr_array_index (r->fol_thetas, (*theta_index)++);

      g_string_truncate (line, 0);
      for (guint d = 0; d <= node->depth; d++)
        g_string_append (line, "  ");
      qd_fol_append_term (doc->fol.fol, node->goal, line);
      if (node->clause != QD_FOL_NONE)
        g_string_append_printf (line, " ← (%u) %s", node->clause + 1, theta != NULL ? theta : "{}");
      trace_line (t, line->str);
    }
}

static void
trace_bc (Trace *t, const QdLogicDoc *doc, const QdLogicAskResult *r)
{
  guint theta_index = 0;

  for (guint i = 0; i < r->fol_bc.answers->len; i++)
    {
      g_autofree char *theta = answer_text (doc, r, i, t->translated);
      g_autofree char *line = g_strdup_printf (T (t->translated, N_("proof %u, answer %s:")), i + 1, theta);

      trace_line (t, line);
      trace_proof (t, doc, r, i, &theta_index);
    }
}

char *
qd_logic_ask_fol_steps (const QdLogicDoc *doc, const QdLogicAskResult *r, guint max_lines, gboolean translated)
{
  Trace t = { .s = g_string_new (NULL), .max_lines = max_lines, .translated = translated };
  g_autofree char *ended = NULL;

  if (r->status == QD_LOGIC_REFUSED)
    return g_string_free (t.s, FALSE);
  trace_clauses (&t, doc->fol.fol);
  if (r->algorithm == QD_LOGIC_FOL_FC)
    trace_fc (&t, doc, r);
  else
    trace_bc (&t, doc, r);
  ended = translated ? g_strdup_printf (_("ended: %s"), qd_fol_status_text (fol_status (r)))
                     : g_strdup_printf ("ended: %s", status_word (fol_status (r)));
  trace_line (&t, ended);
  if (t.lines > t.max_lines)
    g_string_append_printf (t.s, translated ? ngettext ("… and %u more line\n", "… and %u more lines\n",
                                                        t.lines - t.max_lines)
                                            : "… and %u more lines\n", t.lines - t.max_lines);
  return g_string_free (t.s, FALSE);
}
